import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ADVANCE_ORDER_STATUSES } from '../../../../shared/advance-orders.js';
import type { AdminAdvanceOrderView, AdvanceOrderStatus } from '../../../../shared/types/advance-order.js';
import type { Paged } from '../../../../shared/types/order.js';
import { api, apiGet } from '../../../lib/api.js';

export interface AdminAdvanceOrdersFilter {
  search: string;
  status: AdvanceOrderStatus | '';
  page: number;
}

/** The list's filter as the URL holds it, so a search can be shared and the route loader prefetches it. */
export function adminAdvanceOrdersFilterOf(params: URLSearchParams): AdminAdvanceOrdersFilter {
  const status = params.get('status') ?? '';
  return {
    search: (params.get('search') ?? '').trim(),
    status: (ADVANCE_ORDER_STATUSES as readonly string[]).includes(status) ? (status as AdvanceOrderStatus) : '',
    page: Math.max(1, Number(params.get('page')) || 1),
  };
}

const listUrl = ({ search, status, page }: AdminAdvanceOrdersFilter) => {
  const params = new URLSearchParams({ page: String(page) });
  if (search) params.set('search', search);
  if (status) params.set('status', status);
  return `/api/admin/advance-orders?${params.toString()}`;
};

/** GET /api/admin/advance-orders: the clinics' supplies orders; dispatch invalidates every page through the first key parts. */
export const adminAdvanceOrdersQuery = (filter: AdminAdvanceOrdersFilter) =>
  queryOptions({
    queryKey: ['admin', 'advance-orders', filter],
    queryFn: () => apiGet<Paged<AdminAdvanceOrderView>>(listUrl(filter)),
    placeholderData: keepPreviousData,
  });

export const useAdminAdvanceOrders = (filter: AdminAdvanceOrdersFilter) => useQuery(adminAdvanceOrdersQuery(filter));

/** POST /api/admin/advance-orders/{id}/dispatch: invoices the kits, allocates their barcodes and e-mails the vet. */
export const dispatchAdvanceOrder = (id: number, trackingNumber: string) =>
  api<AdminAdvanceOrderView>('POST', `/api/admin/advance-orders/${id}/dispatch`, trackingNumber ? { trackingNumber } : {});
