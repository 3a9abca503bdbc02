import type { QueryClient } from '@tanstack/react-query';
import { data, type RouteObject } from 'react-router';
import { ErrorView } from './components/ErrorView.js';
import { Layout } from './components/Layout.js';
import { RouteError } from './components/RouteError.js';
import { countriesQuery } from './features/geo/api/get-countries.js';
import { prefetch } from './lib/loader.js';
import { HomePage } from './pages/HomePage.js';
import { NotFoundPage } from './pages/NotFoundPage.js';

/** The page tree. Loaders prefetch with the same query options the pages read. */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      element: <Layout />,
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
            {
              id: 'home',
              index: true,
              element: <HomePage />,
              loader: async () => {
                await prefetch(queryClient, countriesQuery());
                return null;
              },
            },
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
