import type { QueryClient } from '@tanstack/react-query';
import { data, type LoaderFunction, type RouteObject, redirect } from 'react-router';
import { refusedPageRedirect } from '../../shared/account-tools.js';
import { paths } from '../../shared/paths.js';
import type { RouteHandle } from '../../shared/ssr-contract.js';
import { myDetailsQuery, type SignedInUser } from '../features/session/api/get-my-details.js';
import { prefetch } from '../lib/loader.js';

/**
 * Marks a page whose server-rendered HTML is the same for every visitor without a session (reference data,
 * static forms): the server may serve it to the next guest for a few seconds (decision 0011). A page whose
 * loader reads anything a visitor can change (payments, orders, kits) must not carry it.
 */
export const SHARED_WITH_GUESTS: RouteHandle = { sharedWithGuests: true };

/**
 * A page in its own chunk, with an optional loader. Every page is its own chunk, so a page's JavaScript is the
 * entry and its own (decision 1110); the entry loads the current page's chunk before hydrating, so server and
 * browser render the same tree.
 */
export const lazyPage =
  <M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string, loader?: RouteObject['loader']) =>
  () =>
    load().then((m) => ({ Component: m[name] as () => React.JSX.Element, ...(loader ? { loader } : {}) }));

/**
 * A loader whose code loads when it first runs. In the browser a loader runs only on a navigation (the first
 * page arrives with its data), so its code and the API modules it reads stay out of the entry; it loads beside
 * the page's chunk.
 */
export const deferredLoader =
  <M>(load: () => Promise<M>, pick: (module: M) => LoaderFunction): LoaderFunction =>
  async (args, handlerContext) =>
    pick(await load())(args, handlerContext);

/** What every area's route file is given: the query cache its loaders prefetch into, and the page guards. */
export interface RouteContext {
  queryClient: QueryClient;
  /** Prefetches the countries (pages with an address or a country choice). */
  withCountries: () => Promise<null>;
  /**
   * Account pages: a guest is sent to the login page, and comes back after signing in; a page of another
   * audience's tools sends the user to their own default tool (decision 0922).
   */
  requireUser: (request: Request) => Promise<SignedInUser>;
  /** A back-office page: an admin only; while acting as a customer it is refused (403) with a way back. */
  requireAdminPage: (request: Request) => Promise<SignedInUser>;
}

export function createRouteContext(queryClient: QueryClient): RouteContext {
  const requireUser = async (request: Request) => {
    const user = await queryClient.fetchQuery(myDetailsQuery());
    const url = new URL(request.url);
    if (!user) throw redirect(`${paths.login}?next=${encodeURIComponent(url.pathname + url.search)}`);
    const refused = refusedPageRedirect(url.pathname, user.userType, user);
    if (refused) throw redirect(refused);
    return user;
  };
  return {
    queryClient,
    withCountries: async () => {
      const { countriesQuery } = await import('../features/geo/api/get-countries.js');
      await prefetch(queryClient, countriesQuery());
      return null;
    },
    requireUser,
    requireAdminPage: async (request) => {
      const user = await requireUser(request);
      if (user.impersonator) throw data(null, { status: 403 });
      if (!user.isAdmin) throw data(null, { status: 404 });
      return user;
    },
  };
}
