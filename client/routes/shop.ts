import type { RouteObject } from 'react-router';
import { CATALOGUE_PAGES, catalogueRoot } from '../../shared/catalogue-pages.js';
import { paths } from '../../shared/paths.js';
import { prefetch } from '../lib/loader.js';
import { deferredLoader, lazyPage, type RouteContext, SHARED_WITH_GUESTS } from './route-context.js';

/**
 * The shop: the catalogue's listing, breed, product and search pages (their loaders prefetch what the page
 * reads), custom profiles, the cart, checkout and the test-mode payment page.
 */
export function shopRoutes({ queryClient, requireUser }: RouteContext): RouteObject[] {
  const loaders = () => import('../pages/catalogue-loaders.js');
  const listPage = () => import('../pages/CatalogueListPage.js').then((m) => ({ Component: m.CatalogueListPage }));
  const roots = (['breeder', 'vet'] as const).flatMap((audience) =>
    (['canine', 'feline'] as const).map((species) => catalogueRoot(audience, species)),
  );
  return [
    ...CATALOGUE_PAGES.map((page) => ({
      id: `catalogue:${page.path}`,
      handle: SHARED_WITH_GUESTS,
      path: page.path,
      loader: deferredLoader(loaders, (m) => m.catalogueListLoader(queryClient)),
      lazy: listPage,
    })),
    ...roots.flatMap((root) => [
      {
        id: `breeds:${root}`,
        handle: SHARED_WITH_GUESTS,
        path: `${root}/breeds`,
        loader: deferredLoader(loaders, (m) => m.breedIndexLoader(queryClient)),
        lazy: () => import('../pages/BreedPages.js').then((m) => ({ Component: m.BreedIndexPage })),
      },
      {
        id: `breed:${root}`,
        handle: SHARED_WITH_GUESTS,
        path: `${root}/breeds/:breedName/:breedId`,
        loader: deferredLoader(loaders, (m) => m.breedLoader(queryClient)),
        lazy: () => import('../pages/BreedPages.js').then((m) => ({ Component: m.BreedPage })),
      },
    ]),
    ...(['canine', 'feline'] as const).map((species) => ({
      id: `build-profile:${species}`,
      handle: SHARED_WITH_GUESTS,
      path: `${catalogueRoot('breeder', species)}/build-your-own-profile`,
      loader: deferredLoader(loaders, (m) => m.buildProfileLoader(queryClient)),
      lazy: () => import('../pages/CustomProfilePages.js').then((m) => ({ Component: m.BuildProfilePage })),
    })),
    {
      id: 'owner-shop',
      handle: SHARED_WITH_GUESTS,
      path: paths.petOwnerProducts,
      loader: async () => {
        const [{ OWNER_SHELVES }, { productsQuery }] = await Promise.all([
          import('../pages/OwnerShopPage.js'),
          import('../features/catalogue/api/get-products.js'),
        ]);
        await Promise.all(OWNER_SHELVES.map((shelf) => prefetch(queryClient, productsQuery(shelf.params))));
        return null;
      },
      lazy: () => import('../pages/OwnerShopPage.js').then((m) => ({ Component: m.OwnerShopPage })),
    },
    {
      id: 'product',
      handle: SHARED_WITH_GUESTS,
      path: '/store/:productName/p/:productId',
      loader: deferredLoader(loaders, (m) => m.productLoader(queryClient)),
      lazy: () => import('../pages/ProductPage.js').then((m) => ({ Component: m.ProductPage })),
    },
    {
      id: 'search',
      handle: SHARED_WITH_GUESTS,
      path: '/search',
      loader: deferredLoader(loaders, (m) => m.searchLoader(queryClient)),
      lazy: () => import('../pages/SearchPage.js').then((m) => ({ Component: m.SearchPage })),
    },
    {
      id: 'my-custom-profiles',
      path: paths.myCustomProfiles,
      lazy: lazyPage(
        () => import('../pages/CustomProfilePages.js'),
        'MyCustomProfilesPage',
        async ({ request }) => {
          const [, { customProfilesQuery }] = await Promise.all([
            requireUser(request),
            import('../features/catalogue/api/custom-profiles.js'),
          ]);
          const page = Math.max(1, Number.parseInt(new URL(request.url).searchParams.get('page') ?? '1', 10) || 1);
          await prefetch(queryClient, customProfilesQuery(page));
          return null;
        },
      ),
    },
    { id: 'cart', path: paths.cart, lazy: lazyPage(() => import('../pages/CartPage.js'), 'CartPage') },
    {
      id: 'checkout',
      path: paths.checkout,
      lazy: lazyPage(
        () => import('../pages/CheckoutPage.js'),
        'CheckoutPage',
        async () => {
          const { countriesQuery } = await import('../features/geo/api/get-countries.js');
          await queryClient.prefetchQuery(countriesQuery());
          return null;
        },
      ),
    },
    {
      id: 'checkout-complete',
      path: paths.checkoutComplete,
      lazy: lazyPage(() => import('../pages/CheckoutCompletePage.js'), 'CheckoutCompletePage'),
    },
    {
      id: 'test-payment',
      path: '/checkout/test-payment/:id',
      lazy: () =>
        import('../pages/TestPaymentPage.js').then((m) => ({
          Component: m.TestPaymentPage,
          loader: m.testPaymentLoader(queryClient),
        })),
    },
  ];
}
