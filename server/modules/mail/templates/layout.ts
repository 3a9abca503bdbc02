import { LAB } from '../../../../shared/lab.js';
import { paths } from '../../../../shared/paths.js';

/**
 * Every e-mail the shop sends is written once as a list of blocks and rendered twice: a designed HTML
 * part (table layout, inline styles, the lab's colours) and a plain-text part with the same words.
 * Templates hand over plain strings and site paths only: this file escapes every value and makes every
 * link absolute to the storefront, so no template can forget either (docs/decisions/0880).
 */
export type MailBlock =
  | { type: 'paragraph'; text: string }
  /** A call to action; `showUrl` prints the address under it too, for links people may need to copy. */
  | { type: 'button'; label: string; path: string; showUrl?: boolean }
  /** A quieter link on its own line (the sample tracker, the list of orders). */
  | { type: 'link'; label: string; path: string }
  /** Label and value pairs (a barcode, a reference, a due date). */
  | { type: 'facts'; rows: Array<readonly [label: string, value: string]> }
  /** Priced lines with the totals under them. */
  | {
      type: 'items';
      rows: Array<{ label: string; amount: string }>;
      totals: Array<{ label: string; amount: string; strong?: boolean }>;
    }
  /** A boxed set of lines: bank details, a delivery address, the customer's own message. */
  | { type: 'panel'; title: string; lines: string[] }
  /** A quieter note set apart from the text (e.g. "this order is not part of your account"). */
  | { type: 'notice'; text: string };

/** The lab's bank account as a mail shows it, with the reference the transfer must quote. */
export interface BankTransferDetails {
  accountName: string;
  bank: string;
  lines: Array<{ label: string; value: string }>;
  reference: string;
}

/** The boxed bank details of a transfer to make (an order placed, a reminder that it is due). */
export function bankTransferPanel(bank: BankTransferDetails): MailBlock {
  return {
    type: 'panel',
    title: 'Bank transfer details',
    lines: [
      `${bank.accountName}, ${bank.bank}`,
      ...bank.lines.map((l) => `${l.label}: ${l.value}`),
      `Reference: ${bank.reference}`,
    ],
  };
}

export type SignOff = 'customer care' | 'laboratory team';

export interface MailContent {
  subject: string;
  /** The line mail clients show beside the subject in the inbox. */
  preheader: string;
  heading: string;
  /** Whom the mail addresses ("Dear Jo,"). */
  recipientName: string;
  blocks: MailBlock[];
  signOff: SignOff;
  /** Why this person got this mail, at the foot. */
  reason: string;
}

