import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TestPaymentView } from '../../../../shared/types/payment.js';
import { api } from '../../../lib/api.js';
import { testPaymentQuery } from './get-test-payment.js';

/** What the customer can do on the test page: pay by card, answer the 3-D Secure challenge, approve a wallet payment. */
export type TestPaymentAction =
  | { kind: 'card'; cardNumber: string }
  | { kind: 'authentication'; passed: boolean }
  | { kind: 'approval'; funding: 'ok' | 'declined' };

export const actOnTestPayment = (id: string, secret: string, { kind, ...rest }: TestPaymentAction) =>
  api<TestPaymentView>('POST', `/api/payments/test/${encodeURIComponent(id)}/${kind}`, { secret, ...rest });

/** Each answer is the payment's new state: it replaces the page's cached copy. */
export function useActOnTestPayment(id: string, secret: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: TestPaymentAction) => actOnTestPayment(id, secret, action),
    onSuccess: (view) => queryClient.setQueryData(testPaymentQuery(id, secret).queryKey, view),
  });
}
