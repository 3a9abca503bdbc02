import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import Stripe from 'stripe';
import { parseConfig } from '../../server/config/config.js';
import type { PaymentsConfig } from '../../server/config/payments-config.js';
import { IdempotencyConflictError, PaymentRejectedError } from '../../server/modules/payments/payment-gateway.js';
import { PaymentsService } from '../../server/modules/payments/payments.service.js';
import { PayPalGateway } from '../../server/modules/payments/paypal.gateway.js';
import { StripeGateway } from '../../server/modules/payments/stripe.gateway.js';
import { FakePayPalServer } from '../fakes/paypal-server.js';
import { FakeStripeServer } from '../fakes/stripe-server.js';
import { paymentEnv } from './support/payment-env.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let stripeFake: FakeStripeServer;
let paypalFake: FakePayPalServer;
let payments: PaymentsConfig;
let stripe: StripeGateway;
let paypal: PayPalGateway;

beforeAll(async () => {
  stripeFake = await new FakeStripeServer().start();
  paypalFake = await new FakePayPalServer(paymentEnv.paypalClients).start();
  payments = parseConfig(paymentEnv.variables(stripeFake.url, paypalFake.url)).payments;
  if (!payments.stripe || !payments.paypal) throw new Error('payment keys expected');
  stripe = new StripeGateway(payments.stripe, payments.stripeApiUrl);
  paypal = new PayPalGateway(payments.paypal, payments.paypalEnvironment, payments.paypalApiUrl);
});
afterAll(async () => {
  await stripeFake.stop();
  await paypalFake.stop();
});

/** What Stripe.js does in the browser with the client secret: confirm the intent with a card. */
const confirmInBrowser = (region: 'AU' | 'US_EU', id: string, paymentMethod: string) =>
  new Stripe(paymentEnv.stripeSecret(region), {
    host: '127.0.0.1',
    port: stripeFake.port,
    protocol: 'http',
  }).paymentIntents.confirm(id, {
    payment_method: paymentMethod,
    return_url: 'http://shop.test/checkout/complete',
  });

