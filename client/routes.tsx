import type { QueryClient } from '@tanstack/react-query';
import { data, type RouteObject, redirect } from 'react-router';
import { refusedPageRedirect } from '../shared/account-tools.js';
import { CATALOGUE_PAGES, catalogueRoot } from '../shared/catalogue-pages.js';
import { CONTENT_ROUTE_PATHS } from '../shared/content/content-paths.js';
import { isKitStatus } from '../shared/kit-lifecycle.js';
import { readMicrochip } from '../shared/microchip.js';
import { paths } from '../shared/paths.js';
import type { RouteHandle } from '../shared/ssr-contract.js';
import { ErrorView } from './components/ErrorView.js';
import { Layout } from './components/layout/Layout.js';
import { RouteError } from './components/RouteError.js';
import { adminAdvanceOrdersFilterOf, adminAdvanceOrdersQuery } from './features/admin-advance-orders/api/admin-advance-orders.js';
import { adminOrdersFilterOf, adminOrdersQuery } from './features/admin-orders/api/admin-orders.js';
import { adminUsersQuery } from './features/admin-users/api/admin-users.js';
import { advanceOrderFormQuery, advanceOrdersQuery } from './features/advance-orders/api/advance-orders.js';
import { agentSearchOf, agentsQuery } from './features/agents/api/agents.js';
import { acmFilterOf, adminAcmRequestsQuery } from './features/back-office/api/acm-form-requests.js';
import { adminClubsQuery } from './features/back-office/api/clubs.js';
import { adminAgentsQuery, agentsPageOf, nominationsQuery } from './features/back-office/api/collection-agents.js';
import { couponQuery, couponsQuery } from './features/back-office/api/coupons.js';
import { customerQuery } from './features/back-office/api/customer.js';
import { dashboardQuery } from './features/back-office/api/dashboard.js';
import { MAIL_STATUSES, mailOutboxQuery } from './features/back-office/api/mail-outbox.js';
import { adminProductPricesQuery, adminProductsQuery } from './features/back-office/api/prices.js';
import { adminShowsQuery, showStatusOf } from './features/back-office/api/shows.js';
import { customProfilesQuery } from './features/catalogue/api/custom-profiles.js';
import { breedsByIdsQuery } from './features/catalogue/api/get-breeds.js';
import { productsQuery } from './features/catalogue/api/get-products.js';
import { clubAccessQuery, clubAnimalsQuery, clubProductsQuery, officialClubsQuery } from './features/clubs/api/clubs.js';
import { felineColourQuery } from './features/genetics-tools/api/feline-colour.js';
import { breedingStrategyQuery } from './features/genetics-tools/api/get-breeding-strategy.js';
import { colourCatsQuery } from './features/genetics-tools/api/get-colour-cats.js';
import { pairingAnimalsQuery } from './features/genetics-tools/api/get-pairing-animals.js';
import { pairingQuery } from './features/genetics-tools/api/plan-pairing.js';
import { breedingInputOf, felineInputOf, pairingChoiceOf } from './features/genetics-tools/url-state.js';
import { countriesQuery } from './features/geo/api/get-countries.js';
import { statesQuery } from './features/geo/api/get-states.js';
import {
  adminKitsQuery,
  animalQuery,
  animalsQuery,
  collectedAnimalsQuery,
  dnaProfileQuery,
  firstAnimalFilters,
  kitResultsQuery,
  transfersQuery,
} from './features/kits/api/kits.js';
import { microchipCheckQuery } from './features/microchip-checker/api/check-microchip.js';
import { invoicesQuery, orderHistoryQuery, pendingOrdersQuery, testKitBalanceQuery } from './features/orders/api/orders.js';
import { parentageAnimalsQuery } from './features/parentage/api/get-parentage-animals.js';
import { parentageRequestsQuery } from './features/parentage/api/get-parentage-requests.js';
import { myDetailsQuery } from './features/session/api/get-my-details.js';
import { myShowsQuery } from './features/shows/api/shows.js';
import { storefrontQuery } from './features/storefront/api/get-storefront.js';
import { prefetch } from './lib/loader.js';
import {
  breedIndexLoader,
  breedLoader,
  buildProfileLoader,
  catalogueListLoader,
  productLoader,
  searchLoader,
} from './pages/catalogue-loaders.js';
import { HomePage } from './pages/HomePage.js';
import { NotFoundPage } from './pages/NotFoundPage.js';
import { resourceRoutes } from './pages/resources/resource-routes.js';

