import { Inject, Injectable, Logger } from '@nestjs/common';
import { and, asc, eq, gt, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import { storedPaymentRegion } from '../../../shared/payment-region.js';
import { DATABASE, DB } from '../../common/tokens.js';
import type { Database, Db, DbExecutor } from '../../db/database.js';
import { LOCK_KEYS } from '../../db/lock-keys.js';
import { CartService } from '../cart/cart.service.js';
import { LoyaltyService } from '../cart/loyalty.service.js';
import { WALLET_GATEWAY, type WalletPaymentGateway } from '../payments/payment-gateway.js';
import { CardCancellationService } from './card-cancellation.service.js';
import { captureMayBeUnderWay, isAbandoned, PENDING_PAYMENT_HOLD_MINUTES, refuseUnpaidCancel } from './orders.rules.js';
import { orderPayments, orders } from './orders.schema.js';
import { type OrderPaymentRow, type OrderRow, OrdersService } from './orders.service.js';

/** How many abandoned orders one sweep cancels; the next sweep takes the rest. */
const SWEEP_BATCH = 20;

/**
 * Card and PayPal checkout orders that took loyalty points and were never paid (docs/decisions/0619, 0622):
 * a payment that was cancelled, or an order still unpaid PENDING_PAYMENT_HOLD_MINUTES after it was placed
 * (a declined card can be retried until then). Each payment of the order is ended with the provider first (a card payment cancelled, a PayPal
 * order no longer captured), so it can never be paid later; only then is the order cancelled and its points
 * returned, once, in one transaction. A payment the provider will not cancel (it was paid meanwhile) leaves
 * the order to its success event.
 */
@Injectable()
export class AbandonedOrdersService {
  private readonly logger = new Logger('AbandonedOrders');

  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(DATABASE) private readonly database: Database,
    @Inject(WALLET_GATEWAY) private readonly wallets: WalletPaymentGateway,
    private readonly cancellation: CardCancellationService,
    private readonly orders: OrdersService,
    private readonly carts: CartService,
    private readonly loyalty: LoyaltyService,
  ) {}

  /**
   * The sweep: returns how many orders were cancelled and gave their points back. One node at a time: the
   * others skip it (0), so each order's payments are ended with the provider once.
   */
  async cancelAbandoned(now: Date = new Date()): Promise<number> {
    return (await this.database.runAlone(LOCK_KEYS.abandonedOrdersSweep, () => this.sweep(now))) ?? 0;
  }

  private async sweep(now: Date): Promise<number> {
    const cutoff = new Date(now.getTime() - PENDING_PAYMENT_HOLD_MINUTES * 60_000);
    const due = await this.db
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.status, 'pending_payment'),
          inArray(orders.paymentMethod, ['C', 'A', 'P']),
          isNotNull(orders.userId),
          gt(orders.loyaltyPoints, 0),
          or(
            lte(orders.createdAt, cutoff),
            sql`EXISTS (SELECT 1 FROM order_payments p WHERE ${orders.id} = ANY(p.order_ids) AND p.status = 'canceled')`,
          ),
        ),
      )
      .orderBy(asc(orders.id))
      .limit(SWEEP_BATCH);
    let cancelled = 0;
    for (const order of due) {
      try {
        if (await this.cancelUnpaid(order, now)) cancelled++;
      } catch (error) {
        // A provider that does not answer holds up this order only; the next sweep tries it again.
        this.logger.warn(`Unpaid order ${order.number} was not settled: ${(error as Error).message}`);
      }
    }
    return cancelled;
  }

  private async cancelUnpaid(order: OrderRow, now: Date): Promise<boolean> {
    const payments = await this.paymentsOf(this.db, order.id);
    if (
      !isAbandoned(
        order,
        payments.map((p) => p.status),
        now,
      )
    )
      return false;
    const declined = payments.some((p) => p.status === 'canceled');
    for (const payment of payments) {
      if (!(await this.endPayment(order, payment, now))) return false;
    }
    return this.db.transaction(async (tx) => {
      // The order's row lock orders this against a payment being recorded for it (CheckoutService).
      const [locked] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
      if (!locked) return false;
      const current = await this.paymentsOf(tx, order.id);
      if (
        refuseUnpaidCancel(
          locked,
          current.map((p) => p.status),
        ) ||
        locked.userId === null
      )
        return false;
      await this.orders.move(
        tx,
        locked,
        'cancelled',
        declined ? 'Not paid: the payment was cancelled' : `Not paid within ${PENDING_PAYMENT_HOLD_MINUTES} minutes`,
      );
      await this.loyalty.earn(
        tx,
        locked.userId,
        locked.loyaltyPoints,
        `Returned: order ${locked.number} was not paid`,
        locked.id,
      );
      await this.carts.releaseOrder(tx, locked.id);
      return true;
    });
  }

  /**
   * Makes sure this payment can never be paid. A card payment is cancelled with the provider (which refuses
   * once it succeeded); a PayPal order is one only the shop captures, so marking it cancelled is enough —
   * unless a capture holds it, or PayPal reports it captured (an answer that never reached us). False when
   * the payment may still be (or was) paid.
   */
  private async endPayment(order: OrderRow, payment: OrderPaymentRow, now: Date): Promise<boolean> {
    if (payment.status === 'canceled') return true;
    if (payment.status === 'succeeded') return false;
    const region = storedPaymentRegion(payment.region);
    if (payment.kind === 'wallet') {
      if (payment.status === 'capturing' && captureMayBeUnderWay(order, now)) return false;
      if ((await this.wallets.getOrder(region, payment.paymentId)).status === 'COMPLETED') return false;
      const [ended] = await this.db
        .update(orderPayments)
        .set({ status: 'canceled' })
        .where(and(eq(orderPayments.id, payment.id), eq(orderPayments.status, payment.status)))
        .returning({ id: orderPayments.id });
      return ended !== undefined;
    }
    // A claim left by a sweep that died is taken up again: cancelling twice answers the cancelled payment.
    return this.cancellation.cancelAndReturnPoints(payment, `Payment ${payment.paymentId} of order ${order.number}`);
  }

  private paymentsOf(executor: DbExecutor, orderId: number): Promise<OrderPaymentRow[]> {
    return executor
      .select()
      .from(orderPayments)
      .where(sql`${orderId} = ANY(${orderPayments.orderIds})`)
      .orderBy(asc(orderPayments.id));
  }
}
