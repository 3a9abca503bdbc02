import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AcmFormRequestView } from '../../../../shared/types/resources.js';
import { api, apiGet } from '../../../lib/api.js';

export const ACM_FILTERS = ['requested', 'sent', 'all'] as const;
export type AcmFilter = (typeof ACM_FILTERS)[number];

/** GET /api/admin/acm-form-requests?status: the queue (waiting requests by default). */
export const adminAcmRequestsQuery = (status: AcmFilter) =>
  queryOptions({
    queryKey: ['admin', 'acm-form-requests', status],
    queryFn: () => apiGet<AcmFormRequestView[]>(`/api/admin/acm-form-requests?status=${status}`),
  });
export const useAdminAcmRequests = (status: AcmFilter) => useQuery(adminAcmRequestsQuery(status));

export const sendAcmForms = (id: number) => api<AcmFormRequestView>('POST', `/api/admin/acm-form-requests/${id}/send`);

/** `?status`, or 'requested' (the queue) when missing or not a filter. */
export function acmFilterOf(params: URLSearchParams): AcmFilter {
  const status = params.get('status') ?? '';
  return ACM_FILTERS.find((s) => s === status) ?? 'requested';
}
