import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, gte, ilike, or, type SQL, sql } from 'drizzle-orm';
import { storedPaymentRegion } from '../../../shared/payment-region.js';
import type { StorefrontCode } from '../../../shared/storefronts.js';
import type { AdminOrderView, OrderStatus, Paged } from '../../../shared/types/order.js';
import { requireAdmin } from '../../common/access.rules.js';
import { AppError } from '../../common/app-error.js';
import type { RequestUser } from '../../common/request-user.js';
import { DB } from '../../common/tokens.js';
import type { Db } from '../../db/database.js';
import { AuditService } from '../audit/audit.service.js';
import { CARD_GATEWAY, type CardPaymentGateway, PaymentRejectedError } from '../payments/payment-gateway.js';
import { orderPayments, orders } from './orders.schema.js';
import { type OrderRow, OrdersService } from './orders.service.js';

const PAGE_SIZE = 20;

@Injectable()
export class OrdersAdminService {
  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(CARD_GATEWAY) private readonly cards: CardPaymentGateway,
    private readonly orders: OrdersService,
    private readonly audit: AuditService,
  ) {}

  /** GET /api/admin/orders: newest first, by order number, email or customer name, and status; 20 a page. */
  async list(
    actor: RequestUser | undefined,
    filter: { search?: string; status?: OrderStatus; storefront?: StorefrontCode; from?: string },
    page: number,
  ): Promise<Paged<AdminOrderView>> {
    requireAdmin(actor);
    const conditions: SQL[] = [];
    const { status, storefront, from } = filter;
    const text = filter.search?.trim();
    if (text) {
      const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const byText = or(
        ilike(orders.number, like),
        ilike(orders.email, like),
        ilike(sql`${orders.firstName} || ' ' || ${orders.lastName}`, like),
      );
      if (byText) conditions.push(byText);
    }
    if (status) conditions.push(eq(orders.status, status));
    if (storefront) conditions.push(eq(orders.storefront, storefront));
    if (from) conditions.push(gte(orders.createdAt, new Date(`${from}T00:00:00Z`)));
    const where = conditions.length ? and(...conditions) : undefined;
    const [total] = await this.db.select({ n: sql<number>`count(*)::int` }).from(orders).where(where);
    const rows = await this.db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE);
    const count = Number(total?.n ?? 0);
    return {
      results: await this.adminViews(rows),
      count,
      next: page * PAGE_SIZE < count ? page + 1 : null,
      previous: page > 1 ? page - 1 : null,
    };
  }

  /** POST /api/admin/orders/{id}/mark-paid: a bank transfer arrived, or a clinic settled its invoice. */
  async markPaid(actor: RequestUser | undefined, orderId: number): Promise<AdminOrderView> {
    await this.orders.markPaidManually(orderId, requireAdmin(actor));
    return this.adminView(orderId);
  }

  /**
   * Refunds a card payment through the provider. The order moves to refunded when the provider's refund
   * event arrives (at once in test mode, by webhook from Stripe), through the same listener as payments.
   */
  async refund(actor: RequestUser | undefined, orderId: number, amount: number | undefined): Promise<AdminOrderView> {
    const adminId = requireAdmin(actor).id;
    const [order] = await this.db.select().from(orders).where(eq(orders.id, orderId));
    if (!order) throw AppError.notFound('Order not found');
    if (order.status !== 'paid' && order.status !== 'partially_refunded')
      throw AppError.conflict('Only paid orders can be refunded');
    const [payment] = await this.db
      .select()
      .from(orderPayments)
      .where(and(sql`${order.id} = ANY(${orderPayments.orderIds})`, eq(orderPayments.status, 'succeeded')));
    if (payment?.kind !== 'card') {
      throw AppError.conflict(
        payment?.kind === 'wallet'
          ? 'Refund PayPal payments from the PayPal business account'
          : 'Refund bank transfers from the bank account',
      );
    }
    const remaining = order.total - order.refundedAmount;
    const wanted = amount ?? remaining;
    if (wanted > remaining) throw AppError.conflict(`At most ${remaining} can be refunded`);
    try {
      await this.cards.refund({
        region: storedPaymentRegion(payment.region),
        paymentId: payment.paymentId,
        amount: wanted,
        idempotencyKey: `refund-${order.id}-${order.refundedAmount}-${wanted}-${adminId}`,
      });
    } catch (error) {
      if (error instanceof PaymentRejectedError) throw AppError.conflict(error.message, { code: error.code });
      throw error;
    }
    // The provider took the refund (the order follows with its refund event): the admin's request is audited
    // with the order as it then stands, under the order's lock.
    await this.db.transaction(async (tx) => {
      const [now] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
      await this.audit.record(tx, {
        actorId: adminId,
        entity: 'order',
        entityId: order.id,
        action: 'refund',
        subjectUserId: order.userId,
        before: { number: order.number, status: order.status, refundedAmount: order.refundedAmount },
        after: {
          number: order.number,
          status: now?.status ?? order.status,
          refundedAmount: now?.refundedAmount ?? order.refundedAmount,
          requested: wanted,
          currency: order.currency,
        },
      });
    });
    return this.adminView(order.id);
  }

  private async adminView(orderId: number): Promise<AdminOrderView> {
    const [order] = await this.db.select().from(orders).where(eq(orders.id, orderId));
    if (!order) throw AppError.notFound('Order not found');
    return (await this.adminViews([order]))[0] as AdminOrderView;
  }

  private async adminViews(rows: OrderRow[]): Promise<AdminOrderView[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((o) => o.id);
    const paid = await this.db
      .select({ orderIds: orderPayments.orderIds, kind: orderPayments.kind })
      .from(orderPayments)
      .where(
        and(
          eq(orderPayments.status, 'succeeded'),
          sql`${orderPayments.orderIds} && ARRAY[${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )}]::integer[]`,
        ),
      );
    const views = await this.orders.views(this.db, rows);
    return views.map((view, i) => {
      const row = rows[i] as OrderRow;
      return {
        ...view,
        customerName: `${row.firstName} ${row.lastName}`.trim(),
        refundedAmount: row.refundedAmount,
        paidWith: paid.find((p) => p.orderIds.includes(row.id))?.kind ?? null,
      };
    });
  }
}
