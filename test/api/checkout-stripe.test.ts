import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, eq, like } from 'drizzle-orm';
import Stripe from 'stripe';
import { loyaltyLedger } from '../../server/modules/cart/cart.schema.js';
import { invoices } from '../../server/modules/invoices/invoices.schema.js';
import { mailOutbox } from '../../server/modules/mail/mail.schema.js';
import { AbandonedOrdersService } from '../../server/modules/orders/abandoned-orders.service.js';
import { PENDING_PAYMENT_HOLD_MINUTES } from '../../server/modules/orders/orders.rules.js';
import { orderPayments, orders } from '../../server/modules/orders/orders.schema.js';
import { PendingPaymentsService } from '../../server/modules/orders/pending-payments.service.js';
import type { CartView } from '../../shared/types/cart.js';
import type { ProductCard } from '../../shared/types/catalogue.js';
import type { OrderView, PaymentStart } from '../../shared/types/order.js';
import { FakePayPalServer } from '../fakes/paypal-server.js';
import type { FakeEvent } from '../fakes/stripe-objects.js';
import { FakeStripeServer } from '../fakes/stripe-server.js';
import { browser, createUser, signIn } from './support/auth.js';
import { paymentEnv } from './support/payment-env.js';
import { cartWith, gbBreederWithPoints, placeGbOrder } from './support/shop.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let stripeFake: FakeStripeServer;
let paypalFake: FakePayPalServer;
let t: TestApp;
let tests: ProductCard[];
const GB = 'country=GB; currency=GBP';
const AU = 'country=AU; currency=AUD';
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

describe('pending orders paid by Stripe with loyalty points', () => {
  it('an abandoned payment is cancelled at Stripe and its points come back once, also when Stripe then reports the cancel', async () => {
    const b = browser(t);
    const { breeder, cookie } = await gbBreederWithPoints(t, 500);
    const cart = await cartWith(t, cookie, (tests[1] as ProductCard).id);
    const order: OrderView = (
      await placeGbOrder(
        t,
        cookie,
        { sessionId: cart.sessionId, email: breeder.email, method: 'EFT' },
        'stripe-pending-1',
      ).expect(201)
    ).body;
    const start: PaymentStart = (
      await b.post('/api/my/pending-orders/payment', { order_ids: [order.id], loyalty_points: 300 }, cookie).expect(201)
    ).body;
    expect(start).toMatchObject({ provider: 'stripe', amount: order.total - 300 });
    const balance = async () => (await b.get('/api/my/loyalty-points', cookie).expect(200)).body.balance as number;
    expect(await balance()).toBe(200);

    const late = new Date(Date.now() + (PENDING_PAYMENT_HOLD_MINUTES + 1) * 60_000);
    expect(await t.app.get(PendingPaymentsService).releaseAbandoned(late)).toBe(1);
    expect(await balance()).toBe(500);
    const canceled = stripeFake.lastEvent('payment_intent.canceled', start.paymentId) as FakeEvent;
    expect(canceled).toBeDefined();
    expect((await post(canceled)).body).toEqual({ received: true, duplicate: false });
    expect(await balance()).toBe(500);
    const returned = await t.db
      .select()
      .from(loyaltyLedger)
      .where(and(eq(loyaltyLedger.userId, breeder.id), like(loyaltyLedger.reason, 'Returned:%')));
    expect(returned).toHaveLength(1);
    const [payment] = await t.db.select().from(orderPayments).where(eq(orderPayments.paymentId, start.paymentId));
    expect(payment?.status).toBe('canceled');
  });
});

const ADDRESSES = {
  GB: { address: '1 St James Square', city: 'London', postalCode: 'SW1Y 4JU', country: 'GB' },
  AU: { address: '1 Macquarie Street', city: 'Sydney', postalCode: '2000', state: 'NSW', country: 'AU' },
};
let keyCounter = 0;

/** A cart with one test and its order, placed with `method`, as the checkout page does. */
async function placeOrder(storefront: 'GB' | 'AU', method: 'C' | 'EFT', email: string, session?: string) {
  const b = browser(t);
  const cookie = `${storefront === 'GB' ? GB : AU}${session ? `; ${session}` : ''}`;
  const products: ProductCard[] = (
    await b.get('/api/store/products?isDetails=true&species=canine&category_ids=1', cookie).expect(200)
  ).body.results;
  const cart: CartView = (await b.post('/api/cart', {}, cookie).expect(201)).body;
  await b.post(`/api/cart/${cart.sessionId}/item`, { productId: (products[1] as ProductCard).id }, cookie).expect(201);
  const order: OrderView = (
    await b
      .post(
        '/api/store/checkout',
        {
          sessionId: cart.sessionId,
          acceptTerms: true,
          payment: { method },
          billingAddress: { firstName: 'Ada', lastName: 'Lovelace', email, ...ADDRESSES[storefront] },
        },
        cookie,
      )
      .set('idempotency-key', `elements-${storefront}-${++keyCounter}`)
      .expect(201)
  ).body;
  return { b, cookie, cart, order };
}

