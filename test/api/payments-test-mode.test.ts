import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PaymentEventsService } from '../../server/modules/payments/payment-events.service.js';
import {
  CARD_GATEWAY,
  type CardPaymentGateway,
  IdempotencyConflictError,
  PaymentRejectedError,
  WALLET_GATEWAY,
  type WalletPaymentGateway,
} from '../../server/modules/payments/payment-gateway.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let cards: CardPaymentGateway;
let wallets: WalletPaymentGateway;
let events: PaymentEventsService;

beforeAll(async () => {
  t = await createTestApp();
  cards = t.app.get(CARD_GATEWAY);
  wallets = t.app.get(WALLET_GATEWAY);
  events = t.app.get(PaymentEventsService);
});
afterAll(async () => {
  await t.close();
});

const newCardPayment = (key: string, amount = 12950) =>
  cards.create({ region: 'US_EU', amount: { amount, currency: 'GBP' }, idempotencyKey: key, reference: `ORD-${key}` });

const pay = (id: string, secret: string, cardNumber: string) =>
  t.http.post(`/api/payments/test/${id}/card`).send({ secret, cardNumber });

describe('test mode: cards', () => {
  it('runs without keys, on the local gateway', () => {
    expect(cards.provider).toBe('test');
    expect(wallets.provider).toBe('test');
  });

  it('20 parallel creations with one idempotency key make one payment; another amount with it is refused', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => newCardPayment('tm-parallel')));
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    expect(results[0]).toMatchObject({
      provider: 'test',
      status: 'requires_payment_method',
      amount: { amount: 12950, currency: 'GBP' },
    });
    expect((await events.eventsOf('test', results[0]?.id ?? '')).map((e) => e.type)).toEqual(['payment_intent.created']);
    await expect(newCardPayment('tm-parallel', 13000)).rejects.toBeInstanceOf(IdempotencyConflictError);
  });

  it('shows the payment to the holder of its client secret only', async () => {
    const payment = await newCardPayment('tm-view');
    const shown = await t.http.get(`/api/payments/test/${payment.id}`).query({ secret: payment.clientSecret });
    expect(shown.status).toBe(200);
    expect(shown.body).toEqual({
      id: payment.id,
      kind: 'card',
      status: 'requires_payment_method',
      amount: { amount: 12950, currency: 'GBP' },
      reference: 'ORD-tm-view',
      failureCode: null,
    });
    expect((await t.http.get(`/api/payments/test/${payment.id}`).query({ secret: `${payment.clientSecret}x` })).status).toBe(404);
    expect((await t.http.get(`/api/payments/test/${payment.id}`)).status).toBe(428);
  });

  it('the success card pays, once', async () => {
    const payment = await newCardPayment('tm-success');
    const paid = await pay(payment.id, payment.clientSecret, '4242 4242 4242 4242');
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ status: 'succeeded', failureCode: null });
    expect((await cards.retrieve('US_EU', payment.id)).status).toBe('succeeded');
    expect(await events.statusOf('test', payment.id)).toBe('succeeded');
    const again = await pay(payment.id, payment.clientSecret, '4242424242424242');
    expect(again.status).toBe(409);
    expect(await events.eventsOf('test', payment.id)).toHaveLength(2);
  });

  it('the decline card is declined, and the customer can pay with another card', async () => {
    const payment = await newCardPayment('tm-decline');
    const declined = await pay(payment.id, payment.clientSecret, '4000000000000002');
    expect(declined.body).toMatchObject({ status: 'requires_payment_method', failureCode: 'card_declined' });
    expect(await events.statusOf('test', payment.id)).toBe('failed');
    expect((await pay(payment.id, payment.clientSecret, '4242424242424242')).body.status).toBe('succeeded');
    expect(await events.statusOf('test', payment.id)).toBe('succeeded');
  });

  it('the 3-D Secure card asks for authentication; passing it pays, failing it does not', async () => {
    const passed = await newCardPayment('tm-3ds-pass');
    expect((await pay(passed.id, passed.clientSecret, '4000002500003155')).body.status).toBe('requires_action');
    expect((await cards.retrieve('US_EU', passed.id)).status).toBe('requires_action');
    const ok = await t.http
      .post(`/api/payments/test/${passed.id}/authentication`)
      .send({ secret: passed.clientSecret, passed: true });
    expect(ok.body.status).toBe('succeeded');

    const failed = await newCardPayment('tm-3ds-fail');
    await pay(failed.id, failed.clientSecret, '4000002500003155');
    const refused = await t.http
      .post(`/api/payments/test/${failed.id}/authentication`)
      .send({ secret: failed.clientSecret, passed: false });
    expect(refused.body).toMatchObject({
      status: 'requires_payment_method',
      failureCode: 'payment_intent_authentication_failure',
    });
    expect(await events.statusOf('test', failed.id)).toBe('failed');
  });

  it('a mistyped card number answers 428 with the field, and changes nothing', async () => {
    const payment = await newCardPayment('tm-typo');
    const response = await pay(payment.id, payment.clientSecret, '4242 4242 4242 4241');
    expect(response.status).toBe(428);
    expect(response.body).toEqual({ errors: { cardNumber: 'Your card number is incorrect.' } });
    expect((await cards.retrieve('US_EU', payment.id)).status).toBe('requires_payment_method');
    expect(await events.eventsOf('test', payment.id)).toHaveLength(1);
    expect((await pay(payment.id, payment.clientSecret, '')).body).toEqual({ errors: { cardNumber: 'This field is required' } });
  });

  it('refunds like Stripe: in parts, idempotently, never more than was paid', async () => {
    const payment = await newCardPayment('tm-refund', 10000);
    await expect(
      cards.refund({ region: 'US_EU', paymentId: payment.id, idempotencyKey: 'tm-refund-early' }),
    ).rejects.toBeInstanceOf(PaymentRejectedError);
    await pay(payment.id, payment.clientSecret, '4242424242424242');
    const keys = Array.from({ length: 5 }, () => 'tm-refund-a');
    const parts = await Promise.all(
      keys.map((key) => cards.refund({ region: 'US_EU', paymentId: payment.id, amount: 3000, idempotencyKey: key })),
    );
    expect(new Set(parts.map((p) => p.id)).size).toBe(1);
    await expect(
      cards.refund({ region: 'US_EU', paymentId: payment.id, amount: 8000, idempotencyKey: 'tm-refund-b' }),
    ).rejects.toMatchObject({ code: 'amount_too_large' });
    const rest = await cards.refund({ region: 'US_EU', paymentId: payment.id, idempotencyKey: 'tm-refund-c' });
    expect(rest.amount).toEqual({ amount: 7000, currency: 'GBP' });
    expect(await events.statusOf('test', payment.id)).toBe('refunded');
  });

  it('keeps region accounts apart', async () => {
    const payment = await cards.create({
      region: 'AU',
      amount: { amount: 8900, currency: 'AUD' },
      idempotencyKey: 'tm-au',
      reference: 'ORD-AU',
    });
    await expect(cards.retrieve('US_EU', payment.id)).rejects.toMatchObject({ status: 404 });
    expect((await cards.retrieve('AU', payment.id)).amount).toEqual({ amount: 8900, currency: 'AUD' });
  });
});

