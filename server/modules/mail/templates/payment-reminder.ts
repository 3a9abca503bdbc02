import { paths } from '../../../../shared/paths.js';
import {
  type BankTransferDetails,
  bankTransferPanel,
  type MailBlock,
  type MailSite,
  type RenderedMail,
  renderMail,
} from './layout.js';

export interface PaymentReminderMailData {
  firstName: string;
  number: string;
  /** "due-soon": three days or less before the due date; "overdue": the due date has passed (0930). */
  stage: 'due-soon' | 'overdue';
  method: 'EFT' | 'INV';
  /** Formatted in the order's currency. */
  total: string;
  /** The due date as the storefront writes dates. */
  due: string;
  bank: BankTransferDetails;
  /** Placed by a signed-in account: it can pay online from its pending orders. */
  accountOrder: boolean;
}

/** "Invoices due": an unpaid bank-transfer or invoice order, what is owed, by when, and how to pay it. */
export function paymentReminderMail(data: PaymentReminderMailData, site: MailSite): RenderedMail {
  const what = data.method === 'INV' ? `The invoice for order ${data.number}` : `Payment for order ${data.number}`;
  const overdue = data.stage === 'overdue';
  const { bank } = data;
  const blocks: MailBlock[] = [
    {
      type: 'paragraph',
      text: overdue
        ? `${what} was due on ${data.due} and we have not received it yet. Please pay ${data.total} as soon as you can.`
        : `${what} is due on ${data.due}. Please pay ${data.total} by then.`,
    },
    {
      type: 'facts',
      rows: [
        ['Order', data.number],
        ['Amount due', data.total],
        [overdue ? 'Was due' : 'Due by', data.due],
      ],
    },
    { type: 'paragraph', text: `To pay by bank transfer, quote ${bank.reference}:` },
    bankTransferPanel(bank),
  ];
  if (data.accountOrder) {
    blocks.push(
      { type: 'paragraph', text: 'Or pay by card from your pending orders, several orders at once if you like.' },
      { type: 'button', label: 'Pay your pending orders', path: paths.myPendingOrders },
    );
  }
  blocks.push({ type: 'notice', text: 'If you have paid in the last few days, thank you, and please ignore this reminder.' });
  return renderMail(
    {
      subject: overdue ? `Payment overdue: order ${data.number}` : `Payment due ${data.due}: order ${data.number}`,
      preheader: overdue
        ? `${data.total} for order ${data.number} was due on ${data.due}.`
        : `${data.total} for order ${data.number} is due on ${data.due}.`,
      heading: overdue ? 'Your payment is overdue' : 'Your payment is due soon',
      recipientName: data.firstName || 'customer',
      blocks,
      signOff: 'customer care',
      reason: `You received this e-mail because order ${data.number} at Pet DNA Lab is not paid yet.`,
    },
    site,
  );
}
