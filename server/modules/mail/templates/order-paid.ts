import { paths } from '../../../../shared/paths.js';
import { type MailBlock, type MailSite, type RenderedMail, renderMail } from './layout.js';

export interface OrderPaidMailData {
  firstName: string;
  number: string;
  /** Formatted in the order's currency, as are the amounts below. */
  total: string;
  lines: Array<{ label: string; amount: string }>;
  /** Discount, points, shipping: the lines between the products and the total. */
  adjustments: Array<{ label: string; amount: string }>;
  /** The tax the total includes ("GST", "A$23.41"), when the prices include tax. */
  includedTax?: { label: string; amount: string };
  pointsEarned: number;
  accountOrder: boolean;
}

/** The order confirmation: the payment arrived, what was bought, and what happens next. */
export function orderPaidMail(data: OrderPaidMailData, site: MailSite): RenderedMail {
  const blocks: MailBlock[] = [
    { type: 'paragraph', text: `Thank you for your order ${data.number}. We have received your payment of ${data.total}.` },
    {
      type: 'items',
      rows: data.lines,
      totals: [
        ...data.adjustments,
        { label: 'Total', amount: data.total, strong: true },
        ...(data.includedTax ? [{ label: `Includes ${data.includedTax.label}`, amount: data.includedTax.amount }] : []),
      ],
    },
  ];
  if (data.pointsEarned) blocks.push({ type: 'paragraph', text: `You earned ${data.pointsEarned} loyalty points.` });
  blocks.push(
    {
      type: 'paragraph',
      text: 'Your sample collection kits are posted within one business day. Activate each kit online with its barcode before you send the sample back.',
    },
    { type: 'button', label: 'Activate a kit', path: paths.activate },
  );
  if (data.accountOrder) blocks.push({ type: 'link', label: 'Your orders', path: paths.myOrders });
  return renderMail(
    {
      subject: `Order ${data.number} confirmed`,
      preheader: `We have received your payment of ${data.total}. Your kits are posted within one business day.`,
      heading: 'Your order is confirmed',
      recipientName: data.firstName || 'customer',
      blocks,
      signOff: 'customer care',
      reason: `You received this e-mail because order ${data.number} was placed and paid at Pet DNA Lab with this address.`,
    },
    site,
  );
}
