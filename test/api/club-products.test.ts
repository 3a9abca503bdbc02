import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CART_MSG } from '../../server/modules/cart/dto/cart.dto.js';
import type { CartView } from '../../shared/types/cart.js';
import { browser } from './support/auth.js';
import { type LabAccount, signedInAccount } from './support/lab.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/** Issue 18 §2 (docs/decisions/0971): club products are offered and sold only to signed-in members of a club. */

const SAMPLING_PACK = 996; // Club Show Sampling Pack, the catalogue's club category
const AU = 'country=AU; currency=AUD';
let t: TestApp;
let admin: string;
let member: LabAccount;
let outsider: LabAccount;
let vet: LabAccount;
const b = () => browser(t);
const as = (who: LabAccount) => `${AU}; ${who.cookie}`;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInAccount(t, 'owner', { isAdmin: true })).cookie;
  member = await signedInAccount(t, 'breeder');
  outsider = await signedInAccount(t, 'breeder');
  vet = await signedInAccount(t, 'vet');
  const club = await b().post('/api/admin/clubs', { name: 'Border Collie Club of NSW', kind: 'breed_club' }, admin).expect(201);
  await b().post(`/api/admin/clubs/${club.body.id}/members`, { email: member.email, role: 'member' }, admin).expect(201);
}, 60_000);

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
