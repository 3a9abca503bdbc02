import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { cartItems, carts, coupons } from '../../server/modules/cart/cart.schema.js';
import { KitsService } from '../../server/modules/kits/kits.service.js';
import type { CartView } from '../../shared/types/cart.js';
import type { CustomProfile, ProductCard } from '../../shared/types/catalogue.js';
import { browser, createUser, signIn } from './support/auth.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let tests: ProductCard[];
const GB = 'country=GB; currency=GBP';

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.http.get('/api/store/products?isDetails=true&species=canine&category_ids=1').set('cookie', GB).expect(200);
  tests = res.body.results;
  await t.db.insert(coupons).values([
    { code: 'TENOFF', kind: 'percent', value: 10 },
    { code: 'ONCEEACH', kind: 'fixed', value: 500, currency: 'GBP', perUserLimit: 1 },
    { code: 'SHOWPOINTS', kind: 'points', value: 750 },
  ]);
});
afterAll(async () => {
  await t.close();
});

const b = () => browser(t);
const withGb = (cookie?: string) => (cookie ? `${GB}; ${cookie}` : GB);
async function newCart(cookie?: string): Promise<CartView> {
  return (await b().post('/api/cart', {}, withGb(cookie)).expect(201)).body;
}
const add = (sessionId: string, body: object, cookie?: string) => b().post(`/api/cart/${sessionId}/item`, body, withGb(cookie));
const first = () => tests[0] as ProductCard;
const second = () => tests[1] as ProductCard;

