import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { DailySalesRow } from '../../../shared/back-office.js';
import type { CustomerInvoice, CustomerOrder, CustomerPayment, StorefrontSales } from '../../../shared/types/back-office.js';
import { DB } from '../../common/tokens.js';
import type { Db } from '../../db/database.js';
import { invoicesToJoin } from '../invoices/invoice-records.js';
import { orderPayments, orders } from './orders.schema.js';

/** Orders whose money counts as revenue: paid, whether or not part of it went back later. */
const EARNING = ['paid', 'partially_refunded'] as const;

/** What the back office reads about orders: the dashboard's figures and one customer's history. */
@Injectable()
export class OrdersReportingService {
  constructor(@Inject(DB) private readonly db: Db) {}

  /** Orders placed since `since` and the revenue of those paid, per storefront in its own currency. */
  async salesSince(since: Date): Promise<StorefrontSales[]> {
    const rows = await this.db
      .select({
        storefront: orders.storefront,
        currency: orders.currency,
        orders: sql<number>`count(*)::int`,
        revenue: sql<number>`coalesce(sum(case when ${inArray(orders.status, [...EARNING])} then ${orders.total} - ${orders.refundedAmount} else 0 end), 0)::int`,
      })
      .from(orders)
      .where(gte(orders.createdAt, since))
      .groupBy(orders.storefront, orders.currency)
      .orderBy(asc(orders.storefront), asc(orders.currency));
    return rows.map((row) => ({ ...row, orders: Number(row.orders), revenue: Number(row.revenue) }));
  }

  /** Orders placed and revenue of those paid, per storefront and UTC day since `since` (days with none absent). */
  async dailySalesSince(since: Date): Promise<DailySalesRow[]> {
    const day = sql<string>`to_char(${orders.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
    const rows = await this.db
      .select({
        storefront: orders.storefront,
        currency: orders.currency,
        day,
        orders: sql<number>`count(*)::int`,
        revenue: sql<number>`coalesce(sum(case when ${inArray(orders.status, [...EARNING])} then ${orders.total} - ${orders.refundedAmount} else 0 end), 0)::int`,
      })
      .from(orders)
      .where(gte(orders.createdAt, since))
      .groupBy(orders.storefront, orders.currency, day);
    return rows.map((row) => ({ ...row, orders: Number(row.orders), revenue: Number(row.revenue) }));
  }

  /** Bank-transfer orders still waiting for their money. */
  async pendingBankTransfers(): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(and(eq(orders.paymentMethod, 'EFT'), eq(orders.status, 'pending_payment')));
    return Number(row?.n ?? 0);
  }

  async ordersOf(userId: number): Promise<CustomerOrder[]> {
    const rows = await this.db
      .select()
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(100);
    return rows.map((row) => ({
      id: row.id,
      number: row.number,
      status: row.status,
      paymentMethod: row.paymentMethod,
      storefront: row.storefront,
      currency: row.currency,
      total: row.total,
      createdAt: row.createdAt.toISOString(),
      paidAt: row.paidAt?.toISOString() ?? null,
    }));
  }

  async paymentsOf(userId: number): Promise<CustomerPayment[]> {
    const rows = await this.db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.userId, userId))
      .orderBy(desc(orderPayments.createdAt), desc(orderPayments.id))
      .limit(100);
    return rows.map((row) => ({
      id: row.id,
      provider: row.provider,
      kind: row.kind,
      status: row.status,
      amount: row.amount,
      currency: row.currency,
      orderIds: row.orderIds,
      createdAt: row.createdAt.toISOString(),
    }));
  }

  async invoicesOf(userId: number): Promise<CustomerInvoice[]> {
    const invoice = invoicesToJoin();
    const rows = await this.db
      .select({ number: invoice.number, orderId: invoice.orderId, orderNumber: orders.number, issuedAt: invoice.issuedAt })
      .from(invoice)
      .innerJoin(orders, eq(orders.id, invoice.orderId))
      .where(eq(orders.userId, userId))
      .orderBy(desc(invoice.issuedAt))
      .limit(100);
    return rows.map((row) => ({ ...row, issuedAt: row.issuedAt.toISOString() }));
  }
}
