import type { Money } from '../format.js';

/** A test-mode payment as the local payment page shows it. */
export interface TestPaymentView {
  id: string;
  kind: 'card' | 'wallet';
  /** Card: requires_payment_method, requires_action, succeeded. Wallet: CREATED, APPROVED, COMPLETED. */
  status: string;
  amount: Money;
  reference: string;
  failureCode: string | null;
}

/** Why a test card payment failed, in the words the page shows. */
export const TEST_PAYMENT_FAILURES: Record<string, string> = {
  card_declined: 'Your card was declined. Try another card.',
  payment_intent_authentication_failure: 'We could not authenticate your card. Try again or use another card.',
};
