import { eq } from 'drizzle-orm';
import type { StorefrontCode } from '../../../shared/storefronts.js';
import { TAX_RULES, type TaxRule } from '../../../shared/tax.js';
import type { DbExecutor } from '../../db/database.js';
import { computeTotals, pointsEarned } from '../cart/cart.rules.js';
import { issueInvoice } from '../invoices/invoice-records.js';
import { orderMoneyColumns, orderNumber } from './orders.rules.js';
import { orderHistory, orderLines, orders } from './orders.schema.js';

/**
 * An order row as checkout leaves it, for the demo seeds and the test factories (test/factories/orders.ts builds
 * on it; docs/decisions/0059): the order with its number, its lines, the opening line of its history and its
 * invoice, totals worked out by the same rules as checkout. What happens to it afterwards (a payment, loyalty
 * points) is the caller's.
 */
export interface OrderLineSpec {
  productId: number;
  name: string;
  kind: string;
  typeId: number;
  categoryId: number;
  kitCount?: number | null;
  unitAmount: number;
  quantity?: number;
  note?: string | null;
}

export interface OrderSpec {
  user: { id: number; email: string; firstName: string; lastName: string; userType: string };
  /** A key no other order has; the order's number is derived from its id, as checkout does. */
  key: string;
  method: 'C' | 'P' | 'EFT' | 'INV';
  status: 'pending_payment' | 'paid';
  lines: OrderLineSpec[];
  storefront?: StorefrontCode;
  currency?: string;
  region?: string;
  tax?: TaxRule;
  billingAddress?: (typeof orders.$inferInsert)['billingAddress'];
  shippingMethod?: string | null;
  createdAt?: Date;
  dueAt?: Date | null;
  paidAt?: Date | null;
  /** The opening line of the order's history. */
  reason: string;
}

export async function insertOrder(tx: DbExecutor, spec: OrderSpec): Promise<{ id: number; number: string; total: number }> {
  const currency = spec.currency ?? 'AUD';
  const createdAt = spec.createdAt ?? new Date();
  const amounts = spec.lines.map((line) => line.unitAmount * (line.quantity ?? 1));
  const totals = computeTotals({
    currency,
    subtotal: amounts.reduce((sum, amount) => sum + amount, 0),
    discount: 0,
    loyaltyPoints: 0,
    availablePoints: 0,
    shipping: 0,
    tax: spec.tax ?? TAX_RULES[spec.storefront ?? 'AU'],
  });
  const [order] = await tx
    .insert(orders)
    .values({
      number: `NEW-${spec.key}`,
      idempotencyKey: spec.key,
      userId: spec.user.id,
      email: spec.user.email,
      firstName: spec.user.firstName,
      lastName: spec.user.lastName,
      userType: spec.user.userType,
      storefront: spec.storefront ?? 'AU',
      currency,
      region: spec.region ?? 'AU',
      paymentMethod: spec.method,
      status: spec.status,
      ...orderMoneyColumns(totals),
      shippingMethod: spec.shippingMethod ?? null,
      billingAddress: spec.billingAddress ?? null,
      shippingAddress: spec.billingAddress ?? null,
      // As payment credits them (OrdersService): a paid order of a user earns its points.
      pointsEarned: spec.status === 'paid' ? pointsEarned(totals.total) : 0,
      dueAt: spec.dueAt ?? null,
      paidAt: spec.paidAt ?? null,
      createdAt,
      updatedAt: createdAt,
    })
    .returning({ id: orders.id });
  if (!order) throw new Error('The order insert returned nothing');
  const number = orderNumber(order.id);
  await tx.update(orders).set({ number }).where(eq(orders.id, order.id));
  await tx.insert(orderLines).values(
    spec.lines.map((line, i) => ({
      orderId: order.id,
      productId: line.productId,
      name: line.name,
      kind: line.kind,
      typeId: line.typeId,
      categoryId: line.categoryId,
      kitCount: line.kitCount ?? null,
      unitAmount: line.unitAmount,
      quantity: line.quantity ?? 1,
      amount: amounts[i] ?? 0,
      note: line.note ?? null,
    })),
  );
  await tx.insert(orderHistory).values({ orderId: order.id, toStatus: 'pending_payment', reason: spec.reason, createdAt });
  await issueInvoice(tx, order.id, createdAt);
  return { id: order.id, number, total: totals.total };
}
