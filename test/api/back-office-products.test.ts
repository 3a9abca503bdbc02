import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import supertest from 'supertest';
import type { AdminProduct, ProductPreview } from '../../shared/types/back-office.js';
import type { CartView } from '../../shared/types/cart.js';
import type { ProductCard } from '../../shared/types/catalogue.js';
import type { OrderView } from '../../shared/types/order.js';
import { browser, createUser, signIn } from './support/auth.js';
import { GB, placeGbOrder } from './support/shop.js';
import { createSecondNode, createTestApp, type TestApp } from './support/test-app.js';

/** Issue 19 §1: products created, edited and retired in the back office; every node's caches follow at once. */
let t: TestApp;
let admin: { id: number; cookie: string };
let breeder: { cookie: string };
const b = () => browser(t);

const NEW_TEST = {
  name: 'Copper Storage Hepatopathy (Bedlington)',
  categoryId: 1,
  kind: 'd',
  species: 'canine',
  breedIds: [] as number[],
  gene: 'QZX7',
  inheritance: 'AR',
  sampleType: 'Cheek swab',
  turnaround: '10 business days',
  description: 'Finds the QZX7 deletion behind copper storage disease in the liver.',
  onlyStorefront: null,
};

const shopList = async (http: ReturnType<typeof supertest>, search: string) =>
  (
    await http
      .get(`/api/store/products?isDetails=true&search=${encodeURIComponent(search)}`)
      .set('cookie', GB)
      .expect(200)
  ).body.results as ProductCard[];

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

const auditRows = async (entity: string, entityId: number | string) =>
  (
    await t.db.execute(
      sql`select action, actor_id, before, after from audit_log where entity = ${entity} and entity_id = ${String(entityId)} order by id`,
    )
  ).rows as { action: string; actor_id: number; before: Record<string, unknown> | null; after: Record<string, unknown> }[];

