import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { formatMoney } from '../../../shared/format.js';
import { paymentRegionFor, storedPaymentRegion } from '../../../shared/payment-region.js';
import type { SampleCollector } from '../../../shared/sample-collector.js';
import { type CurrencyCode, isStorefrontCode } from '../../../shared/storefronts.js';
import { TAX_RULES } from '../../../shared/tax.js';
import type { OrderAddress, OrderStatus, OrderView } from '../../../shared/types/order.js';
import { AppError } from '../../common/app-error.js';
import type { RequestUser } from '../../common/request-user.js';
import { APP_CONFIG, DB } from '../../common/tokens.js';
import type { AppConfig } from '../../config/config.js';
import type { Db, DbExecutor } from '../../db/database.js';
import { AuditService } from '../audit/audit.service.js';
import { UsersService } from '../auth/users.service.js';
import { computeTotals, pointsEarned } from '../cart/cart.rules.js';
import { CartService } from '../cart/cart.service.js';
import { LoyaltyService } from '../cart/loyalty.service.js';
import { invoicesOfOrders, issueInvoice } from '../invoices/invoice-records.js';
import { MailService } from '../mail/mail.service.js';
import { orderPaidMail } from '../mail/templates/order-paid.js';
import {
  type PaymentEventsListener,
  PaymentEventsService,
  type RecordedPaymentEvent,
} from '../payments/payment-events.service.js';
import {
  bankDetailsFor,
  type FulfilmentLine,
  fulfilmentOf,
  GUEST_ORDER_JOINS_ONCE,
  isOverdue,
  orderMoneyColumns,
  orderNumber,
  PAYMENT_TERMS_DAYS,
  refuseOrderMove,
} from './orders.rules.js';
import { orderHistory, orderLines, orderPayments, orders } from './orders.schema.js';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type OrderPaymentRow = typeof orderPayments.$inferSelect;

const DAY_MS = 24 * 60 * 60_000;

/** An order invoiced to a clinic account for lines its caller has priced (advance orders at dispatch). */
export interface InvoicedOrderInput {
  idempotencyKey: string;
  user: { id: number; email: string; firstName: string; lastName: string; userType: string };
  storefront: string;
  currency: string;
  lines: Array<{
    productId: number;
    name: string;
    kind: string;
    typeId: number;
    categoryId: number;
    unitAmount: number;
    quantity: number;
    note: string | null;
  }>;
  reason: string;
  actorId?: number;
}

/**
 * What a paid order sets in motion outside the shop: kits allocated with barcodes, multi-pack credits
 * added to the buyer's test-kit balance. The kits module implements it (docs/decisions/0500, 0604); it
 * runs inside the transaction that marks the order paid.
 */
export interface OrderFulfilment {
  fulfil(
    tx: DbExecutor,
    order: {
      id: number;
      number: string;
      userId: number;
      kits: number[][];
      credits: Map<number, number>;
      collector: SampleCollector | null;
    },
  ): Promise<void>;
}

