import { hydrate, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode, startTransition, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { BOOT_ELEMENT_ID, type BootData } from './boot.js';
import { type FollowLink, LinkNavigation } from './components/navigation/Link.js';
import { myDetailsQuery } from './features/session/api/get-my-details.js';
import { PublicConfigContext } from './lib/public-config.js';
import { createQueryClient } from './lib/query-client.js';
import { createRoutes } from './routes.js';
import { preloadSignedInShell } from './shell/signed-in-shell.js';
import './styles/global.css';

const boot = JSON.parse(document.getElementById(BOOT_ELEMENT_ID)?.textContent ?? '{}') as BootData;
const queryClient = createQueryClient();
hydrate(queryClient, boot.queries);
const routes = createRoutes(queryClient);
// The page's own chunk and, for a signed-in visitor, the frame's account parts, before the first render.
await Promise.all([loadLazyRoutes(routes), preloadSignedInShell(queryClient.getQueryData(myDetailsQuery().queryKey) ?? null)]);
const router = createBrowserRouter(routes, { hydrationData: boot.router });
// A link's path is the shop's own absolute path, or only a query for the page shown: either resolves the same
// from the router as from the route the link is in.
const followLink: FollowLink = (to, options) => {
  router.navigate(to, options).catch(() => undefined);
};

/** The current page's chunk loads before hydration, so the browser's first render matches the server's. */
async function loadLazyRoutes(tree: RouteObject[]): Promise<void> {
  const lazyMatches = matchRoutes(tree, window.location)?.filter((match) => typeof match.route.lazy === 'function') ?? [];
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const load = route.lazy as () => Promise<Partial<RouteObject>>;
      Object.assign(route, { ...(await load()), lazy: undefined });
    }),
  );
}

/**
 * Marks the page as interactive, for browser tests and for CSS that must wait for JavaScript. It wraps the app
 * rather than sitting beside it: a sibling would make the browser's tree differ from the server's, and every
 * `useId` with it (an `aria-controls` rendered by the server would name a panel the browser renders under
 * another id).
 */
function HydratedMarker({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return children;
}

// Hydrated as a transition, so React works in slices of a few milliseconds and lets the browser answer a tap
// in between, instead of one long task for the whole page (decision 1010).
startTransition(() => {
  hydrateRoot(
    document.getElementById('root') as HTMLElement,
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <HydratedMarker>
          <PublicConfigContext value={boot.config}>
            <LinkNavigation value={followLink}>
              <RouterProvider router={router} />
            </LinkNavigation>
          </PublicConfigContext>
        </HydratedMarker>
      </QueryClientProvider>
    </StrictMode>,
  );
});
