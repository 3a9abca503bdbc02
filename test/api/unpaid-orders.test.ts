import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { and, eq, like } from 'drizzle-orm';
import { carts, coupons, loyaltyLedger } from '../../server/modules/cart/cart.schema.js';
import { AbandonedOrdersService } from '../../server/modules/orders/abandoned-orders.service.js';
import { PENDING_PAYMENT_HOLD_MINUTES } from '../../server/modules/orders/orders.rules.js';
import { orderHistory, orderPayments, orders } from '../../server/modules/orders/orders.schema.js';
import { OrdersService } from '../../server/modules/orders/orders.service.js';
import {
  CARD_GATEWAY,
  type CardPaymentGateway,
  WALLET_GATEWAY,
  type WalletPaymentGateway,
} from '../../server/modules/payments/payment-gateway.js';
import type { CartView } from '../../shared/types/cart.js';
import type { ProductCard } from '../../shared/types/catalogue.js';
import type { OrderView, PaymentStart, WalletStart } from '../../shared/types/order.js';
import { browser, createUser, signIn } from './support/auth.js';
import { cartWith, gbBreederWithPoints, placeGbOrder } from './support/shop.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let tests: ProductCard[];
let sweep: AbandonedOrdersService;
const GB = 'country=GB; currency=GBP';
const b = () => browser(t);
const MINUTE = 60_000;
const HOLD = PENDING_PAYMENT_HOLD_MINUTES;
let counter = 0;

beforeAll(async () => {
  t = await createTestApp();
  tests = (await t.http.get('/api/store/products?isDetails=true&species=canine&category_ids=1').set('cookie', GB).expect(200))
    .body.results;
  sweep = t.app.get(AbandonedOrdersService);
});
afterAll(async () => {
  await t.close();
});

const later = (minutes: number) => new Date(Date.now() + minutes * MINUTE);

/** A GB breeder holding 1,000 loyalty points, who orders one test paying `points` of it with points (and `coupon`). */
async function breederOrder(method: 'C' | 'P' | 'EFT', points = 400, coupon?: string) {
  const { breeder, cookie } = await gbBreederWithPoints(t, 1000);
  const product = tests[++counter % tests.length] as ProductCard;
  const cart = await cartWith(t, cookie, product.id);
  const place = (key: string) =>
    placeGbOrder(t, cookie, { sessionId: cart.sessionId, email: breeder.email, method, loyaltyPoints: points, coupon }, key);
  const order: OrderView = (await place(`unpaid-${counter}-${Date.now()}`).expect(201)).body;
  expect(order.loyaltyPoints).toBe(points);
  const ref = { orderId: order.id, sessionId: cart.sessionId };
  const balance = async () => (await b().get('/api/my/loyalty-points', cookie).expect(200)).body.balance as number;
  const status = async () => ((await b().get(`/api/store/orders/${order.id}`, cookie).expect(200)).body as OrderView).status;
  const returns = () =>
    t.db
      .select()
      .from(loyaltyLedger)
      .where(and(eq(loyaltyLedger.userId, breeder.id), like(loyaltyLedger.reason, 'Returned:%')));
  const startCard = () => b().post('/api/store/checkout/payment', ref, cookie);
  const startWallet = () => b().post('/api/store/checkout/paypal', ref, cookie);
  const capture = () => b().post('/api/store/checkout/paypal/capture', ref, cookie);
  const cartNow = async () => (await b().get(`/api/cart/${cart.sessionId}`, cookie).expect(200)).body as CartView;
  return { breeder, cookie, cart, order, place, balance, status, returns, startCard, startWallet, capture, cartNow };
}

const payCard = (start: PaymentStart, card = '4242424242424242') =>
  t.http.post(`/api/payments/test/${start.paymentId}/card`).send({ secret: start.clientSecret, cardNumber: card });

const approve = (wallet: WalletStart, funding: 'ok' | 'declined') =>
  t.http
    .post(`/api/payments/test/${wallet.id}/approval`)
    .send({ secret: new URL(wallet.approveUrl ?? '', 'http://shop.test').searchParams.get('secret'), funding });

