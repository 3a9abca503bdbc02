import { integer, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders } from '../orders/orders.schema.js';

/**
 * Invoices, numbered from a gap-free sequence: the counter row is bumped in the invoice's own transaction.
 * Orders issues one in the transaction that marks an order paid, through `invoice-records.ts`
 * (docs/decisions/0062); an invoice belongs to its order (`order_id`).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    number: integer('number').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('invoices_number_uq').on(t.number), uniqueIndex('invoices_order_uq').on(t.orderId)],
);

export const invoiceCounter = pgTable('invoice_counter', {
  id: integer('id').primaryKey(),
  last: integer('last').notNull(),
});
