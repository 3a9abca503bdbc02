/** Stripe's objects, errors and encodings as the fake Stripe server speaks them. */

/** The three test cards Stripe documents, by number and by their test PaymentMethod ids. */
export const TEST_CARDS = {
  success: '4242424242424242',
  decline: '4000000000000002',
  threeDSecure: '4000002500003155',
} as const;

export const TEST_PAYMENT_METHODS: Record<string, string> = {
  pm_card_visa: TEST_CARDS.success,
  pm_card_chargeDeclined: TEST_CARDS.decline,
  pm_card_authenticationRequired: TEST_CARDS.threeDSecure,
};

export type Params = { [key: string]: unknown };

export type FakeIntentStatus = 'requires_payment_method' | 'requires_action' | 'succeeded' | 'canceled';

export interface FakePaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: FakeIntentStatus;
  client_secret: string;
  capture_method: 'automatic';
  confirmation_method: 'automatic';
  created: number;
  livemode: false;
  description: string | null;
  metadata: Record<string, string>;
  payment_method: string | null;
  payment_method_types: string[];
  last_payment_error: { type: string; code: string; decline_code?: string; message: string } | null;
  next_action: { type: 'redirect_to_url'; redirect_to_url: { url: string; return_url: string | null } } | null;
  latest_charge: string | null;
}

export interface FakeCharge {
  id: string;
  object: 'charge';
  amount: number;
  amount_refunded: number;
  currency: string;
  payment_intent: string;
  refunded: boolean;
  status: 'succeeded';
  created: number;
}

export interface FakeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  type: string;
  livemode: false;
  pending_webhooks: number;
  data: { object: unknown };
  request: { id: string | null; idempotency_key: string | null };
}

export class StripeError extends Error {
  constructor(
    readonly status: number,
    readonly error: Record<string, unknown>,
  ) {
    super(String(error.message));
  }
}

export const API_VERSION = '2026-01-28.clover';

export function publicIntent(intent: FakePaymentIntent & { apiKey?: string }): FakePaymentIntent {
  const { apiKey: _account, ...rest } = intent;
  return structuredClone(rest);
}

export function invalid(message: string, param: string | undefined, code: string): StripeError {
  return new StripeError(400, { type: 'invalid_request_error', message, param, code });
}

export function missing(kind: string, id: string): StripeError {
  return new StripeError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${kind}: '${id}'`,
    param: 'id',
  });
}

/** Stripe's form encoding: `metadata[order]=1&payment_method_types[0]=card` → nested objects and arrays. */
export function parseForm(body: string): Params {
  const root: Params = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Params = root;
    path.forEach((segment, i) => {
      if (i === path.length - 1) {
        node[segment] = value;
        return;
      }
      const nextIsIndex = /^\d+$/.test(path[i + 1] as string);
      node[segment] ??= nextIsIndex ? [] : {};
      node = node[segment] as Params;
    });
  }
  return root;
}

export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Params)[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}
