import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import type { AdminProduct } from '../../shared/types/back-office.js';
import type { CartView } from '../../shared/types/cart.js';
import type { ProductDetail } from '../../shared/types/catalogue.js';
import type { OrderView } from '../../shared/types/order.js';
import { BACK_OFFICE_MSG } from '../../shared/validation-messages.js';
import { browser, createUser, signIn } from './support/auth.js';
import { GB, placeGbOrder } from './support/shop.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/** Issue 19 §1: what a full breed profile includes and how many kits a multi-pack holds, edited in the back office. */
let t: TestApp;
let admin: { id: number; cookie: string };
let breeder: { cookie: string };
const b = () => browser(t);

/** The seeded canine multi-pack of two kits (spec §9 ratio 474:2). */
const TWO_KIT_PACK = 474;

const firstId = async (query: ReturnType<typeof sql>) => Number(((await t.db.execute(query)).rows[0] as { id: number }).id);

const auditRows = async (entityId: number) =>
  (
    await t.db.execute(
      sql`select action, actor_id, before, after from audit_log where entity = 'product' and entity_id = ${String(entityId)} order by id`,
    )
  ).rows as { action: string; actor_id: number; before: AdminProduct; after: AdminProduct }[];

beforeAll(async () => {
  t = await createTestApp();
  const a = await createUser(t, { userType: 'owner', isAdmin: true });
  admin = { id: a.id, cookie: await signIn(t, a.email, a.password) };
  const br = await createUser(t, { userType: 'breeder' });
  breeder = { cookie: await signIn(t, br.email, br.password) };
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('a product’s contents in the back office', () => {
  it.each([
    ['PUT', `/api/admin/catalogue/products/${TWO_KIT_PACK}/contents`],
    ['GET', '/api/admin/catalogue/tests?species=canine'],
  ])('%s %s: a guest 401, a signed-in customer 403', async (method, path) => {
    const as = (cookie?: string) => (method === 'GET' ? b().get(path, cookie) : b().put(path, { kitCount: 3 }, cookie));
    await as().expect(401);
    await as(breeder.cookie).expect(403);
  });

  it('offers the species’ disease and trait tests by name for the profile picker', async () => {
    const tests: { id: number; name: string }[] = (
      await b().get('/api/admin/catalogue/tests?species=feline', admin.cookie).expect(200)
    ).body;
    expect(tests.length).toBeGreaterThan(10);
    const kinds = await t.db.execute(
      sql`select distinct kind, species from products where id in (${sql.join(
        tests.map((test) => sql`${test.id}`),
        sql`, `,
      )})`,
    );
    expect(new Set((kinds.rows as { kind: string; species: string }[]).map((r) => `${r.kind}:${r.species}`))).toEqual(
      new Set(['d:feline', 't:feline']),
    );
    expect(tests.map((test) => test.name)).toContain('Polycystic Kidney Disease (PKD)');
  });

  it('changes a full breed profile’s tests: the shop’s product page shows them at once, and the change is audited', async () => {
    const profileId = await firstId(
      sql`select id from products where kind = 'fbp' and species = 'canine' and is_listed and retired_at is null order by id limit 1`,
    );
    const [first, second] = (
      (await t.db.execute(sql`select id, name from products where kind = 'd' and species = 'canine' order by name limit 2`))
        .rows as { id: number; name: string }[]
    ).map((r) => ({ id: Number(r.id), name: r.name }));
    const saved: AdminProduct = (
      await b()
        .put(`/api/admin/catalogue/products/${profileId}/contents`, { testIds: [second?.id, first?.id] }, admin.cookie)
        .expect(200)
    ).body;
    expect(saved.contents).toBe('profile');
    expect(saved.includedTests).toEqual([first, second]);

    const page: ProductDetail = (await t.http.get(`/api/store/products/product/${profileId}`).set('cookie', GB).expect(200)).body;
    expect(page.includedTests.map((test) => test.name)).toEqual([first?.name, second?.name]);

    const [row] = (await auditRows(profileId)).filter((r) => r.action === 'update-contents');
    expect(row?.actor_id).toBe(admin.id);
    expect(row?.before.includedTests.length).toBeGreaterThan(0);
    expect(row?.after.includedTests).toEqual([first, second]);
  });

  it('refuses a profile of no tests, or of another species’ tests, in the spec’s shape and changes nothing', async () => {
    const profileId = await firstId(
      sql`select id from products where kind = 'fbp' and species = 'canine' and is_listed and retired_at is null order by id desc limit 1`,
    );
    const felineTest = await firstId(sql`select id from products where kind = 'd' and species = 'feline' limit 1`);
    const before: AdminProduct = (await b().get(`/api/admin/catalogue/products/${profileId}`, admin.cookie).expect(200)).body
      .product;
    for (const body of [{ testIds: [] }, { testIds: [felineTest] }, { testIds: ['one'] }]) {
      const refused = await b().put(`/api/admin/catalogue/products/${profileId}/contents`, body, admin.cookie).expect(428);
      expect(refused.body).toEqual({ errors: { testIds: BACK_OFFICE_MSG.profileTests } });
    }
    const kits = await b().put(`/api/admin/catalogue/products/${profileId}/contents`, { kitCount: 3 }, admin.cookie).expect(428);
    expect(kits.body).toEqual({
      errors: { kitCount: BACK_OFFICE_MSG.onlyMultipacksHoldKits, testIds: BACK_OFFICE_MSG.profileTests },
    });
    const after: AdminProduct = (await b().get(`/api/admin/catalogue/products/${profileId}`, admin.cookie).expect(200)).body
      .product;
    expect(after.includedTests).toEqual(before.includedTests);
    expect((await auditRows(profileId)).filter((r) => r.action === 'update-contents')).toEqual([]);
  });

  it('changes a multi-pack’s kit count; an order placed before keeps the count it was sold with', async () => {
    const buyer = await createUser(t, { userType: 'breeder', countryCode: 'GB', currency: 'GBP' });
    const cookie = `${GB}; ${await signIn(t, buyer.email, buyer.password)}`;
    const cart: CartView = (await b().post('/api/cart', {}, cookie).expect(201)).body;
    await b().post(`/api/cart/${cart.sessionId}/item`, { productId: TWO_KIT_PACK }, cookie).expect(201);
    const order: OrderView = (
      await placeGbOrder(
        t,
        cookie,
        { sessionId: cart.sessionId, email: buyer.email, method: 'EFT' },
        `pack-${Date.now()}`,
      ).expect(201)
    ).body;

    for (const kitCount of [0, 2.5, 51, '3']) {
      const refused = await b()
        .put(`/api/admin/catalogue/products/${TWO_KIT_PACK}/contents`, { kitCount }, admin.cookie)
        .expect(428);
      expect(refused.body).toEqual({ errors: { kitCount: BACK_OFFICE_MSG.kitCount } });
    }
    const tests = await b()
      .put(`/api/admin/catalogue/products/${TWO_KIT_PACK}/contents`, { kitCount: 3, testIds: [1001] }, admin.cookie)
      .expect(428);
    expect(tests.body).toEqual({ errors: { testIds: BACK_OFFICE_MSG.onlyProfilesIncludeTests } });

    const saved: AdminProduct = (
      await b().put(`/api/admin/catalogue/products/${TWO_KIT_PACK}/contents`, { kitCount: 3 }, admin.cookie).expect(200)
    ).body;
    expect(saved).toMatchObject({ contents: 'multipack', kitCount: 3 });
    const [row] = (await auditRows(TWO_KIT_PACK)).filter((r) => r.action === 'update-contents');
    expect(row).toMatchObject({ actor_id: admin.id, before: { kitCount: 2 }, after: { kitCount: 3 } });

    const lines = await t.db.execute(sql`select kit_count from order_lines where order_id = ${order.id}`);
    expect(lines.rows).toEqual([{ kit_count: 2 }]);
    const page: ProductDetail = (await t.http.get(`/api/store/products/product/${TWO_KIT_PACK}`).set('cookie', GB).expect(200))
      .body;
    expect(page.kitCount).toBe(3);
  });
});
