import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { MailService } from '../../server/modules/mail/mail.service.js';
import { MailWorker } from '../../server/modules/mail/mail.worker.js';
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
    expect(row?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
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
  });

  it('two workers draining one outbox together send every mail exactly once', async () => {
    const ids = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        mail.enqueue(t.db, { to: `buyer${i}@example.com`, subject: `Order ${i}`, text: 'Thank you.', kind: 'concurrency' }),
      ),
    );
    const first = new MailWorker(t.db, t.config);
    const second = new MailWorker(t.db, t.config);
    await Promise.all([first.runOnce(), second.runOnce()]);
    const recipients = smtp.received.flatMap((m) => m.to).sort();
    expect(recipients).toEqual(ids.map((_, i) => `buyer${i}@example.com`).sort());
    const rows = await mail.list({ kind: 'concurrency' });
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });
});