/**
 * Marks a page whose server-rendered HTML is the same for every visitor without a session (reference data,
 * static forms): the server may serve it to the next guest for a few seconds (decision 0011). A page whose
 * loader reads anything a visitor can change (payments, orders, kits) must not carry it.
 */
const SHARED_WITH_GUESTS: RouteHandle = { sharedWithGuests: true };

/**
 * Every page but the home page is its own chunk, so the home page's JavaScript stays small. The entry
 * loads the current page's chunk before hydrating, so server and browser render the same tree.
 */
const contentRoutes = (): RouteObject[] =>
  CONTENT_ROUTE_PATHS.map((path) => ({
    id: `content:${path}`,
    path,
    handle: SHARED_WITH_GUESTS,
    lazy: () => import('./pages/ContentRoutePage.js').then((m) => ({ Component: m.ContentRoutePage })),
  }));

const accountPage =
  <M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string, loader?: RouteObject['loader']) =>
  () =>
    load().then((m) => ({ Component: m[name] as () => React.JSX.Element, ...(loader ? { loader } : {}) }));

const formPage = (name: keyof typeof import('./pages/FormPages.js')) => () =>
  import('./pages/FormPages.js').then((m) => ({ Component: m[name] }));

/** The catalogue's listing, breed, product and search pages; their loaders prefetch what the page reads. */
const catalogueRoutes = (queryClient: QueryClient): RouteObject[] => {
  const listPage = () => import('./pages/CatalogueListPage.js').then((m) => ({ Component: m.CatalogueListPage }));
  const roots = (['breeder', 'vet'] as const).flatMap((audience) =>
    (['canine', 'feline'] as const).map((species) => catalogueRoot(audience, species)),
  );
  return [
    ...CATALOGUE_PAGES.map((page) => ({
      id: `catalogue:${page.path}`,
      handle: SHARED_WITH_GUESTS,
      path: page.path,
      loader: catalogueListLoader(queryClient),
      lazy: listPage,
    })),
    ...roots.flatMap((root) => [
      {
        id: `breeds:${root}`,
        handle: SHARED_WITH_GUESTS,
        path: `${root}/breeds`,
        loader: breedIndexLoader(queryClient),
        lazy: () => import('./pages/BreedPages.js').then((m) => ({ Component: m.BreedIndexPage })),
      },
      {
        id: `breed:${root}`,
        handle: SHARED_WITH_GUESTS,
        path: `${root}/breeds/:breedName/:breedId`,
        loader: breedLoader(queryClient),
        lazy: () => import('./pages/BreedPages.js').then((m) => ({ Component: m.BreedPage })),
      },
    ]),
    ...(['canine', 'feline'] as const).map((species) => ({
      id: `build-profile:${species}`,
      handle: SHARED_WITH_GUESTS,
      path: `${catalogueRoot('breeder', species)}/build-your-own-profile`,
      loader: buildProfileLoader(queryClient),
      lazy: () => import('./pages/CustomProfilePages.js').then((m) => ({ Component: m.BuildProfilePage })),
    })),
    {
      id: 'owner-shop',
      handle: SHARED_WITH_GUESTS,
      path: paths.petOwnerProducts,
      loader: async () => {
        const { OWNER_SHELVES } = await import('./pages/OwnerShopPage.js');
        await Promise.all(OWNER_SHELVES.map((shelf) => prefetch(queryClient, productsQuery(shelf.params))));
        return null;
      },
      lazy: () => import('./pages/OwnerShopPage.js').then((m) => ({ Component: m.OwnerShopPage })),
    },
    {
      id: 'product',
      handle: SHARED_WITH_GUESTS,
      path: '/store/:productName/p/:productId',
      loader: productLoader(queryClient),
      lazy: () => import('./pages/ProductPage.js').then((m) => ({ Component: m.ProductPage })),
    },
    {
      id: 'search',
      handle: SHARED_WITH_GUESTS,
      path: '/search',
      loader: searchLoader(queryClient),
      lazy: () => import('./pages/SearchPage.js').then((m) => ({ Component: m.SearchPage })),
    },
  ];
};

