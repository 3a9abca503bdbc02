import { Inject, Injectable } from '@nestjs/common';
import { desc, eq, sql } from 'drizzle-orm';
import { formatDate, formatMoney } from '../../../shared/format.js';
import type { CurrencyCode } from '../../../shared/storefronts.js';
import type { InvoiceView, OrderView, Paged } from '../../../shared/types/order.js';
import { AppError } from '../../common/app-error.js';
import type { RequestUser } from '../../common/request-user.js';
import { DB } from '../../common/tokens.js';
import type { Db } from '../../db/database.js';
import { type InvoicedOrder, invoicedOrderColumns, userOrdersToJoin } from '../orders/order-reads.js';
import { invoiceNumber } from '../orders/orders.rules.js';
import { OrdersService, storefrontOf } from '../orders/orders.service.js';
import { type PdfLine, renderPdf } from './invoice-pdf.js';
import { invoices } from './invoices.schema.js';

const PAGE_SIZE = 20;

/** The lab that sells, as printed on every invoice. */
const SELLER = {
  AU: ['Pet DNA Lab Pty Ltd', 'ABN 12 345 678 901', '1 Research Way, Bundoora VIC 3083, Australia'],
  US_EU: ['Pet DNA Lab Europe B.V.', 'VAT NL123456789B01', 'Science Park 101, 1098 XG Amsterdam, Netherlands'],
} as const;

@Injectable()
export class InvoicesService {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly orders: OrdersService,
  ) {}

  async list(user: RequestUser, page: number): Promise<Paged<InvoiceView>> {
    await this.orders.claimGuestOrders(user);
    const order = userOrdersToJoin(user.id);
    const [total] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(invoices)
      .innerJoin(order, eq(order.id, invoices.orderId));
    const rows = await this.db
      .select({ invoice: invoices, order: invoicedOrderColumns(order) })
      .from(invoices)
      .innerJoin(order, eq(order.id, invoices.orderId))
      .orderBy(desc(invoices.number))
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE);
    const count = Number(total?.n ?? 0);
    return {
      results: rows.map((r) => this.view(r.invoice, r.order)),
      count,
      next: page * PAGE_SIZE < count ? page + 1 : null,
      previous: page > 1 ? page - 1 : null,
    };
  }

  async one(user: RequestUser, id: number): Promise<InvoiceView & { order: OrderView }> {
    const { invoice, order } = await this.own(user, id);
    return { ...this.view(invoice, order), order: await this.orders.viewById(this.db, order.id) };
  }

  /** What the user still owes on unpaid invoices (bank transfers, clinic invoices), per currency. */
  async total(
    user: RequestUser,
  ): Promise<{ amount: number; currency: string | null; count: number; totals: { currency: string; amount: number }[] }> {
    await this.orders.claimGuestOrders(user);
    const order = userOrdersToJoin(user.id);
    const rows = await this.db
      .select({ currency: order.currency, amount: sql<number>`sum(${order.total})::int`, n: sql<number>`count(*)::int` })
      .from(invoices)
      .innerJoin(order, eq(order.id, invoices.orderId))
      .where(eq(order.status, 'pending_payment'))
      .groupBy(order.currency);
    const first = rows[0];
    return {
      amount: Number(first?.amount ?? 0),
      currency: first?.currency ?? null,
      count: rows.reduce((s, r) => s + Number(r.n), 0),
      totals: rows.map((r) => ({ currency: r.currency, amount: Number(r.amount) })),
    };
  }

  async pdf(user: RequestUser, id: number): Promise<{ filename: string; body: Buffer }> {
    const { invoice } = await this.own(user, id);
    const detail = await this.one(user, invoice.id);
    return { filename: `${detail.number}.pdf`, body: invoicePdf(detail, detail.order) };
  }

  private async own(user: RequestUser, id: number) {
    const order = userOrdersToJoin(user.id);
    const [row] = await this.db
      .select({ invoice: invoices, order: invoicedOrderColumns(order) })
      .from(invoices)
      .innerJoin(order, eq(order.id, invoices.orderId))
      .where(eq(invoices.id, id));
    if (!row) throw AppError.notFound('Invoice not found');
    return row;
  }

  private view(invoice: typeof invoices.$inferSelect, order: InvoicedOrder): InvoiceView {
    return {
      id: invoice.id,
      number: invoiceNumber(invoice.number),
      orderId: order.id,
      orderNumber: order.number,
      issuedAt: invoice.issuedAt.toISOString(),
      status: order.status === 'refunded' ? 'refunded' : order.paidAt ? 'paid' : 'unpaid',
      currency: order.currency,
      total: order.total,
      tax: order.tax,
      taxLabel: order.taxLabel,
      pdfUrl: `/api/my/invoices/${invoice.id}/pdf`,
    };
  }
}

