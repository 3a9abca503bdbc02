import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ImpersonationRecord } from '../../../../shared/types/account.js';
import { apiGet } from '../../../lib/api.js';

export const impersonationLogQuery = () =>
  queryOptions({
    queryKey: ['admin', 'impersonations'],
    queryFn: () => apiGet<ImpersonationRecord[]>('/api/admin/impersonations'),
  });

export const useImpersonationLog = () => useQuery(impersonationLogQuery());
