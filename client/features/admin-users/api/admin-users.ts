import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUserList } from '../../../../shared/types/account.js';
import { api, apiGet } from '../../../lib/api.js';

export const adminUsersQuery = (search: string, page: number) =>
  queryOptions({
    queryKey: ['admin', 'users', search, page],
    queryFn: () => apiGet<AdminUserList>(`/api/admin/users?search=${encodeURIComponent(search)}&page=${page}`),
  });

export const useAdminUsers = (search: string, page: number) => useQuery(adminUsersQuery(search, page));

/** Acts as the user; a full page load so the whole shop shows their view. */
export async function impersonate(userId: number, landing: string): Promise<void> {
  await api('POST', `/api/admin/impersonate/${userId}`);
  window.location.assign(landing);
}