/** The page tree. Loaders prefetch with the same query options the pages read. */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  const withCountries = async () => {
    await prefetch(queryClient, countriesQuery());
    return null;
  };
  /**
   * Account pages: a guest is sent to the login page, and comes back after signing in; a page of another
   * audience's tools sends the user to their own default tool (decision 0922).
   */
  const requireUser = async (request: Request) => {
    const user = await queryClient.fetchQuery(myDetailsQuery());
    const url = new URL(request.url);
    if (!user) throw redirect(`${paths.login}?next=${encodeURIComponent(url.pathname + url.search)}`);
    const refused = refusedPageRedirect(url.pathname, user.userType);
    if (refused) throw redirect(refused);
    return user;
  };
  /** A back-office page: an admin only; while acting as a customer it is refused (403) with a way back. */
  const requireAdminPage = async (request: Request) => {
    const user = await requireUser(request);
    if (user.impersonator) throw data(null, { status: 403 });
    if (!user.isAdmin) throw data(null, { status: 404 });
    return user;
  };
  return [
    {
      id: 'root',
      path: '/',
      element: <Layout />,
      // The shell's own data: the visitor's storefront and, when signed in, who they are.
      loader: async () => {
        // A failing account lookup must not take the whole site down: the visitor is then shown as a guest.
        await Promise.all([prefetch(queryClient, storefrontQuery()), queryClient.prefetchQuery(myDetailsQuery())]);
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
            {
              id: 'home',
              handle: SHARED_WITH_GUESTS,
              index: true,
              element: <HomePage />,
              loader: async () => {
                await prefetch(queryClient, countriesQuery());
                return null;
              },
            },
            ...contentRoutes(),
            ...catalogueRoutes(queryClient),
            { id: 'contact-us', handle: SHARED_WITH_GUESTS, path: '/contact-us', lazy: formPage('ContactUsPage') },
            {
              id: 'research-apply',
              handle: SHARED_WITH_GUESTS,
              path: '/research-innovation/apply',
              lazy: formPage('ResearchApplyPage'),
            },
            {
              id: 'rbp-form',
              handle: SHARED_WITH_GUESTS,
              path: '/breeder/responsible-breeder-program/form',
              lazy: formPage('ResponsibleBreederFormPage'),
            },
            {
              id: 'rbp-search',
              handle: SHARED_WITH_GUESTS,
              path: '/breeder/responsible-breeder-program/search',
              lazy: () =>
                import('./pages/ResponsibleBreederSearchPage.js').then((m) => ({ Component: m.ResponsibleBreederSearchPage })),
            },
            {
              id: 'show-sponsorship',
              handle: SHARED_WITH_GUESTS,
              path: '/resources/show-sponsorship',
              lazy: formPage('ShowSponsorshipPage'),
            },
            {
              id: 'collection-agent-nomination',
              handle: SHARED_WITH_GUESTS,
              path: '/resources/collection-agent-nomination',
              lazy: formPage('CollectionAgentNominationPage'),
            },
            {
              id: 'collection-agents',
              handle: SHARED_WITH_GUESTS,
              path: paths.collectionAgents,
              loader: async ({ request }) => {
                await prefetch(queryClient, agentsQuery(agentSearchOf(new URL(request.url).searchParams)));
                return null;
              },
              lazy: () => import('./pages/CollectionAgentsPage.js').then((m) => ({ Component: m.CollectionAgentsPage })),
            },
            {
              id: 'help',
              handle: SHARED_WITH_GUESTS,
              path: '/help',
              lazy: () => import('./pages/HelpPage.js').then((m) => ({ Component: m.HelpPage })),
            },
            {
              id: 'news',
              handle: SHARED_WITH_GUESTS,
              path: '/news-and-blogs',
              lazy: () => import('./pages/NewsPages.js').then((m) => ({ Component: m.NewsListPage })),
            },
            {
              id: 'article',
              handle: SHARED_WITH_GUESTS,
              path: '/news-and-blogs/:slug',
              lazy: () => import('./pages/NewsPages.js').then((m) => ({ Component: m.ArticlePage, loader: m.articleLoader })),
            },
            {
              id: 'login',
              handle: SHARED_WITH_GUESTS,
              path: paths.login,
              lazy: accountPage(() => import('./pages/account/LoginPage.js'), 'LoginPage'),
            },
            {
              id: 'register',
              handle: SHARED_WITH_GUESTS,
              path: paths.register,
              lazy: accountPage(() => import('./pages/account/RegisterPages.js'), 'RegisterOwnerPage', withCountries),
            },
            {
              id: 'register-breeder',
              handle: SHARED_WITH_GUESTS,
              path: paths.registerBreeder,
              lazy: accountPage(() => import('./pages/account/RegisterPages.js'), 'RegisterBreederPage', withCountries),
            },
            {
              id: 'register-vet',
              handle: SHARED_WITH_GUESTS,
              path: paths.registerVet,
              lazy: accountPage(() => import('./pages/account/RegisterPages.js'), 'RegisterVetPage', withCountries),
            },
            {
              id: 'register-confirm',
              path: paths.registerConfirm,
              lazy: accountPage(() => import('./pages/account/ConfirmEmailPage.js'), 'ConfirmEmailPage'),
            },
            {
              id: 'forgot-password',
              handle: SHARED_WITH_GUESTS,
              path: paths.forgotPassword,
              lazy: accountPage(() => import('./pages/account/PasswordPages.js'), 'ForgotPasswordPage'),
            },
            {
              id: 'reset-password',
              path: paths.resetPassword,
              lazy: accountPage(() => import('./pages/account/PasswordPages.js'), 'ResetPasswordPage'),
            },
            {
              id: 'my-custom-profiles',
              path: paths.myCustomProfiles,
              lazy: accountPage(
                () => import('./pages/CustomProfilePages.js'),
                'MyCustomProfilesPage',
                async ({ request }) => {
                  await requireUser(request);
                  const page = Math.max(1, Number.parseInt(new URL(request.url).searchParams.get('page') ?? '1', 10) || 1);
                  await prefetch(queryClient, customProfilesQuery(page));
                  return null;
                },
              ),
            },
            {
              id: 'my-profile',
              path: paths.myProfile,
              lazy: accountPage(
                () => import('./pages/account/MyProfilePage.js'),
                'MyProfilePage',
                async ({ request }) => {
                  const user = await requireUser(request);
                  const country = user.address.country?.code;
                  await Promise.all([
                    prefetch(queryClient, countriesQuery()),
                    country ? queryClient.prefetchQuery(statesQuery(country)) : undefined,
                    queryClient.prefetchQuery(breedsByIdsQuery(user.animalPreset.breed_ids)),
                  ]);
                  return null;
                },
              ),
            },
            {
              id: 'admin-users',
              path: paths.adminUsers,
              lazy: accountPage(
                () => import('./pages/admin/AdminUsersPage.js'),
                'AdminUsersPage',
                async ({ request }) => {
                  // Not an admin: the page does not exist for them.
                  await requireAdminPage(request);
                  const params = new URL(request.url).searchParams;
                  const page = Math.max(1, Number(params.get('page')) || 1);
                  await prefetch(queryClient, adminUsersQuery(params.get('search') ?? '', page));
                  return null;
                },
              ),
            },
            { id: 'cart', path: paths.cart, lazy: accountPage(() => import('./pages/CartPage.js'), 'CartPage') },
            {
              id: 'checkout',
              path: paths.checkout,
              lazy: accountPage(
                () => import('./pages/CheckoutPage.js'),
                'CheckoutPage',
                async () => {
                  await queryClient.prefetchQuery(countriesQuery());
                  return null;
                },
              ),
            },
            {
              id: 'checkout-complete',
              path: paths.checkoutComplete,
              lazy: accountPage(() => import('./pages/CheckoutCompletePage.js'), 'CheckoutCompletePage'),
            },
            {
              id: 'my-orders',
              path: paths.myOrders,
              lazy: accountPage(
                () => import('./pages/MyOrdersPages.js'),
                'MyOrdersPage',
                async ({ request }) => {
                  await requireUser(request);
                  await queryClient.prefetchQuery(orderHistoryQuery(1));
                  return null;
                },
              ),
            },
            {
              id: 'my-pending-orders',
              path: paths.myPendingOrders,
              lazy: accountPage(
                () => import('./pages/MyOrdersPages.js'),
                'MyPendingOrdersPage',
                async ({ request }) => {
                  await requireUser(request);
                  await queryClient.prefetchQuery(pendingOrdersQuery(1));
                  return null;
                },
              ),
            },
            {
              id: 'my-invoices',
              path: paths.myInvoices,
              lazy: accountPage(
                () => import('./pages/MyOrdersPages.js'),
                'MyInvoicesPage',
                async ({ request }) => {
                  await requireUser(request);
                  await queryClient.prefetchQuery(invoicesQuery(1));
                  return null;
                },
              ),
            },
            {
              id: 'order-supplies',
              path: paths.orderSupplies,
              lazy: accountPage(
                () => import('./pages/OrderSuppliesPage.js'),
                'OrderSuppliesPage',
                async ({ request }) => {
                  const user = await requireUser(request);
                  if (user.userType !== 'vet') return null;
                  const [form] = await Promise.all([
                    prefetch(queryClient, advanceOrderFormQuery()),
                    prefetch(queryClient, advanceOrdersQuery(1)),
                    queryClient.prefetchQuery(countriesQuery()),
                  ]);
                  if (form.deliveryAddress.country) await queryClient.prefetchQuery(statesQuery(form.deliveryAddress.country));
                  return null;
                },
              ),
            },
            {
              id: 'sample-tracker',
              path: paths.sampleTracker,
              lazy: () => import('./pages/kits/ToolsPages.js').then((m) => ({ Component: m.SampleTrackerPage })),
            },
            {
              id: 'report-authentication',
              path: paths.reportAuthentication,
              lazy: () => import('./pages/kits/ToolsPages.js').then((m) => ({ Component: m.ReportAuthenticationPage })),
            },
            {
              id: 'microchip-checker',
              path: paths.microchipChecker,
              lazy: () => import('./pages/kits/MicrochipCheckerPages.js').then((m) => ({ Component: m.MicrochipCheckerPage })),
            },
            {
              id: 'my-microchip-checker',
              path: paths.myMicrochipChecker,
              lazy: accountPage(
                () => import('./pages/kits/MicrochipCheckerPages.js'),
                'MyMicrochipCheckerPage',
                async ({ request }) => {
                  await requireUser(request);
                  // The answer for a handed-over number is part of the page; a bad number is the page's to explain.
                  const reading = readMicrochip(new URL(request.url).searchParams.get('chip') ?? '');
                  if (reading.ok) await queryClient.prefetchQuery(microchipCheckQuery(reading.chip));
                  return null;
                },
              ),
            },
            {
              id: 'my-parentage-requests',
              path: paths.myParentageRequests,
              lazy: accountPage(
                () => import('./pages/parentage/ParentageRequestsPage.js'),
                'ParentageRequestsPage',
                async ({ request }) => {
                  await requireUser(request);
                  const { parentageFilterOf } = await import('./pages/parentage/ParentageRequestsPage.js');
                  await Promise.all([
                    prefetch(queryClient, parentageRequestsQuery(parentageFilterOf(new URL(request.url).searchParams))),
                    prefetch(queryClient, parentageAnimalsQuery()),
                  ]);
                  return null;
                },
              ),
            },
            ...(
              [
                ['club-access', paths.myClubAccess, 'ClubAccessPage', 'clubs'],
                ['dv-access', paths.myDvAccess, 'DvAccessPage', 'registration'],
              ] as const
            ).map(([id, path, name, mode]) => ({
              id,
              path,
              lazy: accountPage(
                () => import('./pages/ClubPages.js'),
                name,
                async ({ request }) => {
                  await requireUser(request);
                  const [, official] = await Promise.all([
                    prefetch(queryClient, clubAccessQuery()),
                    mode === 'clubs' ? prefetch(queryClient, officialClubsQuery()) : null,
                  ]);
                  await Promise.all(
                    (official?.results ?? [])
                      .filter((club) => club.kind !== 'registration_office')
                      .map((club) => prefetch(queryClient, clubAnimalsQuery(club.clubId))),
                  );
                  return null;
                },
              ),
            })),
            {
              id: 'my-shows',
              path: paths.myShows,
              lazy: accountPage(
                () => import('./pages/ShowsPage.js'),
                'ShowsPage',
                async ({ request }) => {
                  await requireUser(request);
                  await prefetch(queryClient, myShowsQuery());
                  return null;
                },
              ),
            },
            {
              id: 'club-products',
              path: paths.myClubProducts,
              lazy: accountPage(
                () => import('./pages/ClubPages.js'),
                'ClubProductsPage',
                async ({ request }) => {
                  await requireUser(request);
                  // The call lists club products to club members only (decision 0971).
                  await Promise.all([prefetch(queryClient, clubAccessQuery()), prefetch(queryClient, clubProductsQuery())]);
                  return null;
                },
              ),
            },
            {
              id: 'breeding-strategy',
              path: paths.breedingStrategy,
              lazy: accountPage(
                () => import('./pages/GeneticsToolsPages.js'),
                'BreedingStrategyPage',
                async ({ request }) => {
                  await requireUser(request);
                  // The question in the address is answered with the page; a wrong one is the page's to explain.
                  const params = new URL(request.url).searchParams;
                  const locus = breedingInputOf(params);
                  const pair = pairingChoiceOf(params);
                  await Promise.all([
                    queryClient.prefetchQuery(pairingAnimalsQuery()),
                    locus ? queryClient.prefetchQuery(breedingStrategyQuery(locus)) : null,
                    pair ? queryClient.prefetchQuery(pairingQuery(pair)) : null,
                  ]);
                  return null;
                },
              ),
            },
            {
              id: 'feline-colour',
              path: paths.felineColour,
              lazy: accountPage(
                () => import('./pages/GeneticsToolsPages.js'),
                'FelineColourPage',
                async ({ request }) => {
                  await requireUser(request);
                  const input = felineInputOf(new URL(request.url).searchParams);
                  await Promise.all([
                    queryClient.prefetchQuery(colourCatsQuery()),
                    input ? queryClient.prefetchQuery(felineColourQuery(input)) : null,
                  ]);
                  return null;
                },
              ),
            },
            ...resourceRoutes(queryClient, requireUser),
            {
              id: 'activate',
              path: paths.activate,
              // The email step of a visitor who is not signed in may create an account, which names its country.
              lazy: accountPage(() => import('./pages/kits/ActivatePage.js'), 'ActivatePage', withCountries),
            },
            ...(
              [
                ['my-animals', paths.myAnimals, 'MyAnimalsPage', 'mine'],
                ['my-patients', paths.myPatients, 'MyPatientsPage', 'all'],
                ['shared-animals', '/my/animals/shared', 'SharedAnimalsPage', 'shared'],
                ['archived-animals', '/my/animals/archived', 'ArchivedAnimalsPage', 'archived'],
              ] as const
            ).map(([id, path, name, view]) => ({
              id,
              path,
              lazy: accountPage(
                () => import('./pages/kits/AnimalPages.js'),
                name,
                async ({ request }) => {
                  await requireUser(request);
                  await prefetch(queryClient, animalsQuery(firstAnimalFilters(view), 1));
                  return null;
                },
              ),
            })),
            {
              id: 'animal-detail',
              path: '/my/animals/:id',
              lazy: accountPage(
                () => import('./pages/kits/AnimalPages.js'),
                'AnimalDetailPage',
                async ({ request, params }) => {
                  await requireUser(request);
                  const id = Number(params.id);
                  if (!Number.isSafeInteger(id) || id < 1) throw data(null, { status: 404 });
                  const animal = await prefetch(queryClient, animalQuery(id));
                  await Promise.all(
                    animal.barcodes.map(async ({ barcode }) => {
                      const kit = await queryClient.ensureQueryData(kitResultsQuery(id, barcode)).catch(() => undefined);
                      if (kit?.hasDnaProfile) await queryClient.prefetchQuery(dnaProfileQuery(id, barcode));
                    }),
                  );
                  return null;
                },
              ),
            },
            ...(
              [
                [
                  'transfer-animal',
                  '/my/transfer-animal',
                  'TransferAnimalPage',
                  () => queryClient.prefetchQuery(transfersQuery()),
                ],
                [
                  'collected-animals',
                  '/my/animals/collected',
                  'CollectedAnimalsPage',
                  () => queryClient.prefetchQuery(collectedAnimalsQuery('')),
                ],
                ['add-animal', '/tools/add-animal', 'AddAnimalPage', undefined],
              ] as const
            ).map(([id, path, name, prefetchData]) => ({
              id,
              path,
              lazy: accountPage(
                () => import('./pages/kits/MoreAnimalPages.js'),
                name,
                async ({ request }) => {
                  await requireUser(request);
                  await prefetchData?.();
                  return null;
                },
              ),
            })),
            {
              id: 'admin-dashboard',
              path: paths.admin,
              lazy: accountPage(
                () => import('./pages/admin/AdminDashboardPage.js'),
                'AdminDashboardPage',
                async ({ request }) => {
                  await requireAdminPage(request);
                  await prefetch(queryClient, dashboardQuery());
                  return null;
                },
              ),
            },
            {
              id: 'admin-customer',
              path: '/admin/customers/:userId',
              lazy: accountPage(
                () => import('./pages/admin/AdminCustomerPage.js'),
                'AdminCustomerPage',
                async ({ request, params }) => {
                  await requireAdminPage(request);
                  const userId = Number(params.userId);
                  if (!Number.isSafeInteger(userId) || userId < 1) throw data(null, { status: 404 });
                  await prefetch(queryClient, customerQuery(userId));
                  return null;
                },
              ),
            },
            {
              id: 'admin-coupons',
              path: paths.adminCoupons,
              lazy: accountPage(
                () => import('./pages/admin/AdminCouponsPages.js'),
                'AdminCouponsPage',
                async ({ request }) => {
                  await requireAdminPage(request);
                  await prefetch(queryClient, couponsQuery());
                  return null;
                },
              ),
            },
            {
              id: 'admin-coupon',
              path: '/admin/coupons/:couponId',
              lazy: accountPage(
                () => import('./pages/admin/AdminCouponsPages.js'),
                'AdminCouponPage',
                async ({ request, params }) => {
                  await requireAdminPage(request);
                  const id = Number(params.couponId);
                  if (!Number.isSafeInteger(id) || id < 1) throw data(null, { status: 404 });
                  await prefetch(queryClient, couponQuery(id));
                  return null;
                },
              ),
            },
            {
              id: 'admin-catalogue',
              path: paths.adminCatalogue,
              lazy: accountPage(
                () => import('./pages/admin/AdminPricesPages.js'),
                'AdminProductsPage',
                async ({ request }) => {
                  await requireAdminPage(request);
                  await prefetch(queryClient, adminProductsQuery(new URL(request.url).searchParams.get('search') ?? ''));
                  return null;
                },
              ),
            },
            {
              id: 'admin-product',
              path: '/admin/catalogue/:productId',
              lazy: accountPage(
                () => import('./pages/admin/AdminPricesPages.js'),
                'AdminProductPricesPage',
                async ({ request, params }) => {
                  await requireAdminPage(request);
                  const id = Number(params.productId);
                  if (!Number.isSafeInteger(id) || id < 1) throw data(null, { status: 404 });
                  await prefetch(queryClient, adminProductPricesQuery(id));
                  return null;
                },
              ),
            },
            {
              id: 'admin-mail',
              path: paths.adminMail,
              lazy: accountPage(
                () => import('./pages/admin/AdminMailPage.js'),
                'AdminMailPage',
                async ({ request }) => {
                  await requireAdminPage(request);
                  const status = new URL(request.url).searchParams.get('status') ?? '';
                  await prefetch(queryClient, mailOutboxQuery(MAIL_STATUSES.some((s) => s === status) ? status : ''));
                  return null;
                },
              ),
            },
            {
              id: 'admin-orders',
              path: paths.adminOrders,
              lazy: accountPage(
                () => import('./pages/admin/AdminOrdersPage.js'),
                'AdminOrdersPage',
                async ({ request }) => {
                  await requireAdminPage(request);
                  await prefetch(queryClient, adminOrdersQuery(adminOrdersFilterOf(new URL(request.url).searchParams)));
                  return null;
                },
              ),
            },
            {
              id: 'admin-supplies',
              path: paths.adminSupplies,
              lazy: accountPage(
                () => import('./pages/admin/AdminSuppliesPage.js'),
                'AdminSuppliesPage',
                async ({ request }) => {
                  await requireAdminPage(request);
                  await prefetch(
                    queryClient,
                    adminAdvanceOrdersQuery(adminAdvanceOrdersFilterOf(new URL(request.url).searchParams)),
                  );
                  return null;
                },
              ),
            },
            {
              id: 'admin-lab',
              path: paths.adminLab,
              lazy: accountPage(
                () => import('./pages/admin/AdminLabPage.js'),
                'AdminLabPage',
                async ({ request }) => {
                  await requireAdminPage(request);
                  const status = new URL(request.url).searchParams.get('status') ?? '';
                  await prefetch(queryClient, adminKitsQuery(isKitStatus(status) ? status : ''));
                  return null;
                },
              ),
            },
            {
              id: 'admin-clubs',
              path: paths.adminClubs,
              lazy: accountPage(
                () => import('./pages/admin/AdminClubsPage.js'),
                'AdminClubsPage',
                async ({ request }) => {
                  await requireAdminPage(request);
                  await prefetch(queryClient, adminClubsQuery());
                  return null;
                },
              ),
            },
            {
              id: 'admin-collection-agents',
              path: paths.adminCollectionAgents,
              lazy: accountPage(
                () => import('./pages/admin/AdminCollectionAgentsPage.js'),
                'AdminCollectionAgentsPage',
                async ({ request }) => {
                  await requireAdminPage(request);
                  await Promise.all([
                    prefetch(queryClient, adminAgentsQuery(agentsPageOf(new URL(request.url).searchParams))),
                    prefetch(queryClient, nominationsQuery()),
                  ]);
                  return null;
                },
              ),
            },
            {
              id: 'admin-shows',
              path: paths.adminShows,
              lazy: accountPage(
                () => import('./pages/admin/AdminShowsPage.js'),
                'AdminShowsPage',
                async ({ request }) => {
                  await requireAdminPage(request);
                  await prefetch(queryClient, adminShowsQuery(showStatusOf(new URL(request.url).searchParams)));
                  return null;
                },
              ),
            },
            {
              id: 'admin-acm-form-requests',
              path: paths.adminAcmFormRequests,
              lazy: accountPage(
                () => import('./pages/admin/AdminAcmFormRequestsPage.js'),
                'AdminAcmFormRequestsPage',
                async ({ request }) => {
                  await requireAdminPage(request);
                  await prefetch(queryClient, adminAcmRequestsQuery(acmFilterOf(new URL(request.url).searchParams)));
                  return null;
                },
              ),
            },
            {
              id: 'multipack-transfer',
              path: paths.multipackTransfer,
              lazy: accountPage(
                () => import('./pages/MultipackTransferPage.js'),
                'MultipackTransferPage',
                async ({ request }) => {
                  await requireUser(request);
                  await queryClient.prefetchQuery(testKitBalanceQuery());
                  return null;
                },
              ),
            },
            {
              id: 'test-payment',
              path: '/checkout/test-payment/:id',
              lazy: () =>
                import('./pages/TestPaymentPage.js').then((m) => ({
                  Component: m.TestPaymentPage,
                  loader: m.testPaymentLoader(queryClient),
                })),
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
