import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AdvanceOrderAddress, AdvanceOrderStatus } from '../../../shared/types/advance-order.js';
import { users } from '../auth/auth.schema.js';
import { orders } from './orders.schema.js';

/**
 * Supplies and kits a clinic orders ahead of need (docs/decisions/0606). The Idempotency-Key of the
 * request that created it is unique: a double submit is the same order. The chargeable kits become an
 * invoiced order (`order_id`) when the lab dispatches.
 */
export const advanceOrders = pgTable(
  'advance_orders',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<AdvanceOrderStatus>().notNull(),
    storefront: text('storefront').notNull(),
    currency: text('currency').notNull(),
    deliveryAddress: jsonb('delivery_address').$type<AdvanceOrderAddress>().notNull(),
    purchaseOrder: text('purchase_order'),
    note: text('note'),
    orderId: integer('order_id').references(() => orders.id),
    trackingNumber: text('tracking_number'),
    kitBarcodes: text('kit_barcodes').array().notNull().default(sql`'{}'::text[]`),
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('advance_orders_idempotency_uq').on(t.idempotencyKey),
    uniqueIndex('advance_orders_number_uq').on(t.number),
    index('advance_orders_user_idx').on(t.userId, t.createdAt),
    index('advance_orders_status_idx').on(t.status, t.createdAt),
  ],
);

/**
 * What was asked for, snapshotted when submitted or changed: name and unit price in the order's
 * currency, and for catalogue kits the product facts the invoiced order's line needs.
 */
export const advanceOrderLines = pgTable(
  'advance_order_lines',
  {
    id: serial('id').primaryKey(),
    advanceOrderId: integer('advance_order_id')
      .notNull()
      .references(() => advanceOrders.id, { onDelete: 'cascade' }),
    supply: text('supply').notNull(),
    productId: integer('product_id'),
    name: text('name').notNull(),
    kind: text('kind'),
    typeId: integer('type_id'),
    categoryId: integer('category_id'),
    unitAmount: integer('unit_amount').notNull().default(0),
    quantity: integer('quantity').notNull(),
    kitsPerUnit: integer('kits_per_unit').notNull().default(0),
  },
  (t) => [index('advance_order_lines_order_idx').on(t.advanceOrderId)],
);

/** Every move of an advance order's status, with who and why. */
export const advanceOrderHistory = pgTable(
  'advance_order_history',
  {
    id: serial('id').primaryKey(),
    advanceOrderId: integer('advance_order_id')
      .notNull()
      .references(() => advanceOrders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    reason: text('reason').notNull(),
    actorId: integer('actor_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('advance_order_history_order_idx').on(t.advanceOrderId, t.createdAt)],
);