export interface MailSite {
  /** The storefront's origin, without a trailing slash; every link starts with it. */
  publicUrl: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** The paw mark beside the wordmark (client/public); served to other origins too, for mail clients (0880). */
export const MAIL_LOGO_PATH = '/mail-logo.png';

const COLOUR = {
  brand: '#c2185b',
  brandSoft: '#fce4ec',
  ink: '#1d1d29',
  muted: '#5b5b6b',
  line: '#e4e2ea',
  canvas: '#f7f6fa',
  surface: '#ffffff',
};
const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** A site path made absolute; anything but a path on this site is refused, so no mail links elsewhere. */
export function absoluteUrl(site: MailSite, path: string): string {
  if (!path.startsWith('/') || path.startsWith('//')) throw new Error(`A mail links only to a path of the shop, not ${path}`);
  return `${site.publicUrl}${path}`;
}

export function renderMail(content: MailContent, site: MailSite): RenderedMail {
  return { subject: content.subject, text: renderText(content, site), html: renderHtml(content, site) };
}

function renderText(content: MailContent, site: MailSite): string {
  const parts: string[] = [content.heading, `Dear ${content.recipientName},`];
  for (const block of content.blocks) {
    switch (block.type) {
      case 'paragraph':
      case 'notice':
        parts.push(block.text);
        break;
      case 'button':
      case 'link':
        parts.push(`${block.label}: ${absoluteUrl(site, block.path)}`);
        break;
      case 'facts':
        parts.push(block.rows.map(([label, value]) => `${label}: ${value}`).join('\n'));
        break;
      case 'items':
        parts.push(
          [
            ...block.rows.map((row) => `${row.label}: ${row.amount}`),
            ...block.totals.map((row) => `${row.label}: ${row.amount}`),
          ].join('\n'),
        );
        break;
      case 'panel':
        parts.push([block.title, ...block.lines].join('\n'));
        break;
    }
  }
  parts.push(`${LAB.name} ${content.signOff}`);
  parts.push(
    [
      '--',
      content.reason,
      `${LAB.name} · ${LAB.address}`,
      absoluteUrl(site, paths.home),
      `Contact customer care: ${absoluteUrl(site, paths.contactUs)}`,
    ].join('\n'),
  );
  return `${parts.join('\n\n')}\n`;
}

const text = (style: string) => `font-family:${FONT};color:${COLOUR.ink};${style}`;

function paragraphHtml(value: string, style = 'margin:0 0 16px;font-size:16px;line-height:1.55;'): string {
  return `<p style="${text(style)}">${escapeHtml(value)}</p>`;
}

function blockHtml(block: MailBlock, site: MailSite): string {
  switch (block.type) {
    case 'paragraph':
      return paragraphHtml(block.text);
    case 'notice':
      return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px;"><tr><td style="${text(
        `padding:12px 14px;background:${COLOUR.canvas};border-left:4px solid ${COLOUR.muted};font-size:14px;line-height:1.5;color:${COLOUR.muted};`,
      )}">${escapeHtml(block.text)}</td></tr></table>`;
    case 'button': {
      const url = escapeHtml(absoluteUrl(site, block.path));
      const button = `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 20px;"><tr><td style="border-radius:8px;background:${COLOUR.brand};"><a href="${url}" style="display:inline-block;padding:12px 22px;font-family:${FONT};font-size:16px;font-weight:700;line-height:1.2;color:#ffffff;text-decoration:none;border-radius:8px;">${escapeHtml(block.label)}</a></td></tr></table>`;
      if (!block.showUrl) return button;
      return `${button}${`<p style="${text(`margin:-8px 0 20px;font-size:13px;line-height:1.5;color:${COLOUR.muted};`)}">If the button does not open, copy this address into your browser:<br><a href="${url}" style="color:${COLOUR.brand};word-break:break-all;">${url}</a></p>`}`;
    }
    case 'link':
      return `<p style="${text('margin:0 0 16px;font-size:15px;line-height:1.55;')}"><a href="${escapeHtml(absoluteUrl(site, block.path))}" style="color:${COLOUR.brand};font-weight:600;">${escapeHtml(block.label)}</a></p>`;
    case 'facts':
      return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 20px;border-top:1px solid ${COLOUR.line};">${block.rows
        .map(
          ([label, value]) =>
            `<tr><td valign="top" style="${text(`padding:8px 12px 8px 0;width:40%;font-size:14px;line-height:1.4;color:${COLOUR.muted};border-bottom:1px solid ${COLOUR.line};`)}">${escapeHtml(label)}</td><td valign="top" style="${text(`padding:8px 0;font-size:15px;line-height:1.4;font-weight:600;word-break:break-word;border-bottom:1px solid ${COLOUR.line};`)}">${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`;
    case 'items': {
      const row = (label: string, amount: string, cell: string) =>
        `<tr><td valign="top" style="${text(`padding:8px 12px 8px 0;font-size:15px;line-height:1.4;${cell}`)}">${escapeHtml(label)}</td><td valign="top" align="right" style="${text(`padding:8px 0;font-size:15px;line-height:1.4;white-space:nowrap;${cell}`)}">${escapeHtml(amount)}</td></tr>`;
      return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 20px;">${[
        ...block.rows.map((r) => row(r.label, r.amount, `border-bottom:1px solid ${COLOUR.line};`)),
        ...block.totals.map((r) =>
          row(
            r.label,
            r.amount,
            r.strong ? `font-weight:700;font-size:16px;border-top:2px solid ${COLOUR.ink};` : `color:${COLOUR.muted};`,
          ),
        ),
      ].join('')}</table>`;
    }
    case 'panel':
      return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 20px;"><tr><td style="${text(
        `padding:14px 16px;background:${COLOUR.brandSoft};border-radius:8px;font-size:15px;line-height:1.5;`,
      )}"><strong style="display:block;margin:0 0 6px;">${escapeHtml(block.title)}</strong>${block.lines
        .map((line) => escapeHtml(line))
        .join('<br>')}</td></tr></table>`;
  }
}

function renderHtml(content: MailContent, site: MailSite): string {
  const home = escapeHtml(absoluteUrl(site, paths.home));
  const contact = escapeHtml(absoluteUrl(site, paths.contactUs));
  const logo = escapeHtml(absoluteUrl(site, MAIL_LOGO_PATH));
  const host = escapeHtml(new URL(site.publicUrl).host);
  return [
    '<!DOCTYPE html>',
    '<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="x-apple-disable-message-reformatting"><meta name="color-scheme" content="light">',
    `<title>${escapeHtml(content.subject)}</title></head>`,
    `<body style="margin:0;padding:0;background:${COLOUR.canvas};">`,
    `<div style="display:none;max-height:0;overflow:hidden;opacity:0;mso-hide:all;">${escapeHtml(content.preheader)}</div>`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${COLOUR.canvas};"><tr><td align="center" style="padding:24px 12px;">`,
    `<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;background:${COLOUR.surface};border:1px solid ${COLOUR.line};border-radius:10px;">`,
    `<tr><td style="padding:18px 24px;border-bottom:4px solid ${COLOUR.brand};"><a href="${home}" style="text-decoration:none;"><table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr>`,
    `<td valign="middle" style="padding-right:10px;"><img src="${logo}" width="36" height="36" alt="" style="display:block;border:0;"></td>`,
    `<td valign="middle" style="font-family:${FONT};font-size:22px;font-weight:700;color:${COLOUR.brand};white-space:nowrap;">${escapeHtml(LAB.name)}</td>`,
    '</tr></table></a></td></tr>',
    `<tr><td style="padding:28px 24px 12px;">`,
    `<h1 style="${text('margin:0 0 18px;font-size:24px;line-height:1.25;font-weight:700;')}">${escapeHtml(content.heading)}</h1>`,
    paragraphHtml(`Dear ${content.recipientName},`),
    ...content.blocks.map((block) => blockHtml(block, site)),
    paragraphHtml(`${LAB.name} ${content.signOff}`, 'margin:24px 0 12px;font-size:16px;line-height:1.55;font-weight:600;'),
    '</td></tr></table>',
    `<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;"><tr><td style="${text(
      `padding:18px 24px;font-size:13px;line-height:1.5;color:${COLOUR.muted};`,
    )}">`,
    `<p style="margin:0 0 8px;">${escapeHtml(content.reason)}</p>`,
    `<p style="margin:0 0 8px;">${escapeHtml(LAB.name)} · ${escapeHtml(LAB.address)}</p>`,
    `<p style="margin:0;"><a href="${home}" style="color:${COLOUR.brand};">${host}</a> · <a href="${contact}" style="color:${COLOUR.brand};">Contact customer care</a></p>`,
    '</td></tr></table>',
    '</td></tr></table></body></html>',
  ].join('\n');
}
