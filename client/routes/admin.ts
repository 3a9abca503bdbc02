import { data, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { isKitStatus } from '../../shared/kit-lifecycle.js';
import { paths } from '../../shared/paths.js';
import { prefetch } from '../lib/loader.js';
import { lazyPage, type RouteContext } from './route-context.js';

/** An id in the address: a positive integer, or the page does not exist. */
function idParam(value: string | undefined): number {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id < 1) throw data(null, { status: 404 });
  return id;
}

const searchOf = (request: Request) => new URL(request.url).searchParams;

/**
 * The back office (`/admin/*`). Each page is refused to anyone but an admin (404), and to an admin acting as
 * a customer (403, with a way back), before its loader reads anything.
 */
export function adminRoutes({ queryClient, requireAdminPage }: RouteContext): RouteObject[] {
  // The page's API module loads with the page (it is in the page's chunk), never with the entry.
  const adminPage =
    <M extends Record<string, unknown>, A>(
      load: () => Promise<M>,
      name: keyof M & string,
      loadApi: () => Promise<A>,
      prefetchData: (api: A, args: LoaderFunctionArgs) => Promise<unknown>,
    ) =>
    () =>
      lazyPage(load, name, async (args: LoaderFunctionArgs) => {
        const [api] = await Promise.all([loadApi(), requireAdminPage(args.request)]);
        await prefetchData(api, args);
        return null;
      })();

  return [
    {
      id: 'admin-users',
      path: paths.adminUsers,
      lazy: adminPage(
        () => import('../pages/admin/AdminUsersPage.js'),
        'AdminUsersPage',
        () => import('../features/admin-users/api/admin-users.js'),
        ({ adminUsersQuery }, { request }) => {
          const params = searchOf(request);
          const page = Math.max(1, Number(params.get('page')) || 1);
          return prefetch(queryClient, adminUsersQuery(params.get('search') ?? '', page));
        },
      ),
    },
    {
      id: 'admin-dashboard',
      path: paths.admin,
      lazy: adminPage(
        () => import('../pages/admin/AdminDashboardPage.js'),
        'AdminDashboardPage',
        () => import('../features/back-office/api/dashboard.js'),
        ({ dashboardQuery }) => prefetch(queryClient, dashboardQuery()),
      ),
    },
    {
      id: 'admin-customer',
      path: '/admin/customers/:userId',
      lazy: adminPage(
        () => import('../pages/admin/AdminCustomerPage.js'),
        'AdminCustomerPage',
        () => import('../features/back-office/api/customer.js'),
        ({ customerQuery }, { params }) => prefetch(queryClient, customerQuery(idParam(params.userId))),
      ),
    },
    {
      id: 'admin-coupons',
      path: paths.adminCoupons,
      lazy: adminPage(
        () => import('../pages/admin/AdminCouponsPages.js'),
        'AdminCouponsPage',
        () => import('../features/back-office/api/coupons.js'),
        ({ couponsQuery }) => prefetch(queryClient, couponsQuery()),
      ),
    },
    {
      id: 'admin-coupon',
      path: '/admin/coupons/:couponId',
      lazy: adminPage(
        () => import('../pages/admin/AdminCouponsPages.js'),
        'AdminCouponPage',
        () => import('../features/back-office/api/coupons.js'),
        ({ couponQuery }, { params }) => prefetch(queryClient, couponQuery(idParam(params.couponId))),
      ),
    },
    {
      id: 'admin-catalogue',
      path: paths.adminCatalogue,
      lazy: adminPage(
        () => import('../pages/admin/AdminProductsPages.js'),
        'AdminProductsPage',
        () => import('../features/back-office/api/prices.js'),
        ({ adminProductsQuery, productFiltersOf }, { request }) =>
          prefetch(queryClient, adminProductsQuery(productFiltersOf(searchOf(request)))),
      ),
    },
    {
      id: 'admin-new-product',
      path: paths.adminNewProduct,
      lazy: adminPage(
        () => import('../pages/admin/AdminProductsPages.js'),
        'AdminNewProductPage',
        () => import('../features/back-office/api/prices.js'),
        ({ breedChoicesQuery }) => prefetch(queryClient, breedChoicesQuery('canine')),
      ),
    },
    {
      id: 'admin-product',
      path: '/admin/catalogue/:productId',
      lazy: adminPage(
        () => import('../pages/admin/AdminProductsPages.js'),
        'AdminProductPage',
        () => import('../features/back-office/api/prices.js'),
        ({ adminProductPricesQuery, productPreviewQuery }, { params }) => {
          const id = idParam(params.productId);
          return Promise.all([
            prefetch(queryClient, adminProductPricesQuery(id)),
            prefetch(queryClient, productPreviewQuery(id, 'GB')),
          ]);
        },
      ),
    },
    {
      id: 'admin-jobs',
      path: paths.adminJobs,
      lazy: adminPage(
        () => import('../pages/admin/AdminJobsPage.js'),
        'AdminJobsPage',
        () => import('../features/back-office/api/jobs.js'),
        ({ backgroundWorkQuery }) => prefetch(queryClient, backgroundWorkQuery()),
      ),
    },
    {
      id: 'admin-content',
      path: paths.adminContent,
      lazy: adminPage(
        () => import('../pages/admin/AdminContentPages.js'),
        'AdminContentPage',
        () => import('../features/content/api/admin-content.js'),
        ({ adminArticlesQuery, adminBannersQuery }) =>
          Promise.all([prefetch(queryClient, adminArticlesQuery()), prefetch(queryClient, adminBannersQuery())]),
      ),
    },
    {
      id: 'admin-new-article',
      path: paths.adminNewArticle,
      lazy: adminPage(
        () => import('../pages/admin/AdminContentPages.js'),
        'AdminNewArticlePage',
        async () => null,
        async () => null,
      ),
    },
    {
      id: 'admin-article',
      path: '/admin/content/articles/:articleId',
      lazy: adminPage(
        () => import('../pages/admin/AdminContentPages.js'),
        'AdminArticlePage',
        () => import('../features/content/api/admin-content.js'),
        async ({ adminArticleQuery }, { params }) => {
          const id = Number(params.articleId);
          if (!Number.isSafeInteger(id) || id < 1) throw data(null, { status: 404 });
          await prefetch(queryClient, adminArticleQuery(id));
        },
      ),
    },
    {
      id: 'admin-banner',
      path: '/admin/content/banners/:placement',
      lazy: adminPage(
        () => import('../pages/admin/AdminContentPages.js'),
        'AdminBannerPage',
        () => import('../features/content/api/admin-content.js'),
        async ({ adminBannersQuery }, { params }) => {
          const banners = await prefetch(queryClient, adminBannersQuery());
          if (!banners.results.some((banner) => banner.placement === params.placement)) throw data(null, { status: 404 });
        },
      ),
    },
    {
      id: 'admin-mail',
      path: paths.adminMail,
      lazy: adminPage(
        () => import('../pages/admin/AdminMailPage.js'),
        'AdminMailPage',
        () => import('../features/back-office/api/mail-outbox.js'),
        ({ MAIL_STATUSES, mailOutboxQuery }, { request }) => {
          const status = searchOf(request).get('status') ?? '';
          return prefetch(queryClient, mailOutboxQuery(MAIL_STATUSES.some((s) => s === status) ? status : ''));
        },
      ),
    },
    {
      id: 'admin-orders',
      path: paths.adminOrders,
      lazy: adminPage(
        () => import('../pages/admin/AdminOrdersPage.js'),
        'AdminOrdersPage',
        () => import('../features/admin-orders/api/admin-orders.js'),
        ({ adminOrdersFilterOf, adminOrdersQuery }, { request }) =>
          prefetch(queryClient, adminOrdersQuery(adminOrdersFilterOf(searchOf(request)))),
      ),
    },
    {
      id: 'admin-supplies',
      path: paths.adminSupplies,
      lazy: adminPage(
        () => import('../pages/admin/AdminSuppliesPage.js'),
        'AdminSuppliesPage',
        () => import('../features/admin-advance-orders/api/admin-advance-orders.js'),
        ({ adminAdvanceOrdersFilterOf, adminAdvanceOrdersQuery }, { request }) =>
          prefetch(queryClient, adminAdvanceOrdersQuery(adminAdvanceOrdersFilterOf(searchOf(request)))),
      ),
    },
    {
      id: 'admin-lab',
      path: paths.adminLab,
      lazy: adminPage(
        () => import('../pages/admin/AdminLabPage.js'),
        'AdminLabPage',
        () => import('../features/kits/api/kits.js'),
        ({ adminKitsQuery }, { request }) => {
          const status = searchOf(request).get('status') ?? '';
          return prefetch(queryClient, adminKitsQuery(isKitStatus(status) ? status : ''));
        },
      ),
    },
    {
      id: 'admin-clubs',
      path: paths.adminClubs,
      lazy: adminPage(
        () => import('../pages/admin/AdminClubsPage.js'),
        'AdminClubsPage',
        () => import('../features/back-office/api/clubs.js'),
        ({ adminClubsQuery }) => prefetch(queryClient, adminClubsQuery()),
      ),
    },
    {
      id: 'admin-collection-agents',
      path: paths.adminCollectionAgents,
      lazy: adminPage(
        () => import('../pages/admin/AdminCollectionAgentsPage.js'),
        'AdminCollectionAgentsPage',
        () => import('../features/back-office/api/collection-agents.js'),
        ({ adminAgentsQuery, agentsPageOf, nominationsQuery }, { request }) =>
          Promise.all([
            prefetch(queryClient, adminAgentsQuery(agentsPageOf(searchOf(request)))),
            prefetch(queryClient, nominationsQuery()),
          ]),
      ),
    },
    {
      id: 'admin-shows',
      path: paths.adminShows,
      lazy: adminPage(
        () => import('../pages/admin/AdminShowsPage.js'),
        'AdminShowsPage',
        () => import('../features/back-office/api/shows.js'),
        ({ adminShowsQuery, showStatusOf }, { request }) =>
          prefetch(queryClient, adminShowsQuery(showStatusOf(searchOf(request)))),
      ),
    },
    {
      id: 'admin-acm-form-requests',
      path: paths.adminAcmFormRequests,
      lazy: adminPage(
        () => import('../pages/admin/AdminAcmFormRequestsPage.js'),
        'AdminAcmFormRequestsPage',
        () => import('../features/back-office/api/acm-form-requests.js'),
        ({ acmFilterOf, adminAcmRequestsQuery }, { request }) =>
          prefetch(queryClient, adminAcmRequestsQuery(acmFilterOf(searchOf(request)))),
      ),
    },
  ];
}
