import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminParentageRequest } from '../../../../shared/types/parentage.js';
import { apiGet } from '../../../lib/api.js';

/** GET /api/admin/parentage-requests: requests waiting for DNA profiles, for the lab. */
export const adminParentageRequestsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'parentage-requests'],
    queryFn: () => apiGet<{ results: AdminParentageRequest[] }>('/api/admin/parentage-requests'),
  });

export const useAdminParentageRequests = () => useQuery(adminParentageRequestsQuery());