describe('products in the back office', () => {
  it.each([
    ['GET', '/api/admin/catalogue/products?status=retired'],
    ['POST', '/api/admin/catalogue/products'],
    ['PUT', '/api/admin/catalogue/products/1'],
    ['POST', '/api/admin/catalogue/products/1/retire'],
    ['GET', '/api/admin/catalogue/products/1/preview?storefront=GB'],
  ])('%s %s: a guest 401, a signed-in customer 403', async (method, path) => {
    const as = (cookie?: string) =>
      method === 'GET'
        ? b().get(path, cookie)
        : method === 'PUT'
          ? b().put(path, NEW_TEST, cookie)
          : b().post(path, NEW_TEST, cookie);
    await as().expect(401);
    await as(breeder.cookie).expect(403);
  });

  it('refuses a bad product in the spec’s shape and creates nothing', async () => {
    const bad = await b()
      .post(
        '/api/admin/catalogue/products',
        { name: 'X', categoryId: 999, kind: 'x', species: 'dog', description: 'short', inheritance: 'ZZ', breedIds: ['a'] },
        admin.cookie,
      )
      .expect(428);
    expect(bad.body).toEqual({
      errors: {
        name: 'Enter a name of 3 to 120 characters',
        categoryId: 'Choose a category from the list',
        kind: 'Choose a kind from the list',
        species: 'Choose canine, feline or none',
        description: 'Enter a description of 10 to 4000 characters',
        inheritance: 'Choose an inheritance mode from the list',
        breedIds: 'Choose breeds of the product’s species',
      },
    });
    const crossed = await b()
      .post('/api/admin/catalogue/products', { ...NEW_TEST, categoryId: 7, breedIds: [600] }, admin.cookie)
      .expect(428);
    expect(crossed.body).toEqual({
      errors: { categoryId: 'This category is for the other species', breedIds: 'Choose breeds of the product’s species' },
    });
    expect(await auditRows('product', 100000)).toEqual([]);
    expect((await b().get('/api/admin/catalogue/products?search=Copper%20Storage', admin.cookie).expect(200)).body).toEqual([]);
  });

  it('creates a test, prices it, shows it in the shop and search; an edit follows at once; a price change leaves a placed order alone; retiring hides it but the order keeps it', async () => {
    const created: AdminProduct = (await b().post('/api/admin/catalogue/products', NEW_TEST, admin.cookie).expect(201)).body;
    expect(created).toMatchObject({ name: NEW_TEST.name, typeId: 2, status: 'active', categoryName: 'Canine Genetic Diseases' });
    expect(created.id).toBeGreaterThanOrEqual(100000);
    const [createdRow] = await auditRows('product', created.id);
    expect(createdRow).toMatchObject({ action: 'create', actor_id: admin.id, before: null, after: { name: NEW_TEST.name } });

    // Without a price in the shop's currency it is not sold there yet; the preview says so.
    expect(await shopList(t.http, 'qzx7')).toEqual([]);
    const unpriced: ProductPreview = (
      await b().get(`/api/admin/catalogue/products/${created.id}/preview?storefront=GB`, admin.cookie).expect(200)
    ).body;
    expect(unpriced.audiences.map((a) => a.reason)).toEqual(Array(4).fill('No price in GBP yet'));

    await b()
      .put(
        `/api/admin/catalogue/products/${created.id}/prices`,
        { currency: 'GBP', amount: 5900, memberAmount: 4900 },
        admin.cookie,
      )
      .expect(200);
    const listed = await shopList(t.http, 'qzx7');
    expect(listed.map((p) => [p.id, p.price.amount])).toEqual([[created.id, 5900]]);
    // A typo still finds it: the search index has it.
    expect((await shopList(t.http, 'copper storag')).map((p) => p.id)).toContain(created.id);
    const page = await t.http.get(`/api/store/products/product/${created.id}`).set('cookie', GB).expect(200);
    expect(page.body).toMatchObject({ name: NEW_TEST.name, gene: 'QZX7', allBreeds: true });

    const preview: ProductPreview = (
      await b().get(`/api/admin/catalogue/products/${created.id}/preview?storefront=GB`, admin.cookie).expect(200)
    ).body;
    expect(preview.currency).toBe('GBP');
    expect(preview.audiences.map((a) => [a.audience, a.shown, a.price?.amount])).toEqual([
      ['guest', true, 5900],
      ['breeder', true, 4900],
      ['owner', true, 5900],
      ['vet', true, 5900],
    ]);

    // A buyer places an order at 59.00 (bank transfer: placed, not yet paid).
    const cart: CartView = (await b().post('/api/cart', {}, GB).expect(201)).body;
    await b().post(`/api/cart/${cart.sessionId}/item`, { productId: created.id }, GB).expect(201);
    const order: OrderView = (
      await placeGbOrder(
        t,
        GB,
        { sessionId: cart.sessionId, email: 'copper@example.test', method: 'EFT' },
        `copper-${Date.now()}`,
      ).expect(201)
    ).body;

    // The name changes (search follows), then the price goes up with a sale that has not started yet.
    const renamed = { ...NEW_TEST, name: 'Copper Toxicosis (QZX7)', breedIds: [] };
    const edited: AdminProduct = (await b().put(`/api/admin/catalogue/products/${created.id}`, renamed, admin.cookie).expect(200))
      .body;
    expect(edited.name).toBe('Copper Toxicosis (QZX7)');
    expect((await shopList(t.http, 'toxicosis')).map((p) => p.id)).toContain(created.id);
    const update = (await auditRows('product', created.id))[1];
    expect(update).toMatchObject({ action: 'update', before: { name: NEW_TEST.name }, after: { name: renamed.name } });

    const nextWeek = new Date(Date.now() + 7 * 86_400_000).toISOString();
    await b()
      .put(
        `/api/admin/catalogue/products/${created.id}/prices`,
        { currency: 'GBP', amount: 6900, saleAmount: 5500, saleStartsAt: nextWeek },
        admin.cookie,
      )
      .expect(200);
    expect((await shopList(t.http, 'toxicosis')).find((p) => p.id === created.id)?.price).toMatchObject({
      amount: 6900,
      onSale: false,
    });
    // The sale runs from now: the shop shows the sale price at once.
    await b()
      .put(
        `/api/admin/catalogue/products/${created.id}/prices`,
        {
          currency: 'GBP',
          amount: 6900,
          saleAmount: 5500,
          saleStartsAt: new Date(Date.now() - 60_000).toISOString(),
          saleEndsAt: nextWeek,
        },
        admin.cookie,
      )
      .expect(200);
    expect((await shopList(t.http, 'toxicosis')).find((p) => p.id === created.id)?.price).toMatchObject({
      amount: 5500,
      onSale: true,
    });
    const placed: OrderView = (await b().get(`/api/store/orders/${order.id}?sessionId=${cart.sessionId}`, GB).expect(200)).body;
    expect(placed.lines.map((l) => [l.name, l.unitAmount])).toEqual([[NEW_TEST.name, 5900]]);
    expect(placed.total).toBe(order.total);

    // Retired: gone from lists, search, the product page and carts; the order still shows it.
    const retired: AdminProduct = (
      await b().post(`/api/admin/catalogue/products/${created.id}/retire`, {}, admin.cookie).expect(200)
    ).body;
    expect(retired.status).toBe('retired');
    expect((await shopList(t.http, 'qzx7')).map((p) => p.id)).not.toContain(created.id);
    await t.http.get(`/api/store/products/product/${created.id}`).set('cookie', GB).expect(404);
    const another: CartView = (await b().post('/api/cart', {}, GB).expect(201)).body;
    expect((await b().post(`/api/cart/${another.sessionId}/item`, { productId: created.id }, GB)).status).toBeGreaterThanOrEqual(
      400,
    );
    const after: OrderView = (await b().get(`/api/store/orders/${order.id}?sessionId=${cart.sessionId}`, GB).expect(200)).body;
    expect(after.lines.map((l) => [l.name, l.unitAmount])).toEqual([[NEW_TEST.name, 5900]]);
    const retiredList = (await b().get('/api/admin/catalogue/products?status=retired', admin.cookie).expect(200)).body;
    expect(retiredList.map((p: { id: number }) => p.id)).toContain(created.id);
    const shown = (await b().get(`/api/admin/catalogue/products/${created.id}`, admin.cookie).expect(200)).body;
    expect(shown.audit.map((a: { action: string }) => a.action)).toEqual([
      'retire',
      'update-price',
      'update-price',
      'update',
      'add-price',
      'create',
    ]);
    const previewRetired: ProductPreview = (
      await b().get(`/api/admin/catalogue/products/${created.id}/preview?storefront=GB`, admin.cookie).expect(200)
    ).body;
    expect(previewRetired.audiences.every((a) => !a.shown && a.reason === 'Retired: no longer sold')).toBe(true);
    await b().put(`/api/admin/catalogue/products/${created.id}`, renamed, admin.cookie).expect(409);
    await b()
      .put(`/api/admin/catalogue/products/${created.id}/prices`, { currency: 'GBP', amount: 100 }, admin.cookie)
      .expect(409);
  });

  it('filters the list by category, species and status', async () => {
    const feline = (await b().get('/api/admin/catalogue/products?category=7&species=feline', admin.cookie).expect(200)).body;
    expect(feline.length).toBeGreaterThan(0);
    expect(
      feline.every((p: { categoryId: number; species: string; status: string }) => p.categoryId === 7 && p.status === 'active'),
    ).toBe(true);
    await b().get('/api/admin/catalogue/products?status=gone', admin.cookie).expect(428);
  });
});

