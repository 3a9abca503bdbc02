import { eq } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { OrderStatus } from '../../../shared/types/order.js';
import { orders } from './orders.schema.js';

/**
 * Views of orders that another module joins to its own rows in one statement (docs/decisions/0062): the
 * invoices module pages and sums a user's invoices by their orders' owner and status. The order's full view
 * stays `OrdersService.viewById`.
 */

/** What an invoice shows of its order. */
export interface InvoicedOrder {
  id: number;
  number: string;
  status: OrderStatus;
  paidAt: Date | null;
  currency: string;
  total: number;
  tax: number;
  taxLabel: string;
}

const INVOICED = {
  id: orders.id,
  number: orders.number,
  status: orders.status,
  paidAt: orders.paidAt,
  currency: orders.currency,
  total: orders.total,
  tax: orders.tax,
  taxLabel: orders.taxLabel,
};

/** Builds the view below; it becomes part of the caller's statement, so no executor is needed. */
const views = new QueryBuilder();

/**
 * The user's orders (named `user_order` in the statement, with an InvoicedOrder's columns), to join by
 * `user_order.id`. PostgreSQL flattens it into the outer query, so the plan is the plain join's.
 */
export function userOrdersToJoin(userId: number) {
  return views.select(INVOICED).from(orders).where(eq(orders.userId, userId)).as('user_order');
}

/** The view's columns as one field of the caller's select, so the row reads `{ …, order: InvoicedOrder }`. */
export function invoicedOrderColumns(view: ReturnType<typeof userOrdersToJoin>) {
  return {
    id: view.id,
    number: view.number,
    status: view.status,
    paidAt: view.paidAt,
    currency: view.currency,
    total: view.total,
    tax: view.tax,
    taxLabel: view.taxLabel,
  };
}
