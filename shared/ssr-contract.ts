import type { PublicConfig } from './public-config.js';
import type { MyDetails } from './types/account.js';
import type { ActiveBanners } from './types/content.js';
import type { VisitorStorefront } from './types/storefront.js';

/** The contract between the server (which hosts the renderer) and the client's server entry. */
export interface ApiRequest {
  method: string;
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface ApiResponse {
  status: number;
  body: unknown;
}

/** How a request reaches the API: `fetch` in the browser, `fastify.inject()` during server rendering. */
export type ApiTransport = (request: ApiRequest) => Promise<ApiResponse>;

export interface RenderInput {
  request: Request;
  /** Reaches the API in-process with the visitor's cookies. */
  transport: ApiTransport;
  nonce: string;
  config: PublicConfig;
  /**
   * The shell's own data for this visitor, being read by the server from the services behind `GET
   * /api/storefront`, `GET /api/content/banners` and `GET /api/my/details` while the render starts: the render
   * puts each part in its query cache as it arrives (its loaders wait for it as for any query in flight)
   * instead of calls through the whole pipeline (decision 1100, ninth and tenth sessions).
   */
  shell: ShellData;
}

/** Each part as its API route would answer it; one that resolves to undefined (not read) is asked of the API. */
export interface ShellData {
  storefront: Promise<VisitorStorefront | undefined>;
  banners: Promise<ActiveBanners | undefined>;
  /** Who is signed in; null: nobody (no session cookie, or one naming no live session). */
  myDetails: Promise<MyDetails | null | undefined>;
}

/** What a page route declares about itself (react-router's `handle`). */
export interface RouteHandle {
  /** The page's HTML is the same for every visitor without a session, so it may be served again (decision 0011). */
  sharedWithGuests?: boolean;
}

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      head: string;
      body: string;
      boot: string;
      /** The matched page is marked `sharedWithGuests`. */
      sharedWithGuests: boolean;
    };

export type Render = (input: RenderInput) => Promise<RenderResult>;
