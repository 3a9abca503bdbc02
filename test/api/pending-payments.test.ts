import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { and, eq, like } from 'drizzle-orm';
import { coupons, loyaltyLedger } from '../../server/modules/cart/cart.schema.js';
import { PENDING_PAYMENT_HOLD_MINUTES } from '../../server/modules/orders/orders.rules.js';
import { orderPayments } from '../../server/modules/orders/orders.schema.js';
import { OrdersService } from '../../server/modules/orders/orders.service.js';
import { PendingPaymentsService } from '../../server/modules/orders/pending-payments.service.js';
import { CARD_GATEWAY, type CardPaymentGateway } from '../../server/modules/payments/payment-gateway.js';
import type { ProductCard } from '../../shared/types/catalogue.js';
import type { OrderView, PaymentStart } from '../../shared/types/order.js';
import { browser } from './support/auth.js';
import { cartWith, gbBreederWithPoints, placeGbOrder } from './support/shop.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let tests: ProductCard[];
let sweep: PendingPaymentsService;
const GB = 'country=GB; currency=GBP';
const b = () => browser(t);
let keyCounter = 0;
let productCursor = 0;
const MINUTE = 60_000;

beforeAll(async () => {
  t = await createTestApp();
  tests = (await t.http.get('/api/store/products?isDetails=true&species=canine&category_ids=1').set('cookie', GB).expect(200))
    .body.results;
  sweep = t.app.get(PendingPaymentsService);
});
afterAll(async () => {
  await t.close();
});

/** A GB breeder holding 1,000 loyalty points and two unpaid bank-transfer orders. */
async function breederWithPendingOrders() {
  const { breeder, cookie } = await gbBreederWithPoints(t, 1000);
  const placed: OrderView[] = [];
  for (let i = 0; i < 2; i++) {
    const product = tests[productCursor++ % tests.length] as ProductCard;
    const cart = await cartWith(t, cookie, product.id);
    const order: OrderView = (
      await placeGbOrder(
        t,
        cookie,
        { sessionId: cart.sessionId, email: breeder.email, method: 'EFT' },
        `pending-${++keyCounter}-${i}-${Date.now()}`,
      ).expect(201)
    ).body;
    placed.push(order);
  }
  const ids = placed.map((o) => o.id);
  const balance = async () => (await b().get('/api/my/loyalty-points', cookie).expect(200)).body.balance as number;
  const pay = (points: number) => b().post('/api/my/pending-orders/payment', { order_ids: ids, loyalty_points: points }, cookie);
  const pendingIds = async () =>
    ((await b().get('/api/my/pending-orders', cookie).expect(200)).body.results as OrderView[]).map((o) => o.id).sort();
  const returns = () =>
    t.db
      .select()
      .from(loyaltyLedger)
      .where(and(eq(loyaltyLedger.userId, breeder.id), like(loyaltyLedger.reason, 'Returned:%')));
  return { breeder, cookie, placed, ids, balance, pay, pendingIds, returns };
}

/** Points a paid order earns (docs/decisions/0601). */
const earned = (orders: OrderView[]) => orders.reduce((p, o) => p + Math.floor(o.total / 100) * 5, 0);

const payCard = (start: PaymentStart, card = '4242424242424242') =>
  t.http.post(`/api/payments/test/${start.paymentId}/card`).send({ secret: start.clientSecret, cardNumber: card });

const paymentRow = async (start: PaymentStart) =>
  (await t.db.select().from(orderPayments).where(eq(orderPayments.paymentId, start.paymentId)))[0];

