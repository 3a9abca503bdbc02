import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../server/db/database.js';
import { JobsService } from '../../server/modules/jobs/jobs.service.js';
import { MailService } from '../../server/modules/mail/mail.service.js';
import { MailWorker } from '../../server/modules/mail/mail.worker.js';
import { PAYMENT_REMINDERS_JOB } from '../../server/modules/orders/payment-reminders.worker.js';
import { CANCEL_UNPAID_ORDERS_JOB, RELEASE_ABANDONED_PAYMENTS_JOB } from '../../server/modules/orders/pending-payments.worker.js';
import type { BackgroundWork } from '../../shared/types/back-office.js';
import { FakeSmtpServer } from '../fakes/smtp-server.js';
import { browser, createUser, signIn } from './support/auth.js';
import { createTestApp, createTestNode, type TestApp } from './support/test-app.js';

/** Issue 19 §5: background work on the job queue, and /api/admin/jobs. */
let smtp: FakeSmtpServer;
let t: TestApp;
let adminCookie: string;
let ownerCookie: string;

beforeAll(async () => {
  smtp = await new FakeSmtpServer().start();
  t = await createTestApp({ SMTP_URL: smtp.url });
  const admin = await createUser(t, { userType: 'owner', isAdmin: true });
  adminCookie = await signIn(t, admin.email, admin.password);
  const owner = await createUser(t, { userType: 'owner' });
  ownerCookie = await signIn(t, owner.email, owner.password);
}, 120_000);
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

const mailJobOf = async (mailId: string) => {
  const [row] = await rowsOf<{ id: string; state: string; start_after: Date; retry_count: number }>(
    t.db,
    sql`SELECT id, state, start_after, retry_count FROM pgboss.job WHERE name = 'mail.send' AND data->>'mailId' = ${mailId}`,
  );
  return row;
};
/** The clock moves on: the job's next attempt is due now. */
const dueNow = (jobId: string) => t.db.execute(sql`UPDATE pgboss.job SET start_after = now() WHERE id = ${jobId}::uuid`);
const overview = async () => (await browser(t).get('/api/admin/jobs', adminCookie).expect(200)).body as BackgroundWork;
const auditRows = (entity: string, id: string) =>
  rowsOf<{ actor_id: number; action: string; before: { lastError?: string }; after: { state?: string; status?: string } }>(
    t.db,
    sql`SELECT actor_id, action, before, after FROM audit_log WHERE entity = ${entity} AND entity_id = ${id}`,
  );

