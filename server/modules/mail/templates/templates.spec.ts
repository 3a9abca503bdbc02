import { describe, expect, it } from '@jest/globals';
import { KIT_STATUSES } from '../../../../shared/kit-lifecycle.js';
import { accountConfirmEmailMail } from './account-confirm-email.js';
import { advanceOrderDispatchedMail } from './advance-order-dispatched.js';
import { animalSharedMail } from './animal-shared.js';
import { enquiryReceivedMail } from './enquiry-received.js';
import { KIT_MAILS } from './kit-mails.js';
import { absoluteUrl, type RenderedMail } from './layout.js';
import { sampleMails } from './mail-samples.js';
import { orderPaidMail } from './order-paid.js';
import { paymentReminderMail } from './payment-reminder.js';

const site = { publicUrl: 'https://shop.petdna.example' };
const samples = sampleMails(site);

/** What a person sees of the HTML part: the text between the tags, entities decoded, spaces collapsed. */
function visibleText(html: string): string {
  return html
    .replace(/<head>[\s\S]*?<\/head>/, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

const hrefsOf = (html: string) => [...html.matchAll(/\b(?:href|src)="([^"]*)"/g)].map((m) => (m[1] ?? '').replace(/&amp;/g, '&'));
const urlsOf = (text: string) => text.match(/https?:\/\/\S+/g) ?? [];

/** Every line of the text part can be read in the HTML part: as it is, or as a label beside its value or link. */
function expectSameWords(mail: RenderedMail) {
  const visible = visibleText(mail.html);
  const hrefs = hrefsOf(mail.html);
  for (const raw of mail.text.split('\n')) {
    const line = raw.replace(/\s+/g, ' ').trim();
    if (!line || line === '--' || visible.includes(line)) continue;
    if (/^https?:\/\/\S+$/.test(line)) {
      expect(hrefs).toContain(line);
      continue;
    }
    const link = line.match(/^(.+): (https?:\/\/\S+)$/);
    if (link) {
      expect(visible).toContain(link[1]);
      expect(hrefs).toContain(link[2]);
      continue;
    }
    const at = line.indexOf(': ');
    expect(at).toBeGreaterThan(0);
    expect(visible).toContain(line.slice(0, at));
    expect(visible).toContain(line.slice(at + 2));
  }
}

describe('mail templates', () => {
  it.each(samples.map((s, i) => [`${i} ${s.kind}`, s] as const))(
    '%s: says the same in the HTML and the text part',
    (_, sample) => {
      const { mail } = sample;
      expect(mail.subject).toBeTruthy();
      expect(mail.text).toMatch(/^.+\n\nDear .+,\n/);
      expect(mail.html).toContain(`<title>${mail.subject.replace(/'/g, '&#39;')}</title>`);
      expectSameWords(mail);
      // Both parts end with why the mail came and the lab's address.
      for (const part of [mail.text, visibleText(mail.html)]) {
        expect(part).toContain('You received this e-mail because');
        expect(part).toContain('12 Helix Way, Brisbane QLD 4000, Australia');
      }
    },
  );

  it.each(samples.map((s, i) => [`${i} ${s.kind}`, s] as const))(
    '%s: links only to the storefront, by absolute URLs',
    (_, { mail }) => {
      const links = [...hrefsOf(mail.html), ...urlsOf(mail.text)];
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) expect(link.startsWith(`${site.publicUrl}/`)).toBe(true);
      expect(mail.html).toContain(`src="${site.publicUrl}/mail-logo.png"`);
    },
  );

  it.each(samples.map((s, i) => [`${i} ${s.kind}`, s] as const))(
    '%s: is a table layout with inline styles that fits a phone',
    (_, { mail }) => {
      expect(mail.html).toMatch(/^<!DOCTYPE html>/);
      expect(mail.html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
      expect(mail.html).toContain('max-width:600px');
      // Mail clients drop <style> blocks and never run scripts; the back office previews it under a strict CSP.
      expect(mail.html).not.toMatch(/<style|<script|<link/i);
      expect(mail.html).not.toMatch(/class="/);
    },
  );

  it('has a mail for every move of a kit, naming its barcode in both parts', () => {
    for (const status of KIT_STATUSES) {
      const mail = KIT_MAILS[status]({ barcode: 'DNA-1', animalName: 'Rex', ownerName: 'Jo', animalId: 7 }, site);
      expect(mail.subject).toBeTruthy();
      expect(mail.text).toContain('DNA-1');
      expect(visibleText(mail.html)).toContain('DNA-1');
      expect(mail.text).toContain('Dear Jo,');
    }
  });

  it('escapes every value in the HTML part and keeps it as typed in the text part', () => {
    const evil = '<script>alert("x")</script> & <img src=x onerror=alert(1)>';
    const mails = [
      accountConfirmEmailMail({ name: evil, token: 'abc' }, site),
      animalSharedMail({ recipientName: 'Jo', fromName: evil, animalName: evil }, site),
      enquiryReceivedMail({ name: 'Jo', title: 'Contact us', reference: 'R1', message: `Hello\n${evil}` }, site),
      orderPaidMail(
        {
          firstName: evil,
          number: 'AU-1',
          total: 'A$1.00',
          lines: [{ label: `1 × ${evil}`, amount: 'A$1.00' }],
          adjustments: [],
          pointsEarned: 0,
          accountOrder: false,
        },
        site,
      ),
      advanceOrderDispatchedMail(
        {
          firstName: 'Vera',
          number: 'SUP-1',
          purchaseOrder: evil,
          address: [evil],
          trackingNumber: evil,
          lines: [],
          kitBarcodes: [],
          invoiced: null,
        },
        site,
      ),
    ];
    for (const mail of mails) {
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).not.toContain('<img src=x');
      expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;img src=x onerror=alert(1)&gt;');
      expect(mail.text).toContain(evil);
      expectSameWords(mail);
    }
  });

  it('reminds of a payment: what is owed, for which order, by when, and how to pay it', () => {
    const data = {
      firstName: 'Jo',
      number: 'PD-100042',
      method: 'EFT' as const,
      total: '£129.00',
      due: '10/12/2026',
      bank: {
        accountName: 'Pet DNA Lab Ltd',
        bank: 'Barclays Bank UK',
        lines: [{ label: 'Sort code', value: '20-00-00' }],
        reference: 'PD-100042',
      },
      accountOrder: true,
    };
    const soon = paymentReminderMail({ ...data, stage: 'due-soon' }, site);
    const overdue = paymentReminderMail({ ...data, stage: 'overdue' }, site);
    expect(soon.subject).toBe('Payment due 10/12/2026: order PD-100042');
    expect(overdue.subject).toBe('Payment overdue: order PD-100042');
    for (const mail of [soon, overdue]) {
      for (const part of [mail.text, visibleText(mail.html)]) {
        for (const fact of ['PD-100042', '£129.00', '10/12/2026', 'Sort code: 20-00-00', 'Reference: PD-100042']) {
          expect(part).toContain(fact);
        }
      }
      expect(mail.text).toContain('https://shop.petdna.example/my/pending-orders');
      expect(hrefsOf(mail.html)).toContain('https://shop.petdna.example/my/pending-orders');
    }
    expect(overdue.text).toContain('was due on 10/12/2026');
    // A guest's order is not in any account: the bank details only.
    const guest = paymentReminderMail({ ...data, stage: 'overdue', accountOrder: false }, site);
    expect(guest.text).not.toContain('/my/pending-orders');
    expect(guest.text).toContain('Reference: PD-100042');
  });

  it('puts the confirmation token in the link of both parts', () => {
    const mail = accountConfirmEmailMail({ name: 'Jo', token: 'tok_123-abc' }, site);
    expect(mail.text).toContain('https://shop.petdna.example/register/confirm?token=tok_123-abc');
    expect(hrefsOf(mail.html)).toContain('https://shop.petdna.example/register/confirm?token=tok_123-abc');
  });

  it('refuses to link anywhere but a path of the shop', () => {
    expect(absoluteUrl(site, '/my/orders')).toBe('https://shop.petdna.example/my/orders');
    expect(() => absoluteUrl(site, 'https://elsewhere.example/x')).toThrow();
    expect(() => absoluteUrl(site, '//elsewhere.example/x')).toThrow();
    expect(() => absoluteUrl(site, 'javascript:alert(1)')).toThrow();
  });
});
