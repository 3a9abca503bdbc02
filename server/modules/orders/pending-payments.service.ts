import { Inject, Injectable } from '@nestjs/common';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PaymentStart, PendingPaymentTotal } from '../../../shared/types/order.js';
import { AppError } from '../../common/app-error.js';
import type { RequestUser } from '../../common/request-user.js';
import { DB } from '../../common/tokens.js';
import { type Db, type DbExecutor, rowsOf } from '../../db/database.js';
import { LoyaltyService } from '../cart/loyalty.service.js';
import { CardCancellationService } from './card-cancellation.service.js';
import { PENDING_PAYMENT_HOLD_MINUTES, pointsToUse } from './orders.rules.js';
import { type OrderPaymentStatus, orderPayments, orders } from './orders.schema.js';
import { type OrderPaymentRow, type OrderRow, OrdersService } from './orders.service.js';

/**
 * How a card payment of pending orders is created and resumed. Checkout owns that flow (the card gateway, the
 * payment's record and its lock on the orders) and checkout depends on orders, so orders declares this port and
 * checkout's `CardPaymentsForPendingOrders` registers `CheckoutService` as its one implementation at start-up
 * (docs/decisions/0050).
 */
export interface CardPaymentStarter {
  cardPaymentFor(
    rows: OrderRow[],
    amount: number,
    pointsUsed: number,
    key: string,
    reference: string,
    userId: number | null,
    onRecorded?: (tx: DbExecutor) => Promise<void>,
  ): Promise<PaymentStart>;
  resumeCardPayment(recorded: OrderPaymentRow): Promise<PaymentStart>;
}

/** How many abandoned payments one sweep cancels; the next sweep takes the rest. */
const SWEEP_BATCH = 20;

/**
 * Paying pending bank-transfer and invoice orders together (docs/decisions/0605, 0612). A card payment
 * takes the customer's loyalty points when it is recorded and holds them until it is paid. One that
 * fails, is left unpaid for PENDING_PAYMENT_HOLD_MINUTES or is replaced by a new payment of the same
 * orders is cancelled with the provider first (so it can never be paid later), and only then are its
 * points returned, once.
 */