describe('loyalty points held by a payment of pending orders', () => {
  it('asking again answers the same payment and takes the points once; other points replace it and return the first hold', async () => {
    const s = await breederWithPendingOrders();
    const sum = s.placed.reduce((total, o) => total + o.total, 0);
    const first: PaymentStart = (await s.pay(400).expect(201)).body;
    expect(first.amount).toBe(sum - 400);
    const again = await Promise.all(Array.from({ length: 5 }, () => s.pay(400)));
    expect(again.map((r) => r.status)).toEqual(Array(5).fill(201));
    expect(new Set(again.map((r) => r.body.paymentId))).toEqual(new Set([first.paymentId]));
    expect(await s.balance()).toBe(600);
    // The quote counts the held points as available: starting a new payment gives them back.
    const quote = (await b().get(`/api/my/pending-orders/payment?order_ids=${s.ids.join(',')}&loyalty_points=1000`, s.cookie))
      .body;
    expect(quote).toEqual({ amount: sum - 1000, loyaltyPoints: 1000, currency: 'GBP' });

    const second: PaymentStart = (await s.pay(300).expect(201)).body;
    expect(second.paymentId).not.toBe(first.paymentId);
    expect(await s.balance()).toBe(700);
    expect((await paymentRow(first))?.status).toBe('canceled');
    expect((await payCard(first)).status).toBe(409);
    await payCard(second).expect(200);
    expect(await s.pendingIds()).toEqual([]);
    expect(await s.returns()).toHaveLength(1);
    expect(await s.balance()).toBe(700 + earned(s.placed));
  });

  it('a declined payment may be retried until its hold is over, then returns its points once, and the orders can be paid again with them', async () => {
    const s = await breederWithPendingOrders();
    const start: PaymentStart = (await s.pay(400).expect(201)).body;
    expect(await s.balance()).toBe(600);
    await payCard(start, '4000000000000002').expect(200);
    expect((await paymentRow(start))?.status).toBe('failed');
    // Another card may still pay it (decision 0622): a sweep now keeps the points held.
    expect(await sweep.releaseAbandoned()).toBe(0);
    expect(await s.balance()).toBe(600);

    expect(await sweep.releaseAbandoned(new Date(Date.now() + PENDING_PAYMENT_HOLD_MINUTES * MINUTE))).toBeGreaterThanOrEqual(1);
    expect(await s.balance()).toBe(1000);
    expect((await paymentRow(start))?.status).toBe('canceled');
    // Another sweep, and the provider's own cancel notice arriving late, change nothing more.
    await sweep.releaseAbandoned(new Date(Date.now() + 3 * PENDING_PAYMENT_HOLD_MINUTES * MINUTE));
    const row = await paymentRow(start);
    expect(await t.db.transaction((tx) => t.app.get(OrdersService).returnHeldPoints(tx, row?.id ?? 0))).toBe(false);
    expect(await s.balance()).toBe(1000);
    expect(await s.returns()).toHaveLength(1);
    // The cancelled payment can never be paid; a new one can, with the points again.
    expect((await payCard(start)).status).toBe(409);
    expect(await s.pendingIds()).toEqual(s.ids.slice().sort());
    const retry: PaymentStart = (await s.pay(400).expect(201)).body;
    expect(retry.paymentId).not.toBe(start.paymentId);
    expect(await s.balance()).toBe(600);
    await payCard(retry).expect(200);
    expect(await s.pendingIds()).toEqual([]);
  });

  it('an abandoned payment returns its points after the hold time, not before', async () => {
    const s = await breederWithPendingOrders();
    const start: PaymentStart = (await s.pay(250).expect(201)).body;
    expect(await s.balance()).toBe(750);
    const now = Date.now();
    await sweep.releaseAbandoned(new Date(now + (PENDING_PAYMENT_HOLD_MINUTES - 1) * MINUTE));
    expect(await s.balance()).toBe(750);
    expect((await paymentRow(start))?.status).toBe('created');

    await sweep.releaseAbandoned(new Date(now + (PENDING_PAYMENT_HOLD_MINUTES + 1) * MINUTE));
    expect(await s.balance()).toBe(1000);
    expect((await paymentRow(start))?.status).toBe('canceled');
    expect((await payCard(start)).status).toBe(409);
    await sweep.releaseAbandoned(new Date(now + 10 * PENDING_PAYMENT_HOLD_MINUTES * MINUTE));
    expect(await s.returns()).toHaveLength(1);
    expect(await s.pendingIds()).toEqual(s.ids.slice().sort());
  });

  it('a payment that succeeds after all keeps its points, whichever of the sweep and the payment comes first', async () => {
    const late = new Date(Date.now() + 2 * PENDING_PAYMENT_HOLD_MINUTES * MINUTE);
    // The sweep starts later in each round, so both orders of events happen.
    for (const delay of [0, 5, 30]) {
      const s = await breederWithPendingOrders();
      const start: PaymentStart = (await s.pay(400).expect(201)).body;
      const [paid] = await Promise.all([
        payCard(start),
        new Promise((resolve) => setTimeout(resolve, delay)).then(() => sweep.releaseAbandoned(late)),
      ]);
      if (paid.status === 200) {
        expect(await s.pendingIds()).toEqual([]);
        expect(await s.balance()).toBe(600 + earned(s.placed));
        expect(await s.returns()).toHaveLength(0);
      } else {
        expect(paid.status).toBe(409);
        expect(await s.pendingIds()).toEqual(s.ids.slice().sort());
        expect(await s.balance()).toBe(1000);
        expect(await s.returns()).toHaveLength(1);
      }
      await sweep.releaseAbandoned(late);
      expect(await s.returns()).toHaveLength(paid.status === 200 ? 0 : 1);
    }

    // The sweep has claimed the payment when the customer's payment succeeds: the provider refuses to cancel it.
    const s = await breederWithPendingOrders();
    const start: PaymentStart = (await s.pay(400).expect(201)).body;
    const gateway = t.app.get<CardPaymentGateway>(CARD_GATEWAY);
    const cancel = gateway.cancel.bind(gateway);
    const spy = jest.spyOn(gateway, 'cancel').mockImplementationOnce(async (region, id) => {
      await payCard(start).expect(200);
      return cancel(region, id);
    });
    expect(await sweep.releaseAbandoned(late)).toBe(0);
    spy.mockRestore();
    expect((await paymentRow(start))?.status).toBe('succeeded');
    expect(await s.pendingIds()).toEqual([]);
    expect(await s.balance()).toBe(600 + earned(s.placed));
    expect(await s.returns()).toHaveLength(0);
  });

  it('points that cover everything pay the orders at once, once', async () => {
    const s = await breederWithPendingOrders();
    const sum = s.placed.reduce((total, o) => total + o.total, 0);
    await t.db.insert(coupons).values({ code: `BIG${Date.now()}`, kind: 'points', value: sum });
    const [big] = await t.db.select().from(coupons).where(like(coupons.code, 'BIG%'));
    await b().post('/api/my/loyalty-points', { coupon: big?.code }, s.cookie).expect(200);
    const results = await Promise.all([s.pay(sum), s.pay(sum)]);
    expect(results.some((r) => r.status === 201 && r.body.provider === 'none')).toBe(true);
    expect(results.every((r) => r.status === 201 || r.status === 409)).toBe(true);
    expect(await s.pendingIds()).toEqual([]);
    expect(await s.balance()).toBe(1000 + earned(s.placed));
  });
});