describe('two nodes on one database', () => {
  let other: Awaited<ReturnType<typeof createSecondNode>>;

  beforeAll(async () => {
    other = await createSecondNode(t);
  }, 120_000);

  afterAll(async () => {
    await other?.close();
  });

  it('a price saved on one node shows on the other without waiting for its cache to expire', async () => {
    const [product] = (
      await other.http.get('/api/store/products?isDetails=true&species=canine&category_ids=6').set('cookie', GB).expect(200)
    ).body.results as ProductCard[];
    if (!product) throw new Error('no trait test in the catalogue');
    const priceOnOther = async () =>
      (
        (await other.http.get('/api/store/products?isDetails=true&species=canine&category_ids=6').set('cookie', GB).expect(200))
          .body.results as ProductCard[]
      ).find((p) => p.id === product.id)?.price.listAmount;
    // The other node now answers from its cache.
    expect(await priceOnOther()).toBe(product.price.listAmount);
    const raised = product.price.listAmount + 700;
    await b()
      .put(`/api/admin/catalogue/products/${product.id}/prices`, { currency: 'GBP', amount: raised }, admin.cookie)
      .expect(200);
    // The notification arrives after the commit, in the other node's own time: wait for it, for at most 5 s.
    const deadline = Date.now() + 5_000;
    while ((await priceOnOther()) !== raised && Date.now() < deadline) await new Promise((resolve) => setImmediate(resolve));
    expect(await priceOnOther()).toBe(raised);
  });
});
