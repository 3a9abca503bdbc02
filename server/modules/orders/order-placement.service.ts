import { Injectable } from '@nestjs/common';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { orderNumber } from './orders.rules.js';
import { orderHistory, orderLines, orderPayments, orders } from './orders.schema.js';
import type { OrderPaymentRow, OrderRow } from './orders.service.js';

/** The order's own fields as checkout fills them; the number and the key are this service's (see `place`). */
export type NewOrder = Omit<typeof orders.$inferInsert, 'id' | 'number' | 'idempotencyKey'>;
export type NewOrderLine = Omit<typeof orderLines.$inferInsert, 'id' | 'orderId'>;
export type NewOrderPayment = Omit<typeof orderPayments.$inferInsert, 'id'>;
type PaymentStatus = OrderPaymentRow['status'];

/** Until `place` gives the order its number, it carries this one (never seen outside its transaction). */
const PROVISIONAL_NUMBER = 'PENDING-';

/**
 * Orders' tables as placing an order and paying it from checkout reads and writes them (docs/decisions/0063).
 * Every method runs on the executor it is given, usually the caller's transaction: checkout keeps the sequence,
 * the locks and the rules; the SQL on orders, order lines, history and payments stays here.
 */
@Injectable()
export class OrderPlacementService {
  /** The order placed under this checkout key, whoever placed it. */
  async byIdempotencyKey(executor: DbExecutor, key: string): Promise<OrderRow | undefined> {
    const [order] = await executor.select().from(orders).where(eq(orders.idempotencyKey, key));
    return order;
  }

  async byId(executor: DbExecutor, id: number): Promise<OrderRow | undefined> {
    const [order] = await executor.select().from(orders).where(eq(orders.id, id));
    return order;
  }

  /** Whether the order is still being placed (its transaction has not given it its number yet). */
  isProvisional(order: OrderRow): boolean {
    return order.number.startsWith(PROVISIONAL_NUMBER);
  }

  /**
   * Inserts the order once per key, gives it its number, its lines and the opening line of its history.
   * Undefined when an order with this key is there already (a parallel request placed it).
   */
  async place(
    tx: DbExecutor,
    key: string,
    order: NewOrder,
    lines: NewOrderLine[],
    reason: string,
  ): Promise<OrderRow | undefined> {
    const [inserted] = await tx
      .insert(orders)
      .values({ ...order, number: `${PROVISIONAL_NUMBER}${key}`.slice(0, 60), idempotencyKey: key })
      .onConflictDoNothing({ target: orders.idempotencyKey })
      .returning();
    if (!inserted) return undefined;
    const number = orderNumber(inserted.id);
    await tx.update(orders).set({ number }).where(eq(orders.id, inserted.id));
    await tx.insert(orderLines).values(lines.map((line) => ({ ...line, orderId: inserted.id })));
    await tx.insert(orderHistory).values({ orderId: inserted.id, fromStatus: null, toStatus: inserted.status, reason });
    return { ...inserted, number };
  }

  /**
   * Locks these orders (in id order, as the sweep of unpaid orders does) for the rest of the transaction and
   * answers their states, for the caller to refuse a payment for one that can no longer be paid.
   */
  async lockForPayment(tx: DbExecutor, orderIds: number[]): Promise<Array<{ id: number; status: OrderRow['status'] }>> {
    return tx
      .select({ id: orders.id, status: orders.status })
      .from(orders)
      .where(inArray(orders.id, orderIds))
      .orderBy(asc(orders.id))
      .for('update');
  }

  /** Records a provider's payment once: undefined when this provider's payment is recorded already. */
  async recordPayment(tx: DbExecutor, payment: NewOrderPayment): Promise<OrderPaymentRow | undefined> {
    const [recorded] = await tx.insert(orderPayments).values(payment).onConflictDoNothing().returning();
    return recorded;
  }

  /** The payment of an order whose total is nothing (a coupon or loyalty points paid it all). */
  async recordFreePayment(tx: DbExecutor, order: OrderRow): Promise<OrderPaymentRow | undefined> {
    const [payment] = await tx
      .insert(orderPayments)
      .values({
        provider: 'none',
        paymentId: `free-${order.id}`,
        kind: 'manual',
        region: order.region,
        orderIds: [order.id],
        amount: 0,
        currency: order.currency,
        userId: order.userId,
      })
      .returning();
    return payment;
  }

  async paymentById(executor: DbExecutor, id: number): Promise<OrderPaymentRow | undefined> {
    const [payment] = await executor.select().from(orderPayments).where(eq(orderPayments.id, id));
    return payment;
  }

  /** The PayPal payment started for this order, if one was. */
  async walletPaymentOf(executor: DbExecutor, orderId: number): Promise<OrderPaymentRow | undefined> {
    const [payment] = await executor
      .select()
      .from(orderPayments)
      .where(and(eq(orderPayments.kind, 'wallet'), sql`${orderId} = ANY(${orderPayments.orderIds})`));
    return payment;
  }

  /** Marks the payment `capturing` if it is `created` or `failed`; false when another request holds it or it ended. */
  async claimForCapture(executor: DbExecutor, paymentId: number): Promise<boolean> {
    const [claimed] = await executor
      .update(orderPayments)
      .set({ status: 'capturing' })
      .where(and(eq(orderPayments.id, paymentId), inArray(orderPayments.status, ['created', 'failed'])))
      .returning({ id: orderPayments.id });
    return claimed !== undefined;
  }

  /** Gives a claimed payment back (to `created` or `failed`) if it is still `capturing`. */
  async releaseCapture(
    executor: DbExecutor,
    paymentId: number,
    status: Extract<PaymentStatus, 'created' | 'failed'>,
  ): Promise<void> {
    await executor
      .update(orderPayments)
      .set({ status })
      .where(and(eq(orderPayments.id, paymentId), eq(orderPayments.status, 'capturing')));
  }
}