const paymentRow = async (paymentId: string) =>
  (await t.db.select().from(orderPayments).where(eq(orderPayments.paymentId, paymentId)))[0];

/** Places the order as if `minutes` ago: the hold counts from when the order was placed. */
const placedAgo = (orderId: number, minutes: number) =>
  t.db
    .update(orders)
    .set({ createdAt: new Date(Date.now() - minutes * MINUTE) })
    .where(eq(orders.id, orderId));

/** Points a paid order earns (docs/decisions/0601). */
const earned = (order: OrderView) => Math.floor(order.total / 100) * 5;

describe('a card order that spent loyalty points and is never paid (docs/decisions/0619)', () => {
  it('a declined card can be retried until the hold is over; then the order is cancelled, its points returned once, and the cart orders again', async () => {
    const s = await breederOrder('C');
    expect(await s.balance()).toBe(600);
    const start: PaymentStart = (await s.startCard().expect(201)).body;
    await payCard(start, '4000000000000002').expect(200);
    expect((await paymentRow(start.paymentId))?.status).toBe('failed');
    expect((await s.cartNow()).orderId).toBe(s.order.id);
    // The buyer may try another card on the same payment: a sweep now leaves the order open.
    await sweep.cancelAbandoned();
    expect(await s.status()).toBe('pending_payment');
    expect(await s.balance()).toBe(600);

    expect(await sweep.cancelAbandoned(later(HOLD))).toBeGreaterThanOrEqual(1);
    expect(await s.status()).toBe('cancelled');
    expect(await s.balance()).toBe(1000);
    expect((await paymentRow(start.paymentId))?.status).toBe('canceled');
    const history = await t.db.select().from(orderHistory).where(eq(orderHistory.orderId, s.order.id));
    expect(history.map((h) => [h.fromStatus, h.toStatus, h.reason])).toContainEqual([
      'pending_payment',
      'cancelled',
      `Not paid within ${HOLD} minutes`,
    ]);
    // Another sweep, and the provider's cancel notice replayed, change nothing more.
    await sweep.cancelAbandoned(later(10 * HOLD));
    const row = await paymentRow(start.paymentId);
    expect(await t.db.transaction((tx) => t.app.get(OrdersService).returnHeldPoints(tx, row?.id ?? 0))).toBe(false);
    expect(await s.returns()).toHaveLength(1);
    expect(await s.balance()).toBe(1000);
    // The payment can never be paid now, nor a new one started; the cart is free to order again.
    expect((await payCard(start)).status).toBe(409);
    expect((await s.startCard().expect(409)).body.code).toBe('order_cancelled');
    const cart = await s.cartNow();
    expect(cart.orderId).toBeNull();
    expect(cart.items).toHaveLength(1);
    const again: OrderView = (await s.place(`again-${Date.now()}`).expect(201)).body;
    expect(await s.balance()).toBe(600);
    const retry: PaymentStart = (
      await b().post('/api/store/checkout/payment', { orderId: again.id, sessionId: s.cart.sessionId }, s.cookie).expect(201)
    ).body;
    await payCard(retry).expect(200);
    expect(((await b().get(`/api/store/orders/${again.id}`, s.cookie).expect(200)).body as OrderView).status).toBe('paid');
    expect(await s.balance()).toBe(600 + earned(again));
  });

  it('the single-use coupon of a cancelled order can be used again, by its buyer or anyone (docs/decisions/0623)', async () => {
    const code = `ONCE${Date.now()}`;
    await t.db.insert(coupons).values({ code, kind: 'percent', value: 10, totalLimit: 1, perUserLimit: 1 });
    const usedCount = async () => (await t.db.select().from(coupons).where(eq(coupons.code, code)))[0]?.usedCount;
    const s = await breederOrder('C', 300, code);
    expect(s.order.discount).toBeGreaterThan(0);
    expect(await usedCount()).toBe(1);
    // Used up while the order may still be paid: another shopper's cart is told so.
    const guestCart: CartView = (await b().post('/api/cart', {}, GB).expect(201)).body;
    await b()
      .post(`/api/cart/${guestCart.sessionId}/item`, { productId: (tests[0] as ProductCard).id }, GB)
      .expect(201);
    const check = async () => (await b().get(`/api/cart/${guestCart.sessionId}/coupon/${code}`, GB).expect(200)).body;
    expect(await check()).toMatchObject({ valid: false, message: 'This coupon has been used up' });

    await sweep.cancelAbandoned(later(HOLD + 1));
    expect(await s.status()).toBe('cancelled');
    expect(await usedCount()).toBe(0);
    expect(await check()).toMatchObject({ valid: true });
    // A second sweep gives back nothing more.
    await sweep.cancelAbandoned(later(10 * HOLD));
    expect(await usedCount()).toBe(0);
    // Its buyer orders again from the same cart with it, and it is used up again.
    const again: OrderView = (await s.place(`coupon-again-${Date.now()}`).expect(201)).body;
    expect(again.discount).toBe(s.order.discount);
    expect(await usedCount()).toBe(1);
  });

  it('an abandoned order is cancelled after the hold time, not before, with or without a payment started', async () => {
    const unstarted = await breederOrder('C', 250);
    const started = await breederOrder('C', 300);
    const start: PaymentStart = (await started.startCard().expect(201)).body;
    await sweep.cancelAbandoned(later(HOLD - 1));
    expect([await unstarted.status(), await started.status()]).toEqual(['pending_payment', 'pending_payment']);
    expect([await unstarted.balance(), await started.balance()]).toEqual([750, 700]);
    expect((await paymentRow(start.paymentId))?.status).toBe('created');

    expect(await sweep.cancelAbandoned(later(HOLD + 1))).toBeGreaterThanOrEqual(2);
    expect([await unstarted.status(), await started.status()]).toEqual(['cancelled', 'cancelled']);
    expect([await unstarted.balance(), await started.balance()]).toEqual([1000, 1000]);
    expect((await paymentRow(start.paymentId))?.status).toBe('canceled');
    expect((await payCard(start)).status).toBe(409);
    const [cancelled] = await t.db
      .select()
      .from(orderHistory)
      .where(and(eq(orderHistory.orderId, started.order.id), eq(orderHistory.toStatus, 'cancelled')));
    expect(cancelled?.reason).toBe(`Not paid within ${HOLD} minutes`);
    await sweep.cancelAbandoned(later(10 * HOLD));
    expect([(await unstarted.returns()).length, (await started.returns()).length]).toEqual([1, 1]);
  });

  it('a payment that succeeds after all is never cancelled and keeps its points, whichever of the sweep and the payment comes first', async () => {
    const late = later(2 * HOLD);
    // The sweep starts later in each round, so both orders of events happen.
    for (const delay of [0, 5, 30]) {
      const s = await breederOrder('C');
      const start: PaymentStart = (await s.startCard().expect(201)).body;
      const [paid] = await Promise.all([
        payCard(start),
        new Promise((resolve) => setTimeout(resolve, delay)).then(() => sweep.cancelAbandoned(late)),
      ]);
      await sweep.cancelAbandoned(late);
      if (paid.status === 200) {
        expect(await s.status()).toBe('paid');
        expect(await s.balance()).toBe(600 + earned(s.order));
        expect(await s.returns()).toHaveLength(0);
      } else {
        expect(paid.status).toBe(409);
        expect(await s.status()).toBe('cancelled');
        expect(await s.balance()).toBe(1000);
        expect(await s.returns()).toHaveLength(1);
      }
    }

    // The sweep is cancelling when the customer's payment succeeds: the provider refuses, the order is paid.
    const s = await breederOrder('C');
    const start: PaymentStart = (await s.startCard().expect(201)).body;
    const gateway = t.app.get<CardPaymentGateway>(CARD_GATEWAY);
    const cancel = gateway.cancel.bind(gateway);
    const spy = jest.spyOn(gateway, 'cancel').mockImplementationOnce(async (region, id) => {
      await payCard(start).expect(200);
      return cancel(region, id);
    });
    expect(await sweep.cancelAbandoned(late)).toBe(0);
    spy.mockRestore();
    expect((await paymentRow(start.paymentId))?.status).toBe('succeeded');
    expect(await s.status()).toBe('paid');
    expect(await s.balance()).toBe(600 + earned(s.order));
    expect(await s.returns()).toHaveLength(0);
    await sweep.cancelAbandoned(later(10 * HOLD));
    expect(await s.status()).toBe('paid');
  });

  it('a payment started while the sweep cancels the order is never recorded: its secret never reaches the customer', async () => {
    const s = await breederOrder('C');
    const gateway = t.app.get<CardPaymentGateway>(CARD_GATEWAY);
    const create = gateway.create.bind(gateway);
    const spy = jest.spyOn(gateway, 'create').mockImplementationOnce(async (input) => {
      const payment = await create(input);
      expect(await sweep.cancelAbandoned(later(HOLD + 1))).toBeGreaterThanOrEqual(1);
      return payment;
    });
    const refused = await s.startCard().expect(409);
    spy.mockRestore();
    expect(refused.body.code).toBe('order_cancelled');
    expect(await t.db.select().from(orderPayments).where(eq(orderPayments.userId, s.breeder.id))).toHaveLength(0);
    expect(await s.status()).toBe('cancelled');
    expect(await s.balance()).toBe(1000);
    expect(await s.returns()).toHaveLength(1);
  });

  it('bank transfers, clinic invoices, guests and orders without points stay unpaid as they are', async () => {
    const transfer = await breederOrder('EFT');
    const noPoints = await breederOrder('C', 0);
    await noPoints.startCard().expect(201);
    const vet = await createUser(t, { userType: 'vet', countryCode: 'GB', currency: 'GBP' });
    const vetCookie = `${GB}; ${await signIn(t, vet.email, vet.password)}`;
    const vetCart: CartView = (await b().post('/api/cart', {}, vetCookie).expect(201)).body;
    const vetLine: CartView = (
      await b()
        .post(`/api/cart/${vetCart.sessionId}/item`, { productId: (tests[0] as ProductCard).id }, vetCookie)
        .expect(201)
    ).body;
    await b().put(`/api/cart/${vetCart.sessionId}/note/${vetLine.items[0]?.id}`, { note: 'Rex' }, vetCookie).expect(200);
    const invoiced: OrderView = (
      await b()
        .post('/api/store/checkout', { sessionId: vetCart.sessionId, acceptTerms: true }, vetCookie)
        .set('idempotency-key', `vet-${Date.now()}`)
        .expect(201)
    ).body;
    expect(invoiced.paymentMethod).toBe('INV');
    for (const id of [transfer.order.id, noPoints.order.id, invoiced.id]) await placedAgo(id, 10 * HOLD);

    await sweep.cancelAbandoned(later(10 * HOLD));
    const statuses = await t.db.select({ id: orders.id, status: orders.status }).from(orders);
    const of = (id: number) => statuses.find((o) => o.id === id)?.status;
    expect([of(transfer.order.id), of(noPoints.order.id), of(invoiced.id)]).toEqual([
      'pending_payment',
      'pending_payment',
      'pending_payment',
    ]);
    expect(await transfer.balance()).toBe(600);
    expect(await transfer.returns()).toHaveLength(0);
  });
});