/** The invoice page: seller, buyer, lines, discounts, shipping, tax, total and payment status. */
export function invoicePdf(invoice: InvoiceView, order: OrderView): Buffer {
  const storefront = storefrontOf(order);
  const money = (amount: number) => formatMoney({ amount, currency: order.currency as CurrencyCode }, storefront);
  const seller = order.storefront === 'AU' || order.storefront === 'NZ' ? SELLER.AU : SELLER.US_EU;
  const buyer = order.billingAddress;
  const out: PdfLine[] = [];
  let y = 800;
  const line = (text: string, x = 50, size = 10, bold = false) => out.push({ text, x, y, size, bold });
  line(order.taxIncluded ? 'Tax invoice' : 'Invoice', 50, 18, true);
  line(invoice.number, 400, 12, true);
  y -= 24;
  for (const text of seller) {
    line(text);
    y -= 14;
  }
  y -= 10;
  line('Bill to', 50, 10, true);
  line(`Order ${order.number}`, 350);
  y -= 14;
  const buyerLines = buyer
    ? [
        `${buyer.firstName} ${buyer.lastName}`,
        buyer.address,
        buyer.address2,
        `${buyer.city} ${buyer.state ?? ''} ${buyer.postalCode}`.replace(/\s+/g, ' '),
        buyer.country,
        buyer.email,
      ]
    : [order.email, 'Invoiced to the clinic account'];
  const dates = [
    `Issued ${formatDate(invoice.issuedAt, storefront)}`,
    order.dueAt && !order.paid ? `Due ${formatDate(order.dueAt, storefront)}` : null,
  ];
  for (let i = 0; i < Math.max(buyerLines.length, dates.length); i++) {
    const left = buyerLines[i];
    const right = dates[i];
    if (left) line(left);
    if (right) line(right, 350);
    y -= 14;
  }
  y -= 16;
  line('Item', 50, 10, true);
  line('Qty', 360, 10, true);
  line('Unit price', 400, 10, true);
  line('Amount', 490, 10, true);
  y -= 16;
  for (const l of order.lines) {
    line(l.name.length > 60 ? `${l.name.slice(0, 57)}...` : l.name);
    line(String(l.quantity), 360);
    line(money(l.unitAmount), 400);
    line(money(l.amount), 490);
    y -= 14;
  }
  y -= 10;
  const totals: [string, string][] = [['Subtotal', money(order.subtotal)]];
  if (order.discount) totals.push(['Discount', `-${money(order.discount)}`]);
  if (order.shippingMethod) totals.push([order.shippingMethod, money(order.shipping)]);
  if (order.loyaltyPoints) totals.push([`Loyalty points (${order.loyaltyPoints})`, `-${money(order.loyaltyPoints)}`]);
  totals.push(['Total', money(order.total)]);
  if (order.taxIncluded) totals.push([`Includes ${order.taxLabel} ${order.taxRatePercent}%`, money(order.tax)]);
  else totals.push([`${order.taxLabel}`, 'not charged']);
  for (const [label, value] of totals) {
    line(label, 360, 10, label === 'Total');
    line(value, 490, 10, label === 'Total');
    y -= 14;
  }
  y -= 16;
  const status =
    invoice.status === 'paid'
      ? `Paid ${order.paidAt ? formatDate(order.paidAt, storefront) : ''}`
      : invoice.status === 'refunded'
        ? 'Refunded'
        : 'Unpaid';
  line(`Payment status: ${status}`, 50, 11, true);
  y -= 14;
  if (order.bankDetails) {
    line(`Pay by bank transfer to ${order.bankDetails.accountName}, ${order.bankDetails.bank}`);
    y -= 14;
    line(`${order.bankDetails.lines.map((l) => `${l.label} ${l.value}`).join(' | ')} | Reference ${order.bankDetails.reference}`);
  }
  return renderPdf(out, `Invoice ${invoice.number}`);
}
