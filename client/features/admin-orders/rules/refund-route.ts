import type { AdminOrderView } from '../../../../shared/types/order.js';

/**
 * How a paid order's money goes back. Card payments the shop took itself are refunded from the orders
 * page; everything else where it was paid: PayPal in PayPal, bank transfers and clinic invoices by bank,
 * and card orders with no payment of the shop's own (imported and demo orders) at the card provider.
 */
/** 'here', or the hint to show instead of a Refund button. */
export function refundRoute(order: Pick<AdminOrderView, 'paidWith' | 'paymentMethod'>): string {
  if (order.paidWith === 'card') return 'here';
  if (order.paidWith === 'wallet' || order.paymentMethod === 'P') return 'Refund in PayPal';
  if (order.paymentMethod === 'C' || order.paymentMethod === 'A') return 'Refund at the card provider';
  return 'Refund by bank transfer';
}
