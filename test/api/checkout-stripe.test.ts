import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { invoices } from '../../server/modules/checkout/checkout.schema.js';
import { mailOutbox } from '../../server/modules/mail/mail.schema.js';
import type { CartView } from '../../shared/types/cart.js';
import type { ProductCard } from '../../shared/types/catalogue.js';
import type { OrderView, PaymentStart } from '../../shared/types/order.js';
import { FakePayPalServer } from '../fakes/paypal-server.js';
import type { FakeEvent } from '../fakes/stripe-objects.js';
import { FakeStripeServer } from '../fakes/stripe-server.js';
import { browser } from './support/auth.js';
import { paymentEnv } from './support/payment-env.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let stripeFake: FakeStripeServer;
let paypalFake: FakePayPalServer;
let t: TestApp;
let tests: ProductCard[];
const GB = 'country=GB; currency=GBP';
const WEBHOOK = '/api/payments/stripe/webhook';

beforeAll(async () => {
  stripeFake = await new FakeStripeServer().start();
  paypalFake = await new FakePayPalServer(paymentEnv.paypalClients).start();
  t = await createTestApp(paymentEnv.variables(stripeFake.url, paypalFake.url));
  tests = (await t.http.get('/api/store/products?isDetails=true&species=canine&category_ids=1').set('cookie', GB).expect(200))
    .body.results;
});
afterAll(async () => {
  await t.close();
  await stripeFake.stop();
  await paypalFake.stop();
});

const post = (
  event: FakeEvent,
  options?: Parameters<typeof FakeStripeServer.delivery>[2],
  secret = paymentEnv.webhookSecret('US_EU'),
) => {
  const { body, headers } = FakeStripeServer.delivery(event, secret, options);
  return t.http.post(WEBHOOK).set(headers).send(body);
};

describe('checkout with Stripe (the real SDK against the local fake)', () => {
  it('pays the order only on a verified webhook: tampered, stale and forged deliveries change nothing, a replay changes nothing more', async () => {
    const b = browser(t);
    const cart: CartView = (await b.post('/api/cart', {}, GB).expect(201)).body;
    await b.post(`/api/cart/${cart.sessionId}/item`, { productId: (tests[0] as ProductCard).id, amount: 1 }, GB).expect(201);
    const order: OrderView = (
      await b
        .post(
          '/api/store/checkout',
          {
            sessionId: cart.sessionId,
            acceptTerms: true,
            payment: { method: 'C' },
            billingAddress: {
              firstName: 'Ada',
              lastName: 'Lovelace',
              address: '1 St James Square',
              city: 'London',
              postalCode: 'SW1Y 4JU',
              country: 'GB',
              email: 'ada@example.test',
            },
          },
          GB,
        )
        .set('idempotency-key', 'stripe-order-1')
        .expect(201)
    ).body;
    const start: PaymentStart = (
      await b.post('/api/store/checkout/payment', { orderId: order.id, sessionId: cart.sessionId }, GB).expect(201)
    ).body;
    expect(start).toMatchObject({
      provider: 'stripe',
      amount: (tests[0] as ProductCard).price.amount,
      currency: 'GBP',
      testPaymentUrl: null,
    });
    expect(start.publishableKey).toMatch(/^pk_test_/);
    expect(start.clientSecret).toContain(start.paymentId);

    // The browser confirms with Stripe (Elements); the shop only learns of it by webhook.
    const stripe = new Stripe(paymentEnv.stripeSecret('US_EU'), { host: '127.0.0.1', port: stripeFake.port, protocol: 'http' });
    await stripe.paymentIntents.confirm(start.paymentId, { payment_method: 'pm_card_visa' });
    const succeeded = stripeFake.lastEvent('payment_intent.succeeded', start.paymentId) as FakeEvent;
    const status = async () =>
      ((await b.get(`/api/store/orders/${order.id}?sessionId=${cart.sessionId}`, GB).expect(200)).body as OrderView).status;
    expect(await status()).toBe('pending_payment');

    expect(
      (await post(succeeded, { tamper: (body) => body.replace('"status": "succeeded"', '"status": "succeeded" ') })).status,
    ).toBe(400);
    expect((await post(succeeded, { timestamp: Math.floor(Date.now() / 1000) - 600 })).status).toBe(400);
    expect((await post(succeeded, {}, 'whsec_attacker0123456789')).status).toBe(400);
    expect(await status()).toBe('pending_payment');

    expect((await post(succeeded)).body).toEqual({ received: true, duplicate: false });
    expect(await status()).toBe('paid');
    expect((await post(succeeded)).body).toEqual({ received: true, duplicate: true });
    expect(await t.db.select().from(invoices).where(eq(invoices.orderId, order.id))).toHaveLength(1);
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'ada@example.test'));
    expect(mails.filter((m) => m.kind === 'order-paid')).toHaveLength(1);
  });
});
