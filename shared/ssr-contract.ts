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
   * The shell's own data for this visitor, read by the server from the services behind `GET /api/storefront`,
   * `GET /api/content/banners` and `GET /api/my/details`: the render puts it in its query cache instead of
   * calls through the whole pipeline (decision 1100, ninth and tenth sessions).
   */
  shell: ShellData;
}

/** Each part as its API route would answer it; a part the server could not read is absent and asked of the API. */
export interface ShellData {
  storefront?: VisitorStorefront;
  banners?: ActiveBanners;
  /** Who is signed in; null: nobody (no session cookie, or one naming no live session). */
  myDetails?: MyDetails | null;
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
