import type { PaymentStart } from '../../../shared/types/order.js';

/** The fallback text of the spec's payment failure toast (§8). */
export const PAYMENT_ERROR = 'payment_error';

/**
 * What the browser does with the answer of `POST /api/store/checkout/payment` or
 * `POST /api/my/pending-orders/payment` (docs/decisions/0615):
 * - `test-page`: test mode, the local payment page (a path on this site, returning to `returnPath`);
 * - `elements`: Stripe keys are configured, the card is taken by Stripe's Payment Element in a dialog;
 * - `paid`: nothing left to pay (loyalty points covered it);
 * - `error`: an answer we cannot pay with, shown as the payment error.
 */
export type PaymentStep =
  | { kind: 'test-page'; url: string }
  | { kind: 'elements'; clientSecret: string; publishableKey: string }
  | { kind: 'paid' }
  | { kind: 'error' };

export function nextPaymentStep(start: PaymentStart, returnPath: string): PaymentStep {
  if (start.testPaymentUrl) {
    const url = new URL(start.testPaymentUrl, 'http://this.site');
    if (url.origin !== 'http://this.site') return { kind: 'error' };
    url.searchParams.set('return', returnPath);
    return { kind: 'test-page', url: url.pathname + url.search };
  }
  if (start.provider === 'none' && start.amount === 0) return { kind: 'paid' };
  if (start.provider === 'stripe' && start.clientSecret && start.publishableKey?.startsWith('pk_')) {
    return { kind: 'elements', clientSecret: start.clientSecret, publishableKey: start.publishableKey };
  }
  return { kind: 'error' };
}

/** How a card payment ended, as Stripe reports it in `redirect_status` (or our dialog does, after paying in place). */
export interface StripeReturn {
  paymentIntent: string;
  outcome: 'succeeded' | 'processing' | 'failed';
}

/**
 * The parameters Stripe adds to the `return_url` after a redirect (3-D Secure on another page):
 * `payment_intent`, `payment_intent_client_secret` and `redirect_status`. Null when the page was not
 * reached from a payment. Only the status is trusted for what to show: the order itself is paid by the
 * verified webhook alone.
 */
export function stripeReturnOf(search: URLSearchParams): StripeReturn | null {
  const paymentIntent = search.get('payment_intent');
  const status = search.get('redirect_status');
  if (!paymentIntent || !status) return null;
  const outcome = status === 'succeeded' ? 'succeeded' : status === 'processing' ? 'processing' : 'failed';
  return { paymentIntent, outcome };
}

/** `path` with Stripe's return parameters, for a payment confirmed in place with no redirect. */
export function withStripeReturn(path: string, paymentIntent: string, status: string): string {
  const url = new URL(path, 'http://this.site');
  url.searchParams.set('payment_intent', paymentIntent);
  url.searchParams.set('redirect_status', status);
  return url.pathname + url.search;
}

/**
 * What the payment error toast says about a failed `stripe.confirmPayment`: Stripe's own message for a
 * card that was declined or details that are incomplete (written for the buyer, in their language), else
 * the generic payment error.
 */
export function paymentErrorText(error: { type?: string; message?: string } | undefined): string {
  if (error && (error.type === 'card_error' || error.type === 'validation_error') && error.message) return error.message;
  return PAYMENT_ERROR;
}
