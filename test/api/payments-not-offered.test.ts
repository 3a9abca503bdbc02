import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { orderPayments, orders } from '../../server/modules/orders/orders.schema.js';
import { CARD_GATEWAY, WALLET_GATEWAY } from '../../server/modules/payments/payment-gateway.js';
import { testPayments } from '../../server/modules/payments/payments.schema.js';
import type { ProductCard } from '../../shared/types/catalogue.js';
import type { OrderView } from '../../shared/types/order.js';
import { browser } from './support/auth.js';
import { cartWith, GB, gbBreederWithPoints, placeGbOrder } from './support/shop.js';
import { createTestApp, type TestApp } from './support/test-app.js';

// A live shop without any payment keys, told so on purpose (docs/decisions/0030): Stripe and PayPal are
// hidden, never replaced by the test page.
let t: TestApp;
let product: ProductCard;

beforeAll(async () => {
  t = await createTestApp({ PAYMENTS_TEST_MODE: 'false' });
  const list = await t.http.get('/api/store/products?isDetails=true&species=canine&category_ids=1').set('cookie', GB).expect(200);
  product = list.body.results[0];
});
afterAll(async () => {
  await t.close();
});

describe('a provider without keys in a live shop', () => {
  it('is not offered at checkout: card and PayPal orders are refused, a bank transfer is taken', async () => {
    const { breeder, cookie } = await gbBreederWithPoints(t, 0);
    const cart = await cartWith(t, cookie, product.id);
    for (const method of ['C', 'P'] as const) {
      const refused = await placeGbOrder(t, cookie, { sessionId: cart.sessionId, email: breeder.email, method }, `off-${method}`);
      expect(refused.status).toBe(428);
      expect(refused.body).toEqual({ errors: { 'payment.method': 'This payment method is not offered' } });
    }
    expect(await t.db.select().from(orders).where(eq(orders.email, breeder.email))).toEqual([]);

    const placed = await placeGbOrder(t, cookie, { sessionId: cart.sessionId, email: breeder.email, method: 'EFT' }, 'off-eft');
    expect(placed.status).toBe(201);
    expect((placed.body as OrderView).paymentMethod).toBe('EFT');
  });

  it('refuses its endpoints: paying pending orders by card, Stripe and PayPal webhooks answer 404 and fake nothing', async () => {
    const { breeder, cookie } = await gbBreederWithPoints(t, 0);
    const cart = await cartWith(t, cookie, product.id);
    const order: OrderView = (
      await placeGbOrder(t, cookie, { sessionId: cart.sessionId, email: breeder.email, method: 'EFT' }, 'off-pending').expect(201)
    ).body;

    const pay = await browser(t).post('/api/my/pending-orders/payment', { order_ids: [order.id], loyalty_points: 0 }, cookie);
    expect(pay.status).toBe(404);
    expect(pay.body).toMatchObject({ statusCode: 404, message: 'Card payments are not offered in this shop' });
    expect(await t.db.select().from(orderPayments)).toEqual([]);
    expect(await t.db.select().from(testPayments)).toEqual([]);

    await t.http.post('/api/payments/stripe/webhook').set('content-type', 'application/json').send('{}').expect(404);
    await t.http.post('/api/payments/paypal/webhook/au').set('content-type', 'application/json').send('{}').expect(404);
  });

  it('has no test-mode gateway behind it', async () => {
    expect(t.app.get(CARD_GATEWAY).provider).toBe('none');
    expect(t.app.get(WALLET_GATEWAY).provider).toBe('none');
    await expect(
      t.app.get(WALLET_GATEWAY).createOrder({
        region: 'US_EU',
        amount: { amount: 1000, currency: 'GBP' },
        idempotencyKey: 'off-wallet',
        reference: 'PD-1',
      }),
    ).rejects.toThrow('PayPal payments are not offered in this shop');
  });
});