/** Orders after checkout: paid by provider events, their views, history, invoices and fulfilment. */
@Injectable()
export class OrdersService implements PaymentEventsListener, OnModuleInit {
  private fulfilment: OrderFulfilment | undefined;

  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly events: PaymentEventsService,
    private readonly carts: CartService,
    private readonly loyalty: LoyaltyService,
    private readonly mail: MailService,
    private readonly users: UsersService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly audit: AuditService,
  ) {}

  onModuleInit(): void {
    this.events.subscribe(this);
    this.carts.useOrderGate({ hasOverduePayments: (executor, userId) => this.hasOverduePayments(executor, userId) });
  }

  /** An order for its owner, or for the guest holding the cart session it was placed from; anyone else 404. */
  async viewFor(user: RequestUser | undefined, id: number, sessionId: string | undefined): Promise<OrderView> {
    const [row] = await this.db
      .select({ userId: orders.userId, cartSessionId: orders.cartSessionId })
      .from(orders)
      .where(eq(orders.id, id));
    const mine =
      row && (row.userId !== null ? row.userId === user?.id : sessionId !== undefined && row.cartSessionId === sessionId);
    if (!mine) throw AppError.notFound('Order not found');
    return this.viewById(this.db, id);
  }

  useFulfilment(fulfilment: OrderFulfilment): void {
    this.fulfilment = fulfilment;
  }

  async hasOverduePayments(executor: DbExecutor, userId: number): Promise<boolean> {
    const unpaid = await executor
      .select({ dueAt: orders.dueAt })
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.status, 'pending_payment')));
    const now = new Date();
    return unpaid.some((o) => isOverdue({ dueAt: o.dueAt, paid: false }, now));
  }

  /** The seam of docs/decisions/0402: a payment that has just succeeded pays its orders, in the event's transaction. */
  async onPaymentEvent(tx: DbExecutor, event: RecordedPaymentEvent): Promise<void> {
    if (event.current === event.previous) return;
    const [payment] = await tx
      .select()
      .from(orderPayments)
      .where(and(eq(orderPayments.provider, event.provider), eq(orderPayments.paymentId, event.objectId)));
    if (!payment) return;
    if (event.current === 'succeeded') await this.payOrders(tx, payment, `Paid (${event.provider} ${event.type})`);
    else if (event.current === 'refunded' || event.current === 'partially_refunded') {
      const refunded = Number((event.payload as { amount_refunded?: number }).amount_refunded ?? 0);
      await this.recordRefund(tx, payment, event.current, refunded);
    } else if (event.current === 'failed') {
      // Only an open payment fails: a late notice never reopens one that was cancelled or paid.
      await tx
        .update(orderPayments)
        .set({ status: 'failed' })
        .where(and(eq(orderPayments.id, payment.id), eq(orderPayments.status, 'created')));
    } else if (event.current === 'canceled') {
      await this.returnHeldPoints(tx, payment.id);
    }
  }

  /**
   * A payment that can never be paid any more gives back the loyalty points it held, exactly once: the
   * move to `canceled` is conditional, so the sweep and the provider's cancel event cannot both return
   * them, and a paid payment never moves (docs/decisions/0612).
   */
  async returnHeldPoints(tx: DbExecutor, paymentId: number): Promise<boolean> {
    const [released] = await tx
      .update(orderPayments)
      .set({ status: 'canceled' })
      .where(and(eq(orderPayments.id, paymentId), inArray(orderPayments.status, ['created', 'failed', 'canceling'])))
      .returning();
    if (!released?.userId || released.pointsUsed <= 0) return false;
    const numbers = await tx.select({ number: orders.number }).from(orders).where(inArray(orders.id, released.orderIds));
    await this.loyalty.earn(
      tx,
      released.userId,
      released.pointsUsed,
      `Returned: the payment of ${numbers
        .map((o) => o.number)
        .sort()
        .join(', ')} was not completed`,
      null,
    );
    return true;
  }

  /** Marks every order of a payment paid, once: invoice, loyalty points, kits and credits, confirmation e-mail, cart cleared. */
  async payOrders(tx: DbExecutor, payment: OrderPaymentRow, reason: string, actorId?: number): Promise<void> {
    await tx.update(orderPayments).set({ status: 'succeeded' }).where(eq(orderPayments.id, payment.id));
    for (const orderId of payment.orderIds) {
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
      if (order?.status !== 'pending_payment') continue;
      await this.move(tx, order, 'paid', reason, actorId);
      const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id));
      await this.issueInvoice(tx, order.id);
      const points = order.userId ? pointsEarned(order.total) : 0;
      if (order.userId && points > 0) await this.loyalty.earn(tx, order.userId, points, `Order ${order.number}`, order.id);
      await tx.update(orders).set({ paidAt: new Date(), pointsEarned: points }).where(eq(orders.id, order.id));
      if (order.userId !== null) await this.fulfil(tx, { ...order, userId: order.userId }, lines);
      if (order.cartSessionId) await this.carts.clearSession(tx, order.cartSessionId);
      await this.mail.enqueue(tx, this.paidMail(order, lines, points));
    }
  }

  /** Kits and credits for a paid order of an account; a guest's are set in motion when an account claims the order. */
  private async fulfil(tx: DbExecutor, order: OrderRow & { userId: number }, lines: OrderLineRow[]): Promise<void> {
    if (!this.fulfilment) return;
    const { kits, credits } = fulfilmentOf(lines as FulfilmentLine[]);
    await this.fulfilment.fulfil(tx, {
      id: order.id,
      number: order.number,
      userId: order.userId,
      kits,
      credits,
      collector: order.collector ?? null,
    });
  }

  /** Marks the orders of a paid bank transfer (or a vet's settled invoice) paid: an admin action with a history row. */
  async markPaidManually(orderId: number, admin: RequestUser): Promise<OrderView> {
    await this.db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
      if (!order) throw AppError.notFound('Order not found');
      const refusal = refuseOrderMove(order.status, 'paid');
      if (refusal) throw AppError.conflict(refusal);
      if (order.paymentMethod !== 'EFT' && order.paymentMethod !== 'INV') {
        throw AppError.conflict('Only bank transfers and invoices are marked paid by hand');
      }
      const [payment] = await tx
        .insert(orderPayments)
        .values({
          provider: 'manual',
          paymentId: `manual-${order.id}-${Date.now()}`,
          kind: 'manual',
          region: order.region,
          orderIds: [order.id],
          amount: order.total,
          currency: order.currency,
          userId: order.userId,
        })
        .returning();
      if (!payment) throw new Error('Payment insert returned nothing');
      await this.payOrders(tx, payment, `Bank transfer received (marked by ${admin.email})`, admin.id);
      await this.audit.record(tx, {
        actorId: admin.id,
        entity: 'order',
        entityId: order.id,
        action: 'mark-paid',
        subjectUserId: order.userId,
        before: { number: order.number, status: order.status, paymentMethod: order.paymentMethod },
        after: {
          number: order.number,
          status: 'paid',
          payment: payment.paymentId,
          amount: payment.amount,
          currency: payment.currency,
        },
      });
    });
    return this.viewById(this.db, orderId);
  }

  async move(tx: DbExecutor, order: OrderRow, to: OrderStatus, reason: string, actorId?: number): Promise<void> {
    const refusal = refuseOrderMove(order.status, to);
    if (refusal) throw AppError.conflict(refusal);
    await tx.update(orders).set({ status: to, updatedAt: new Date() }).where(eq(orders.id, order.id));
    await tx
      .insert(orderHistory)
      .values({ orderId: order.id, fromStatus: order.status, toStatus: to, reason, actorId: actorId ?? null });
  }

  /**
   * Places an order on account (payment method INV, due in the clinic's 30 days) in the caller's
   * transaction, with the same totals, tax, history and invoice as a vet's checkout. The key makes it
   * once only: asking again returns the order already placed.
   */
  async placeInvoicedOrder(tx: DbExecutor, input: InvoicedOrderInput): Promise<OrderRow> {
    const storefront = storefrontOf(input);
    const totals = computeTotals({
      currency: input.currency,
      subtotal: input.lines.reduce((sum, l) => sum + l.unitAmount * l.quantity, 0),
      discount: 0,
      loyaltyPoints: 0,
      availablePoints: 0,
      shipping: 0,
      tax: TAX_RULES[storefront],
    });
    const now = new Date();
    const [order] = await tx
      .insert(orders)
      .values({
        number: `PENDING-${input.idempotencyKey}`.slice(0, 60),
        idempotencyKey: input.idempotencyKey,
        userId: input.user.id,
        email: input.user.email,
        firstName: input.user.firstName,
        lastName: input.user.lastName,
        userType: input.user.userType,
        storefront,
        currency: input.currency,
        region: paymentRegionFor(storefront),
        paymentMethod: 'INV',
        status: 'pending_payment',
        ...orderMoneyColumns(totals),
        dueAt: new Date(now.getTime() + PAYMENT_TERMS_DAYS.INV * DAY_MS),
      })
      .onConflictDoNothing({ target: orders.idempotencyKey })
      .returning();
    if (!order) {
      const [placed] = await tx.select().from(orders).where(eq(orders.idempotencyKey, input.idempotencyKey));
      if (!placed) throw new Error('Invoiced order neither inserted nor found');
      return placed;
    }
    const number = orderNumber(order.id);
    await tx.update(orders).set({ number }).where(eq(orders.id, order.id));
    await tx.insert(orderLines).values(
      input.lines.map((l) => ({
        orderId: order.id,
        productId: l.productId,
        name: l.name,
        kind: l.kind,
        typeId: l.typeId,
        categoryId: l.categoryId,
        kitCount: null,
        unitAmount: l.unitAmount,
        quantity: l.quantity,
        amount: l.unitAmount * l.quantity,
        note: l.note,
      })),
    );
    await tx.insert(orderHistory).values({
      orderId: order.id,
      fromStatus: null,
      toStatus: 'pending_payment',
      reason: input.reason,
      actorId: input.actorId ?? null,
    });
    await this.issueInvoice(tx, order.id);
    return { ...order, number };
  }

  /**
   * The order's invoice, numbered from invoices' gap-free sequence in the caller's transaction (a rollback gives
   * the number back); an order already invoiced keeps its invoice (docs/decisions/0062).
   */
  issueInvoice(tx: DbExecutor, orderId: number): Promise<number> {
    return issueInvoice(tx, orderId);
  }

  /**
   * Paid guest orders placed with a confirmed account's email become that account's (seen after
   * registering); an unpaid one never does (docs/decisions/0633).
   */
  async claimGuestOrders(user: RequestUser): Promise<void> {
    const row = await this.users.findById(user.id);
    if (!row?.emailConfirmedAt) return;
    await this.db.transaction(async (tx) => {
      const claimed = await tx
        .update(orders)
        .set({ userId: user.id })
        .where(
          and(
            isNull(orders.userId),
            sql`lower(${orders.email}) = ${user.email.toLowerCase()}`,
            inArray(orders.status, [...GUEST_ORDER_JOINS_ONCE]),
          ),
        )
        .returning();
      for (const order of claimed) {
        if (order.status !== 'paid') continue;
        const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id));
        await this.fulfil(tx, { ...order, userId: user.id }, lines);
      }
    });
  }

  async viewById(executor: DbExecutor, id: number): Promise<OrderView> {
    const [order] = await executor.select().from(orders).where(eq(orders.id, id));
    if (!order) throw AppError.notFound('Order not found');
    return (await this.views(executor, [order]))[0] as OrderView;
  }

  async views(executor: DbExecutor, rows: OrderRow[]): Promise<OrderView[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((o) => o.id);
    const lines = await executor.select().from(orderLines).where(inArray(orderLines.orderId, ids)).orderBy(asc(orderLines.id));
    const invoiceRows = await invoicesOfOrders(executor, ids);
    return rows.map((order) => ({
      id: order.id,
      number: order.number,
      status: order.status,
      paid: order.paidAt !== null,
      paymentMethod: order.paymentMethod,
      email: order.email,
      storefront: order.storefront,
      currency: order.currency,
      subtotal: order.subtotal,
      discount: order.discount,
      loyaltyPoints: order.loyaltyPoints,
      shipping: order.shipping,
      total: order.total,
      tax: order.tax,
      taxLabel: order.taxLabel,
      taxRatePercent: order.taxRatePercent,
      taxIncluded: order.taxIncluded,
      shippingMethod: order.shippingMethod,
      lines: lines
        .filter((l) => l.orderId === order.id)
        .map((l) => ({
          productId: l.productId,
          name: l.name,
          quantity: l.quantity,
          unitAmount: l.unitAmount,
          amount: l.amount,
          note: l.note,
          tests: l.metaData.customProfileTests ?? null,
        })),
      billingAddress: order.billingAddress ?? null,
      shippingAddress: order.shippingAddress ?? null,
      dueAt: order.dueAt?.toISOString() ?? null,
      paidAt: order.paidAt?.toISOString() ?? null,
      createdAt: order.createdAt.toISOString(),
      invoiceId: invoiceRows.find((i) => i.orderId === order.id)?.id ?? null,
      bankDetails:
        order.paymentMethod === 'EFT' && order.status === 'pending_payment'
          ? bankDetailsFor(storedPaymentRegion(order.region), order.storefront, order.number)
          : null,
    }));
  }

  /** The addresses the user has ordered to, newest first, without repeats. */
  async addressesOf(user: RequestUser): Promise<OrderAddress[]> {
    const rows = await this.db
      .select({ billing: orders.billingAddress, shipping: orders.shippingAddress })
      .from(orders)
      .where(eq(orders.userId, user.id))
      .orderBy(desc(orders.createdAt))
      .limit(50);
    const seen = new Map<string, OrderAddress>();
    for (const row of rows) {
      for (const address of [row.shipping, row.billing]) {
        if (!address) continue;
        const key = [address.address, address.city, address.postalCode, address.country, address.firstName, address.lastName]
          .join('|')
          .toLowerCase();
        if (!seen.has(key)) seen.set(key, address);
      }
    }
    return [...seen.values()];
  }

  async ordersOf(userId: number, where: { paid?: boolean; pendingOnly?: boolean }, page: number, size: number) {
    const conditions = [eq(orders.userId, userId)];
    if (where.paid === true) conditions.push(sql`${orders.paidAt} IS NOT NULL`);
    if (where.paid === false || where.pendingOnly) conditions.push(eq(orders.status, 'pending_payment'));
    if (where.pendingOnly) conditions.push(inArray(orders.paymentMethod, ['EFT', 'INV']));
    const [total] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(and(...conditions));
    const rows = await this.db
      .select()
      .from(orders)
      .where(and(...conditions))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(size)
      .offset((page - 1) * size);
    const count = Number(total?.n ?? 0);
    return {
      results: await this.views(this.db, rows),
      count,
      next: page * size < count ? page + 1 : null,
      previous: page > 1 ? page - 1 : null,
    };
  }

  private async recordRefund(
    tx: DbExecutor,
    payment: OrderPaymentRow,
    outcome: 'refunded' | 'partially_refunded',
    refunded: number,
  ) {
    for (const orderId of payment.orderIds) {
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
      if (!order || (order.status !== 'paid' && order.status !== 'partially_refunded')) continue;
      const amount = outcome === 'refunded' ? order.total : Math.min(order.total, refunded);
      await this.move(
        tx,
        order,
        outcome,
        `Refund of ${formatMoney({ amount, currency: order.currency as CurrencyCode }, storefrontOf(order))}`,
      );
      await tx.update(orders).set({ refundedAmount: amount }).where(eq(orders.id, order.id));
    }
  }

  private paidMail(order: OrderRow, lines: OrderLineRow[], points: number) {
    const storefront = storefrontOf(order);
    const money = (amount: number) => formatMoney({ amount, currency: order.currency as CurrencyCode }, storefront);
    const adjustments = [
      order.discount ? { label: 'Discount', amount: `−${money(order.discount)}` } : undefined,
      order.loyaltyPoints ? { label: 'Loyalty points used', amount: `−${money(order.loyaltyPoints)}` } : undefined,
      order.shippingMethod ? { label: order.shippingMethod, amount: money(order.shipping) } : undefined,
    ].filter((line) => line !== undefined);
    return {
      to: order.email,
      kind: 'order-paid',
      ...orderPaidMail(
        {
          firstName: order.firstName,
          number: order.number,
          total: money(order.total),
          lines: lines.map((l) => ({ label: `${l.quantity} × ${l.name}`, amount: money(l.amount) })),
          adjustments,
          includedTax: order.taxIncluded && order.tax ? { label: order.taxLabel, amount: money(order.tax) } : undefined,
          pointsEarned: points,
          accountOrder: order.userId !== null,
        },
        this.config,
      ),
    };
  }
}

export function storefrontOf(order: { storefront: string }) {
  return isStorefrontCode(order.storefront) ? order.storefront : 'US';
}
