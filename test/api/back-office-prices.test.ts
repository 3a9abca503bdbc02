import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import type { ProductCard } from '../../shared/types/catalogue.js';
import { insertOrder } from '../factories/orders.js';
import { browser, createUser, signIn } from './support/auth.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/** Issue 19 §1 (prices): a product's price per storefront currency, edited by admins, audited, seen at once. */
let t: TestApp;
let admin: { id: number; cookie: string };
let breeder: { cookie: string };
const GB = 'country=GB; currency=GBP';
const b = () => browser(t);

const listPrice = async (id: number) => {
  const res = await t.http.get('/api/store/products?isDetails=true&species=canine&category_ids=1').set('cookie', GB).expect(200);
  return (res.body.results as ProductCard[]).find((p) => p.id === id)?.price.amount;
};

/** The price a search for the product's name shows (searches are answered from the in-memory index). */
const searchPrice = async (product: ProductCard) => {
  const res = await t.http
    .get(`/api/store/products?isDetails=true&search=${encodeURIComponent(product.name)}`)
    .set('cookie', GB)
    .expect(200);
  return (res.body.results as ProductCard[]).find((p) => p.id === product.id)?.price.amount;
};

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

describe('catalogue prices in the back office', () => {
  it.each([
    ['GET', '/api/admin/catalogue/products'],
    ['GET', '/api/admin/catalogue/products/1'],
    ['PUT', '/api/admin/catalogue/products/1/prices'],
  ])('%s %s: a guest 401, a signed-in customer 403', async (method, path) => {
    const as = (cookie?: string) =>
      method === 'GET' ? b().get(path, cookie) : b().put(path, { currency: 'GBP', amount: 1 }, cookie);
    await as().expect(401);
    await as(breeder.cookie).expect(403);
  });

  it('changes the GBP price: the shop shows it at once, orders keep theirs, the audit keeps before and after', async () => {
    const res = await t.http
      .get('/api/store/products?isDetails=true&species=canine&category_ids=1')
      .set('cookie', GB)
      .expect(200);
    const product = res.body.results[0] as ProductCard;
    // The answer is now in the catalogue's cache, and the search index is built.
    expect(await listPrice(product.id)).toBe(product.price.amount);
    expect(await searchPrice(product)).toBe(product.price.amount);
    const user = await createUser(t, { userType: 'breeder' });
    const order = await insertOrder(t.db, {
      user: { ...user, userType: 'breeder' },
      key: `price-${Date.now()}`,
      method: 'C',
      status: 'paid',
      storefront: 'GB',
      currency: 'GBP',
      region: 'GB',
      lines: [
        { productId: product.id, name: product.name, kind: 'test', typeId: 2, categoryId: 1, unitAmount: product.price.amount },
      ],
      reason: 'test',
    });

    const found = (
      await b()
        .get(`/api/admin/catalogue/products?search=${encodeURIComponent(product.name)}`, admin.cookie)
        .expect(200)
    ).body as { id: number }[];
    expect(found.map((p) => p.id)).toContain(product.id);
    const before = (await b().get(`/api/admin/catalogue/products/${product.id}`, admin.cookie).expect(200)).body;
    const gbp = before.prices.find((p: { currency: string }) => p.currency === 'GBP');
    expect(gbp).toMatchObject({ storefronts: ['GB'], amount: product.price.amount });
    const eur = before.prices.find((p: { currency: string }) => p.currency === 'EUR');
    expect(eur.storefronts).toEqual(expect.arrayContaining(['DE', 'FR', 'NL']));

    const newAmount = product.price.amount + 1000;
    const saved = await b()
      .put(
        `/api/admin/catalogue/products/${product.id}/prices`,
        { currency: 'GBP', amount: newAmount, saleAmount: null, memberAmount: null },
        admin.cookie,
      )
      .expect(200);
    expect(saved.body).toMatchObject({ currency: 'GBP', amount: newAmount, saleAmount: null });

    expect(await listPrice(product.id)).toBe(newAmount);
    expect(await searchPrice(product)).toBe(newAmount);
    const cart = (await b().post('/api/cart', {}, GB).expect(201)).body;
    const added = await b().post(`/api/cart/${cart.sessionId}/item`, { productId: product.id }, GB).expect(201);
    expect(added.body.items[0].unitAmount).toBe(newAmount);
    const line = await t.db.execute(sql`select unit_amount from order_lines where order_id = ${order.id}`);
    expect((line.rows[0] as { unit_amount: number }).unit_amount).toBe(product.price.amount);

    const after = (await b().get(`/api/admin/catalogue/products/${product.id}`, admin.cookie).expect(200)).body;
    expect(after.audit).toHaveLength(1);
    expect(after.audit[0]).toMatchObject({ actorId: admin.id, action: 'update-price' });
    expect(after.audit[0].before).toMatchObject({ currency: 'GBP', amount: product.price.amount });
    expect(after.audit[0].after).toMatchObject({ currency: 'GBP', amount: newAmount });
  });

  it('refuses bad prices in the spec’s shape and changes nothing', async () => {
    const product = (await b().get('/api/admin/catalogue/products', admin.cookie).expect(200)).body[0] as { id: number };
    const before = (await b().get(`/api/admin/catalogue/products/${product.id}`, admin.cookie).expect(200)).body.prices;
    const bad = await b()
      .put(
        `/api/admin/catalogue/products/${product.id}/prices`,
        { currency: 'XYZ', amount: 0, saleAmount: 'cheap' },
        admin.cookie,
      )
      .expect(428);
    expect(bad.body).toEqual({
      errors: {
        currency: 'Choose a currency from the list',
        amount: 'Enter the price in cents, a whole number above zero',
        saleAmount: 'Enter the price in cents, a whole number above zero',
      },
    });
    const rules = await b()
      .put(
        `/api/admin/catalogue/products/${product.id}/prices`,
        { currency: 'GBP', amount: 1000, saleAmount: 1000, memberAmount: 2000 },
        admin.cookie,
      )
      .expect(428);
    expect(rules.body).toEqual({
      errors: { saleAmount: 'A sale price must be below the price', memberAmount: 'A member price must be below the price' },
    });
    await b().put('/api/admin/catalogue/products/99999999/prices', { currency: 'GBP', amount: 1000 }, admin.cookie).expect(404);
    expect((await b().get(`/api/admin/catalogue/products/${product.id}`, admin.cookie).expect(200)).body.prices).toEqual(before);
    const rows = await t.db.execute(
      sql`select count(*)::int as n from audit_log where entity = 'product-price' and entity_id = ${String(product.id)}`,
    );
    expect(rows.rows).toEqual([{ n: 0 }]);
  });
});
