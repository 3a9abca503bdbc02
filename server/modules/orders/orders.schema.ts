import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { OrderLineMeta } from '../../../shared/types/cart.js';
import type { OrderAddress, OrderStatus, PaymentMethodCode } from '../../../shared/types/order.js';

/**
 * Orders: what was sold, snapshotted (names, unit prices, currency, tax) so catalogue edits never rewrite
 * history. The Idempotency-Key of the checkout request is unique: the same key twice is the same order.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    userId: integer('user_id'),
    /** The cart the order came from (the guest's proof of ownership until the order is paid). */
    cartSessionId: text('cart_session_id'),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    userType: text('user_type').notNull(),
    storefront: text('storefront').notNull(),
    currency: text('currency').notNull(),
    region: text('region').notNull(),
    paymentMethod: text('payment_method').$type<PaymentMethodCode>().notNull(),
    status: text('status').$type<OrderStatus>().notNull(),
    subtotal: integer('subtotal').notNull(),
    discount: integer('discount').notNull().default(0),
    loyaltyPoints: integer('loyalty_points').notNull().default(0),
    shipping: integer('shipping').notNull().default(0),
    total: integer('total').notNull(),
    tax: integer('tax').notNull().default(0),
    taxLabel: text('tax_label').notNull(),
    taxRatePercent: integer('tax_rate_percent').notNull(),
    taxIncluded: boolean('tax_included').notNull(),
    refundedAmount: integer('refunded_amount').notNull().default(0),
    pointsEarned: integer('points_earned').notNull().default(0),
    shippingMethod: text('shipping_method'),
    couponCode: text('coupon_code'),
    billingAddress: jsonb('billing_address').$type<OrderAddress>(),
    shippingAddress: jsonb('shipping_address').$type<OrderAddress>(),
    collector: jsonb('collector').$type<{ type: string; name: string; clinic: string | null }>(),
    dueAt: timestamp('due_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_idempotency_uq').on(t.idempotencyKey),
    uniqueIndex('orders_number_uq').on(t.number),
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_email_idx').on(sql`lower(${t.email})`),
    index('orders_status_idx').on(t.status, t.createdAt),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    typeId: integer('type_id').notNull(),
    categoryId: integer('category_id').notNull(),
    kitCount: integer('kit_count'),
    unitAmount: integer('unit_amount').notNull(),
    quantity: integer('quantity').notNull(),
    amount: integer('amount').notNull(),
    metaData: jsonb('meta_data').$type<OrderLineMeta>().notNull().default(sql`'{}'::jsonb`),
    note: text('note'),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId)],
);

/** Every move of an order's status, with why. */
export const orderHistory = pgTable(
  'order_history',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    reason: text('reason').notNull(),
    actorId: integer('actor_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_history_order_idx').on(t.orderId, t.createdAt)],
);

/**
 * Where a payment stands for the shop: `created` until paid, `failed` after a declined attempt,
 * `canceling` while the sweep asks the provider to cancel it, `capturing` while the shop captures an
 * approved PayPal order (the sweep leaves it alone then), `canceled` once it can never be paid (its held
 * loyalty points are returned in the same move), `succeeded` when its orders are paid.
 */
export type OrderPaymentStatus = 'created' | 'failed' | 'canceling' | 'capturing' | 'canceled' | 'succeeded';

/**
 * A payment taken with a provider for one order or several pending orders paid together. The listener
 * finds it by the provider's id and marks all its orders paid in the event's transaction.
 */
export const orderPayments = pgTable(
  'order_payments',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    paymentId: text('payment_id').notNull(),
    kind: text('kind').$type<'card' | 'wallet' | 'manual'>().notNull(),
    region: text('region').notNull(),
    orderIds: integer('order_ids').array().notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    pointsUsed: integer('points_used').notNull().default(0),
    userId: integer('user_id'),
    status: text('status').$type<OrderPaymentStatus>().notNull().default('created'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('order_payments_provider_uq').on(t.provider, t.paymentId),
    index('order_payments_orders_idx').using('gin', t.orderIds),
  ],
);

/**
 * The payment reminders an order was sent, one row per order and stage (docs/decisions/0930). The row is
 * written in the transaction that queues the mail, and its key refuses a second one: a sweep run twice, or
 * on two nodes at once, mails each order once per stage.
 */
/** The reminders an unpaid order can get (payment-reminders.rules.ts decides when). */
export type PaymentReminderStage = 'due-soon' | 'overdue';

export const paymentReminders = pgTable(
  'payment_reminders',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    stage: text('stage').$type<PaymentReminderStage>().notNull(),
    mailId: uuid('mail_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.stage] })],
);