describe('the job queue', () => {
  it('retries a mail the server refuses with growing delays, then records it failed with its error', async () => {
    smtp.rejectRecipientsWith = 'mailbox unavailable';
    const mailId = await t.app.get(MailService).enqueue(t.db, {
      to: 'gone@example.com',
      subject: 'Kit dispatched',
      text: 'On its way.',
      kind: 'kit-dispatched',
    });
    const delays: number[] = [];
    for (let attempt = 1; attempt <= 8; attempt++) {
      const job = await mailJobOf(mailId);
      if (!job) throw new Error('no mail job');
      if (attempt > 1) await dueNow(job.id);
      expect(await t.app.get(MailWorker).runOnce()).toBe(1);
      const after = await mailJobOf(mailId);
      if (after?.state === 'retry') delays.push(new Date(after.start_after).getTime() - Date.now());
    }
    // 30 s doubling (with jitter up to twice that): each delay at least the last one's floor.
    expect(delays).toHaveLength(7);
    expect(delays[0]).toBeGreaterThan(25_000);
    expect(delays[6]).toBeGreaterThan(64 * 30_000 - 5_000);
    expect((await mailJobOf(mailId))?.state).toBe('failed');
    const [mail] = (await t.app.get(MailService).list({ kind: 'kit-dispatched' })).filter((m) => m.id === mailId);
    expect(mail).toMatchObject({ status: 'failed', attempts: 8 });
    expect(mail?.lastError).toContain('mailbox unavailable');
    expect(smtp.received).toHaveLength(0);

    const failed = (await overview()).failed;
    expect(failed).toContainEqual(
      expect.objectContaining({ kind: 'mail', id: mailId, state: 'failed', to: 'gone@example.com', attempts: 8 }),
    );
    const job = failed.find((item) => item.kind === 'job' && item.title === 'mail.send');
    expect(job).toMatchObject({ state: 'failed', attempts: 8, maxAttempts: 8 });
    expect(job?.lastError).toContain('mailbox unavailable');
    expect((await browser(t).get('/api/admin/dashboard', adminCookie).expect(200)).body).toMatchObject({
      failedEmails: expect.any(Number),
      failedJobs: 1,
    });
  });

  it('an admin sends a failed mail again: it goes, and the audit log says who retried it', async () => {
    smtp.rejectRecipientsWith = undefined;
    const [mail] = await t.app.get(MailService).list({ status: 'failed', kind: 'kit-dispatched' });
    if (!mail) throw new Error('no failed mail');
    const res = await browser(t).post(`/api/admin/mail-outbox/${mail.id}/retry`, {}, adminCookie).expect(200);
    expect(res.body).toMatchObject({ kind: 'mail', id: mail.id, state: 'queued' });
    expect(await auditRows('mail', mail.id)).toEqual([
      expect.objectContaining({
        action: 'retry',
        before: expect.objectContaining({ lastError: expect.stringContaining('mailbox unavailable') }),
        after: expect.objectContaining({ status: 'pending' }),
      }),
    ]);
    // Twice is refused: it is no longer failed.
    await browser(t).post(`/api/admin/mail-outbox/${mail.id}/retry`, {}, adminCookie).expect(409);
    await t.app.get(MailWorker).runOnce();
    expect(smtp.received.flatMap((m) => m.to)).toEqual(['gone@example.com']);
    expect((await t.app.get(MailService).list({ kind: 'kit-dispatched' }))[0]).toMatchObject({ status: 'sent', lastError: null });
    expect((await overview()).finished).toContainEqual(expect.objectContaining({ kind: 'mail', id: mail.id, state: 'sent' }));
  });

  it('lists finished work by when it ended: a mail sent again long after it was written is at the top', async () => {
    const mail = t.app.get(MailService);
    smtp.rejectRecipientsWith = 'mailbox unavailable';
    const old = await mail.enqueue(t.db, { to: 'bounced-late@example.com', subject: 'Old', text: 'Old.', kind: 'late' });
    await t.db.execute(sql`UPDATE mail_outbox SET created_at = now() - interval '1 day' WHERE id = ${old}::uuid`);
    await t.db.execute(sql`UPDATE pgboss.job SET retry_limit = 0 WHERE data->>'mailId' = ${old}`);
    await t.app.get(MailWorker).runOnce();
    expect((await mail.list({ kind: 'late' }))[0]).toMatchObject({ status: 'failed' });
    smtp.rejectRecipientsWith = undefined;
    // More than a page of newer mail goes out meanwhile.
    await t.db.transaction(async (tx) => {
      for (let i = 0; i < 55; i++)
        await mail.enqueue(tx, { to: `newer${i}@example.com`, subject: 'Newer', text: 'Newer.', kind: 'newer' });
    });
    while ((await t.app.get(MailWorker).runOnce()) > 0);
    await browser(t).post(`/api/admin/mail-outbox/${old}/retry`, {}, adminCookie).expect(200);
    while ((await t.app.get(MailWorker).runOnce()) > 0);
    const finished = (await overview()).finished;
    // First among the mails (its own job finished a moment later, above it), though written before the 55 others.
    expect(finished.filter((item) => item.kind === 'mail')[0]).toMatchObject({
      id: old,
      to: 'bounced-late@example.com',
      state: 'sent',
    });
  }, 120_000);

  it('an admin retries a failed job: it runs again, with an audit row', async () => {
    const [failedJob] = (await overview()).failed.filter((item) => item.kind === 'job');
    if (!failedJob) throw new Error('no failed job');
    const res = await browser(t).post(`/api/admin/jobs/${failedJob.id}/retry`, {}, adminCookie).expect(200);
    expect(res.body).toMatchObject({ id: failedJob.id, state: 'retrying' });
    expect(await auditRows('job', failedJob.id)).toEqual([
      expect.objectContaining({ action: 'retry', after: expect.objectContaining({ state: 'retrying' }) }),
    ]);
    expect((await overview()).queued).toContainEqual(expect.objectContaining({ id: failedJob.id, state: 'retrying' }));
    await browser(t).post(`/api/admin/jobs/${failedJob.id}/retry`, {}, adminCookie).expect(409);
    await browser(t).post('/api/admin/jobs/00000000-0000-4000-8000-000000000000/retry', {}, adminCookie).expect(404);
    await browser(t).post('/api/admin/jobs/not-an-id/retry', {}, adminCookie).expect(404);
  });

  it('refuses the jobs page and its retries to anyone but an admin', async () => {
    await browser(t).get('/api/admin/jobs', ownerCookie).expect(403);
    await browser(t).get('/api/admin/jobs').expect(401);
    const [mail] = await t.app.get(MailService).list({ kind: 'kit-dispatched' });
    await browser(t).post(`/api/admin/mail-outbox/${mail?.id}/retry`, {}, ownerCookie).expect(403);
    await browser(t).post('/api/admin/jobs/00000000-0000-4000-8000-000000000000/retry', {}, ownerCookie).expect(403);
  });

  it('schedules fire: the minute sweeps are queued and run by the background workers', async () => {
    const jobs = t.app.get(JobsService);
    const schedules = await rowsOf<{ name: string; cron: string }>(
      t.db,
      sql`SELECT name, cron FROM pgboss.schedule ORDER BY name`,
    );
    expect(schedules).toEqual([
      { name: 'auth.close-expired-impersonations', cron: '*/5 * * * *' },
      { name: CANCEL_UNPAID_ORDERS_JOB, cron: '* * * * *' },
      { name: PAYMENT_REMINDERS_JOB, cron: '0 8 * * *' },
      { name: RELEASE_ABANDONED_PAYMENTS_JOB, cron: '* * * * *' },
    ]);
    await jobs.start({ background: true, checkSeconds: 1 });
    const ran = async () => {
      const names = (await jobs.list('finished')).map((job) => job.name);
      return names.includes(CANCEL_UNPAID_ORDERS_JOB) && names.includes(RELEASE_ABANDONED_PAYMENTS_JOB);
    };
    const until = Date.now() + 30_000;
    while (!(await ran()) && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await ran()).toBe(true);
  });

  it("a crashed worker's job is run again once it expires", async () => {
    const mailId = await t.app.get(MailService).enqueue(t.db, {
      to: 'again@example.com',
      subject: 'Results ready',
      text: 'Ready.',
      kind: 'crash',
    });
    const job = await mailJobOf(mailId);
    // A node claimed it ten minutes ago and died: the job is active past its five-minute expiry.
    await t.db.execute(
      sql`UPDATE pgboss.job SET state = 'active', started_on = now() - interval '10 minutes' WHERE id = ${job?.id}::uuid`,
    );
    const waitFor = async (condition: () => Promise<boolean>) => {
      const until = Date.now() + 20_000;
      while (!(await condition()) && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 250));
      expect(await condition()).toBe(true);
    };
    // The queue's upkeep fails the expired run, with the reason, and schedules the retry…
    await waitFor(async () => (await mailJobOf(mailId))?.state === 'retry');
    const [expired] = (await t.app.get(JobsService).list('queued')).filter((j) => j.id === job?.id);
    expect(expired?.lastError).toContain('timeout');
    // …which a worker runs once it is due.
    await dueNow(job?.id ?? '');
    await waitFor(async () => (await t.app.get(MailService).list({ kind: 'crash' }))[0]?.status === 'sent');
    expect(smtp.received.flatMap((m) => m.to)).toContain('again@example.com');
  }, 120_000);

  it('sends a backlog of mails back to back, not one per polling interval', async () => {
    // Six mails queued together (a lab batch publishing results): a worker that found a job fetches the next
    // at once. One per 2-second poll would spread them over 10 s or more.
    const mail = t.app.get(MailService);
    await t.db.transaction(async (tx) => {
      for (let i = 0; i < 6; i++)
        await mail.enqueue(tx, { to: `batch${i}@example.com`, subject: 'Results ready', text: 'Ready.', kind: 'batch' });
    });
    const until = Date.now() + 30_000;
    const sent = async () => (await mail.list({ kind: 'batch' })).filter((m) => m.status === 'sent').length;
    while ((await sent()) < 6 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await sent()).toBe(6);
    const [span] = await rowsOf<{ seconds: number }>(
      t.db,
      sql`SELECT extract(epoch FROM max(sent_at) - min(sent_at))::float AS seconds FROM mail_outbox WHERE kind = 'batch'`,
    );
    expect(span?.seconds).toBeLessThan(4);
  }, 120_000);
});

