import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import { CART_MSG, membersOnlyAtCheckout } from '../../server/modules/cart/dto/cart.dto.js';
import { clubMembers } from '../../server/modules/clubs/clubs.schema.js';
import type { CartView } from '../../shared/types/cart.js';
import { browser, createUser, signIn } from './support/auth.js';
import { type LabAccount, signedInAccount } from './support/lab.js';
import { GB, placeGbOrder } from './support/shop.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/** Issue 18 §2 (docs/decisions/0971): club products are offered and sold only to signed-in members of a club. */

const SAMPLING_PACK = 996; // Club Show Sampling Pack, the catalogue's club category
const AU = 'country=AU; currency=AUD';
let t: TestApp;
let admin: string;
let member: LabAccount;
let outsider: LabAccount;
let vet: LabAccount;
let clubId: number;
const b = () => browser(t);
const as = (who: LabAccount) => `${AU}; ${who.cookie}`;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInAccount(t, 'owner', { isAdmin: true })).cookie;
  member = await signedInAccount(t, 'breeder');
  outsider = await signedInAccount(t, 'breeder');
  vet = await signedInAccount(t, 'vet');
  const club = await b().post('/api/admin/clubs', { name: 'Border Collie Club of NSW', kind: 'breed_club' }, admin).expect(201);
  clubId = club.body.id;
  await b().post(`/api/admin/clubs/${clubId}/members`, { email: member.email, role: 'member' }, admin).expect(201);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const newCart = async (cookie: string): Promise<CartView> => (await b().post('/api/cart', {}, cookie).expect(201)).body;

describe('GET /api/my/club-products', () => {
  it('offers a club member the club products at the club price', async () => {
    const res = await b().get('/api/my/club-products', as(member)).expect(200);
    expect(res.body.results.map((p: { id: number }) => p.id)).toEqual([SAMPLING_PACK]);
    expect(res.body.results[0]).toMatchObject({ name: 'Club Show Sampling Pack' });
    expect(res.body.results[0].price.amount).toBeGreaterThan(0);
  });

  it('lists none to an account in no club, and refuses a vet (403) and a guest (401)', async () => {
    const res = await b().get('/api/my/club-products', as(outsider)).expect(200);
    expect(res.body).toEqual({ results: [], count: 0, next: null, previous: null });
    await b().get('/api/my/club-products', as(vet)).expect(403);
    await b().get('/api/my/club-products', AU).expect(401);
  });
});

describe('the cart and club products', () => {
  it('takes a club product for a member, at the listed club price', async () => {
    const offered = (await b().get('/api/my/club-products', as(member)).expect(200)).body.results[0];
    const cart = await newCart(as(member));
    const view: CartView = (
      await b().post(`/api/cart/${cart.sessionId}/item`, { productId: SAMPLING_PACK }, as(member)).expect(201)
    ).body;
    expect(view.items.map((i) => [i.product.id, i.amount])).toEqual([[SAMPLING_PACK, offered.price.amount]]);
  });

  it('refuses it to an account in no club and to a guest with a 428 in the spec’s shape, adding nothing', async () => {
    for (const cookie of [as(outsider), AU]) {
      const cart = await newCart(cookie);
      const res = await b().post(`/api/cart/${cart.sessionId}/item`, { productId: SAMPLING_PACK }, cookie).expect(428);
      expect(res.body).toEqual({ errors: { productId: CART_MSG.clubOnly } });
      const after: CartView = (await b().get(`/api/cart/${cart.sessionId}`, cookie).expect(200)).body;
      expect(after.items).toEqual([]);
    }
  });

  it('refuses to swap a line for a club product for a non-member', async () => {
    const cart = await newCart(as(outsider));
    const products = (await b().get('/api/store/products?category_ids=1', as(outsider)).expect(200)).body.results;
    const added: CartView = (
      await b().post(`/api/cart/${cart.sessionId}/item`, { productId: products[0].id }, as(outsider)).expect(201)
    ).body;
    const line = added.items[0];
    const res = await b()
      .put(`/api/cart/${cart.sessionId}/item/${line?.id}`, { productId: SAMPLING_PACK, quantity: 1 }, as(outsider))
      .expect(428);
    expect(res.body).toEqual({ errors: { productId: CART_MSG.clubOnly } });
  });

  it('another account’s cart answers 404, club product or not', async () => {
    const cart = await newCart(as(member));
    await b().post(`/api/cart/${cart.sessionId}/item`, { productId: SAMPLING_PACK }, as(outsider)).expect(404);
  });
});

describe('checkout checks the membership again (decision 0974)', () => {
  /** A UK breeder in the club with the sampling pack in their cart. */
  async function memberWithPack() {
    const buyer = await createUser(t, { userType: 'breeder', countryCode: 'GB', currency: 'GBP' });
    const cookie = `${GB}; ${await signIn(t, buyer.email, buyer.password)}`;
    await b().post(`/api/admin/clubs/${clubId}/members`, { email: buyer.email, role: 'member' }, admin).expect(201);
    const cart = await newCart(cookie);
    const view: CartView = (await b().post(`/api/cart/${cart.sessionId}/item`, { productId: SAMPLING_PACK }, cookie).expect(201))
      .body;
    return { buyer, cookie, cart, line: view.items[0] };
  }

  it('orders a club product for a buyer who is still a member', async () => {
    const { buyer, cookie, cart } = await memberWithPack();
    const order = await placeGbOrder(
      t,
      cookie,
      { sessionId: cart.sessionId, email: buyer.email, method: 'EFT' },
      `club-ok-${buyer.id}`,
    );
    expect(order.status).toBe(201);
    expect(order.body.lines.map((l: { productId: number }) => l.productId)).toEqual([SAMPLING_PACK]);
  });

  it('refuses a buyer who left the club with a 428 naming the line, and orders nothing', async () => {
    const { buyer, cookie, cart, line } = await memberWithPack();
    await t.db.delete(clubMembers).where(and(eq(clubMembers.clubId, clubId), eq(clubMembers.userId, buyer.id)));
    const res = await placeGbOrder(
      t,
      cookie,
      { sessionId: cart.sessionId, email: buyer.email, method: 'EFT' },
      `club-left-${buyer.id}`,
    );
    expect(res.status).toBe(428);
    expect(res.body).toEqual({ errors: { [`items.${line?.id}`]: membersOnlyAtCheckout('Club Show Sampling Pack', 'club') } });
    const history = (await b().get('/api/my/order-history', cookie).expect(200)).body;
    expect(history.results).toEqual([]);
    // The cart is as it was: the buyer removes the line and orders the rest.
    expect(((await b().get(`/api/cart/${cart.sessionId}`, cookie).expect(200)).body as CartView).items).toHaveLength(1);
  });
});
