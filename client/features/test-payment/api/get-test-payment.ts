import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { TestPaymentView } from '../../../../shared/types/payment.js';
import { apiGet } from '../../../lib/api.js';

export const getTestPayment = (id: string, secret: string) =>
  apiGet<TestPaymentView>(`/api/payments/test/${encodeURIComponent(id)}?secret=${encodeURIComponent(secret)}`);

export const testPaymentQuery = (id: string, secret: string) =>
  queryOptions({ queryKey: ['test-payment', id, secret], queryFn: () => getTestPayment(id, secret), staleTime: 0 });

export const useTestPayment = (id: string, secret: string) => useSuspenseQuery(testPaymentQuery(id, secret));