describe('a PayPal order that spent loyalty points and is never paid (docs/decisions/0619)', () => {
  it('a declined capture cancels the order once its hold is over, once; capturing it afterwards takes no money', async () => {
    const s = await breederOrder('P');
    const wallet: WalletStart = (await s.startWallet().expect(201)).body;
    await approve(wallet, 'declined').expect(200);
    expect((await s.capture().expect(409)).body.code).toBe('payment_error');
    expect((await paymentRow(wallet.id))?.status).toBe('failed');
    await sweep.cancelAbandoned();
    expect(await s.status()).toBe('pending_payment');

    expect(await sweep.cancelAbandoned(later(HOLD))).toBeGreaterThanOrEqual(1);
    expect(await s.status()).toBe('cancelled');
    expect(await s.balance()).toBe(1000);
    expect((await paymentRow(wallet.id))?.status).toBe('canceled');
    // The buyer approves again with good funds: the shop no longer captures it.
    await approve(wallet, 'ok').expect(200);
    expect(((await s.capture().expect(200)).body as OrderView).status).toBe('cancelled');
    const wallets = t.app.get<WalletPaymentGateway>(WALLET_GATEWAY);
    expect((await wallets.getOrder('US_EU', wallet.id)).status).toBe('APPROVED');
    expect((await s.startWallet().expect(409)).body.code).toBe('order_cancelled');
    await sweep.cancelAbandoned(later(10 * HOLD));
    expect(await s.returns()).toHaveLength(1);
    expect((await s.cartNow()).orderId).toBeNull();
  });

  it('the sweep never cancels an order under a capture in flight; a capture after the hold is refused', async () => {
    const s = await breederOrder('P');
    const wallet: WalletStart = (await s.startWallet().expect(201)).body;
    await approve(wallet, 'ok').expect(200);
    const gateway = t.app.get<WalletPaymentGateway>(WALLET_GATEWAY);
    const capture = gateway.capture.bind(gateway);
    const spy = jest.spyOn(gateway, 'capture').mockImplementationOnce(async (region, id, key) => {
      expect((await paymentRow(wallet.id))?.status).toBe('capturing');
      expect(await sweep.cancelAbandoned(later(HOLD + 1))).toBe(0);
      return capture(region, id, key);
    });
    expect(((await s.capture().expect(200)).body as OrderView).status).toBe('paid');
    spy.mockRestore();
    expect(await s.balance()).toBe(600 + earned(s.order));
    expect(await s.returns()).toHaveLength(0);

    const tooLate = await breederOrder('P');
    const lateWallet: WalletStart = (await tooLate.startWallet().expect(201)).body;
    await approve(lateWallet, 'ok').expect(200);
    await placedAgo(tooLate.order.id, HOLD + 1);
    expect((await tooLate.capture().expect(409)).body.message).toMatch(/not paid in time/);
    expect(await sweep.cancelAbandoned()).toBeGreaterThanOrEqual(1);
    expect(await tooLate.status()).toBe('cancelled');
    expect(await tooLate.balance()).toBe(1000);
    expect((await gateway.getOrder('US_EU', lateWallet.id)).status).toBe('APPROVED');
  });

  it('a PayPal order that PayPal reports captured (the answer never reached the shop) is left to its event', async () => {
    const s = await breederOrder('P');
    const wallet: WalletStart = (await s.startWallet().expect(201)).body;
    await approve(wallet, 'ok').expect(200);
    await placedAgo(s.order.id, HOLD + 1);
    const gateway = t.app.get<WalletPaymentGateway>(WALLET_GATEWAY);
    const captured = { ...(await gateway.getOrder('US_EU', wallet.id)), status: 'COMPLETED' as const };
    const spy = jest.spyOn(gateway, 'getOrder').mockResolvedValueOnce(captured);
    expect(await sweep.cancelAbandoned()).toBe(0);
    spy.mockRestore();
    expect(await s.status()).toBe('pending_payment');
    expect(await s.returns()).toHaveLength(0);
    // Not captured after all: the next sweep ends it.
    expect(await sweep.cancelAbandoned()).toBeGreaterThanOrEqual(1);
    expect(await s.status()).toBe('cancelled');
    expect(await s.returns()).toHaveLength(1);
  });

  it('a capture left marked by a node that died is settled twice the hold after the order', async () => {
    const s = await breederOrder('P');
    const wallet: WalletStart = (await s.startWallet().expect(201)).body;
    await approve(wallet, 'ok').expect(200);
    await t.db.update(orderPayments).set({ status: 'capturing' }).where(eq(orderPayments.paymentId, wallet.id));
    await placedAgo(s.order.id, HOLD + 1);
    expect((await s.capture().expect(409)).body.message).toMatch(/not paid in time/);
    await sweep.cancelAbandoned();
    expect(await s.status()).toBe('pending_payment');
    await placedAgo(s.order.id, 2 * HOLD + 1);
    expect(await sweep.cancelAbandoned()).toBeGreaterThanOrEqual(1);
    expect(await s.status()).toBe('cancelled');
    expect(await s.balance()).toBe(1000);
    expect(await t.db.select().from(carts).where(eq(carts.orderId, s.order.id))).toHaveLength(0);
  });
});