const stripeFor = (region: 'AU' | 'US_EU') =>
  new Stripe(paymentEnv.stripeSecret(region), { host: '127.0.0.1', port: stripeFake.port, protocol: 'http' });

describe('what the browser gets to pay with Stripe Elements', () => {
  it("carries the client secret and the storefront's account publishable key, never a secret key, and is the same payment when asked again", async () => {
    for (const [storefront, region] of [
      ['GB', 'us_eu'],
      ['AU', 'au'],
    ] as const) {
      const { b, cookie, cart, order } = await placeOrder(storefront, 'C', `elements-${storefront}@example.test`);
      const ref = { orderId: order.id, sessionId: cart.sessionId };
      const first = await b.post('/api/store/checkout/payment', ref, cookie).expect(201);
      const start: PaymentStart = first.body;
      expect(start).toEqual({
        provider: 'stripe',
        paymentId: expect.stringMatching(/^pi_/),
        clientSecret: expect.stringMatching(new RegExp(`^${start.paymentId}_secret_`)),
        amount: order.total,
        currency: storefront === 'GB' ? 'GBP' : 'AUD',
        testPaymentUrl: null,
        publishableKey: `pk_test_${region}fake0123456789`,
      });
      expect(first.text).not.toMatch(/sk_test_|whsec_/);
      // The intent lives in the storefront's account: that account's key sees it.
      expect((await stripeFor(storefront === 'GB' ? 'US_EU' : 'AU').paymentIntents.retrieve(start.paymentId)).amount).toBe(
        order.total,
      );
      const again: PaymentStart = (await b.post('/api/store/checkout/payment', ref, cookie).expect(201)).body;
      expect(again).toEqual(start);
    }
  });

  it('a declined card leaves the order unpaid and the cart intact; another card in the same dialog then pays it', async () => {
    const { b, cookie, cart, order } = await placeOrder('GB', 'C', 'declined@example.test');
    const ref = { orderId: order.id, sessionId: cart.sessionId };
    const start: PaymentStart = (await b.post('/api/store/checkout/payment', ref, cookie).expect(201)).body;
    const stripe = stripeFor('US_EU');
    await expect(stripe.paymentIntents.confirm(start.paymentId, { payment_method: 'pm_card_chargeDeclined' })).rejects.toThrow(
      'Your card was declined.',
    );
    const failed = stripeFake.lastEvent('payment_intent.payment_failed', start.paymentId) as FakeEvent;
    expect((await post(failed)).body).toEqual({ received: true, duplicate: false });
    const view = async () =>
      (await b.get(`/api/store/orders/${order.id}?sessionId=${cart.sessionId}`, cookie).expect(200)).body as OrderView;
    expect((await view()).status).toBe('pending_payment');
    expect(((await b.get(`/api/cart/${cart.sessionId}`, cookie).expect(200)).body as CartView).items).toHaveLength(1);

    // Trying again reopens the same PaymentIntent: one payment per order, whatever the number of cards tried.
    const retry: PaymentStart = (await b.post('/api/store/checkout/payment', ref, cookie).expect(201)).body;
    expect(retry.paymentId).toBe(start.paymentId);
    await stripe.paymentIntents.confirm(start.paymentId, { payment_method: 'pm_card_visa' });
    await post(stripeFake.lastEvent('payment_intent.succeeded', start.paymentId) as FakeEvent).expect(200);
    expect((await view()).status).toBe('paid');
    expect((await b.get(`/api/cart/${cart.sessionId}`, cookie)).status).toBe(404);
    await b.post('/api/store/checkout/payment', ref, cookie).expect(409);
  });

  it('pending bank-transfer orders paid together by card get one Stripe payment, and its webhook pays them all', async () => {
    const breeder = await createUser(t, { userType: 'breeder', countryCode: 'GB', currency: 'GBP' });
    const session = await signIn(t, breeder.email, breeder.password);
    const placed = [
      (await placeOrder('GB', 'EFT', breeder.email, session)).order,
      (await placeOrder('GB', 'EFT', breeder.email, session)).order,
    ];
    const b = browser(t);
    const ids = placed.map((o) => o.id);
    const response = await b.post('/api/my/pending-orders/payment', { order_ids: ids, loyalty_points: 0 }, session).expect(201);
    const start: PaymentStart = response.body;
    expect(start).toMatchObject({
      provider: 'stripe',
      amount: placed.reduce((sum, o) => sum + o.total, 0),
      currency: 'GBP',
      testPaymentUrl: null,
      publishableKey: 'pk_test_us_eufake0123456789',
    });
    expect(start.clientSecret).toContain(start.paymentId);
    expect(response.text).not.toMatch(/sk_test_|whsec_/);

    await stripeFor('US_EU').paymentIntents.confirm(start.paymentId, { payment_method: 'pm_card_visa' });
    await post(stripeFake.lastEvent('payment_intent.succeeded', start.paymentId) as FakeEvent).expect(200);
    for (const id of ids) expect((await t.db.select().from(orders).where(eq(orders.id, id)))[0]?.status).toBe('paid');
    expect((await b.get('/api/my/pending-orders', session).expect(200)).body.results).toEqual([]);
  });
});

