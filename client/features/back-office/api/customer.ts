import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomerView } from '../../../../shared/types/back-office.js';
import { api, apiGet } from '../../../lib/api.js';

/** GET /api/admin/customers/{userId}: the account and everything about it, with the admin actions on it. */
export const customerQuery = (userId: number) =>
  queryOptions({
    queryKey: ['admin', 'customers', userId],
    queryFn: () => apiGet<CustomerView>(`/api/admin/customers/${userId}`),
  });

export const useCustomer = (userId: number) => useQuery(customerQuery(userId));

/** POST /api/admin/customers/{userId}/block: block or unblock, with the reason kept in the audit log. */
export const setCustomerBlocked = (userId: number, blocked: boolean, reason: string) =>
  api<CustomerView['account']>('POST', `/api/admin/customers/${userId}/block`, { blocked, reason });

/** POST /api/admin/customers/{userId}/emails: a new confirmation or password-reset link, through the outbox. */
export const sendCustomerEmail = (userId: number, kind: 'confirmation' | 'password-reset') =>
  api<{ queued: string }>('POST', `/api/admin/customers/${userId}/emails`, { kind });

/** POST /api/admin/customers/{userId}/loyalty-points: add (or, negative, take) points with a reason. */
export const adjustCustomerPoints = (userId: number, points: number, reason: string) =>
  api<{ balance: number }>('POST', `/api/admin/customers/${userId}/loyalty-points`, { points, reason });