describe('cart', () => {
  it('creates a cart with an unguessable session id and prices items from the catalogue, ignoring a client price', async () => {
    const cart = await newCart();
    expect(cart.sessionId).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(cart.items).toEqual([]);
    const added = await add(cart.sessionId, { productId: first().id, quantity: 1, amount: 1, price: 1 }).expect(201);
    const view: CartView = added.body;
    expect(view.items).toHaveLength(1);
    expect(view.items[0]).toMatchObject({
      product: { id: first().id, name: first().name },
      unitAmount: first().price.amount,
      amount: first().price.amount,
      currency: { code: 'GBP', symbol: '£' },
    });
    expect(view.totals).toMatchObject({ currency: 'GBP', subtotal: first().price.amount, taxLabel: 'VAT', taxIncluded: true });
    expect(view.totals.tax).toBe(Math.round((view.totals.total * 20) / 120));
  });

  it('adds an item only once, with the spec text', async () => {
    const cart = await newCart();
    await add(cart.sessionId, { productId: first().id }).expect(201);
    const again = await add(cart.sessionId, { productId: first().id }).expect(409);
    expect(again.body).toMatchObject({
      title: 'Already in the Cart',
      content: 'This item is already in your cart. You can only add it once.',
    });
    const view: CartView = (await b().get(`/api/cart/${cart.sessionId}`, GB).expect(200)).body;
    expect(view.items).toHaveLength(1);
  });

  it("refuses to mix test upgrades and regular products (101) and asks for the upgrade's barcode", async () => {
    const cart = await newCart();
    await add(cart.sessionId, { productId: first().id }).expect(201);
    const mixed = await add(cart.sessionId, {
      productId: second().id,
      metaData: { isUpgradeTests: true, barcode: 'DNA123' },
    }).expect(409);
    expect(mixed.body).toMatchObject({
      code: 101,
      title: 'Unable to Add to Cart!',
      content: "You can't mix test upgrades and regular products.",
      otherInfo: 'Please complete your purchase of existing items and try again.',
    });
    const other = await newCart();
    const noBarcode = await add(other.sessionId, { productId: second().id, metaData: { isUpgradeTests: true } }).expect(428);
    expect(noBarcode.body).toEqual({ errors: { 'metaData.barcode': 'This field is required' } });
  });

  it('validates input with 428 and changes nothing', async () => {
    const cart = await newCart();
    const bad = await add(cart.sessionId, { productId: 'x', quantity: 0 }).expect(428);
    expect(bad.body.errors).toMatchObject({
      productId: 'Choose a product',
      quantity: 'Quantity must be a whole number from 1 to 50',
    });
    expect((await add(cart.sessionId, { productId: 99999999 })).status).toBe(404);
    const view: CartView = (await b().get(`/api/cart/${cart.sessionId}`, GB).expect(200)).body;
    expect(view.items).toEqual([]);
  });

  it('updates quantities of packs, deletes items and keeps notes', async () => {
    const cart = await newCart();
    const pack: CartView = (await add(cart.sessionId, { productId: 440, quantity: 2 }).expect(201)).body;
    const item = pack.items[0];
    expect(item?.quantity).toBe(2);
    expect(item?.amount).toBe((item?.unitAmount ?? 0) * 2);
    const updated: CartView = (
      await b().put(`/api/cart/${cart.sessionId}/item/${item?.id}`, { productId: 440, quantity: 3 }, GB).expect(200)
    ).body;
    expect(updated.items[0]?.quantity).toBe(3);
    const noted: CartView = (await b().put(`/api/cart/${cart.sessionId}/note/${item?.id}`, { note: 'For Bella' }, GB).expect(200))
      .body;
    expect(noted.items[0]?.note).toBe('For Bella');
    const removed: CartView = (await b().delete(`/api/cart/${cart.sessionId}/item/${item?.id}`, GB).expect(200)).body;
    expect(removed.items).toEqual([]);
  });

  it('offers shipping methods priced in the storefront currency and adds the chosen one', async () => {
    const cart = await newCart();
    await add(cart.sessionId, { productId: first().id }).expect(201);
    const methods = (await b().get(`/api/cart/${cart.sessionId}/shipping-methods`, GB).expect(200)).body;
    expect(methods.map((m: { name: string }) => m.name)).toEqual(['Standard Post', 'Express Courier']);
    expect(methods[0].amount).toBe(0);
    const express = methods[1];
    const view: CartView = (await b().get(`/api/cart/${cart.sessionId}?shipping_method=${express.id}`, GB).expect(200)).body;
    expect(view.shippingMethod?.id).toBe(express.id);
    expect(view.totals.total).toBe(first().price.amount + express.amount);
  });

  it('applies coupons by their rules and reports why one does not apply', async () => {
    const cart = await newCart();
    await add(cart.sessionId, { productId: first().id }).expect(201);
    const check = (await b().get(`/api/cart/${cart.sessionId}/coupon/tenoff`, GB).expect(200)).body;
    expect(check).toEqual({ code: 'TENOFF', valid: true, discount: Math.floor(first().price.amount / 10), message: null });
    const view: CartView = (await b().get(`/api/cart/${cart.sessionId}?coupon=TENOFF`, GB).expect(200)).body;
    expect(view.totals.discount).toBe(check.discount);
    expect(view.totals.total).toBe(first().price.amount - check.discount);
    const unknown = (await b().get(`/api/cart/${cart.sessionId}/coupon/NOPE`, GB).expect(200)).body;
    expect(unknown).toMatchObject({ valid: false, message: 'This coupon code is not valid' });
  });

  it('stores the contact and the sample collector', async () => {
    const cart = await newCart();
    const contact: CartView = (
      await b()
        .put(`/api/cart/${cart.sessionId}`, { email: 'Guest@Example.test', country: 'gb', phoneNumber: '+44 20 7946 0000' }, GB)
        .expect(200)
    ).body;
    expect(contact).toMatchObject({ email: 'guest@example.test', country: 'GB', phoneNumber: '+44 20 7946 0000' });
    const collector: CartView = (
      await b()
        .put(`/api/cart/${cart.sessionId}`, { sampleCollector: { type: 'vet', name: 'Dr Ada Lane', clinic: 'Lane Vets' } }, GB)
        .expect(200)
    ).body;
    expect(collector.collector).toEqual({ type: 'vet', name: 'Dr Ada Lane', clinic: 'Lane Vets' });
    expect((await b().put(`/api/cart/${cart.sessionId}`, { email: 'nope' }, GB).expect(428)).body).toEqual({
      errors: { email: 'email must be a valid email' },
    });
  });
});