describe('StripeGateway against the fake Stripe API', () => {
  it('20 parallel creations with one idempotency key make one PaymentIntent', async () => {
    const before = stripeFake.intentCount();
    const input = {
      region: 'US_EU' as const,
      amount: { amount: 12950, currency: 'GBP' as const },
      idempotencyKey: 'checkout-parallel-1',
      reference: 'ORD-1001',
    };
    const results = await Promise.all(Array.from({ length: 20 }, () => stripe.create(input)));
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    expect(stripeFake.intentCount()).toBe(before + 1);
    expect(results[0]).toMatchObject({
      provider: 'stripe',
      status: 'requires_payment_method',
      amount: { amount: 12950, currency: 'GBP' },
      failureCode: null,
    });
    expect(results[0]?.clientSecret).toMatch(/^pi_\w+_secret_\w+$/);
    const intent = stripeFake.intent(results[0]?.id ?? '');
    expect(intent).toMatchObject({ amount: 12950, currency: 'gbp', metadata: { reference: 'ORD-1001' } });
  });

  it('refuses the same idempotency key with a different amount', async () => {
    const input = {
      region: 'US_EU' as const,
      amount: { amount: 5000, currency: 'USD' as const },
      idempotencyKey: 'checkout-changed',
      reference: 'ORD-1002',
    };
    await stripe.create(input);
    await expect(stripe.create({ ...input, amount: { amount: 5001, currency: 'USD' } })).rejects.toBeInstanceOf(
      IdempotencyConflictError,
    );
  });

  it('creates the intent in the region account: the other account cannot see it', async () => {
    const payment = await stripe.create({
      region: 'AU',
      amount: { amount: 8900, currency: 'AUD' },
      idempotencyKey: 'au-1',
      reference: 'ORD-AU-1',
    });
    expect(stripeFake.requests.findLast((r) => r.path === '/v1/payment_intents')?.apiKey).toBe(paymentEnv.stripeSecret('AU'));
    expect((await stripe.retrieve('AU', payment.id)).id).toBe(payment.id);
    await expect(stripe.retrieve('US_EU', payment.id)).rejects.toBeInstanceOf(PaymentRejectedError);
  });

  it('a card that succeeds leaves the intent succeeded', async () => {
    const payment = await stripe.create({
      region: 'US_EU',
      amount: { amount: 4900, currency: 'EUR' },
      idempotencyKey: 'ok-1',
      reference: 'ORD-OK',
    });
    await confirmInBrowser('US_EU', payment.id, 'pm_card_visa');
    expect(await stripe.retrieve('US_EU', payment.id)).toMatchObject({ status: 'succeeded', failureCode: null });
  });

  it('a declined card leaves the intent waiting for another card, with the reason', async () => {
    const payment = await stripe.create({
      region: 'US_EU',
      amount: { amount: 4900, currency: 'USD' },
      idempotencyKey: 'decline-1',
      reference: 'ORD-D',
    });
    await expect(confirmInBrowser('US_EU', payment.id, 'pm_card_chargeDeclined')).rejects.toMatchObject({
      type: 'StripeCardError',
      code: 'card_declined',
    });
    expect(await stripe.retrieve('US_EU', payment.id)).toMatchObject({
      status: 'requires_payment_method',
      failureCode: 'card_declined',
    });
  });

  it('a 3-D Secure card asks for action, and succeeds once the customer authenticates', async () => {
    const payment = await stripe.create({
      region: 'AU',
      amount: { amount: 15900, currency: 'NZD' },
      idempotencyKey: '3ds-1',
      reference: 'ORD-3DS',
    });
    const confirmed = await confirmInBrowser('AU', payment.id, 'pm_card_authenticationRequired');
    expect(confirmed.status).toBe('requires_action');
    expect(confirmed.next_action?.type).toBe('redirect_to_url');
    expect((await stripe.retrieve('AU', payment.id)).status).toBe('requires_action');
    stripeFake.authenticate(payment.id, true);
    expect((await stripe.retrieve('AU', payment.id)).status).toBe('succeeded');
  });

  it('refunds part and then the rest of a payment, once per idempotency key, never more than was paid', async () => {
    const payment = await stripe.create({
      region: 'US_EU',
      amount: { amount: 10000, currency: 'CAD' },
      idempotencyKey: 'refund-1',
      reference: 'ORD-R',
    });
    await confirmInBrowser('US_EU', payment.id, 'pm_card_visa');
    const part = await stripe.refund({ region: 'US_EU', paymentId: payment.id, amount: 2500, idempotencyKey: 'refund-1-a' });
    expect(part).toMatchObject({ paymentId: payment.id, amount: { amount: 2500, currency: 'CAD' }, status: 'succeeded' });
    expect(await stripe.refund({ region: 'US_EU', paymentId: payment.id, amount: 2500, idempotencyKey: 'refund-1-a' })).toEqual(
      part,
    );
    await expect(
      stripe.refund({ region: 'US_EU', paymentId: payment.id, amount: 9000, idempotencyKey: 'refund-1-b' }),
    ).rejects.toMatchObject({ code: 'amount_too_large' });
    const rest = await stripe.refund({ region: 'US_EU', paymentId: payment.id, idempotencyKey: 'refund-1-c' });
    expect(rest.amount.amount).toBe(7500);
    expect(stripeFake.lastEvent('charge.refunded')?.data.object).toMatchObject({ amount_refunded: 10000, refunded: true });
  });

  it('cannot refund a payment that never succeeded', async () => {
    const payment = await stripe.create({
      region: 'US_EU',
      amount: { amount: 3000, currency: 'USD' },
      idempotencyKey: 'refund-unpaid',
      reference: 'ORD-U',
    });
    await expect(
      stripe.refund({ region: 'US_EU', paymentId: payment.id, idempotencyKey: 'refund-unpaid-1' }),
    ).rejects.toBeInstanceOf(PaymentRejectedError);
  });
});

