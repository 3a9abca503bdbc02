import { coupons } from '../../../server/modules/cart/cart.schema.js';
import type { CartView } from '../../../shared/types/cart.js';
import { browser, createUser, signIn } from './auth.js';
import type { TestApp } from './test-app.js';

/** The UK storefront's preference cookies. */
export const GB = 'country=GB; currency=GBP';

let vouchers = 0;

/** The person form of a UK buyer (checkout's billing address). */
export const gbBilling = (email: string) => ({
  firstName: 'Kay',
  lastName: 'Kennel',
  address: '2 Mill Lane',
  city: 'Leeds',
  postalCode: 'LS1 4AP',
  country: 'GB',
  email,
});

/** A signed-in UK breeder holding `points` loyalty points from a show voucher; the cookie carries the storefront. */
export async function gbBreederWithPoints(t: TestApp, points: number) {
  const breeder = await createUser(t, { userType: 'breeder', countryCode: 'GB', currency: 'GBP' });
  const cookie = `${GB}; ${await signIn(t, breeder.email, breeder.password)}`;
  const code = `SHOWPOINTS${++vouchers}${Date.now()}`;
  await t.db.insert(coupons).values({ code, kind: 'points', value: points });
  await browser(t).post('/api/my/loyalty-points', { coupon: code }, cookie).expect(200);
  return { breeder, cookie };
}

/** A new cart holding one product. */
export async function cartWith(t: TestApp, cookie: string, productId: number): Promise<CartView> {
  const b = browser(t);
  const cart: CartView = (await b.post('/api/cart', {}, cookie).expect(201)).body;
  await b.post(`/api/cart/${cart.sessionId}/item`, { productId }, cookie).expect(201);
  return cart;
}

/** `POST /api/store/checkout` for a UK buyer, terms accepted, under an idempotency key. */
export function placeGbOrder(
  t: TestApp,
  cookie: string,
  order: { sessionId: string; email: string; method: 'C' | 'P' | 'EFT'; loyaltyPoints?: number; coupon?: string },
  idempotencyKey: string,
) {
  const { email, method, ...rest } = order;
  return browser(t)
    .post('/api/store/checkout', { ...rest, acceptTerms: true, payment: { method }, billingAddress: gbBilling(email) }, cookie)
    .set('idempotency-key', idempotencyKey);
}
