import { paths } from '../../../../shared/paths.js';
import { type MailBlock, type MailSite, type RenderedMail, renderMail } from './layout.js';

export interface AdvanceOrderDispatchedMailData {
  firstName: string;
  number: string;
  purchaseOrder: string | null;
  /** The delivery address, one line per part. */
  address: string[];
  trackingNumber: string | null;
  /** "2 × Clinic Sample Collection Kit" with its amount, or "(free)". */
  lines: Array<{ label: string; amount: string }>;
  kitBarcodes: string[];
  /** The clinic invoice the chargeable kits went on; null when every line was free. */
  invoiced: { number: string; total: string; due: string } | null;
}

/** A clinic's supplies order left the lab: where it goes, its tracking number, barcodes and invoice. */
export function advanceOrderDispatchedMail(data: AdvanceOrderDispatchedMailData, site: MailSite): RenderedMail {
  const blocks: MailBlock[] = [
    {
      type: 'paragraph',
      text: `Your supplies order ${data.number}${data.purchaseOrder ? ` (PO ${data.purchaseOrder})` : ''} is on its way to:`,
    },
    { type: 'panel', title: 'Delivery address', lines: data.address },
  ];
  if (data.trackingNumber) blocks.push({ type: 'facts', rows: [['Tracking number', data.trackingNumber]] });
  blocks.push({ type: 'items', rows: data.lines, totals: [] });
  if (data.kitBarcodes.length) {
    blocks.push(
      { type: 'facts', rows: [['Kit barcodes', data.kitBarcodes.join(', ')]] },
      { type: 'paragraph', text: 'Activate each kit online for its patient before you send the sample back.' },
    );
  }
  blocks.push({
    type: 'paragraph',
    text: data.invoiced
      ? `The kits are invoiced to your clinic account as order ${data.invoiced.number} (${data.invoiced.total}, due ${data.invoiced.due}).`
      : 'These supplies are free of charge.',
  });
  blocks.push({ type: 'button', label: 'Your supplies orders', path: paths.orderSupplies });
  return renderMail(
    {
      subject: `Supplies order ${data.number} dispatched`,
      preheader: data.trackingNumber
        ? `On its way, tracking number ${data.trackingNumber}.`
        : `Your supplies order ${data.number} is on its way.`,
      heading: 'Your supplies are on their way',
      recipientName: data.firstName,
      blocks,
      signOff: 'customer care',
      reason: `You received this e-mail because your clinic ordered supplies (${data.number}) from Pet DNA Lab.`,
    },
    site,
  );
}