describe("a signed-in user's cart follows them across devices (docs/decisions/0618)", () => {
  const ids = (cart: CartView) => cart.items.map((i) => i.product.id).sort();
  const mine = (cookie: string, stored?: string) =>
    b().get(`/api/my/cart${stored ? `?sessionId=${stored}` : ''}`, withGb(cookie));
  const userCarts = (userId: number) => t.db.select().from(carts).where(eq(carts.userId, userId));

  it('a second device with no cart of its own finds the same cart; nobody else can read it', async () => {
    const user = await createUser(t, { countryCode: 'GB', currency: 'GBP' });
    const phone = await signIn(t, user.email, user.password);
    const laptop = await signIn(t, user.email, user.password);
    // Asking never makes a cart: none until the user adds something.
    expect((await mine(laptop).expect(200)).body).toEqual({ sessionId: null, dropped: [] });
    expect(await userCarts(user.id)).toHaveLength(0);

    const own = await newCart(phone);
    await add(own.sessionId, { productId: first().id }, phone).expect(201);
    expect((await mine(laptop).expect(200)).body).toEqual({ sessionId: own.sessionId, dropped: [] });
    const onLaptop: CartView = (await b().get(`/api/cart/${own.sessionId}`, withGb(laptop)).expect(200)).body;
    expect(ids(onLaptop)).toEqual([first().id]);
    // What the laptop adds, the phone sees.
    await add(own.sessionId, { productId: second().id }, laptop).expect(201);
    const onPhone: CartView = (await b().get(`/api/cart/${own.sessionId}`, withGb(phone)).expect(200)).body;
    expect(onPhone.itemCount).toBe(2);

    // A guest, or another user, holding the session id gets nothing; asking for "my cart" with it answers their own.
    expect((await b().get(`/api/cart/${own.sessionId}`, GB).expect(404)).body.message).toBe('Cart not found');
    const stranger = await createUser(t, { countryCode: 'GB', currency: 'GBP' });
    const strangerCookie = await signIn(t, stranger.email, stranger.password);
    await b().get(`/api/cart/${own.sessionId}`, withGb(strangerCookie)).expect(404);
    await add(own.sessionId, { productId: tests[2]?.id ?? 0 }, strangerCookie).expect(404);
    expect((await mine(strangerCookie, own.sessionId).expect(200)).body).toEqual({ sessionId: null, dropped: [] });
    expect(
      ids(
        await b()
          .get(`/api/cart/${own.sessionId}`, withGb(phone))
          .then((r) => r.body),
      ),
    ).toEqual([first().id, second().id].sort());
    await b().get('/api/my/cart', GB).expect(401);
  });

  it('devices asking at once share one cart', async () => {
    const user = await createUser(t, { countryCode: 'GB', currency: 'GBP' });
    const cookies = await Promise.all([1, 2, 3].map(() => signIn(t, user.email, user.password)));
    const made = await Promise.all(cookies.map((cookie) => b().post('/api/cart', {}, withGb(cookie))));
    expect(made.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(new Set(made.map((r) => r.body.sessionId)).size).toBe(1);
    expect(await userCarts(user.id)).toHaveLength(1);
  });

  it("a guest cart merges into the user's cart at sign-in, each item once, and both devices see the result", async () => {
    const user = await createUser(t, { countryCode: 'GB', currency: 'GBP' });
    const phone = await signIn(t, user.email, user.password);
    const own = await newCart(phone);
    await add(own.sessionId, { productId: first().id, quantity: 1 }, phone).expect(201);

    const guest = await newCart();
    await add(guest.sessionId, { productId: first().id }).expect(201);
    await add(guest.sessionId, { productId: second().id }).expect(201);
    await b().put(`/api/cart/${guest.sessionId}`, { phoneNumber: '+44 20 7946 0000' }, GB).expect(200);

    const laptop = await signIn(t, user.email, user.password);
    // The first test was in both carts: nothing is lost, so nothing is reported.
    expect((await mine(laptop, guest.sessionId).expect(200)).body).toEqual({ sessionId: own.sessionId, dropped: [] });
    const merged: CartView = (await b().get(`/api/cart/${own.sessionId}`, withGb(laptop)).expect(200)).body;
    expect(merged.items.map((i) => i.product.id)).toEqual([first().id, second().id]);
    expect(merged.phoneNumber).toBe('+44 20 7946 0000');
    // The guest cart is gone, for everyone; asking again changes nothing more.
    await b().get(`/api/cart/${guest.sessionId}`, GB).expect(404);
    await b().get(`/api/cart/${guest.sessionId}`, withGb(laptop)).expect(404);
    expect((await mine(laptop, guest.sessionId).expect(200)).body).toEqual({ sessionId: own.sessionId, dropped: [] });
    const onPhone: CartView = (await b().get(`/api/cart/${own.sessionId}`, withGb(phone)).expect(200)).body;
    expect(onPhone.items.map((i) => i.id)).toEqual(merged.items.map((i) => i.id));
    expect(await userCarts(user.id)).toHaveLength(1);
  });

  it('the spec calls merge the same way: POST /api/cart with the guest session id, or any signed-in call on it', async () => {
    const user = await createUser(t, { countryCode: 'GB', currency: 'GBP' });
    const phone = await signIn(t, user.email, user.password);
    const own = await newCart(phone);
    await add(own.sessionId, { productId: first().id }, phone).expect(201);
    const laptop = await signIn(t, user.email, user.password);

    const guest = await newCart();
    await add(guest.sessionId, { productId: second().id }).expect(201);
    const created: CartView = (await b().post('/api/cart', { sessionId: guest.sessionId }, withGb(laptop)).expect(201)).body;
    expect(created.sessionId).toBe(own.sessionId);
    expect(ids(created)).toEqual([first().id, second().id].sort());

    // A guest cart added to after signing in: the item lands in the user's cart, which answers.
    const later = await newCart();
    const added: CartView = (await add(later.sessionId, { productId: tests[2]?.id ?? 0 }, laptop).expect(201)).body;
    expect(added.sessionId).toBe(own.sessionId);
    expect(added.itemCount).toBe(3);
    expect(await userCarts(user.id)).toHaveLength(1);
  });

  it("rule conflicts in a merge keep the user's cart valid: what the cart would refuse to add is dropped", async () => {
    // The user's cart holds a test upgrade; the guest's regular tests cannot join it (code 101).
    const user = await createUser(t, { countryCode: 'GB', currency: 'GBP' });
    const phone = await signIn(t, user.email, user.password);
    const own = await newCart(phone);
    // An upgrade is for a kit of the user's own (docs/decisions/0634).
    const [kit] = await t.app.get(KitsService).allocate({ ownerId: user.id, testIds: [first().id], quantity: 1 });
    const barcode = kit?.barcode ?? '';
    await add(own.sessionId, { productId: first().id, metaData: { isUpgradeTests: true, barcode } }, phone).expect(201);
    const guest = await newCart();
    await add(guest.sessionId, { productId: second().id }).expect(201);
    await add(guest.sessionId, { productId: first().id, metaData: { isUpgradeTests: true, barcode } }).expect(409);
    const laptop = await signIn(t, user.email, user.password);
    // The user is told what did not join, and why (docs/decisions/0625); once.
    expect((await mine(laptop, guest.sessionId).expect(200)).body).toEqual({
      sessionId: own.sessionId,
      dropped: [{ productId: second().id, name: second().name, reason: "You can't mix test upgrades and regular products." }],
    });
    expect((await mine(laptop, own.sessionId).expect(200)).body).toEqual({ sessionId: own.sessionId, dropped: [] });
    const merged: CartView = (await b().get(`/api/cart/${own.sessionId}`, withGb(laptop)).expect(200)).body;
    expect(merged.items.map((i) => [i.product.id, i.metaData])).toEqual([[first().id, { isUpgradeTests: true, barcode }]]);

    // A breeder with two carts left open (one custom profile each): the merge keeps one profile.
    const breeder = await createUser(t, { userType: 'breeder', countryCode: 'GB', currency: 'GBP' });
    const cookie = await signIn(t, breeder.email, breeder.password);
    const profiles: CustomProfile[] = [];
    for (const productIds of [
      [1001, 1002],
      [1003, 1004],
    ]) {
      profiles.push(
        (
          await b()
            .post('/api/cart/custom-profile', { name: `P${productIds[0]}`, species: 'canine', productIds }, withGb(cookie))
            .expect(201)
        ).body,
      );
    }
    const main = await newCart(cookie);
    await add(main.sessionId, { productId: 976, metaData: { customProfileId: profiles[0]?.id } }, cookie).expect(201);
    const [leftover] = await t.db
      .insert(carts)
      .values({
        sessionId: `leftover${Date.now()}`.padEnd(32, 'x'),
        userId: breeder.id,
        storefront: 'GB',
        currency: 'GBP',
        updatedAt: new Date(Date.now() - 60_000),
      })
      .returning();
    await t.db
      .insert(cartItems)
      .values({ cartId: leftover?.id ?? 0, productId: 976, metaData: { customProfileId: profiles[1]?.id } });
    const guestOfBreeder = await newCart();
    await add(guestOfBreeder.sessionId, { productId: second().id }).expect(201);
    expect((await mine(cookie, guestOfBreeder.sessionId).expect(200)).body).toEqual({
      sessionId: main.sessionId,
      dropped: [
        {
          productId: 976,
          name: profiles[1]?.name,
          reason: 'Your cart already holds a custom profile. You can order one custom profile per order.',
        },
      ],
    });
    const one: CartView = (await b().get(`/api/cart/${main.sessionId}`, withGb(cookie)).expect(200)).body;
    expect(one.items.map((i) => i.customProfile?.id ?? i.product.id)).toEqual([profiles[0]?.id, second().id]);
    expect(await userCarts(breeder.id)).toHaveLength(1);
  });
});

describe('loyalty points', () => {
  it('redeems a loyalty voucher once (103 the second time) and shows the balance', async () => {
    const user = await createUser(t);
    const cookie = await signIn(t, user.email, user.password);
    expect((await b().get('/api/my/loyalty-points', cookie).expect(200)).body).toEqual({ balance: 0, history: [] });
    const redeemed = (await b().post('/api/my/loyalty-points', { coupon: 'showpoints' }, cookie).expect(200)).body;
    expect(redeemed.balance).toBe(750);
    const twice = await b().post('/api/my/loyalty-points', { coupon: 'SHOWPOINTS' }, cookie).expect(409);
    expect(twice.body).toMatchObject({ code: 103, title: 'Voucher already redeemed' });
    expect((await b().get('/api/my/loyalty-points', cookie).expect(200)).body.balance).toBe(750);
    expect((await b().get('/api/my/loyalty-points').expect(401)).status).toBe(401);
  });
});
