import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { JobsService } from '../../server/modules/jobs/jobs.service.js';
import { MailService } from '../../server/modules/mail/mail.service.js';
import { orders, paymentReminders } from '../../server/modules/orders/orders.schema.js';
import { PaymentRemindersService } from '../../server/modules/orders/payment-reminders.service.js';
import { PAYMENT_REMINDERS_JOB } from '../../server/modules/orders/payment-reminders.worker.js';
import { formatDate } from '../../shared/format.js';
import type { BackgroundWork } from '../../shared/types/back-office.js';
import { insertOrder, type OrderSpec } from '../factories/orders.js';
import { browser, createUser, signIn } from './support/auth.js';
import { createTestApp, createTestNode, type TestApp } from './support/test-app.js';

/** Issue 19 §5 "invoices due": the daily reminders of unpaid bank-transfer and invoice orders (decision 0930). */
let t: TestApp;
let reminders: PaymentRemindersService;
let counter = 0;
const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number, from = Date.now()) => new Date(from + days * DAY);

beforeAll(async () => {
  t = await createTestApp();
  reminders = t.app.get(PaymentRemindersService);
}, 120_000);
afterAll(async () => {
  await t.close();
});

/** An order of a new customer (so its mails are told apart by address), due `dueInDays` from now. */
async function order(method: OrderSpec['method'], dueInDays: number | null, status: OrderSpec['status'] = 'pending_payment') {
  const user = await createUser(t, { userType: 'breeder', firstName: 'Bella' });
  const placed = await insertOrder(t.db, {
    user: { ...user, userType: 'breeder' },
    key: `reminder-${++counter}-${Date.now()}`,
    method,
    status,
    storefront: 'GB',
    currency: 'GBP',
    region: 'US_EU',
    lines: [{ productId: 1, name: 'Exercise-Induced Collapse (EIC)', kind: 'test', typeId: 2, categoryId: 1, unitAmount: 4500 }],
    dueAt: dueInDays === null ? null : inDays(dueInDays),
    reason: 'test',
  });
  return { ...placed, email: user.email };
}
const mailsTo = (email: string) => t.app.get(MailService).list({ to: email });
const stagesOf = async (orderId: number) =>
  (await t.db.select().from(paymentReminders).where(eq(paymentReminders.orderId, orderId))).map((r) => r.stage).sort();

describe('payment reminders', () => {
  it('mails exactly the unpaid transfer and invoice orders due within three days or overdue, once each', async () => {
    const dueSoon = await order('EFT', 2);
    const overdue = await order('INV', -1);
    const notYet = await order('EFT', 10);
    const paid = await order('EFT', 2, 'paid');
    const cancelled = await order('INV', -1);
    await t.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, cancelled.id));
    const card = await order('C', null);
    const longOverdue = await order('EFT', -45);

    await reminders.sendDue();

    const [soonMail, ...moreSoon] = await mailsTo(dueSoon.email);
    expect(moreSoon).toHaveLength(0);
    expect(soonMail).toMatchObject({ kind: 'payment-reminder-due-soon', subject: expect.stringContaining(dueSoon.number) });
    // What is owed, in its currency, by when, and how to pay it: the bank details and the pay link.
    expect(soonMail?.text).toContain('£45.00');
    expect(soonMail?.text).toContain(`is due on ${formatDate(inDays(2), 'GB')}`);
    expect(soonMail?.text).toContain(`Reference: ${dueSoon.number}`);
    expect(soonMail?.text).toContain('Sort code: 20-00-00');
    expect(soonMail?.text).toContain('http://shop.test/my/pending-orders');
    expect(soonMail?.html).toContain('£45.00');

    const [overdueMail, ...moreOverdue] = await mailsTo(overdue.email);
    expect(moreOverdue).toHaveLength(0);
    expect(overdueMail).toMatchObject({ kind: 'payment-reminder-overdue', subject: `Payment overdue: order ${overdue.number}` });

    for (const none of [notYet, paid, cancelled, card, longOverdue]) expect(await mailsTo(none.email)).toEqual([]);
    expect(await stagesOf(dueSoon.id)).toEqual(['due-soon']);
    expect(await stagesOf(overdue.id)).toEqual(['overdue']);

    // The sweep run again, the same day, writes nothing more.
    expect(await reminders.sendDue()).toBe(0);
    expect(await mailsTo(dueSoon.email)).toHaveLength(1);
    expect(await mailsTo(overdue.email)).toHaveLength(1);

    // Three days later the first order is overdue: its second and last reminder; the second gets none more.
    expect(await reminders.sendDue(inDays(3))).toBeGreaterThanOrEqual(1);
    expect((await mailsTo(dueSoon.email)).map((m) => m.kind).sort()).toEqual([
      'payment-reminder-due-soon',
      'payment-reminder-overdue',
    ]);
    expect(await mailsTo(overdue.email)).toHaveLength(1);
    expect(await reminders.sendDue(inDays(4))).toBe(0);
    expect(await stagesOf(dueSoon.id)).toEqual(['due-soon', 'overdue']);
  });

  it('sends nothing for an order paid before the sweep', async () => {
    const soon = await order('EFT', 1);
    await t.db.update(orders).set({ status: 'paid', paidAt: new Date() }).where(eq(orders.id, soon.id));
    await reminders.sendDue();
    expect(await mailsTo(soon.email)).toEqual([]);
    expect(await stagesOf(soon.id)).toEqual([]);
  });

  it('two sweeps at once, on two nodes where PostgreSQL runs the tests, mail each order once', async () => {
    const other = t.databaseUrl ? await createTestNode(t) : t;
    try {
      const batch = await Promise.all([order('EFT', 1), order('INV', -2), order('INV', 3)]);
      const runs = await Promise.all([reminders.sendDue(), other.app.get(PaymentRemindersService).sendDue()]);
      expect(runs[0] + runs[1]).toBe(3);
      for (const placed of batch) expect(await mailsTo(placed.email)).toHaveLength(1);
    } finally {
      if (other !== t) await other.close();
    }
  });

  it('runs daily on the job queue and shows on /admin/jobs', async () => {
    const soon = await order('INV', 2);
    const jobs = t.app.get(JobsService);
    await jobs.send(t.db, PAYMENT_REMINDERS_JOB, {});
    expect(await jobs.runDue(PAYMENT_REMINDERS_JOB)).toBe(1);
    expect(await mailsTo(soon.email)).toEqual([expect.objectContaining({ kind: 'payment-reminder-due-soon' })]);
    const admin = await createUser(t, { isAdmin: true });
    const cookie = await signIn(t, admin.email, admin.password);
    const work = (await browser(t).get('/api/admin/jobs', cookie).expect(200)).body as BackgroundWork;
    expect(work.finished).toContainEqual(expect.objectContaining({ kind: 'job', title: PAYMENT_REMINDERS_JOB, state: 'done' }));
  });
});
