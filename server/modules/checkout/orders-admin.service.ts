import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { OrderStatus, OrderView, Paged } from '../../../shared/types/order.js';
import { AppError } from '../../common/app-error.js';
import { DB } from '../../common/tokens.js';
import type { Db } from '../../db/database.js';
import { CARD_GATEWAY, type CardPaymentGateway, PaymentRejectedError } from '../payments/payment-gateway.js';
import { orderPayments, orders } from './checkout.schema.js';
import { OrdersService } from './orders.service.js';

const PAGE_SIZE = 20;

@Injectable()
export class OrdersAdminService {
  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(CARD_GATEWAY) private readonly cards: CardPaymentGateway,
    private readonly orders: OrdersService,
  ) {}

  async list(search: string | undefined, status: string | undefined, page: number): Promise<Paged<OrderView>> {
    const conditions: SQL[] = [];
    const text = search?.trim();
    if (text) {
      const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const byText = or(
        ilike(orders.number, like),
        ilike(orders.email, like),
        ilike(sql`${orders.firstName} || ' ' || ${orders.lastName}`, like),
      );
      if (byText) conditions.push(byText);
    }
    if (status) conditions.push(eq(orders.status, status as OrderStatus));
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
      results: await this.orders.views(this.db, rows),
      count,
      next: page * PAGE_SIZE < count ? page + 1 : null,
      previous: page > 1 ? page - 1 : null,
    };
  }

  /**
   * Refunds a card payment through the provider. The order moves to refunded when the provider's refund
   * event arrives (at once in test mode, by webhook from Stripe), through the same listener as payments.
   */
  async refund(orderId: number, amount: number | undefined, adminId: number): Promise<OrderView> {
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
        region: payment.region === 'AU' ? 'AU' : 'US_EU',
        paymentId: payment.paymentId,
        amount: wanted,
        idempotencyKey: `refund-${order.id}-${order.refundedAmount}-${wanted}-${adminId}`,
      });
    } catch (error) {
      if (error instanceof PaymentRejectedError) throw AppError.conflict(error.message, { code: error.code });
      throw error;
    }
    return this.orders.viewById(this.db, order.id);
  }
}
