import type { QueryClient } from '@tanstack/react-query';
import { data, type RouteObject } from 'react-router';
import { bannersQuery } from './features/content/api/banners.js';
import { myDetailsQuery } from './features/session/api/get-my-details.js';
import { storefrontQuery } from './features/storefront/api/get-storefront.js';
import { prefetch } from './lib/loader.js';
import { NotFoundPage } from './pages/NotFoundPage.js';
import { accountRoutes } from './routes/account.js';
import { adminRoutes } from './routes/admin.js';
import { animalRoutes } from './routes/animals.js';
import { contentRoutes } from './routes/content.js';
import { resourceRoutes } from './routes/resources.js';
import { createRouteContext } from './routes/route-context.js';
import { shopRoutes } from './routes/shop.js';
import { toolRoutes } from './routes/tools.js';
import { ErrorView } from './shell/ErrorView.js';
import { Layout } from './shell/Layout.js';
import { RouteError } from './shell/RouteError.js';

/**
 * The page tree: the shell, then each area's pages from its own file in `routes/`. Loaders prefetch with the
 * same query options the pages read; `SHARED_WITH_GUESTS` (`routes/route-context.ts`) marks the pages a
 * guest's cached HTML may be served for.
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  const context = createRouteContext(queryClient);
  return [
    {
      id: 'root',
      path: '/',
      element: <Layout />,
      // The shell's own data: the visitor's storefront and, when signed in, who they are.
      loader: async () => {
        // A failing account lookup must not take the whole site down: the visitor is then shown as a guest.
        // The banners are a page's decoration: without them it still shows.
        await Promise.all([
          prefetch(queryClient, storefrontQuery()),
          queryClient.prefetchQuery(myDetailsQuery()),
          queryClient.prefetchQuery(bannersQuery()),
        ]);
        return null;
      },
      errorElement: (
        <Layout>
          <ErrorView />
        </Layout>
      ),
      children: [
        {
          id: 'pages',
          errorElement: <RouteError />,
          children: [
            ...contentRoutes(context),
            ...shopRoutes(context),
            ...accountRoutes(context),
            ...resourceRoutes(context),
            ...animalRoutes(context),
            ...toolRoutes(context),
            ...adminRoutes(context),
            {
              id: 'not-found',
              path: '*',
              element: <NotFoundPage />,
              loader: () => {
                throw data(null, { status: 404 });
              },
            },
          ],
        },
      ],
    },
  ];
}
