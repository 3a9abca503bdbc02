import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { isStorefrontCode, type StorefrontCode } from '../../../../shared/storefronts.js';
import { type AdminOrderView, ORDER_STATUSES, type OrderStatus, type Paged } from '../../../../shared/types/order.js';
import { api, apiGet } from '../../../lib/api.js';

export interface AdminOrdersFilter {
  search: string;
  status: OrderStatus | '';
  page: number;
  /** Only this storefront's orders ('' for all): the dashboard's figures lead here. */
  storefront: StorefrontCode | '';
  /** Only orders placed on or after this UTC day, YYYY-MM-DD ('' for all). */
  from: string;
}

/** The list's filter as the URL holds it, so a search can be bookmarked and the route loader prefetches it. */
export function adminOrdersFilterOf(params: URLSearchParams): AdminOrdersFilter {
  const status = params.get('status') ?? '';
  const storefront = params.get('storefront');
  const from = params.get('from') ?? '';
  return {
    search: (params.get('search') ?? '').trim(),
    status: (ORDER_STATUSES as readonly string[]).includes(status) ? (status as OrderStatus) : '',
    page: Math.max(1, Number(params.get('page')) || 1),
    storefront: isStorefrontCode(storefront) ? storefront : '',
    from: /^\d{4}-\d{2}-\d{2}$/.test(from) ? from : '',
  };
}

const listUrl = ({ search, status, page, storefront, from }: AdminOrdersFilter) => {
  const params = new URLSearchParams({ page: String(page) });
  if (search) params.set('search', search);
  if (status) params.set('status', status);
  if (storefront) params.set('storefront', storefront);
  if (from) params.set('from', from);
  return `/api/admin/orders?${params.toString()}`;
};

/** GET /api/admin/orders: every order, newest first; the actions invalidate every page through the first key parts. */
export const adminOrdersQuery = (filter: AdminOrdersFilter) =>
  queryOptions({
    queryKey: ['admin', 'orders', filter],
    queryFn: () => apiGet<Paged<AdminOrderView>>(listUrl(filter)),
    placeholderData: keepPreviousData,
  });

export const useAdminOrders = (filter: AdminOrdersFilter) => useQuery(adminOrdersQuery(filter));

/** POST /api/admin/orders/{id}/refund: the card payment is refunded through the provider; the whole rest when no amount. */
export const refundOrder = (id: number, amount?: number) =>
  api<AdminOrderView>('POST', `/api/admin/orders/${id}/refund`, amount === undefined ? {} : { amount });

/** POST /api/admin/orders/{id}/mark-paid: the bank transfer (or the clinic's payment) has arrived. */
export const markOrderPaid = (id: number) => api<AdminOrderView>('POST', `/api/admin/orders/${id}/mark-paid`);