describe('checkout orders paid by Stripe that spent loyalty points (docs/decisions/0619)', () => {
  let counter = 0;
  const stripe = () =>
    new Stripe(paymentEnv.stripeSecret('US_EU'), { host: '127.0.0.1', port: stripeFake.port, protocol: 'http' });

  async function cardOrderWithPoints() {
    const b = browser(t);
    const { breeder, cookie } = await gbBreederWithPoints(t, 500);
    const cart = await cartWith(t, cookie, (tests[2 + ++counter] as ProductCard).id);
    const order: OrderView = (
      await placeGbOrder(
        t,
        cookie,
        { sessionId: cart.sessionId, email: breeder.email, method: 'C', loyaltyPoints: 300 },
        `stripe-points-${counter}`,
      ).expect(201)
    ).body;
    const start: PaymentStart = (
      await b.post('/api/store/checkout/payment', { orderId: order.id, sessionId: cart.sessionId }, cookie).expect(201)
    ).body;
    expect(start).toMatchObject({ provider: 'stripe', amount: order.total });
    const balance = async () => (await b.get('/api/my/loyalty-points', cookie).expect(200)).body.balance as number;
    const status = async () => ((await b.get(`/api/store/orders/${order.id}`, cookie).expect(200)).body as OrderView).status;
    const returns = () =>
      t.db
        .select()
        .from(loyaltyLedger)
        .where(and(eq(loyaltyLedger.userId, breeder.id), like(loyaltyLedger.reason, 'Returned:%')));
    return { order, start, balance, status, returns };
  }

  it('a card declined at Stripe, never retried, is cancelled there after the hold, then the order, and the points return once', async () => {
    const s = await cardOrderWithPoints();
    expect(await s.balance()).toBe(200);
    await expect(
      stripe().paymentIntents.confirm(s.start.paymentId, { payment_method: 'pm_card_chargeDeclined' }),
    ).rejects.toThrow('Your card was declined.');
    const failed = stripeFake.lastEvent('payment_intent.payment_failed', s.start.paymentId) as FakeEvent;
    expect((await post(failed)).body).toEqual({ received: true, duplicate: false });
    // Stripe keeps a declined PaymentIntent open for another card: nothing ends before the hold.
    expect(await t.app.get(AbandonedOrdersService).cancelAbandoned()).toBe(0);
    expect(await s.status()).toBe('pending_payment');

    const afterHold = new Date(Date.now() + PENDING_PAYMENT_HOLD_MINUTES * 60_000);
    expect(await t.app.get(AbandonedOrdersService).cancelAbandoned(afterHold)).toBe(1);
    expect((await stripe().paymentIntents.retrieve(s.start.paymentId)).status).toBe('canceled');
    expect(await s.status()).toBe('cancelled');
    expect(await s.balance()).toBe(500);
    // Stripe's own notice of the cancel, and another sweep, return nothing more.
    const canceled = stripeFake.lastEvent('payment_intent.canceled', s.start.paymentId) as FakeEvent;
    expect((await post(canceled)).body).toEqual({ received: true, duplicate: false });
    await t.app.get(AbandonedOrdersService).cancelAbandoned(new Date(Date.now() + 10 * PENDING_PAYMENT_HOLD_MINUTES * 60_000));
    expect(await s.balance()).toBe(500);
    expect(await s.returns()).toHaveLength(1);
  });

  it('paid at Stripe with the webhook still on its way: the sweep is refused, and the late webhook pays the order', async () => {
    const s = await cardOrderWithPoints();
    await stripe().paymentIntents.confirm(s.start.paymentId, { payment_method: 'pm_card_visa' });
    const late = new Date(Date.now() + (PENDING_PAYMENT_HOLD_MINUTES + 1) * 60_000);
    expect(await t.app.get(AbandonedOrdersService).cancelAbandoned(late)).toBe(0);
    expect(await s.status()).toBe('pending_payment');
    const [payment] = await t.db.select().from(orderPayments).where(eq(orderPayments.paymentId, s.start.paymentId));
    expect(payment?.status).toBe('created');
    expect(await s.balance()).toBe(200);

    const succeeded = stripeFake.lastEvent('payment_intent.succeeded', s.start.paymentId) as FakeEvent;
    expect((await post(succeeded)).body).toEqual({ received: true, duplicate: false });
    expect(await s.status()).toBe('paid');
    await t.app.get(AbandonedOrdersService).cancelAbandoned(late);
    expect(await s.status()).toBe('paid');
    expect(await s.returns()).toHaveLength(0);
    expect(await s.balance()).toBe(200 + Math.floor(s.order.total / 100) * 5);
  });
});
