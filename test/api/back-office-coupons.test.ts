import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import type { ProductCard } from '../../shared/types/catalogue.js';
import { browser, createUser, signIn } from './support/auth.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/** Issue 19 §2: coupons and loyalty points from the back office, for admins only, every change audited. */
let t: TestApp;
let admin: { id: number; cookie: string };
let breeder: { cookie: string };
let product: ProductCard;
const GB = 'country=GB; currency=GBP';
const b = () => browser(t);

async function audit(entity: string, entityId: number) {
  const res = await t.db.execute(
    sql`select actor_id, action, before, after from audit_log where entity = ${entity} and entity_id = ${String(entityId)} order by id`,
  );
  return res.rows as { actor_id: number; action: string; before: unknown; after: Record<string, unknown> | null }[];
}

async function couponCheck(code: string, storefrontCookie = GB) {
  const cart = (await b().post('/api/cart', {}, storefrontCookie).expect(201)).body;
  await b().post(`/api/cart/${cart.sessionId}/item`, { productId: product.id }, storefrontCookie).expect(201);
  return (await b().get(`/api/cart/${cart.sessionId}/coupon/${code}`, storefrontCookie).expect(200)).body;
}

const COUPON = {
  code: 'spring-25',
  kind: 'percent',
  value: 25,
  minSpend: 1000,
  totalLimit: 100,
  perUserLimit: 1,
  storefronts: ['GB', 'GB'],
};

