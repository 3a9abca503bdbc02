import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dashboard } from '../../../../shared/types/back-office.js';
import { apiGet } from '../../../lib/api.js';

/** GET /api/admin/dashboard: the day's and month's figures, kits by state, what needs attention. */
export const dashboardQuery = () =>
  queryOptions({
    queryKey: ['admin', 'dashboard'],
    queryFn: () => apiGet<Dashboard>('/api/admin/dashboard'),
  });

export const useDashboard = () => useQuery(dashboardQuery());
