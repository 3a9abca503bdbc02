import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { rowsOf } from '../../server/db/database.js';
import { PaymentEventsService, type RecordedPaymentEvent } from '../../server/modules/payments/payment-events.service.js';
import { CARD_GATEWAY, type CardPaymentGateway } from '../../server/modules/payments/payment-gateway.js';
import { PaymentsService } from '../../server/modules/payments/payments.service.js';
import type { FakeWebhookEvent } from '../fakes/paypal-objects.js';
import { FakePayPalServer } from '../fakes/paypal-server.js';
import type { FakeEvent } from '../fakes/stripe-objects.js';
import { FakeStripeServer } from '../fakes/stripe-server.js';
import { paymentEnv } from './support/payment-env.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let stripeFake: FakeStripeServer;
let paypalFake: FakePayPalServer;
let t: TestApp;
let cards: CardPaymentGateway;
const heard: RecordedPaymentEvent[] = [];
let failNextListenerCall = false;
const WEBHOOK = '/api/payments/stripe/webhook';

beforeAll(async () => {
  stripeFake = await new FakeStripeServer().start();
  paypalFake = await new FakePayPalServer(paymentEnv.paypalClients).start();
  t = await createTestApp(paymentEnv.variables(stripeFake.url, paypalFake.url));
  cards = t.app.get(CARD_GATEWAY);
  t.app.get(PaymentEventsService).subscribe({
    async onPaymentEvent(_tx, event) {
      if (failNextListenerCall) {
        failNextListenerCall = false;
        throw new Error('orders database hiccup');
      }
      heard.push(event);
    },
  });
});
afterAll(async () => {
  await t.close();
  await stripeFake.stop();
  await paypalFake.stop();
});
beforeEach(() => {
  heard.length = 0;
});

const browser = (region: 'AU' | 'US_EU') =>
  new Stripe(paymentEnv.stripeSecret(region), { host: '127.0.0.1', port: stripeFake.port, protocol: 'http' });

/** A payment the customer paid: its PaymentIntent and the events Stripe emitted about it. */
async function paidIntent(region: 'AU' | 'US_EU', key: string) {
  const payment = await cards.create({
    region,
    amount: { amount: 6900, currency: region === 'AU' ? 'AUD' : 'GBP' },
    idempotencyKey: key,
    reference: key,
  });
  await browser(region).paymentIntents.confirm(payment.id, { payment_method: 'pm_card_visa' });
  const succeeded = stripeFake.lastEvent('payment_intent.succeeded', payment.id) as FakeEvent;
  return { payment, succeeded };
}

const post = (event: FakeEvent, secret: string, options?: Parameters<typeof FakeStripeServer.delivery>[2]) => {
  const { body, headers } = FakeStripeServer.delivery(event, secret, options);
  return t.http.post(WEBHOOK).set(headers).send(body);
};

