import type { RouteObject } from 'react-router';
import { paths } from '../../shared/paths.js';
import { prefetch } from '../lib/loader.js';
import { lazyPage, type RouteContext, SHARED_WITH_GUESTS } from './route-context.js';

/**
 * The account: signing in, registering and passwords; the profile; orders, pending orders, invoices, supplies
 * and multi-pack credits; shows and the club pages.
 */
export function accountRoutes({ queryClient, requireUser, withCountries }: RouteContext): RouteObject[] {
  // The loaders' API modules load with their pages, never with the entry.
  const ordersApi = () => import('../features/orders/api/orders.js');
  const clubsApi = () => import('../features/clubs/api/clubs.js');
  const agentApi = () => import('../features/agents/api/my-agent.js');
  return [
    {
      id: 'login',
      handle: SHARED_WITH_GUESTS,
      path: paths.login,
      lazy: lazyPage(() => import('../pages/account/LoginPage.js'), 'LoginPage'),
    },
    {
      id: 'register',
      handle: SHARED_WITH_GUESTS,
      path: paths.register,
      lazy: lazyPage(() => import('../pages/account/RegisterPages.js'), 'RegisterOwnerPage', withCountries),
    },
    {
      id: 'register-breeder',
      handle: SHARED_WITH_GUESTS,
      path: paths.registerBreeder,
      lazy: lazyPage(() => import('../pages/account/RegisterPages.js'), 'RegisterBreederPage', withCountries),
    },
    {
      id: 'register-vet',
      handle: SHARED_WITH_GUESTS,
      path: paths.registerVet,
      lazy: lazyPage(() => import('../pages/account/RegisterPages.js'), 'RegisterVetPage', withCountries),
    },
    {
      id: 'register-confirm',
      path: paths.registerConfirm,
      lazy: lazyPage(() => import('../pages/account/ConfirmEmailPage.js'), 'ConfirmEmailPage'),
    },
    {
      id: 'forgot-password',
      handle: SHARED_WITH_GUESTS,
      path: paths.forgotPassword,
      lazy: lazyPage(() => import('../pages/account/PasswordPages.js'), 'ForgotPasswordPage'),
    },
    {
      id: 'reset-password',
      path: paths.resetPassword,
      lazy: lazyPage(() => import('../pages/account/PasswordPages.js'), 'ResetPasswordPage'),
    },
    {
      id: 'my-profile',
      path: paths.myProfile,
      lazy: lazyPage(
        () => import('../pages/account/MyProfilePage.js'),
        'MyProfilePage',
        async ({ request }) => {
          const [user, { countriesQuery }, { statesQuery }, { breedsByIdsQuery }, { mySessionsQuery }] = await Promise.all([
            requireUser(request),
            import('../features/geo/api/get-countries.js'),
            import('../features/geo/api/get-states.js'),
            import('../features/catalogue/api/get-breeds.js'),
            import('../features/account/api/my-sessions.js'),
          ]);
          const country = user.address.country?.code;
          await Promise.all([
            prefetch(queryClient, countriesQuery()),
            country ? queryClient.prefetchQuery(statesQuery(country)) : undefined,
            queryClient.prefetchQuery(breedsByIdsQuery(user.animalPreset.breed_ids)),
            prefetch(queryClient, mySessionsQuery()),
          ]);
          return null;
        },
      ),
    },
    {
      id: 'my-orders',
      path: paths.myOrders,
      lazy: lazyPage(
        () => import('../pages/MyOrdersPages.js'),
        'MyOrdersPage',
        async ({ request }) => {
          const [, { orderHistoryQuery }] = await Promise.all([requireUser(request), ordersApi()]);
          await queryClient.prefetchQuery(orderHistoryQuery(1));
          return null;
        },
      ),
    },
    {
      id: 'my-pending-orders',
      path: paths.myPendingOrders,
      lazy: lazyPage(
        () => import('../pages/MyOrdersPages.js'),
        'MyPendingOrdersPage',
        async ({ request }) => {
          const [, { pendingOrdersQuery }] = await Promise.all([requireUser(request), ordersApi()]);
          await queryClient.prefetchQuery(pendingOrdersQuery(1));
          return null;
        },
      ),
    },
    {
      id: 'my-invoices',
      path: paths.myInvoices,
      lazy: lazyPage(
        () => import('../pages/MyOrdersPages.js'),
        'MyInvoicesPage',
        async ({ request }) => {
          const [, { invoicesQuery }] = await Promise.all([requireUser(request), ordersApi()]);
          await queryClient.prefetchQuery(invoicesQuery(1));
          return null;
        },
      ),
    },
    {
      id: 'order-supplies',
      path: paths.orderSupplies,
      lazy: lazyPage(
        () => import('../pages/OrderSuppliesPage.js'),
        'OrderSuppliesPage',
        async ({ request }) => {
          const user = await requireUser(request);
          if (user.userType !== 'vet') return null;
          const [{ advanceOrderFormQuery, advanceOrdersQuery }, { countriesQuery }, { statesQuery }] = await Promise.all([
            import('../features/advance-orders/api/advance-orders.js'),
            import('../features/geo/api/get-countries.js'),
            import('../features/geo/api/get-states.js'),
          ]);
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
      id: 'multipack-transfer',
      path: paths.multipackTransfer,
      lazy: lazyPage(
        () => import('../pages/MultipackTransferPage.js'),
        'MultipackTransferPage',
        async ({ request }) => {
          const [, { testKitBalanceQuery }] = await Promise.all([requireUser(request), ordersApi()]);
          await queryClient.prefetchQuery(testKitBalanceQuery());
          return null;
        },
      ),
    },
    {
      id: 'my-shows',
      path: paths.myShows,
      lazy: lazyPage(
        () => import('../pages/ShowsPage.js'),
        'ShowsPage',
        async ({ request }) => {
          const [, { myShowsQuery }] = await Promise.all([requireUser(request), import('../features/shows/api/shows.js')]);
          await prefetch(queryClient, myShowsQuery());
          return null;
        },
      ),
    },
    {
      id: 'club-products',
      path: paths.myClubProducts,
      lazy: lazyPage(
        () => import('../pages/ClubPages.js'),
        'ClubProductsPage',
        async ({ request }) => {
          const [, { clubAccessQuery, clubProductsQuery }] = await Promise.all([requireUser(request), clubsApi()]);
          // The call lists club products to club members only (decision 0971).
          await Promise.all([prefetch(queryClient, clubAccessQuery()), prefetch(queryClient, clubProductsQuery())]);
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
      lazy: lazyPage(
        () => import('../pages/ClubPages.js'),
        name,
        async ({ request }) => {
          const [, { clubAccessQuery, clubAnimalsQuery, officialClubsQuery }] = await Promise.all([
            requireUser(request),
            clubsApi(),
          ]);
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
      id: 'my-collection-agent',
      path: paths.myCollectionAgents,
      lazy: lazyPage(
        () => import('../pages/CollectionAgentPages.js'),
        'MyCollectionAgentPage',
        async ({ request }) => {
          // Agents only (decision 0973): anyone else is sent to their own default tool.
          const [, { myAgentQuery }, { collectedAnimalsQuery }] = await Promise.all([
            requireUser(request),
            agentApi(),
            import('../features/kits/api/kits.js'),
          ]);
          await Promise.all([prefetch(queryClient, myAgentQuery()), prefetch(queryClient, collectedAnimalsQuery(''))]);
          return null;
        },
      ),
    },
    {
      id: 'collection-agent-products',
      path: paths.myCollectionAgentProducts,
      lazy: lazyPage(
        () => import('../pages/CollectionAgentPages.js'),
        'AgentProductsPage',
        async ({ request }) => {
          const [, { agentProductsQuery }] = await Promise.all([requireUser(request), agentApi()]);
          await prefetch(queryClient, agentProductsQuery());
          return null;
        },
      ),
    },
  ];
}
