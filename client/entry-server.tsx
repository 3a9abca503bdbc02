import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, type QueryClient, QueryClientProvider, type QueryFunction, type QueryKey } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  type DataRouteObject,
  isRouteErrorResponse,
  type RouteObject,
  type StaticHandlerContext,
  StaticRouterProvider,
} from 'react-router';
import type { ApiTransport, RenderInput, RenderResult, RouteHandle } from '../shared/ssr-contract.js';
import { APP_ROOT_MARKER, type BootData } from './boot.js';
import { bannersQuery } from './features/content/api/banners.js';
import { myDetailsQuery } from './features/session/api/get-my-details.js';
import { storefrontQuery } from './features/storefront/api/get-storefront.js';
import { setApiTransport } from './lib/api.js';
import { PublicConfigContext } from './lib/public-config.js';
import { createQueryClient } from './lib/query-client.js';
import { serializeForScript } from './lib/serialize.js';
import { RouteTables } from './routes/route-tables.js';
import { createRoutes } from './routes.js';
import { HeaderMarkupCache, HeaderMarkupContext, type HeaderMarkupRender, headerInnerMarkup } from './shell/header-markup.js';
import { preloadSignedInShell } from './shell/signed-in-shell.js';

const requestTransport = new AsyncLocalStorage<ApiTransport>();
const requestQueryClient = new AsyncLocalStorage<QueryClient>();
setApiTransport((request) => {
  const transport = requestTransport.getStore();
  if (!transport) throw new Error('The API was called outside a server render');
  return transport(request);
});

/**
 * The query client of the request being rendered, for route loaders. The route tree and its static handlers
 * (one per route table, routes/route-tables.ts) are built once per process (matching a URL against a fresh
 * tree of ~150 routes cost more than rendering the page), while every render still gets a query client of its own.
 */
const queryClientOfRequest = new Proxy({} as QueryClient, {
  get(_target, property) {
    const queryClient = requestQueryClient.getStore();
    if (!queryClient) throw new Error('A route loader ran outside a server render');
    const value = Reflect.get(queryClient, property, queryClient);
    return typeof value === 'function' ? value.bind(queryClient) : value;
  },
});

/** `headers: null` renders every header instead of keeping its markup (the unit tests compare the two). */
export function createRenderer(
  routesFor: (queryClient: QueryClient) => RouteObject[],
  { headers = new HeaderMarkupCache() }: { headers?: HeaderMarkupCache | null } = {},
) {
  let tables: RouteTables<RouteObject> | undefined;
  const handlers = new Map<RouteObject[], ReturnType<typeof createStaticHandler>>();
  /** The static handler of the route table a path is matched against (one per table, built on first use). */
  const handlerFor = (pathname: string) => {
    tables ??= new RouteTables(routesFor(queryClientOfRequest));
    const routes = tables.for(pathname);
    let handler = handlers.get(routes);
    if (!handler) {
      handler = createStaticHandler(routes);
      handlers.set(routes, handler);
    }
    return handler;
  };
  return async function render(input: RenderInput): Promise<RenderResult> {
    const queryClient = createQueryClient({ onServer: true });
    const staticHandler = handlerFor(new URL(input.request.url).pathname);
    const context = await requestTransport.run(input.transport, () =>
      requestQueryClient.run(queryClient, () => {
        // The shell's data the server is reading from the services behind its API routes.
        seed(queryClient, storefrontQuery(), input.shell.storefront);
        seed(queryClient, bannersQuery(), input.shell.banners);
        seed(queryClient, myDetailsQuery(), input.shell.myDetails);
        return staticHandler.query(input.request);
      }),
    );
    if (context instanceof Response) {
      return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
    }
    // Once per process: the frame's account parts render like any other component (decision 1110).
    await preloadSignedInShell('all');
    const router = createStaticRouter(matchedBranch(context.matches), context);
    const header: HeaderMarkupRender | null = headers ? { cache: headers, missed: null } : null;
    const html = renderToString(
      <QueryClientProvider client={queryClient}>
        <PublicConfigContext value={input.config}>
          <HeaderMarkupContext value={header}>
            <StaticRouterProvider router={router} context={context} hydrate={false} nonce={input.nonce} />
          </HeaderMarkupContext>
        </PublicConfigContext>
      </QueryClientProvider>,
    );
    if (header?.missed) {
      const markup = headerInnerMarkup(html);
      if (markup !== undefined) header.cache.set(header.missed, markup);
    }
    const split = html.indexOf(APP_ROOT_MARKER);
    const boot: BootData = {
      config: input.config,
      queries: dehydrate(queryClient),
      router: { loaderData: context.loaderData, actionData: context.actionData, errors: serializeErrors(context.errors) },
    };
    queryClient.clear();
    const page = context.matches.at(-1)?.route.handle as RouteHandle | undefined;
    return {
      kind: 'page',
      status: context.statusCode,
      sharedWithGuests: page?.sharedWithGuests === true,
      head: split > 0 ? html.slice(0, split) : '',
      body: split >= 0 ? html.slice(split) : html,
      boot: serializeForScript(boot),
    };
  };
}

/**
 * Puts a part of the shell in the query cache as it arrives: a fetch in flight, which a loader asking for the
 * same query waits for instead of calling the API. A part the server could not read is fetched from the API
 * as before.
 */
function seed<T>(
  queryClient: QueryClient,
  options: { queryKey: QueryKey; queryFn?: unknown },
  part: Promise<T | undefined>,
): void {
  const fromApi = options.queryFn as QueryFunction<T>;
  void queryClient.prefetchQuery({
    queryKey: options.queryKey,
    queryFn: async (context) => {
      const value = await part;
      return value === undefined ? fromApi(context) : value;
    },
  });
}

/**
 * The routes the handler matched, as a tree of one branch: what a static router renders. Given the whole
 * route table (about 150 routes), `createStaticRouter` copied every route on every render, a seventh of
 * React's share of a product page (decision 1100, tenth session); it renders the context's matches either
 * way, and those routes come prepared by the handler (their lazy parts loaded, their components elements).
 */
function matchedBranch(matches: StaticHandlerContext['matches']): DataRouteObject[] {
  let branch: DataRouteObject[] = [];
  for (let i = matches.length - 1; i >= 0; i--) {
    const route = (matches[i] as StaticHandlerContext['matches'][number]).route;
    branch = [{ ...route, children: branch.length > 0 ? branch : undefined } as DataRouteObject];
  }
  return branch;
}

/** Route errors cross to the browser as plain data; internals of server errors never do. */
function serializeErrors(errors: Record<string, unknown> | null): Record<string, unknown> | null {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([routeId, error]) => [
      routeId,
      isRouteErrorResponse(error)
        ? {
            status: error.status,
            statusText: error.statusText,
            internal: (error as { internal?: boolean }).internal ?? false,
            data: error.data,
          }
        : { status: 500, statusText: 'Internal Server Error', internal: true, data: null },
    ]),
  );
}

export const render = createRenderer(createRoutes);