describe('PayPalGateway against the fake PayPal API', () => {
  it('creates an order the buyer approves, and captures it', async () => {
    const order = await paypal.createOrder({
      region: 'US_EU',
      amount: { amount: 12950, currency: 'GBP' },
      idempotencyKey: 'pp-1',
      reference: 'ORD-P1',
    });
    expect(order).toMatchObject({
      provider: 'paypal',
      status: 'CREATED',
      amount: { amount: 12950, currency: 'GBP' },
      captureId: null,
    });
    expect(order.approveUrl).toContain(`token=${order.id}`);
    expect(paypalFake.order(order.id)?.purchase_units[0]?.amount).toEqual({ currency_code: 'GBP', value: '129.50' });
    paypalFake.approve(order.id);
    const result = await paypal.capture('US_EU', order.id, 'pp-1-capture');
    expect(result.outcome).toBe('captured');
    expect(result.order.status).toBe('COMPLETED');
    expect(result.order.captureId).toMatch(/^\w+$/);
    const capture = paypalFake.requests.findLast((r) => r.path.endsWith('/capture'));
    expect(capture?.contentType).toContain('application/json');
  });

  it('the same PayPal-Request-Id creates one order and captures once', async () => {
    const input = {
      region: 'AU' as const,
      amount: { amount: 9900, currency: 'AUD' as const },
      idempotencyKey: 'pp-same',
      reference: 'ORD-P2',
    };
    const before = paypalFake.orderCount();
    const orders = await Promise.all(Array.from({ length: 5 }, () => paypal.createOrder(input)));
    expect(new Set(orders.map((o) => o.id)).size).toBe(1);
    expect(paypalFake.orderCount()).toBe(before + 1);
    const id = orders[0]?.id ?? '';
    paypalFake.approve(id);
    const first = await paypal.capture('AU', id, 'pp-same-capture');
    const again = await paypal.capture('AU', id, 'pp-same-capture');
    expect(again).toEqual(first);
  });

  it('a declined funding source leaves the order approved and uncaptured', async () => {
    const order = await paypal.createOrder({
      region: 'US_EU',
      amount: { amount: 2000, currency: 'EUR' },
      idempotencyKey: 'pp-decline',
      reference: 'ORD-P3',
    });
    paypalFake.approve(order.id, 'declined');
    const result = await paypal.capture('US_EU', order.id, 'pp-decline-capture');
    expect(result).toMatchObject({
      outcome: 'declined',
      reason: 'INSTRUMENT_DECLINED',
      order: { status: 'APPROVED', captureId: null },
    });
  });

  it('refuses to capture an order the buyer has not approved, and orders of the other region account', async () => {
    const order = await paypal.createOrder({
      region: 'US_EU',
      amount: { amount: 2000, currency: 'USD' },
      idempotencyKey: 'pp-unapproved',
      reference: 'ORD-P4',
    });
    await expect(paypal.capture('US_EU', order.id, 'pp-unapproved-capture')).rejects.toMatchObject({
      code: 'ORDER_NOT_APPROVED',
    });
    await expect(paypal.getOrder('AU', order.id)).rejects.toBeInstanceOf(PaymentRejectedError);
  });
});

describe('PaymentsService: the region account follows the storefront', () => {
  let shop: TestApp;
  let service: PaymentsService;

  beforeAll(async () => {
    shop = await createTestApp(paymentEnv.variables(stripeFake.url, paypalFake.url));
    service = shop.app.get(PaymentsService);
  });
  afterAll(async () => {
    await shop.close();
  });

  it('takes an NZ card payment on the Australian account and a GB one on the US/Europe account', async () => {
    const nz = await service.startCardPayment({
      storefront: 'NZ',
      amount: { amount: 15900, currency: 'NZD' },
      idempotencyKey: 'svc-nz',
      reference: 'ORD-NZ',
    });
    expect(stripeFake.requests.findLast((r) => r.path === '/v1/payment_intents')?.apiKey).toBe(paymentEnv.stripeSecret('AU'));
    expect(nz.region).toBe('AU');
    const gb = await service.startCardPayment({
      storefront: 'GB',
      amount: { amount: 12950, currency: 'GBP' },
      idempotencyKey: 'svc-gb',
      reference: 'ORD-GB',
    });
    expect(stripeFake.requests.findLast((r) => r.path === '/v1/payment_intents')?.apiKey).toBe(paymentEnv.stripeSecret('US_EU'));
    expect((await service.cardPayment('GB', gb.id)).id).toBe(gb.id);
    await expect(service.cardPayment('AU', gb.id)).rejects.toMatchObject({ status: 404 });
  });

  it('takes a PayPal payment from Australia on the Australian account, and captures it there', async () => {
    const order = await service.startWalletPayment({
      storefront: 'AU',
      amount: { amount: 8900, currency: 'AUD' },
      idempotencyKey: 'svc-au-pp',
      reference: 'ORD-AU-PP',
    });
    expect(paypalFake.order(order.id)?.clientId).toBe('paypal-client-au');
    paypalFake.approve(order.id);
    expect((await service.captureWalletPayment('AU', order.id, 'svc-au-pp')).outcome).toBe('captured');
  });

  it('refuses money in another currency than the storefront’s, before calling the provider', async () => {
    const calls = stripeFake.requests.length;
    const start = (storefront: 'DE' | 'US', amount: number, currency: 'USD' | 'EUR') =>
      service.startCardPayment({
        storefront,
        amount: { amount, currency },
        idempotencyKey: `svc-${storefront}`,
        reference: 'ORD-X',
      });
    await expect(start('DE', 5000, 'USD')).rejects.toThrow('A DE payment must be in EUR, not USD');
    await expect(start('US', 49.5, 'USD')).rejects.toThrow(/whole number/);
    expect(stripeFake.requests.length).toBe(calls);
  });
});