beforeAll(async () => {
  t = await createTestApp();
  const a = await createUser(t, { userType: 'owner', isAdmin: true });
  admin = { id: a.id, cookie: await signIn(t, a.email, a.password) };
  const br = await createUser(t, { userType: 'breeder' });
  breeder = { cookie: await signIn(t, br.email, br.password) };
  const res = await t.http.get('/api/store/products?isDetails=true&species=canine&category_ids=1').set('cookie', GB).expect(200);
  product = res.body.results[0];
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('coupons in the back office', () => {
  it.each([
    ['GET', '/api/admin/coupons'],
    ['GET', '/api/admin/coupons/1'],
    ['POST', '/api/admin/coupons'],
    ['PUT', '/api/admin/coupons/1'],
    ['POST', '/api/admin/coupons/1/disable'],
    ['POST', '/api/admin/customers/1/loyalty-points'],
  ])('%s %s: a guest 401, a signed-in customer 403', async (method, path) => {
    const as = (cookie?: string) =>
      method === 'GET'
        ? b().get(path, cookie)
        : method === 'PUT'
          ? b().put(path, COUPON, cookie)
          : b().post(path, COUPON, cookie);
    await as().expect(401);
    await as(breeder.cookie).expect(403);
  });

  it('creates a coupon that checkout honours, edits it, and disables it, each change in the audit log', async () => {
    const created = (await b().post('/api/admin/coupons', COUPON, admin.cookie).expect(201)).body;
    expect(created).toMatchObject({
      code: 'SPRING-25',
      kind: 'percent',
      value: 25,
      storefronts: ['GB'],
      disabled: false,
      usedCount: 0,
    });
    expect((await couponCheck('SPRING-25')).valid).toBe(true);
    // Valid only in the storefronts it names.
    expect(await couponCheck('SPRING-25', 'country=AU; currency=AUD')).toMatchObject({ valid: false });

    const edited = (
      await b()
        .put(`/api/admin/coupons/${created.id}`, { ...COUPON, value: 30, expiresAt: '2099-01-01T00:00:00Z' }, admin.cookie)
        .expect(200)
    ).body;
    expect(edited).toMatchObject({ value: 30, expiresAt: '2099-01-01T00:00:00.000Z' });

    await b().post(`/api/admin/coupons/${created.id}/disable`, {}, admin.cookie).expect(200);
    expect(await couponCheck('SPRING-25')).toMatchObject({ valid: false, message: 'This coupon code is not valid' });
    await b().post(`/api/admin/coupons/${created.id}/enable`, {}, admin.cookie).expect(200);
    expect((await couponCheck('SPRING-25')).valid).toBe(true);

    const rows = await audit('coupon', created.id);
    expect(rows.map((r) => [r.actor_id, r.action])).toEqual([
      [admin.id, 'create'],
      [admin.id, 'update'],
      [admin.id, 'disable'],
      [admin.id, 'enable'],
    ]);
    expect(rows[1]?.before).toMatchObject({ value: 25 });
    expect(rows[1]?.after).toMatchObject({ value: 30 });

    const detail = (await b().get(`/api/admin/coupons/${created.id}`, admin.cookie).expect(200)).body;
    expect(detail.coupon.code).toBe('SPRING-25');
    expect(detail.redemptions).toEqual([]);
    expect(detail.audit.map((e: { action: string }) => e.action)).toEqual(['enable', 'disable', 'update', 'create']);
    const list = (await b().get('/api/admin/coupons', admin.cookie).expect(200)).body as { code: string }[];
    expect(list.map((c) => c.code)).toContain('SPRING-25');
  });

  it('refuses bad coupons in the spec’s shape and changes nothing', async () => {
    const before = (await t.db.execute(sql`select count(*)::int as n from coupons`)).rows;
    const bad = await b()
      .post(
        '/api/admin/coupons',
        { code: 'x', kind: 'half', value: 0, storefronts: ['XX'], startsAt: 'soon', productIds: [0] },
        admin.cookie,
      )
      .expect(428);
    expect(bad.body).toEqual({
      errors: {
        code: 'Use 3 to 40 letters, digits, dashes or underscores',
        kind: 'Choose percent or fixed',
        value: 'Enter a whole number above zero',
        storefronts: 'Choose storefronts from the list',
        startsAt: 'Enter a date',
        productIds: 'Enter ids as whole numbers',
      },
    });
    const rules = await b()
      .post(
        '/api/admin/coupons',
        { code: 'TOOMUCH', kind: 'percent', value: 150, startsAt: '2030-01-02', expiresAt: '2030-01-01' },
        admin.cookie,
      )
      .expect(428);
    expect(rules.body).toEqual({
      errors: { value: 'A percentage is at most 100', expiresAt: 'The end must come after the start' },
    });
    const fixed = await b().post('/api/admin/coupons', { code: 'FIVEOFF', kind: 'fixed', value: 500 }, admin.cookie).expect(428);
    expect(fixed.body).toEqual({ errors: { currency: 'Choose the currency of a fixed discount' } });
    await b()
      .post('/api/admin/coupons', { ...COUPON, code: 'DUPE-1' }, admin.cookie)
      .expect(201);
    const dupe = await b()
      .post('/api/admin/coupons', { ...COUPON, code: 'dupe-1' }, admin.cookie)
      .expect(428);
    expect(dupe.body).toEqual({ errors: { code: 'This code is already in use' } });
    expect((await t.db.execute(sql`select count(*)::int as n from coupons`)).rows).toEqual([
      { n: (before[0] as { n: number }).n + 1 },
    ]);
  });

  it('answers 404 for a coupon that does not exist', async () => {
    await b().get('/api/admin/coupons/99999999', admin.cookie).expect(404);
    await b().put('/api/admin/coupons/99999999', COUPON, admin.cookie).expect(404);
  });
});

describe('loyalty points adjusted from the customer page', () => {
  it('adds and takes points with a reason, never below zero, audited', async () => {
    const person = await createUser(t, { userType: 'breeder' });
    const cookie = await signIn(t, person.email, person.password);
    const added = await b()
      .post(`/api/admin/customers/${person.id}/loyalty-points`, { points: 500, reason: 'Show sponsorship' }, admin.cookie)
      .expect(200);
    expect(added.body).toEqual({ balance: 500 });
    const mine = (await b().get('/api/my/loyalty-points', cookie).expect(200)).body;
    expect(JSON.stringify(mine)).toContain('500');
    const tooMany = await b()
      .post(`/api/admin/customers/${person.id}/loyalty-points`, { points: -501, reason: 'Oops' }, admin.cookie)
      .expect(428);
    expect(tooMany.body).toEqual({ errors: { points: 'The balance cannot go below zero' } });
    const invalid = await b()
      .post(`/api/admin/customers/${person.id}/loyalty-points`, { points: 1.5, reason: ' ' }, admin.cookie)
      .expect(428);
    expect(invalid.body).toEqual({
      errors: { points: 'Enter a whole number of points, not zero', reason: 'Give a reason (it is kept in the audit log)' },
    });
    await b()
      .post(`/api/admin/customers/${person.id}/loyalty-points`, { points: 0, reason: 'Nothing' }, admin.cookie)
      .expect(428);
    await b()
      .post(`/api/admin/customers/${person.id}/loyalty-points`, { points: -200, reason: 'Goodwill reversed' }, admin.cookie)
      .expect(200);
    await b().post('/api/admin/customers/99999999/loyalty-points', { points: 5, reason: 'x' }, admin.cookie).expect(404);

    const rows = await audit('loyalty-points', person.id);
    expect(rows.map((r) => r.after)).toEqual([
      { balance: 500, points: 500, reason: 'Show sponsorship' },
      { balance: 300, points: -200, reason: 'Goodwill reversed' },
    ]);
    const view = (await b().get(`/api/admin/customers/${person.id}`, admin.cookie).expect(200)).body;
    expect(view.loyaltyPoints).toBe(300);
    expect(view.audit.map((e: { action: string }) => e.action)).toEqual(['adjust-points', 'adjust-points']);
  });
});
