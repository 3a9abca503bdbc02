import type { PublicConfig } from './public-config.js';
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
   * The visitor's request carries no session cookie, so nobody is signed in: the render knows the answer of
   * `GET /api/my/details` (a guest) without asking the API for it (decision 1100, ninth-session amendment).
   */
  signedOut: boolean;
  /**
   * For a visitor without a session cookie, the shell's own data as `GET /api/storefront` and `GET
   * /api/content/banners` would answer it, read by the server from the services those routes answer from:
   * the render puts it in its query cache instead of two calls through the whole pipeline (decision 1100,
   * tenth session). Absent for a signed-in visitor, whose session the render's API calls resolve.
   */
  guestFrame?: GuestFrame;
}

/** The shell's data for a guest; a part the server could not read is absent (the render asks the API for it). */
export interface GuestFrame {
  storefront?: VisitorStorefront;
  banners?: ActiveBanners;
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