const eventRows = () => rowsOf<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM payment_events`).then((r) => r[0]?.n ?? 0);

describe('Stripe webhook', () => {
  it('records a verified event once and tells the listener where the payment stands', async () => {
    const { payment, succeeded } = await paidIntent('US_EU', 'wh-ok');
    const response = await post(succeeded, paymentEnv.webhookSecret('US_EU'));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ received: true, duplicate: false });
    expect(heard).toHaveLength(1);
    expect(heard[0]).toMatchObject({
      provider: 'stripe',
      providerEventId: succeeded.id,
      objectId: payment.id,
      region: 'US_EU',
      outcome: 'succeeded',
      current: 'succeeded',
      previous: undefined,
    });
    expect(await t.app.get(PaymentEventsService).statusOf('stripe', payment.id)).toBe('succeeded');
    const [stored] = await t.app.get(PaymentEventsService).eventsOf('stripe', payment.id);
    expect(stored).toMatchObject({
      type: 'payment_intent.succeeded',
      payload: { id: payment.id, amount: 6900, status: 'succeeded' },
    });
    expect(JSON.stringify(stored?.payload)).not.toContain('secret');
  });

  it('a replayed delivery of the same event changes nothing', async () => {
    const { succeeded } = await paidIntent('US_EU', 'wh-replay');
    expect((await post(succeeded, paymentEnv.webhookSecret('US_EU'))).body.duplicate).toBe(false);
    const rows = await eventRows();
    heard.length = 0;
    for (let i = 0; i < 3; i++) {
      const again = await post(succeeded, paymentEnv.webhookSecret('US_EU'));
      expect(again.status).toBe(200);
      expect(again.body).toEqual({ received: true, duplicate: true });
    }
    expect(await eventRows()).toBe(rows);
    expect(heard).toHaveLength(0);
  });

  it('a tampered body is refused and changes nothing', async () => {
    const { payment, succeeded } = await paidIntent('US_EU', 'wh-tamper');
    const rows = await eventRows();
    const response = await post(succeeded, paymentEnv.webhookSecret('US_EU'), {
      tamper: (body) => body.replace('"amount": 6900', '"amount": 1'),
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Invalid Stripe signature');
    expect(await eventRows()).toBe(rows);
    expect(heard).toHaveLength(0);
    expect(await t.app.get(PaymentEventsService).statusOf('stripe', payment.id)).toBeUndefined();
  });

  it('a stale delivery, signed outside the tolerance, is refused and changes nothing', async () => {
    const { succeeded } = await paidIntent('US_EU', 'wh-stale');
    const rows = await eventRows();
    const tenMinutesAgo = Math.floor(Date.now() / 1000) - 600;
    expect((await post(succeeded, paymentEnv.webhookSecret('US_EU'), { timestamp: tenMinutesAgo })).status).toBe(400);
    expect(await eventRows()).toBe(rows);
  });

  it('a delivery signed with another secret, or not signed at all, is refused', async () => {
    const { succeeded } = await paidIntent('US_EU', 'wh-forged');
    const rows = await eventRows();
    expect((await post(succeeded, 'whsec_attacker0123456789')).status).toBe(400);
    const unsigned = await t.http.post(WEBHOOK).set('content-type', 'application/json').send(JSON.stringify(succeeded));
    expect(unsigned.status).toBe(400);
    expect(unsigned.body.message).toBe('Missing Stripe-Signature header');
    expect(await eventRows()).toBe(rows);
  });

  it('takes a delivery Stripe POSTs over the network, as the fake sends it', async () => {
    const { payment, succeeded } = await paidIntent('US_EU', 'wh-network');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.getHttpServer().address() as { port: number };
    const delivered = await stripeFake.deliver(
      succeeded,
      `http://127.0.0.1:${port}${WEBHOOK}`,
      paymentEnv.webhookSecret('US_EU'),
    );
    expect(delivered.status).toBe(200);
    expect(JSON.parse(delivered.body)).toEqual({ received: true, duplicate: false });
    expect(heard.map((e) => e.objectId)).toEqual([payment.id]);
  });

  it('refuses a body over the size limit', async () => {
    const huge = `{"padding":"${'x'.repeat(2 * 1024 * 1024)}"}`;
    const response = await t.http
      .post(WEBHOOK)
      .set('content-type', 'application/json')
      .set('stripe-signature', 't=1,v1=00')
      .send(huge);
    expect(response.status).toBe(413);
  });

  it('knows the region account by the secret that signed the event', async () => {
    const { succeeded } = await paidIntent('AU', 'wh-au');
    await post(succeeded, paymentEnv.webhookSecret('AU')).expect(200);
    expect(heard[0]?.region).toBe('AU');
  });

  it('an older failure arriving after the success does not undo it', async () => {
    const payment = await cards.create({
      region: 'US_EU',
      amount: { amount: 4500, currency: 'USD' },
      idempotencyKey: 'wh-order',
      reference: 'wh-order',
    });
    await browser('US_EU')
      .paymentIntents.confirm(payment.id, { payment_method: 'pm_card_chargeDeclined' })
      .catch(() => undefined);
    const failed = { ...(stripeFake.lastEvent('payment_intent.payment_failed', payment.id) as FakeEvent) };
    await browser('US_EU').paymentIntents.confirm(payment.id, { payment_method: 'pm_card_visa' });
    const succeeded = { ...(stripeFake.lastEvent('payment_intent.succeeded', payment.id) as FakeEvent) };
    failed.created = succeeded.created - 5;
    await post(succeeded, paymentEnv.webhookSecret('US_EU')).expect(200);
    await post(failed, paymentEnv.webhookSecret('US_EU')).expect(200);
    expect(heard.map((e) => [e.type, e.previous, e.current])).toEqual([
      ['payment_intent.succeeded', undefined, 'succeeded'],
      ['payment_intent.payment_failed', 'succeeded', 'succeeded'],
    ]);
    expect(await t.app.get(PaymentEventsService).statusOf('stripe', payment.id)).toBe('succeeded');
  });

  it('when the listener fails, the event is not recorded, so Stripe’s retry delivers it again', async () => {
    const { succeeded } = await paidIntent('US_EU', 'wh-retry');
    failNextListenerCall = true;
    expect((await post(succeeded, paymentEnv.webhookSecret('US_EU'))).status).toBe(500);
    expect(heard).toHaveLength(0);
    const retry = await post(succeeded, paymentEnv.webhookSecret('US_EU'));
    expect(retry.body).toEqual({ received: true, duplicate: false });
    expect(heard).toHaveLength(1);
  });

  it('records refunds against their PaymentIntent', async () => {
    const { payment } = await paidIntent('US_EU', 'wh-refund');
    await cards.refund({ region: 'US_EU', paymentId: payment.id, amount: 1000, idempotencyKey: 'wh-refund-1' });
    await post(stripeFake.lastEvent('charge.refunded') as FakeEvent, paymentEnv.webhookSecret('US_EU')).expect(200);
    expect(heard[0]).toMatchObject({ objectId: payment.id, outcome: 'partially_refunded', current: 'partially_refunded' });
  });
});

