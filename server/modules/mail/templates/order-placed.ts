import { paths } from '../../../../shared/paths.js';
import {
  type BankTransferDetails,
  bankTransferPanel,
  type MailBlock,
  type MailSite,
  type RenderedMail,
  renderMail,
} from './layout.js';

export interface OrderPlacedMailData {
  firstName: string;
  number: string;
  /** Formatted in the order's currency. */
  total: string;
  /** The payment's due date as the storefront writes dates. */
  due: string;
  payment:
    | {
        method: 'EFT';
        bank: BankTransferDetails;
      }
    | { method: 'INV' };
  /** Placed by a signed-in account (its pending orders and invoices are a click away). */
  accountOrder: boolean;
  /** A guest order to an address that has an account: say it is not that account's (docs/decisions/0633). */
  guestNotice?: string;
}

/** An order waiting for its money: the bank transfer to make, or the clinic invoice and when it is due. */
export function orderPlacedMail(data: OrderPlacedMailData, site: MailSite): RenderedMail {
  const blocks: MailBlock[] = [{ type: 'paragraph', text: `Thank you for your order ${data.number}.` }];
  if (data.payment.method === 'EFT') {
    const { bank } = data.payment;
    blocks.push(
      { type: 'paragraph', text: `Please pay ${data.total} by bank transfer by ${data.due}, quoting ${data.number}:` },
      bankTransferPanel(bank),
      { type: 'paragraph', text: 'We post your kits as soon as the transfer arrives.' },
    );
    if (data.accountOrder) blocks.push({ type: 'button', label: 'See your pending orders', path: paths.myPendingOrders });
  } else {
    blocks.push(
      {
        type: 'paragraph',
        text: `The order is invoiced to your clinic account (${data.total}, due ${data.due}). Your kits are posted within one business day.`,
      },
      {
        type: 'facts',
        rows: [
          ['Order', data.number],
          ['Amount due', data.total],
          ['Due by', data.due],
        ],
      },
    );
    if (data.accountOrder) blocks.push({ type: 'button', label: 'See your invoices', path: paths.myInvoices });
  }
  if (data.guestNotice) blocks.push({ type: 'notice', text: data.guestNotice });
  return renderMail(
    {
      subject: `Order ${data.number} received`,
      preheader:
        data.payment.method === 'EFT'
          ? `Pay ${data.total} by bank transfer by ${data.due}, quoting ${data.number}.`
          : `Invoiced to your clinic account: ${data.total}, due ${data.due}.`,
      heading: data.payment.method === 'EFT' ? 'Your order is waiting for your transfer' : 'Your order is invoiced',
      recipientName: data.firstName || 'customer',
      blocks,
      signOff: 'customer care',
      reason: `You received this e-mail because order ${data.number} was placed at Pet DNA Lab with this address.`,
    },
    site,
  );
}
