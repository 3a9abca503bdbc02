import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { JobsService } from '../../server/modules/jobs/jobs.service.js';
import { MailService } from '../../server/modules/mail/mail.service.js';
import { MailWorker } from '../../server/modules/mail/mail.worker.js';
import { accountResetPasswordMail } from '../../server/modules/mail/templates/account-reset-password.js';
import { FakeSmtpServer } from '../fakes/smtp-server.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let smtp: FakeSmtpServer;
let t: TestApp;
let mail: MailService;

beforeAll(async () => {
  smtp = await new FakeSmtpServer().start();
  t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Pet DNA Lab <lab@petdna.example>' });
  mail = t.app.get(MailService);
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});
afterEach(() => {
  smtp.received.length = 0;
  smtp.rejectRecipientsWith = undefined;
});

const outboxRow = async (id: string) => (await mail.list({ limit: 500 })).find((row) => row.id === id);

describe('mail outbox', () => {
  it('delivers a queued mail through SMTP once, and marks it sent', async () => {
    const id = await mail.enqueue(t.db, {
      to: 'Breeder@Example.com',
      subject: 'Your results are ready',
      text: 'Results for Bella (barcode AB123456) are ready.',
      kind: 'results-ready',
    });
    expect((await outboxRow(id))?.status).toBe('pending');

    await t.app.get(MailWorker).runOnce();
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.to).toEqual(['breeder@example.com']);
    expect(smtp.received[0]?.from).toBe('lab@petdna.example');
    expect(smtp.received[0]?.data).toContain('Subject: Your results are ready');
    expect(smtp.received[0]?.data).toContain('barcode AB123456');
    expect(await outboxRow(id)).toMatchObject({ status: 'sent', attempts: 1, lastError: null });

    await t.app.get(MailWorker).runOnce();
    expect(smtp.received).toHaveLength(1);
  });

  it('sends the HTML and the plain-text part together as multipart/alternative, both kept in the outbox', async () => {
    const { subject, text, html } = accountResetPasswordMail({ name: 'Jo <Breeder>', token: 'tok123' }, t.config);
    const id = await mail.enqueue(t.db, { to: 'jo@example.com', kind: 'account-reset-password', subject, text, html });
    expect(await outboxRow(id)).toMatchObject({ text, html });

    await t.app.get(MailWorker).runOnce();
    expect(smtp.received).toHaveLength(1);
    const data = smtp.received[0]?.data ?? '';
    expect(data).toMatch(/Content-Type: multipart\/alternative;/i);
    const textAt = data.search(/Content-Type: text\/plain/i);
    const htmlAt = data.search(/Content-Type: text\/html/i);
    // Plain text first, HTML last: mail clients show the last part they can render.
    expect(textAt).toBeGreaterThan(-1);
    expect(htmlAt).toBeGreaterThan(textAt);
    const unfolded = data.replace(/=\r?\n/g, '');
    expect(unfolded).toContain('Dear Jo <Breeder>,');
    expect(unfolded).toContain('Dear Jo &lt;Breeder&gt;,');
  });

  it('keeps a mail the server refused for a later attempt, with the reason', async () => {
    smtp.rejectRecipientsWith = 'mailbox busy, try later';
    const id = await mail.enqueue(t.db, {
      to: 'owner@example.com',
      subject: 'Kit shipped',
      text: 'On its way.',
      kind: 'kit-shipped',
    });
    await t.app.get(MailWorker).runOnce();
    const row = await outboxRow(id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row?.lastError).toContain('mailbox busy');
    const [job] = (await t.app.get(JobsService).list('queued')).filter((j) => j.name === 'mail.send');
    expect(job).toMatchObject({ state: 'retry', attempts: 1 });
    expect(job?.runAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    expect(smtp.received).toHaveLength(0);
  });

  it('a mail queued in a transaction that rolls back is never sent', async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await mail.enqueue(tx, { to: 'vet@example.com', subject: 'Never', text: 'Rolled back.', kind: 'rolled-back' });
        throw new Error('the order failed');
      }),
    ).rejects.toThrow('the order failed');
    expect(await mail.list({ kind: 'rolled-back' })).toEqual([]);
    expect(await t.app.get(MailWorker).runOnce()).toBe(0);
  });

  it('two workers draining one outbox together send every mail exactly once', async () => {
    const ids = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        mail.enqueue(t.db, { to: `buyer${i}@example.com`, subject: `Order ${i}`, text: 'Thank you.', kind: 'concurrency' }),
      ),
    );
    const worker = t.app.get(MailWorker);
    await Promise.all([worker.runOnce(), worker.runOnce()]);
    const recipients = smtp.received.flatMap((m) => m.to).sort();
    expect(recipients).toEqual(ids.map((_, i) => `buyer${i}@example.com`).sort());
    const rows = await mail.list({ kind: 'concurrency' });
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });
});
