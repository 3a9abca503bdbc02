import { randomBytes } from 'node:crypto';

/** PayPal's objects and error answers as the fake PayPal server speaks them. */

export type FakeOrderStatus = 'CREATED' | 'APPROVED' | 'COMPLETED' | 'VOIDED';

export interface Money {
  currency_code: string;
  value: string;
}

export interface Capture {
  id: string;
  status: 'COMPLETED';
  amount: Money;
  final_capture: true;
  create_time: string;
}

/** A PayPal order as its JSON answers show it (so also a webhook event's resource). */
export interface FakeOrder extends Record<string, unknown> {
  id: string;
  intent: 'CAPTURE' | 'AUTHORIZE';
  status: FakeOrderStatus;
  purchase_units: Array<{
    reference_id: string;
    amount: Money;
    custom_id?: string;
    invoice_id?: string;
    description?: string;
    payments?: { captures: Capture[] };
  }>;
  create_time: string;
  update_time?: string;
  links: Array<{ href: string; rel: string; method: string }>;
}

export interface FakeWebhookEvent {
  id: string;
  event_version: '1.0';
  create_time: string;
  resource_type: 'checkout-order' | 'capture';
  event_type: string;
  summary: string;
  resource: Record<string, unknown>;
}

/** How the buyer's chosen funding source behaves at capture. */
export type FundingOutcome = 'ok' | 'declined';

export class PayPalError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body.message));
  }
}

/** PayPal accepts a capture with a JSON content type and an empty body, as the SDK sends it. */
export function json(raw: string): Record<string, unknown> {
  if (raw.trim() === '') return {};
  try {
    return JSON.parse(raw) as Record<string, unknown>;
  } catch {
    throw badRequest('/', 'MALFORMED_REQUEST_JSON', 'The request JSON is not well formed.');
  }
}

export function publicOrder(order: FakeOrder & { clientId?: string; funding?: FundingOutcome }): FakeOrder {
  const { clientId: _client, funding: _funding, ...rest } = order;
  return structuredClone(rest);
}

export function debugId(): string {
  return randomBytes(6).toString('hex');
}

export function badRequest(field: string, issue: string, description: string): PayPalError {
  return new PayPalError(400, {
    name: 'INVALID_REQUEST',
    message: 'Request is not well-formed, syntactically incorrect, or violates schema.',
    debug_id: debugId(),
    details: [{ field, location: 'body', issue, description }],
  });
}

export function unprocessable(issue: string, field: string | undefined, description: string): Record<string, unknown> {
  return {
    name: 'UNPROCESSABLE_ENTITY',
    message: 'The requested action could not be performed, semantically incorrect, or failed business validation.',
    debug_id: debugId(),
    details: [{ ...(field ? { field, location: 'body' } : {}), issue, description }],
  };
}
