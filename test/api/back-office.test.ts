import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import type { StorefrontCode } from '../../shared/storefronts.js';
import type { Dashboard } from '../../shared/types/back-office.js';
import { insertKit } from '../factories/kits.js';
import { insertOrder } from '../factories/orders.js';
import { browser, createUser, signIn } from './support/auth.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/** Issue 19: the back office's audit log, dashboard and customer page, for admins only. */
let t: TestApp;
let admin: { id: number; cookie: string };
let breeder: { cookie: string };

async function auditRows(entityId: number) {
  const res = await t.db.execute(
    sql`select actor_id, entity, entity_id, action, before, after from audit_log where entity = 'user' and entity_id = ${String(entityId)} order by id`,
  );
  return res.rows as { actor_id: number; entity: string; entity_id: string; action: string; before: unknown; after: unknown }[];
}

async function customer(overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(t, { userType: 'breeder', ...overrides });
  return { ...user, cookie: await signIn(t, user.email, user.password) };
}

const LINE = { productId: 1, name: 'Test line', kind: 'test', typeId: 1, categoryId: 1, unitAmount: 10_000 };

beforeAll(async () => {
  t = await createTestApp();
  const a = await createUser(t, { userType: 'owner', isAdmin: true });
  admin = { id: a.id, cookie: await signIn(t, a.email, a.password) };
  const b = await createUser(t, { userType: 'breeder' });
  breeder = { cookie: await signIn(t, b.email, b.password) };
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('refuses everyone but admins', () => {
  it.each([
    ['GET', '/api/admin/dashboard'],
    ['GET', '/api/admin/customers/1'],
    ['POST', '/api/admin/customers/1/block'],
    ['POST', '/api/admin/customers/1/emails'],
  ])('%s %s: a guest 401, a signed-in customer 403', async (method, path) => {
    const agent = browser(t);
    const as = (cookie?: string) =>
      method === 'GET' ? agent.get(path, cookie) : agent.post(path, { blocked: true, reason: 'x', kind: 'confirmation' }, cookie);
    await as().expect(401);
    await as(breeder.cookie).expect(403);
  });
});

describe('the dashboard', () => {
  it('counts today’s and this month’s orders and revenue per storefront, kits by state, overdue samples and transfers', async () => {
    const before = (await browser(t).get('/api/admin/dashboard', admin.cookie).expect(200)).body;
    const user = await createUser(t, { userType: 'breeder' });
    const who = { ...user, userType: 'breeder' };
    await insertOrder(t.db, {
      user: who,
      key: `dash-paid-${Date.now()}`,
      method: 'C',
      status: 'paid',
      lines: [LINE],
      storefront: 'GB',
      currency: 'GBP',
      region: 'GB',
      reason: 'test',
      paidAt: new Date(),
    });
    await insertOrder(t.db, {
      user: who,
      key: `dash-eft-${Date.now()}`,
      method: 'EFT',
      status: 'pending_payment',
      lines: [LINE],
      storefront: 'GB',
      currency: 'GBP',
      region: 'GB',
      reason: 'test',
    });
    const longAgo = new Date(Date.now() - 60 * 86_400_000);
    const barcode = `OVERDUE${Date.now()}`;
    await insertKit(t.db, {
      barcode,
      ownerId: user.id,
      testIds: [1001],
      status: 'in_testing',
      at: (step) => new Date(longAgo.getTime() + step * 3_600_000),
    });

    const after = (await browser(t).get('/api/admin/dashboard', admin.cookie).expect(200)).body;
    const gb = (rows: { storefront: string; currency: string; orders: number; revenue: number }[]) =>
      rows.find((row) => row.storefront === 'GB' && row.currency === 'GBP') ?? { orders: 0, revenue: 0 };
    expect(gb(after.today).orders - gb(before.today).orders).toBe(2);
    expect(gb(after.month).orders - gb(before.month).orders).toBe(2);
    // Only the paid order earns revenue; the transfer still waits for its money.
    const paid = await t.db.execute(sql`select total from orders where idempotency_key like 'dash-paid-%'`);
    expect(gb(after.today).revenue - gb(before.today).revenue).toBe((paid.rows[0] as { total: number }).total);
    expect(after.pendingBankTransfers - before.pendingBankTransfers).toBe(1);
    const inTesting = (d: typeof after) => d.kitsByStatus.find((k: { status: string }) => k.status === 'in_testing').count;
    expect(inTesting(after) - inTesting(before)).toBe(1);
    expect(after.overdueSamples.map((s: { barcode: string }) => s.barcode)).toContain(barcode);
    expect(typeof after.failedEmails).toBe('number');
  });
});

/** A card order of `who`, paid when placed, in a storefront and its currency. */
const paidOrder = (
  who: { id: number; email: string; firstName: string; lastName: string; userType: string },
  key: string,
  createdAt: Date,
  storefront: StorefrontCode,
  currency: string,
) =>
  insertOrder(t.db, {
    user: who,
    key: `${key}-${Date.now()}`,
    method: 'C',
    status: 'paid',
    lines: [LINE],
    storefront,
    currency,
    region: storefront,
    reason: 'test',
    paidAt: createdAt,
    createdAt,
  });

describe('the dashboard’s 30-day chart', () => {
  it('gives each storefront its orders and paid revenue per UTC day, today last, in its own currency', async () => {
    const user = await createUser(t, { userType: 'breeder' });
    const who = { ...user, userType: 'breeder' };
    const tenDaysAgo = new Date(Date.now() - 10 * 86_400_000);
    const order = (key: string, createdAt: Date, storefront: StorefrontCode, currency: string) =>
      paidOrder(who, key, createdAt, storefront, currency);
    const before = (await browser(t).get('/api/admin/dashboard', admin.cookie).expect(200)).body as Dashboard;
    const placed = await order('chart-se', tenDaysAgo, 'SE', 'SEK');
    await order('chart-old', new Date(Date.now() - 40 * 86_400_000), 'SE', 'SEK');
    const after = (await browser(t).get('/api/admin/dashboard', admin.cookie).expect(200)).body as Dashboard;

    const se = (d: Dashboard) => d.lastDays.find((s) => s.storefront === 'SE' && s.currency === 'SEK');
    const days = se(after)?.days ?? [];
    expect(days).toHaveLength(30);
    expect(days.at(-1)?.day).toBe(new Date().toISOString().slice(0, 10));
    const day = tenDaysAgo.toISOString().slice(0, 10);
    const was = se(before)?.days.find((d) => d.day === day) ?? { orders: 0, revenue: 0 };
    expect(days.find((d) => d.day === day)).toEqual({ day, orders: was.orders + 1, revenue: was.revenue + placed.total });
    // The 40-day-old order is outside the chart: the period's total grew by the one order only.
    const total = (d: Dashboard) => (se(d)?.days ?? []).reduce((sum, x) => sum + x.orders, 0);
    expect(total(after) - total(before)).toBe(1);
    expect(after.lastDays.every((s) => s.days.length === 30)).toBe(true);
  });

  it('the orders behind a figure: one storefront’s orders placed since a UTC day, and a clear error for a bad scope', async () => {
    const user = await createUser(t, { userType: 'breeder' });
    const who = { ...user, userType: 'breeder' };
    const order = (key: string, createdAt: Date, storefront: StorefrontCode, currency: string) =>
      paidOrder(who, key, createdAt, storefront, currency);
    const since = new Date(Date.now() - 5 * 86_400_000).toISOString().slice(0, 10);
    const recent = await order('scope-nz', new Date(Date.now() - 2 * 86_400_000), 'NZ', 'NZD');
    await order('scope-nz-old', new Date(Date.now() - 9 * 86_400_000), 'NZ', 'NZD');
    await order('scope-ca', new Date(Date.now() - 2 * 86_400_000), 'CA', 'CAD');
    const list = async (query: string) =>
      (await browser(t).get(`/api/admin/orders?${query}`, admin.cookie).expect(200)).body as {
        results: { id: number; storefront: string; createdAt: string }[];
        count: number;
      };
    const scoped = await list(`search=${encodeURIComponent(user.email)}&storefront=NZ&from=${since}`);
    expect(scoped.results.map((o) => o.id)).toEqual([recent.id]);
    expect((await list(`search=${encodeURIComponent(user.email)}&storefront=NZ`)).count).toBe(2);
    expect((await list(`search=${encodeURIComponent(user.email)}&from=${since}`)).count).toBe(2);
    const refused = await browser(t).get('/api/admin/orders?storefront=XX&from=2026-13-40', admin.cookie).expect(428);
    expect(refused.body.errors).toEqual({ storefront: 'Choose a storefront', from: 'Enter a date' });
  });
});

describe('the customer page', () => {
  it('shows the account with its orders, invoices, kits, animals, sessions and points', async () => {
    const person = await customer();
    const order = await insertOrder(t.db, {
      user: { ...person, userType: 'breeder' },
      key: `cust-${Date.now()}`,
      method: 'C',
      status: 'paid',
      lines: [LINE],
      reason: 'test',
      paidAt: new Date(),
    });
    await insertKit(t.db, {
      barcode: `CUST${Date.now()}`,
      ownerId: person.id,
      testIds: [1001],
      status: 'activated',
      at: () => new Date(),
    });
    const view = (await browser(t).get(`/api/admin/customers/${person.id}`, admin.cookie).expect(200)).body;
    expect(view.account).toMatchObject({ id: person.id, email: person.email, userType: 'breeder', blocked: false });
    expect(view.orders.map((o: { number: string }) => o.number)).toContain(order.number);
    expect(view.kits).toHaveLength(1);
    expect(view.kits[0].statusLabel).toBe('Activated — awaiting sample');
    expect(view.sessions.length).toBeGreaterThanOrEqual(1);
    expect(view).toHaveProperty('invoices');
    expect(view).toHaveProperty('animals');
    expect(view).toHaveProperty('payments');
    expect(typeof view.loyaltyPoints).toBe('number');
  });

  it('answers 404 for an account that does not exist', async () => {
    await browser(t).get('/api/admin/customers/99999999', admin.cookie).expect(404);
  });

  it('blocks an account: its sessions end, it cannot sign in, and the audit log keeps before and after', async () => {
    const person = await customer();
    await browser(t).get('/api/my/details', person.cookie).expect(200);
    const res = await browser(t)
      .post(`/api/admin/customers/${person.id}/block`, { blocked: true, reason: 'Chargeback fraud' }, admin.cookie)
      .expect(200);
    expect(res.body).toMatchObject({ id: person.id, blocked: true });
    await browser(t).get('/api/my/details', person.cookie).expect(401);
    const login = await browser(t).post('/api/auth/login', { username: person.email, password: person.password }).expect(403);
    expect(login.body.message ?? login.text).toContain('This account is blocked');
    // A wrong password learns nothing more than any wrong password.
    await browser(t).post('/api/auth/login', { username: person.email, password: 'not-the-password-1' }).expect(401);

    const [row] = await auditRows(person.id);
    expect(row).toMatchObject({ actor_id: admin.id, entity: 'user', action: 'block' });
    expect(row?.before).toMatchObject({ blocked: false });
    expect(row?.after).toMatchObject({ blocked: true, reason: 'Chargeback fraud' });

    await browser(t)
      .post(`/api/admin/customers/${person.id}/block`, { blocked: false, reason: 'Resolved with the bank' }, admin.cookie)
      .expect(200);
    await signIn(t, person.email, person.password);
    const view = (await browser(t).get(`/api/admin/customers/${person.id}`, admin.cookie).expect(200)).body;
    expect(view.audit.map((e: { action: string }) => e.action)).toEqual(['unblock', 'block']);
    expect(view.audit[0].actorName).toBeTruthy();
  });

  it('refuses a block without a reason in the spec’s shape, and changes nothing', async () => {
    const person = await customer();
    const res = await browser(t).post(`/api/admin/customers/${person.id}/block`, { blocked: 'yes' }, admin.cookie).expect(428);
    expect(res.body).toEqual({
      errors: { blocked: 'Choose blocked or not', reason: 'Give a reason (it is kept in the audit log)' },
    });
    await browser(t).get('/api/my/details', person.cookie).expect(200);
    expect(await auditRows(person.id)).toEqual([]);
  });

  it('resends the confirmation or a password-reset e-mail through the outbox, with an audit row', async () => {
    const person = await createUser(t, { userType: 'owner' });
    await browser(t).post(`/api/admin/customers/${person.id}/emails`, { kind: 'password-reset' }, admin.cookie).expect(200);
    const mails = (
      await browser(t)
        .get(`/api/admin/mail-outbox?to=${encodeURIComponent(person.email)}`, admin.cookie)
        .expect(200)
    ).body as { kind: string; text: string }[];
    expect(mails.map((m) => m.kind)).toEqual(['account-reset-password']);
    expect(mails[0]?.text).toContain('/reset-password?token=');
    // The account is confirmed already: no confirmation to resend.
    await browser(t).post(`/api/admin/customers/${person.id}/emails`, { kind: 'confirmation' }, admin.cookie).expect(409);
    const bad = await browser(t).post(`/api/admin/customers/${person.id}/emails`, { kind: 'spam' }, admin.cookie).expect(428);
    expect(bad.body).toEqual({ errors: { kind: 'Choose the confirmation or the password-reset e-mail' } });
    expect((await auditRows(person.id)).map((r) => r.action)).toEqual(['send-password-reset']);
  });

  it('refuses to block an admin', async () => {
    const other = await createUser(t, { userType: 'owner', isAdmin: true });
    await browser(t).post(`/api/admin/customers/${other.id}/block`, { blocked: true, reason: 'x' }, admin.cookie).expect(409);
    expect(await auditRows(other.id)).toEqual([]);
  });
});
