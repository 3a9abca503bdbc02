import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { kits } from '../../server/modules/kits/kits.schema.js';
import type { CartView } from '../../shared/types/cart.js';
import type { CustomProfile } from '../../shared/types/catalogue.js';
import type { OrderView } from '../../shared/types/order.js';
import { browser, createUser, signIn } from './support/auth.js';
import { GB, gbBilling } from './support/shop.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let breeder: string;
let otherBreeder: string;
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  const b = await createUser(t, { userType: 'breeder', countryCode: 'GB', currency: 'GBP' });
  breeder = await signIn(t, b.email, b.password);
  const o = await createUser(t, { userType: 'breeder', countryCode: 'US', currency: 'USD' });
  otherBreeder = await signIn(t, o.email, o.password);
  const w = await createUser(t, { userType: 'owner' });
  owner = await signIn(t, w.email, w.password);
});
afterAll(async () => {
  await t.close();
});

const create = (body: object, cookie: string) => browser(t).post('/api/cart/custom-profile', body, cookie);

describe('custom profiles', () => {
  it('saves a breeder’s tests under a name, priced 15% below the three tests in their currency', async () => {
    const res = await create({ name: 'Stud screen', species: 'canine', productIds: [1001, 1002, 1003] }, breeder).expect(201);
    const profile: CustomProfile = res.body;
    expect(profile).toMatchObject({ name: 'Stud screen', species: 'canine', price: { currency: 'GBP', discountPercent: 15 } });
    expect(profile.tests.map((test) => test.id).sort()).toEqual([1001, 1002, 1003]);
    expect(profile.price.amount).toBe(Math.round((profile.price.listAmount * 85) / 100));
    const again = await browser(t).get(`/api/store/products/custom-profile/${profile.id}`, breeder).expect(200);
    expect(again.body).toEqual(profile);
  });

  it('lists only the owner’s profiles, newest first, paged and searchable', async () => {
    await create({ name: 'Colour check', species: 'feline', productIds: [1441, 1442] }, breeder).expect(201);
    await create({ name: 'Other kennel', species: 'canine', productIds: [1001, 1002] }, otherBreeder).expect(201);
    const mine = await browser(t).get('/api/cart/custom-profile?size=1', breeder).expect(200);
    expect(mine.body.count).toBe(2);
    expect(mine.body.results.map((p: CustomProfile) => p.name)).toEqual(['Colour check']);
    expect(mine.body.next).toContain('page=2');
    const found = await browser(t).get('/api/cart/custom-profile?query=stud', breeder).expect(200);
    expect(found.body.results.map((p: CustomProfile) => p.name)).toEqual(['Stud screen']);
  });

  it('refuses bad selections with field messages and saves nothing', async () => {
    const few = await create({ name: 'One', species: 'canine', productIds: [1001] }, breeder).expect(428);
    expect(few.body.errors).toEqual({ productIds: 'Choose at least 2 tests' });
    const mixed = await create({ name: 'Mixed', species: 'canine', productIds: [1001, 1401] }, breeder).expect(428);
    expect(mixed.body.errors).toEqual({ productIds: 'Choose single tests of the chosen species' });
    const profile = await create({ name: 'Profile in profile', species: 'canine', productIds: [1001, 3206] }, breeder).expect(
      428,
    );
    expect(profile.body.errors.productIds).toBe('Choose single tests of the chosen species');
    const blank = await create({ name: ' ', species: 'dog', productIds: 'x' }, breeder).expect(428);
    expect(Object.keys(blank.body.errors).sort()).toEqual(['productIds', 'species']);
    expect((await browser(t).get('/api/cart/custom-profile', breeder)).body.count).toBe(2);
  });

  it('is for signed-in breeders; another user’s profile is a 404', async () => {
    await t.http.get('/api/cart/custom-profile').expect(401);
    await create({ name: 'Pet', species: 'canine', productIds: [1001, 1002] }, owner).expect(403);
    const list = await browser(t).get('/api/cart/custom-profile', breeder);
    const id = list.body.results[0].id;
    await browser(t).get(`/api/store/products/custom-profile/${id}`, otherBreeder).expect(404);
    await browser(t).delete(`/api/store/products/custom-profile/${id}`, otherBreeder).expect(404);
    await browser(t).get('/api/store/products/custom-profile/not-a-uuid', breeder).expect(404);
  });

  it('deletes a profile', async () => {
    const list = await browser(t).get('/api/cart/custom-profile', breeder);
    const id = list.body.results[0].id;
    await browser(t).delete(`/api/store/products/custom-profile/${id}`, breeder).expect(204);
    await browser(t).get(`/api/store/products/custom-profile/${id}`, breeder).expect(404);
    expect((await browser(t).get('/api/cart/custom-profile', breeder)).body.count).toBe(1);
  });
});

