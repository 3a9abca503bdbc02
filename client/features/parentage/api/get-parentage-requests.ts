import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ParentageRequestList } from '../../../../shared/types/parentage.js';
import { apiGet } from '../../../lib/api.js';

export interface ParentageRequestFilter {
  page: number;
  query?: string;
}

/** GET /api/my/parentage-request: the breeder's requests, newest first; mutations invalidate the first two key parts. */
export const parentageRequestsQuery = (filter: ParentageRequestFilter) =>
  queryOptions({
    queryKey: ['my', 'parentage-request', filter],
    queryFn: () => {
      const params = new URLSearchParams({ page: String(filter.page), size: '10' });
      if (filter.query) params.set('query', filter.query);
      return apiGet<ParentageRequestList>(`/api/my/parentage-request?${params}`);
    },
  });

export const useParentageRequests = (filter: ParentageRequestFilter) => useQuery(parentageRequestsQuery(filter));
