import type { DbExecutor } from '../../db/database.js';
import { mailOutbox } from './mail.schema.js';

/** Demo data: one mail that gave up after its retries, so the dashboard and the mail page show one. */
export async function seedDemoFailedMail(tx: DbExecutor): Promise<void> {
  await tx.insert(mailOutbox).values({
    to: 'bounced@demo.petdna.example',
    subject: 'Your results are ready',
    text: 'Dear customer, your results are ready.',
    kind: 'kit-results-ready',
    status: 'failed',
    attempts: 5,
    lastError: '550 5.1.1 Mailbox does not exist (demo)',
  });
}
