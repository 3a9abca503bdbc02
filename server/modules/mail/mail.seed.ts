import type { DbExecutor } from '../../db/database.js';
import { mailOutbox } from './mail.schema.js';
import { kitResultsReadyMail } from './templates/kit-results-ready.js';
import type { MailSite } from './templates/layout.js';
import { sampleMails } from './templates/mail-samples.js';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Demo data: one mail of every template, kept in the outbox as a shop without an SMTP server keeps its
 * mail, so the back office can open each one; and one mail that gave up after its retries, so the
 * dashboard and the mail page show one.
 */
export async function seedDemoMail(tx: DbExecutor, site: MailSite): Promise<void> {
  const now = Date.now();
  const samples = sampleMails(site);
  await tx.insert(mailOutbox).values(
    samples.map(({ kind, to, mail }, i) => {
      const createdAt = new Date(now - (samples.length - i + 1) * HOUR_MS);
      return { to, kind, ...mail, status: 'kept' as const, attempts: 1, createdAt, sentAt: createdAt, nextAttemptAt: createdAt };
    }),
  );
  const bounced = kitResultsReadyMail(
    { barcode: 'PD-2610-0417', animalName: 'Pepper', ownerName: 'Sam Porter', animalId: null },
    site,
  );
  await tx.insert(mailOutbox).values({
    to: 'bounced@demo.petdna.example',
    kind: 'kit-results-ready',
    ...bounced,
    status: 'failed',
    attempts: 5,
    lastError: '550 5.1.1 Mailbox does not exist (demo)',
  });
}