describe('a saved custom profile in the cart and the order', () => {
  it('is one cart line priced on the server by rule 0307, once per order, and the order keeps its name and tests', async () => {
    const user = await createUser(t, { userType: 'breeder', countryCode: 'GB', currency: 'GBP' });
    const cookie = `${GB}; ${await signIn(t, user.email, user.password)}`;
    const profile: CustomProfile = (
      await create({ name: 'Stud screen', species: 'canine', productIds: [1001, 1002, 1003] }, cookie).expect(201)
    ).body;
    const second: CustomProfile = (
      await create({ name: 'Coat colours', species: 'canine', productIds: [1004, 1005] }, cookie).expect(201)
    ).body;
    expect(profile.productId).toBe(976);
    const cart: CartView = (await browser(t).post('/api/cart', {}, cookie).expect(201)).body;
    const add = (body: object, who = cookie) => browser(t).post(`/api/cart/${cart.sessionId}/item`, body, who);

    const added: CartView = (
      await add({ productId: profile.productId, quantity: 3, amount: 1, metaData: { customProfileId: profile.id } }).expect(201)
    ).body;
    expect(added.items).toHaveLength(1);
    const line = added.items[0];
    expect(line).toMatchObject({
      product: { id: 976, name: 'Custom profile – Stud screen', species: 'canine' },
      quantity: 1,
      unitAmount: profile.price.amount,
      amount: profile.price.amount,
      currency: { code: 'GBP' },
      customProfile: { id: profile.id, discountPercent: 15 },
    });
    expect(line?.customProfile?.tests.map((test) => test.id).sort()).toEqual([1001, 1002, 1003]);
    expect(added.totals.subtotal).toBe(profile.price.amount);
    expect(added.isSwabRequired).toBe(true);

    // One custom profile per order; the same one twice neither.
    for (const id of [second.id, profile.id]) {
      const refused = await add({ productId: 976, metaData: { customProfileId: id } }).expect(409);
      expect(refused.body).toMatchObject({ title: 'Already in Cart', code: 'custom_profile_in_cart' });
    }
    // Only the owner's saved profile, only as its own product; the product alone is not for sale.
    const other = await createUser(t, { userType: 'breeder', countryCode: 'GB', currency: 'GBP' });
    const otherCookie = `${GB}; ${await signIn(t, other.email, other.password)}`;
    const otherCart: CartView = (await browser(t).post('/api/cart', {}, otherCookie).expect(201)).body;
    const addOther = (body: object) => browser(t).post(`/api/cart/${otherCart.sessionId}/item`, body, otherCookie);
    await addOther({ productId: 976, metaData: { customProfileId: profile.id } }).expect(404);
    await addOther({ productId: 976 }).expect(404);
    const guestCart: CartView = (await browser(t).post('/api/cart', {}, GB).expect(201)).body;
    await browser(t)
      .post(`/api/cart/${guestCart.sessionId}/item`, { productId: 976, metaData: { customProfileId: profile.id } }, GB)
      .expect(401);
    const otherProfile: CustomProfile = (
      await create({ name: 'Mine', species: 'feline', productIds: [1441, 1442] }, otherCookie).expect(201)
    ).body;
    await addOther({ productId: 976, metaData: { customProfileId: otherProfile.id } }).expect(404);
    expect((await addOther({ productId: 977, metaData: { customProfileId: 'not-a-profile' } }).expect(428)).body.errors).toEqual({
      'metaData.customProfileId': 'Choose a custom profile',
    });
    expect(((await browser(t).get(`/api/cart/${otherCart.sessionId}`, otherCookie).expect(200)).body as CartView).items).toEqual(
      [],
    );
    const updated: CartView = (
      await browser(t).put(`/api/cart/${cart.sessionId}/item/${line?.id}`, { productId: 976, quantity: 5 }, cookie).expect(200)
    ).body;
    expect(updated.items[0]?.quantity).toBe(1);

    // Checkout snapshots name and tests: deleting the profile later changes nothing on the order.
    const order: OrderView = (
      await browser(t)
        .post(
          '/api/store/checkout',
          { sessionId: cart.sessionId, acceptTerms: true, payment: { method: 'EFT' }, billingAddress: gbBilling(user.email) },
          cookie,
        )
        .set('idempotency-key', `profile-order-${Date.now()}`)
        .expect(201)
    ).body;
    expect(order.subtotal).toBe(profile.price.amount);
    expect(order.lines).toEqual([
      expect.objectContaining({
        productId: 976,
        name: 'Custom profile – Stud screen',
        quantity: 1,
        amount: profile.price.amount,
      }),
    ]);
    await browser(t).delete(`/api/store/products/custom-profile/${profile.id}`, cookie).expect(204);
    const history = (await browser(t).get('/api/my/order-history', cookie).expect(200)).body.results as OrderView[];
    const kept = history.find((o) => o.id === order.id);
    expect(kept?.lines[0]?.name).toBe('Custom profile – Stud screen');
    expect(kept?.lines[0]?.tests?.map((test) => test.id).sort()).toEqual([1001, 1002, 1003]);

    // Paid, it becomes one kit that runs the profile's tests.
    const admin = await createUser(t, { userType: 'breeder', isAdmin: true });
    await browser(t)
      .post(`/api/admin/orders/${order.id}/mark-paid`, {}, await signIn(t, admin.email, admin.password))
      .expect(200);
    const allocated = await t.db.select().from(kits).where(eq(kits.ownerId, user.id));
    expect(allocated.map((k) => [...k.testIds].sort())).toEqual([[1001, 1002, 1003]]);
  });

  it('leaves the cart when the profile is deleted', async () => {
    const user = await createUser(t, { userType: 'breeder', countryCode: 'GB', currency: 'GBP' });
    const cookie = `${GB}; ${await signIn(t, user.email, user.password)}`;
    const profile: CustomProfile = (
      await create({ name: 'Short lived', species: 'feline', productIds: [1441, 1442] }, cookie).expect(201)
    ).body;
    const cart: CartView = (await browser(t).post('/api/cart', {}, cookie).expect(201)).body;
    await browser(t)
      .post(
        `/api/cart/${cart.sessionId}/item`,
        { productId: profile.productId, metaData: { customProfileId: profile.id } },
        cookie,
      )
      .expect(201);
    await browser(t).delete(`/api/store/products/custom-profile/${profile.id}`, cookie).expect(204);
    expect(((await browser(t).get(`/api/cart/${cart.sessionId}`, cookie).expect(200)).body as CartView).items).toEqual([]);
  });
});