// Several nodes need PostgreSQL: the embedded database serves one process.
const onPostgres = process.env.TEST_DATABASE_URL ? describe : undefined;
onPostgres?.('nodes starting together on one PostgreSQL database', () => {
  it('each creates the queues and schedules at the same moment as the other, and both end with all of them', async () => {
    const first = await createTestApp();
    const second = await createTestNode(first);
    try {
      const nodes = [first.app.get(JobsService), second.app.get(JobsService)];
      const names = async (table: 'queue' | 'schedule') =>
        (await rowsOf<{ name: string }>(first.db, sql`SELECT name FROM pgboss.${sql.raw(table)} ORDER BY name`)).map(
          (row) => row.name,
        );
      const queues = await names('queue');
      const schedules = await names('schedule');
      expect(queues).toContain(PAYMENT_REMINDERS_JOB);
      expect(schedules).toContain(PAYMENT_REMINDERS_JOB);
      // Several rounds, as a new database is met by every node of a deployment: the race is a matter of timing.
      for (let round = 0; round < 6; round++) {
        await Promise.all(nodes.map((node) => node.onApplicationShutdown()));
        await first.db.execute(sql`DELETE FROM pgboss.schedule`);
        await first.db.execute(sql`DELETE FROM pgboss.job`);
        await first.db.execute(sql`SELECT pgboss.delete_queue(name) FROM pgboss.queue`);
        await Promise.all(nodes.map((node) => node.start({ background: false })));
        expect(await names('queue')).toEqual(queues);
        expect(await names('schedule')).toEqual(schedules);
      }
    } finally {
      await second.close();
      await first.close();
    }
  }, 120_000);
});
