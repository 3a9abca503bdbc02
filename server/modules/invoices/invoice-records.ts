import { eq, inArray, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { DbExecutor } from '../../db/database.js';
import { invoiceCounter, invoices } from './invoices.schema.js';

/**
 * What the invoices module offers orders (docs/decisions/0062). Orders cannot take a Nest provider of invoices
 * (invoices imports orders), so these are plain functions over invoices' own tables: issuing an invoice in the
 * caller's transaction, the invoices of some orders, and a view of the invoices to join in one statement.
 * Nothing here names a table of orders.
 */

/**
 * Issues the order's invoice with the next number of the gap-free sequence, taken in the caller's transaction:
 * a rollback gives the number back. An order already invoiced keeps its invoice. Answers the invoice's id.
 */
export async function issueInvoice(tx: DbExecutor, orderId: number, issuedAt?: Date): Promise<number> {
  const [existing] = await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.orderId, orderId));
  if (existing) return existing.id;
  const [counter] = await tx
    .insert(invoiceCounter)
    .values({ id: 1, last: 1 })
    .onConflictDoUpdate({ target: invoiceCounter.id, set: { last: sql`${invoiceCounter.last} + 1` } })
    .returning({ last: invoiceCounter.last });
  if (!counter) throw new Error('Invoice counter returned nothing');
  const [invoice] = await tx
    .insert(invoices)
    .values({ number: counter.last, orderId, ...(issuedAt ? { issuedAt } : {}) })
    .returning({ id: invoices.id });
  if (!invoice) throw new Error('Invoice insert returned nothing');
  return invoice.id;
}

/** The invoices of these orders (at most one each), as their ids by order. */
export async function invoicesOfOrders(executor: DbExecutor, orderIds: number[]): Promise<{ id: number; orderId: number }[]> {
  if (orderIds.length === 0) return [];
  return executor
    .select({ id: invoices.id, orderId: invoices.orderId })
    .from(invoices)
    .where(inArray(invoices.orderId, orderIds));
}

/** Builds the view below; it becomes part of the caller's statement, so no executor is needed. */
const views = new QueryBuilder();

/**
 * Every invoice (named `invoice` in the statement: id, number, orderId, issuedAt), for orders to join by
 * `invoice.orderId = orders.id`. PostgreSQL flattens it into the outer query, so the plan is the plain join's.
 */
export function invoicesToJoin() {
  return views
    .select({ id: invoices.id, number: invoices.number, orderId: invoices.orderId, issuedAt: invoices.issuedAt })
    .from(invoices)
    .as('invoice');
}