describe('test mode: wallet (PayPal-like)', () => {
  const newOrder = (key: string) =>
    wallets.createOrder({
      region: 'US_EU',
      amount: { amount: 4990, currency: 'EUR' },
      idempotencyKey: key,
      reference: `ORD-${key}`,
    });
  const secretOf = (approveUrl: string | null) => new URL(approveUrl ?? '').searchParams.get('secret') ?? '';

  it('creates an order to approve on the local page, then captures it once per key', async () => {
    const order = await newOrder('tw-ok');
    expect(order).toMatchObject({ provider: 'test', status: 'CREATED', captureId: null });
    expect(order.approveUrl).toMatch(new RegExp(`^http://shop.test/checkout/test-payment/${order.id}\\?secret=`));
    await expect(wallets.capture('US_EU', order.id, 'tw-ok-capture')).rejects.toMatchObject({ code: 'ORDER_NOT_APPROVED' });
    const approved = await t.http
      .post(`/api/payments/test/${order.id}/approval`)
      .send({ secret: secretOf(order.approveUrl), funding: 'ok' });
    expect(approved.body.status).toBe('APPROVED');
    const [first, second] = await Promise.all([
      wallets.capture('US_EU', order.id, 'tw-ok-capture'),
      wallets.capture('US_EU', order.id, 'tw-ok-capture'),
    ]);
    expect(first.outcome).toBe('captured');
    expect(second).toEqual(first);
    expect(first.order).toMatchObject({ status: 'COMPLETED', captureId: expect.stringMatching(/^TCAP/) });
    await expect(wallets.capture('US_EU', order.id, 'tw-ok-other')).rejects.toMatchObject({ code: 'ORDER_ALREADY_CAPTURED' });
    expect(await events.statusOf('test', order.id)).toBe('succeeded');
  });

  it('a declined funding source leaves the order approved and unpaid', async () => {
    const order = await newOrder('tw-decline');
    await t.http
      .post(`/api/payments/test/${order.id}/approval`)
      .send({ secret: secretOf(order.approveUrl), funding: 'declined' })
      .expect(200);
    const result = await wallets.capture('US_EU', order.id, 'tw-decline-capture');
    expect(result).toMatchObject({
      outcome: 'declined',
      reason: 'INSTRUMENT_DECLINED',
      order: { status: 'APPROVED', captureId: null },
    });
    expect(await events.statusOf('test', order.id)).toBe('failed');
  });

  it('refuses an approval with a bad body or secret', async () => {
    const order = await newOrder('tw-bad');
    expect(
      (
        await t.http
          .post(`/api/payments/test/${order.id}/approval`)
          .send({ secret: secretOf(order.approveUrl), funding: 'maybe' })
      ).status,
    ).toBe(428);
    expect((await t.http.post(`/api/payments/test/${order.id}/approval`).send({ secret: 'nope', funding: 'ok' })).status).toBe(
      404,
    );
    expect((await wallets.getOrder('US_EU', order.id)).status).toBe('CREATED');
  });
});
