import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Every verified event from a payment provider (Stripe webhooks, PayPal captures, the test-mode gateway),
 * once: the provider's event id is unique, so a replayed or retried delivery inserts nothing and changes
 * nothing. `occurred_at` is the provider's own time, so events that arrive out of order are folded in
 * the order they happened (payment-events.rules.ts).
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').$type<'stripe' | 'paypal' | 'test'>().notNull(),
    providerEventId: text('provider_event_id').notNull(),
    type: text('type').notNull(),
    /** The PaymentIntent, PayPal order or test payment the event is about. */
    objectId: text('object_id').notNull(),
    region: text('region').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    /** The event's object as the provider sent it. */
    payload: jsonb('payload').notNull(),
  },
  (t) => [
    uniqueIndex('payment_events_provider_event_uq').on(t.provider, t.providerEventId),
    index('payment_events_object_idx').on(t.provider, t.objectId, t.occurredAt),
  ],
);

/**
 * Payments of the test mode (no provider keys configured): the local gateway keeps here what Stripe or
 * PayPal would keep on their side, so test-mode payments behave the same and survive a restart.
 */
export const testPayments = pgTable(
  'test_payments',
  {
    id: text('id').primaryKey(),
    kind: text('kind').$type<'card' | 'wallet'>().notNull(),
    region: text('region').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    clientSecret: text('client_secret').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** What the idempotency key was first used for: the same key with other parameters is refused. */
    fingerprint: text('fingerprint').notNull(),
    reference: text('reference').notNull(),
    failureCode: text('failure_code'),
    /** For wallet payments: how the buyer's funding source behaves at capture ('ok' or 'declined'). */
    funding: text('funding'),
    captureId: text('capture_id'),
    amountRefunded: integer('amount_refunded').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('test_payments_idempotency_uq').on(t.kind, t.idempotencyKey)],
);

export const testRefunds = pgTable(
  'test_refunds',
  {
    id: text('id').primaryKey(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => testPayments.id),
    amount: integer('amount').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('test_refunds_idempotency_uq').on(t.idempotencyKey)],
);