@Injectable()
export class PendingPaymentsService {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly loyalty: LoyaltyService,
    private readonly orders: OrdersService,
    private readonly cancellation: CardCancellationService,
  ) {}

  private starter?: CardPaymentStarter;

  /** Called once, by checkout's `CardPaymentsForPendingOrders.onModuleInit` (the port above). */
  useCardPaymentStarter(starter: CardPaymentStarter): void {
    this.starter = starter;
  }

  private get checkout(): CardPaymentStarter {
    if (!this.starter) throw new Error('No card payment starter registered: CheckoutModule wires it at start-up');
    return this.starter;
  }

  /** GET /api/my/pending-orders/payment: what paying these orders together costs after points. */
  async total(user: RequestUser, orderIds: number[], points: number): Promise<PendingPaymentTotal> {
    const rows = await this.pendingOrders(user, orderIds);
    const open = await this.openAttempts(user, orderIds);
    return this.quote(user, rows, points, open);
  }

  /**
   * POST /api/my/pending-orders/payment. Asking again for the same orders and points answers the open
   * payment (the same client secret, no points taken again); anything else cancels the open payments of
   * these orders, returns their points and starts a new one.
   */
  async pay(user: RequestUser, orderIds: number[], points: number): Promise<PaymentStart> {
    const ids = [...new Set(orderIds)].sort((a, b) => a - b);
    const rows = await this.pendingOrders(user, ids);
    const open = await this.openAttempts(user, ids);
    const total = await this.quote(user, rows, points, open);
    const same = open.find((p) => p.status === 'created' && sameIds(p.orderIds, ids) && p.pointsUsed === total.loyaltyPoints);
    if (same) return this.checkout.resumeCardPayment(same);
    for (const attempt of open) {
      if (!(await this.cancellation.cancelAndReturnPoints(attempt, `Payment ${attempt.paymentId}`))) {
        throw AppError.conflict('A payment of these orders is being completed. Please wait a moment and look again.');
      }
    }
    const attempt = await this.attemptsSoFar(user, ids);
    const key = `pending-${user.id}-${ids.join('_')}-${total.loyaltyPoints}-${attempt}`;
    const numbers = rows.map((o) => o.number).join(', ');
    const takePoints = (tx: DbExecutor) => this.loyalty.spend(tx, user.id, total.loyaltyPoints, `Orders ${numbers}`, null);
    if (total.amount > 0) {
      return this.checkout.cardPaymentFor(rows, total.amount, total.loyaltyPoints, key, numbers, user.id, takePoints);
    }
    await this.db.transaction(async (tx) => {
      const [payment] = await tx
        .insert(orderPayments)
        .values({
          provider: 'none',
          paymentId: key,
          kind: 'manual',
          region: rows[0]?.region ?? 'US_EU',
          orderIds: ids,
          amount: 0,
          currency: total.currency,
          pointsUsed: total.loyaltyPoints,
          userId: user.id,
        })
        .onConflictDoNothing()
        .returning();
      if (!payment) return;
      await takePoints(tx);
      await this.orders.payOrders(tx, payment, 'Paid with loyalty points');
    });
    return {
      provider: 'none',
      paymentId: key,
      clientSecret: '',
      amount: 0,
      currency: total.currency,
      testPaymentUrl: null,
      publishableKey: null,
    };
  }

  /**
   * The sweep: card payments of pending orders holding points that were not paid within
   * PENDING_PAYMENT_HOLD_MINUTES (a declined one may be retried until then, decision 0622), or whose orders
   * were paid another way. Claimed with FOR UPDATE SKIP
   * LOCKED (the status `canceling` is the claim), so several nodes share the work; one claimed by a node
   * that died is taken up again after twice the hold time. Returns how many gave their points back.
   */
  async releaseAbandoned(now: Date = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - PENDING_PAYMENT_HOLD_MINUTES * 60_000);
    const stuck = new Date(now.getTime() - 2 * PENDING_PAYMENT_HOLD_MINUTES * 60_000);
    const claimed = await rowsOf<{ id: number; previous: OrderPaymentStatus }>(
      this.db,
      sql`
      WITH due AS (
        SELECT p.id, p.status FROM order_payments p
         WHERE p.kind = 'card' AND p.points_used > 0
           AND ((p.status IN ('created', 'failed') AND (p.created_at <= ${cutoff.toISOString()}::timestamptz
                 OR EXISTS (SELECT 1 FROM orders o WHERE o.id = ANY(p.order_ids) AND o.status <> 'pending_payment')))
             OR (p.status = 'canceling' AND p.created_at <= ${stuck.toISOString()}::timestamptz))
         ORDER BY p.id
         LIMIT ${SWEEP_BATCH}
         FOR UPDATE SKIP LOCKED)
      UPDATE order_payments SET status = 'canceling' FROM due WHERE order_payments.id = due.id
      RETURNING order_payments.id AS id, due.status AS previous`,
    );
    let returned = 0;
    for (const { id, previous } of claimed) {
      const [payment] = await this.db.select().from(orderPayments).where(eq(orderPayments.id, id));
      if (payment && (await this.cancellation.cancelAndReturnPoints(payment, `Payment ${payment.paymentId}`, previous)))
        returned++;
    }
    return returned;
  }

  /** Points held by open payments of these orders count as available: starting a new payment returns them. */
  private async quote(
    user: RequestUser,
    rows: OrderRow[],
    points: number,
    open: OrderPaymentRow[],
  ): Promise<PendingPaymentTotal> {
    const sum = rows.reduce((s, o) => s + o.total, 0);
    const held = open.reduce((s, p) => s + p.pointsUsed, 0);
    const used = pointsToUse(points, (await this.loyalty.balance(this.db, user.id)) + held, sum);
    return { amount: sum - used, loyaltyPoints: used, currency: rows[0]?.currency ?? '' };
  }

  /** The user's card payments of any of these orders that are neither paid nor cancelled. */
  private openAttempts(user: RequestUser, ids: number[]): Promise<OrderPaymentRow[]> {
    return this.db
      .select()
      .from(orderPayments)
      .where(
        and(
          eq(orderPayments.userId, user.id),
          eq(orderPayments.kind, 'card'),
          inArray(orderPayments.status, ['created', 'failed']),
          sql`${orderPayments.orderIds} && ARRAY[${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )}]::integer[]`,
        ),
      );
  }

  /** Each new payment of the same orders needs its own idempotency key: a cancelled one cannot be paid again. */
  private async attemptsSoFar(user: RequestUser, ids: number[]): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orderPayments)
      .where(
        and(
          eq(orderPayments.userId, user.id),
          sql`${orderPayments.orderIds} = ARRAY[${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )}]::integer[]`,
        ),
      );
    return Number(row?.n ?? 0);
  }

  private async pendingOrders(user: RequestUser, ids: number[]): Promise<OrderRow[]> {
    const rows = await this.db
      .select()
      .from(orders)
      .where(and(inArray(orders.id, ids), eq(orders.userId, user.id)));
    if (rows.length !== new Set(ids).size) throw AppError.notFound('Order not found');
    if (rows.some((o) => o.status !== 'pending_payment')) throw AppError.conflict('One of these orders is already paid');
    if (rows.some((o) => o.paymentMethod !== 'EFT' && o.paymentMethod !== 'INV')) {
      throw AppError.conflict('Only bank-transfer and invoice orders are paid here');
    }
    if (new Set(rows.map((o) => o.currency)).size > 1) throw AppError.conflict('Pay orders in one currency together');
    return rows.sort((a, b) => a.id - b.id);
  }
}

function sameIds(a: number[], b: number[]): boolean {
  const sorted = [...a].sort((x, y) => x - y);
  return sorted.length === b.length && sorted.every((id, i) => id === b[i]);
}