describe('PayPal webhook', () => {
  const paypalHook = (account: string, delivery: { body: string; headers: Record<string, string> }) =>
    t.http.post(`/api/payments/paypal/webhook/${account}`).set(delivery.headers).send(delivery.body);

  /** A PayPal order the buyer approved and the shop captured, and the capture event PayPal sends. */
  async function capturedOrder(key: string) {
    const wallets = t.app.get(PaymentsService);
    const order = await wallets.startWalletPayment({
      storefront: 'GB',
      amount: { amount: 12950, currency: 'GBP' },
      idempotencyKey: key,
      reference: key,
    });
    paypalFake.approve(order.id);
    await wallets.captureWalletPayment('GB', order.id, key);
    return { order, completed: paypalFake.lastEvent('PAYMENT.CAPTURE.COMPLETED') as FakeWebhookEvent };
  }

  it('records a verified capture against its order, once', async () => {
    const { order, completed } = await capturedOrder('pp-wh-ok');
    const delivery = paypalFake.webhookDelivery(completed, paymentEnv.paypalWebhookId('US_EU'));
    const response = await paypalHook('us-eu', delivery);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ received: true, duplicate: false });
    expect(heard[0]).toMatchObject({
      provider: 'paypal',
      objectId: order.id,
      region: 'US_EU',
      outcome: 'succeeded',
      current: 'succeeded',
    });
    const replay = await paypalHook('us-eu', paypalFake.webhookDelivery(completed, paymentEnv.paypalWebhookId('US_EU')));
    expect(replay.body).toEqual({ received: true, duplicate: true });
    expect(heard).toHaveLength(1);
  });

  it('refuses a tampered, stale or other account’s delivery, and records nothing', async () => {
    const { order, completed } = await capturedOrder('pp-wh-bad');
    const rows = await eventRows();
    const tampered = paypalFake.webhookDelivery(completed, paymentEnv.paypalWebhookId('US_EU'), {
      tamper: (body) => body.replace('"value":"129.50"', '"value":"1.00"'),
    });
    expect((await paypalHook('us-eu', tampered)).status).toBe(400);
    const stale = paypalFake.webhookDelivery(completed, paymentEnv.paypalWebhookId('US_EU'), {
      time: new Date(Date.now() - 15 * 60_000),
    });
    expect((await paypalHook('us-eu', stale)).status).toBe(400);
    const otherAccount = paypalFake.webhookDelivery(completed, paymentEnv.paypalWebhookId('US_EU'));
    expect((await paypalHook('au', otherAccount)).status).toBe(400);
    expect((await paypalHook('mars', otherAccount)).status).toBe(404);
    expect(await eventRows()).toBe(rows);
    expect(await t.app.get(PaymentEventsService).statusOf('paypal', order.id)).toBeUndefined();
  });
});

describe('Stripe webhook in test mode', () => {
  it('answers 404: with no keys there is no Stripe or PayPal account to hear from', async () => {
    const testMode = await createTestApp();
    try {
      const response = await testMode.http
        .post(WEBHOOK)
        .set('stripe-signature', 't=1,v1=abc')
        .set('content-type', 'application/json')
        .send('{}');
      expect(response.status).toBe(404);
      const paypal = await testMode.http
        .post('/api/payments/paypal/webhook/au')
        .set('content-type', 'application/json')
        .send('{}');
      expect(paypal.status).toBe(404);
    } finally {
      await testMode.close();
    }
  });
});
