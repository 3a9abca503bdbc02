/** Where a payment stands, as far as the shop acts on it. */
export type PaymentOutcome =
  | 'created'
  | 'requires_action'
  | 'failed'
  | 'canceled'
  | 'succeeded'
  | 'partially_refunded'
  | 'refunded';

export type PaymentProviderName = 'stripe' | 'paypal' | 'test';

/**
 * A payment only moves forward: money taken is never "un-taken" by a late failure notice, and a refund
 * only follows a success. Events of equal rank replace each other in the order they happened (a failed
 * attempt followed by a 3-D Secure challenge on another card).
 */
const RANK: Record<PaymentOutcome, number> = {
  created: 0,
  requires_action: 1,
  failed: 1,
  canceled: 2,
  succeeded: 3,
  partially_refunded: 4,
  refunded: 5,
};

const STRIPE_OUTCOMES: Record<string, PaymentOutcome> = {
  'payment_intent.created': 'created',
  'payment_intent.requires_action': 'requires_action',
  'payment_intent.payment_failed': 'failed',
  'payment_intent.canceled': 'canceled',
  'payment_intent.succeeded': 'succeeded',
};

const PAYPAL_OUTCOMES: Record<string, PaymentOutcome> = {
  'CHECKOUT.ORDER.CREATED': 'created',
  'CHECKOUT.ORDER.APPROVED': 'requires_action',
  'PAYMENT.CAPTURE.DECLINED': 'failed',
  'PAYMENT.CAPTURE.DENIED': 'failed',
  'PAYMENT.CAPTURE.COMPLETED': 'succeeded',
  'PAYMENT.CAPTURE.REFUNDED': 'refunded',
};

/** What an event says about its payment; undefined for events the shop does not act on. */
export function outcomeOf(provider: PaymentProviderName, type: string, object: unknown): PaymentOutcome | undefined {
  if (provider === 'paypal') return PAYPAL_OUTCOMES[type];
  if (provider === 'test' && PAYPAL_OUTCOMES[type]) return PAYPAL_OUTCOMES[type];
  if (type === 'charge.refunded') return (object as { refunded?: boolean }).refunded ? 'refunded' : 'partially_refunded';
  return STRIPE_OUTCOMES[type];
}

/** The Stripe object a payment event is about: the PaymentIntent, also for charge events. */
export function paymentObjectId(type: string, object: { id?: unknown; payment_intent?: unknown }): string | undefined {
  if (type.startsWith('charge.') && typeof object.payment_intent === 'string') return object.payment_intent;
  return typeof object.id === 'string' ? object.id : undefined;
}

export interface OutcomeAt {
  outcome: PaymentOutcome;
  occurredAt: Date;
}

/** Folds a payment's events, in whatever order they arrived, into where it stands now. */
export function currentOutcome(events: readonly OutcomeAt[]): PaymentOutcome | undefined {
  const ordered = [...events].sort(
    (a, b) => a.occurredAt.getTime() - b.occurredAt.getTime() || RANK[a.outcome] - RANK[b.outcome],
  );
  let current: PaymentOutcome | undefined;
  for (const { outcome } of ordered) {
    if (current === undefined || RANK[outcome] >= RANK[current]) current = outcome;
  }
  return current;
}
