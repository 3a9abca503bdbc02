import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { coupons } from '../../server/modules/cart/cart.schema.js';
import { kitCredits, kits } from '../../server/modules/kits/kits.schema.js';
import { mailOutbox } from '../../server/modules/mail/mail.schema.js';
import { orders } from '../../server/modules/orders/orders.schema.js';
import type { CartView } from '../../shared/types/cart.js';
import type { ProductCard } from '../../shared/types/catalogue.js';
import type { AdminOrderView, InvoiceView, OrderView, PaymentStart } from '../../shared/types/order.js';
import { pdfTextLines } from '../support/pdf-text.js';
import { browser, createUser, signIn } from './support/auth.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let tests: ProductCard[];
const GB = 'country=GB; currency=GBP';
let keyCounter = 0;
const newKey = () => `key-${Date.now()}-${++keyCounter}`;

beforeAll(async () => {
  t = await createTestApp();
  tests = (await t.http.get('/api/store/products?isDetails=true&species=canine&category_ids=1').set('cookie', GB).expect(200))
    .body.results;
  await t.db.insert(coupons).values({ code: 'ONLYONCE', kind: 'percent', value: 50, totalLimit: 1 });
});
afterAll(async () => {
  await t.close();
});

const b = () => browser(t);
const withGb = (cookie?: string) => (cookie ? `${GB}; ${cookie}` : GB);
const address = (over: object = {}) => ({
  firstName: 'Grace',
  lastName: 'Hopper',
  address: '10 Downing Lane',
  city: 'London',
  postalCode: 'SW1A 2AA',
  country: 'GB',
  email: 'grace@example.test',
  ...over,
});

async function cartWith(productIds: number[], cookie?: string): Promise<CartView> {
  const cart: CartView = (await b().post('/api/cart', {}, withGb(cookie)).expect(201)).body;
  for (const productId of productIds)
    await b().post(`/api/cart/${cart.sessionId}/item`, { productId }, withGb(cookie)).expect(201);
  return cart;
}

function checkout(body: object, key: string, cookie?: string) {
  return b()
    .post('/api/store/checkout', { acceptTerms: true, ...body }, withGb(cookie))
    .set('idempotency-key', key);
}

const payCard = (start: PaymentStart, card = '4242424242424242') =>
  t.http.post(`/api/payments/test/${start.paymentId}/card`).send({ secret: start.clientSecret, cardNumber: card });

describe('checkout by card (test mode)', () => {
  it('20 parallel checkouts with one Idempotency-Key make one order; paying it issues the invoice, mails, clears the cart', async () => {
    const [a, c] = [tests[0] as ProductCard, tests[1] as ProductCard];
    const cart = await cartWith([a.id, c.id]);
    const key = newKey();
    const body = { sessionId: cart.sessionId, billingAddress: address(), payment: { method: 'C' } };
    const results = await Promise.all(Array.from({ length: 20 }, () => checkout(body, key)));
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(201));
    const ids = new Set(results.map((r) => r.body.id));
    expect(ids.size).toBe(1);
    const order: OrderView = results[0]?.body;
    expect(await t.db.select().from(orders).where(eq(orders.idempotencyKey, key))).toHaveLength(1);
    expect(order).toMatchObject({
      status: 'pending_payment',
      paid: false,
      paymentMethod: 'C',
      currency: 'GBP',
      taxLabel: 'VAT',
      taxIncluded: true,
    });
    expect(order.total).toBe(a.price.amount + c.price.amount);
    expect(order.number).toMatch(/^PD-\d{6}$/);

    const start: PaymentStart = (
      await b().post('/api/store/checkout/payment', { orderId: order.id, sessionId: cart.sessionId }, GB).expect(201)
    ).body;
    expect(start).toMatchObject({ provider: 'test', amount: order.total, currency: 'GBP' });
    expect(start.clientSecret).toBeTruthy();
    expect(start.testPaymentUrl).toContain(`/checkout/test-payment/${start.paymentId}`);
    const again: PaymentStart = (
      await b().post('/api/store/checkout/payment', { orderId: order.id, sessionId: cart.sessionId }, GB).expect(201)
    ).body;
    expect(again.paymentId).toBe(start.paymentId);
    expect((await b().post('/api/store/checkout/payment', { orderId: order.id }, GB)).status).toBe(404);

    await payCard(start).expect(200);
    const paid: OrderView = (await b().get(`/api/store/orders/${order.id}?sessionId=${cart.sessionId}`, GB).expect(200)).body;
    expect(paid).toMatchObject({ status: 'paid', paid: true });
    expect(paid.invoiceId).not.toBeNull();
    expect((await b().get(`/api/cart/${cart.sessionId}`, GB)).status).toBe(404);
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'grace@example.test'));
    expect(mails.map((m) => m.subject)).toContain(`Order ${order.number} confirmed`);

    // The guest registers (confirmed) and finds the order and its invoice; the PDF matches to the penny.
    const user = await createUser(t, { email: 'grace@example.test', countryCode: 'GB', currency: 'GBP' });
    const cookie = await signIn(t, user.email, user.password);
    const history = (await b().get('/api/my/order-history', cookie).expect(200)).body;
    expect(history.results.map((o: OrderView) => o.id)).toContain(order.id);
    const invoices = (await b().get('/api/my/invoices', cookie).expect(200)).body;
    const invoice: InvoiceView = invoices.results.find((i: InvoiceView) => i.orderId === order.id);
    expect(invoice).toMatchObject({ status: 'paid', total: order.total, tax: order.tax });
    const pdf = await b()
      .get(invoice.pdfUrl, cookie)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const texts = pdfTextLines(pdf.body as Buffer);
    const money = (n: number) => new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(n / 100);
    expect(texts).toEqual(
      expect.arrayContaining([invoice.number, a.name, money(a.price.amount), 'Grace Hopper', 'Pet DNA Lab Europe B.V.']),
    );
    expect(texts.some((x) => x.startsWith('Payment status: Paid'))).toBe(true);
    expect(texts[texts.indexOf('Includes VAT 20%') + 1]).toBe(money(order.tax));
    expect(texts.indexOf('Total')).toBeGreaterThan(-1);
    expect(texts[texts.indexOf('Total') + 1]).toBe(money(order.total));
    const other = await createUser(t);
    const otherCookie = await signIn(t, other.email, other.password);
    expect((await b().get(invoice.pdfUrl, otherCookie)).status).toBe(404);
  });

  it('a declined card leaves the order unpaid and the cart intact; another card then pays', async () => {
    const cart = await cartWith([(tests[2] as ProductCard).id]);
    const order: OrderView = (
      await checkout(
        { sessionId: cart.sessionId, billingAddress: address({ email: 'decline@example.test' }), payment: { method: 'C' } },
        newKey(),
      ).expect(201)
    ).body;
    const start: PaymentStart = (
      await b().post('/api/store/checkout/payment', { orderId: order.id, sessionId: cart.sessionId }, GB).expect(201)
    ).body;
    await payCard(start, '4000000000000002');
    expect((await b().get(`/api/store/orders/${order.id}?sessionId=${cart.sessionId}`, GB).expect(200)).body.status).toBe(
      'pending_payment',
    );
    const still: CartView = (await b().get(`/api/cart/${cart.sessionId}`, GB).expect(200)).body;
    expect(still.items).toHaveLength(1);
    await payCard(start).expect(200);
    expect((await b().get(`/api/store/orders/${order.id}?sessionId=${cart.sessionId}`, GB).expect(200)).body.status).toBe('paid');
  });

  it('validates the person form with the spec texts and creates nothing', async () => {
    const cart = await cartWith([(tests[3] as ProductCard).id]);
    const key = newKey();
    const res = await b()
      .post(
        '/api/store/checkout',
        {
          sessionId: cart.sessionId,
          billingAddress: address({ city: '', country: 'US', email: 'x' }),
          payment: { method: 'C' },
          acceptTerms: false,
        },
        GB,
      )
      .set('idempotency-key', key)
      .expect(428);
    expect(res.body.errors).toMatchObject({
      'billingAddress.city': 'This field is required',
      'billingAddress.email': 'email must be a valid email',
      acceptTerms: 'This field must be true',
    });
    const noState = await checkout(
      { sessionId: cart.sessionId, billingAddress: address({ country: 'US' }), payment: { method: 'C' } },
      key,
    ).expect(428);
    expect(noState.body.errors).toEqual({ 'billingAddress.state': 'This field is required' });
    expect(
      (await b().post('/api/store/checkout', { sessionId: cart.sessionId, acceptTerms: true }, GB).expect(428)).body.errors,
    ).toEqual({
      'Idempotency-Key': 'This field is required',
    });
    expect(await t.db.select().from(orders).where(eq(orders.idempotencyKey, key))).toHaveLength(0);
  });
});

describe('PayPal (test mode)', () => {
  it('a declined capture leaves the order unpaid and the cart intact; an approved one pays', async () => {
    const cart = await cartWith([(tests[4] as ProductCard).id]);
    const order: OrderView = (
      await checkout(
        { sessionId: cart.sessionId, billingAddress: address({ email: 'pp@example.test' }), payment: { method: 'P' } },
        newKey(),
      ).expect(201)
    ).body;
    const ref = { orderId: order.id, sessionId: cart.sessionId };
    const wallet = (await b().post('/api/store/checkout/paypal', ref, GB).expect(201)).body;
    const secret = new URL(wallet.approveUrl, 'http://shop.test').searchParams.get('secret');
    await t.http.post(`/api/payments/test/${wallet.id}/approval`).send({ secret, funding: 'declined' }).expect(200);
    const declined = await b().post('/api/store/checkout/paypal/capture', ref, GB).expect(409);
    expect(declined.body.code).toBe('payment_error');
    expect((await b().get(`/api/store/orders/${order.id}?sessionId=${cart.sessionId}`, GB).expect(200)).body.status).toBe(
      'pending_payment',
    );
    expect(((await b().get(`/api/cart/${cart.sessionId}`, GB).expect(200)).body as CartView).items).toHaveLength(1);

    const cart2 = await cartWith([(tests[5] as ProductCard).id]);
    const order2: OrderView = (
      await checkout(
        { sessionId: cart2.sessionId, billingAddress: address({ email: 'pp@example.test' }), payment: { method: 'P' } },
        newKey(),
      ).expect(201)
    ).body;
    const ref2 = { orderId: order2.id, sessionId: cart2.sessionId };
    const wallet2 = (await b().post('/api/store/checkout/paypal', ref2, GB).expect(201)).body;
    const secret2 = new URL(wallet2.approveUrl, 'http://shop.test').searchParams.get('secret');
    await t.http.post(`/api/payments/test/${wallet2.id}/approval`).send({ secret: secret2, funding: 'ok' }).expect(200);
    const captured: OrderView = (await b().post('/api/store/checkout/paypal/capture', ref2, GB).expect(200)).body;
    expect(captured.status).toBe('paid');
  });
});

describe('coupons at checkout', () => {
  it('50 concurrent checkouts with a single-use coupon: exactly one gets it', async () => {
    const product = (tests[6] as ProductCard).id;
    const carts = await Promise.all(Array.from({ length: 50 }, () => cartWith([product])));
    const results = await Promise.all(
      carts.map((cart, i) =>
        checkout(
          {
            sessionId: cart.sessionId,
            billingAddress: address({ email: `c${i}@example.test` }),
            payment: { method: 'C' },
            coupon: 'ONLYONCE',
          },
          newKey(),
        ),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 428).every((r) => r.body.errors.coupon)).toBe(true);
    const [row] = await t.db.select().from(coupons).where(eq(coupons.code, 'ONLYONCE'));
    expect(row?.usedCount).toBe(1);
    const winner: OrderView = results.find((r) => r.status === 201)?.body;
    expect(winner.discount).toBe(Math.floor((tests[6] as ProductCard).price.amount / 2));
  });
});

describe('bank transfer, vets and pending payments', () => {
  it('a breeder pays two pending bank-transfer orders together with loyalty points', async () => {
    const breeder = await createUser(t, { userType: 'breeder', countryCode: 'GB', currency: 'GBP' });
    const cookie = await signIn(t, breeder.email, breeder.password);
    await t.db.insert(coupons).values({ code: 'BREEDERGIFT', kind: 'points', value: 1000 });
    await b().post('/api/my/loyalty-points', { coupon: 'BREEDERGIFT' }, cookie).expect(200);
    const placed: OrderView[] = [];
    for (const product of [tests[7] as ProductCard, tests[8] as ProductCard]) {
      const cart = await cartWith([product.id], cookie);
      const order: OrderView = (
        await checkout(
          { sessionId: cart.sessionId, billingAddress: address({ email: breeder.email }), payment: { method: 'EFT' } },
          newKey(),
          cookie,
        ).expect(201)
      ).body;
      expect(order).toMatchObject({ status: 'pending_payment', paymentMethod: 'EFT', invoiceId: expect.any(Number) });
      expect(order.bankDetails?.lines[0]?.label).toBe('Sort code');
      expect(order.bankDetails?.reference).toBe(order.number);
      expect((await b().get(`/api/cart/${cart.sessionId}`, withGb(cookie))).status).toBe(404);
      placed.push(order);
    }
    const pending = (await b().get('/api/my/pending-orders', cookie).expect(200)).body;
    expect(pending.results.map((o: OrderView) => o.id).sort()).toEqual(placed.map((o) => o.id).sort());
    const ids = placed.map((o) => o.id).join(',');
    const sum = placed.reduce((s, o) => s + o.total, 0);
    const quote = (await b().get(`/api/my/pending-orders/payment?order_ids=${ids}&loyalty_points=400`, cookie).expect(200)).body;
    expect(quote).toEqual({ amount: sum - 400, loyaltyPoints: 400, currency: 'GBP' });
    const start: PaymentStart = (
      await b()
        .post('/api/my/pending-orders/payment', { order_ids: placed.map((o) => o.id), loyalty_points: 400 }, cookie)
        .expect(201)
    ).body;
    expect(start.amount).toBe(sum - 400);
    await payCard(start).expect(200);
    const history = (await b().get('/api/my/order-history?paid=true', cookie).expect(200)).body;
    expect(
      history.results.filter((o: OrderView) => placed.some((p) => p.id === o.id)).every((o: OrderView) => o.status === 'paid'),
    ).toBe(true);
    expect((await b().get('/api/my/pending-orders', cookie).expect(200)).body.results).toEqual([]);
    const points = (await b().get('/api/my/loyalty-points', cookie).expect(200)).body.balance;
    expect(points).toBe(1000 - 400 + placed.reduce((s, o) => s + Math.floor(o.total / 100) * 5, 0));
    const allocated = await t.db.select().from(kits).where(eq(kits.ownerId, breeder.id));
    expect(allocated.map((k) => k.orderReference).sort()).toEqual(placed.map((o) => o.number).sort());
    expect(allocated.every((k) => /^PDL/.test(k.barcode))).toBe(true);
    const addresses = (await b().get('/api/my/addresses', cookie).expect(200)).body;
    expect(addresses[0]).toMatchObject({ city: 'London', postalCode: 'SW1A 2AA' });
  });

  it('an overdue unpaid order blocks new orders with code 79', async () => {
    const owner = await createUser(t, { countryCode: 'GB', currency: 'GBP' });
    const cookie = await signIn(t, owner.email, owner.password);
    const cart = await cartWith([(tests[9] as ProductCard).id], cookie);
    const order: OrderView = (
      await checkout(
        { sessionId: cart.sessionId, billingAddress: address({ email: owner.email }), payment: { method: 'EFT' } },
        newKey(),
        cookie,
      ).expect(201)
    ).body;
    await t.db
      .update(orders)
      .set({ dueAt: new Date(Date.now() - 60_000) })
      .where(eq(orders.id, order.id));
    const next: CartView = (await b().post('/api/cart', {}, withGb(cookie)).expect(201)).body;
    const blocked = await b()
      .post(`/api/cart/${next.sessionId}/item`, { productId: (tests[10] as ProductCard).id }, withGb(cookie))
      .expect(409);
    expect(blocked.body).toMatchObject({
      code: 79,
      title: 'Pending Payments',
      content: 'You have payments pending and therefore cannot proceed with making any new orders.',
      otherInfo: 'Please pay your outstanding accounts or contact the provider to discuss.',
    });
  });

  it('a vet orders with no address or payment: invoiced to the clinic, patient named per test', async () => {
    const vet = await createUser(t, { userType: 'vet', countryCode: 'GB', currency: 'GBP' });
    const cookie = await signIn(t, vet.email, vet.password);
    const cart = await cartWith([(tests[11] as ProductCard).id], cookie);
    const item = ((await b().get(`/api/cart/${cart.sessionId}`, withGb(cookie)).expect(200)).body as CartView).items[0];
    expect(item?.isAnimalRequired).toBe(true);
    const missing = await checkout({ sessionId: cart.sessionId }, newKey(), cookie).expect(428);
    expect(missing.body.errors).toEqual({ [`items.${item?.id}.note`]: "Enter the patient's name for this test" });
    await b().put(`/api/cart/${cart.sessionId}/note/${item?.id}`, { note: 'Rex (Labrador, 4 y)' }, withGb(cookie)).expect(200);
    const order: OrderView = (await checkout({ sessionId: cart.sessionId }, newKey(), cookie).expect(201)).body;
    expect(order).toMatchObject({ paymentMethod: 'INV', status: 'pending_payment', billingAddress: null, shippingAddress: null });
    expect(order.lines[0]?.note).toBe('Rex (Labrador, 4 y)');
    const total = (await b().get('/api/my/invoices/total', cookie).expect(200)).body;
    expect(total).toMatchObject({ amount: order.total, currency: 'GBP', count: 1 });
  });

  it('an unconfirmed account cannot check out', async () => {
    const user = await createUser(t, { confirmed: false, countryCode: 'GB', currency: 'GBP' });
    const cookie = await signIn(t, user.email, user.password);
    const cart = await cartWith([(tests[12] as ProductCard).id], cookie);
    const res = await checkout(
      { sessionId: cart.sessionId, billingAddress: address({ email: user.email }), payment: { method: 'C' } },
      newKey(),
      cookie,
    ).expect(403);
    expect(res.body.message).toContain('confirm your email');
  });
});

describe('multi-packs', () => {
  it('a paid multi-pack adds its kits to the test-kit balance, and tests for one named animal share a kit', async () => {
    const breeder = await createUser(t, { userType: 'breeder', countryCode: 'GB', currency: 'GBP' });
    const cookie = await signIn(t, breeder.email, breeder.password);
    const cart: CartView = (await b().post('/api/cart', {}, withGb(cookie)).expect(201)).body;
    const pack: CartView = (
      await b().post(`/api/cart/${cart.sessionId}/item`, { productId: 440, quantity: 2 }, withGb(cookie)).expect(201)
    ).body;
    expect(pack.items[0]?.quantity).toBe(2);
    for (const product of [tests[15] as ProductCard, tests[16] as ProductCard]) {
      const view: CartView = (
        await b().post(`/api/cart/${cart.sessionId}/item`, { productId: product.id }, withGb(cookie)).expect(201)
      ).body;
      const item = view.items.find((i) => i.product.id === product.id);
      await b().put(`/api/cart/${cart.sessionId}/note/${item?.id}`, { note: 'Hartkel Blue Moon' }, withGb(cookie)).expect(200);
    }
    const order: OrderView = (
      await checkout(
        { sessionId: cart.sessionId, billingAddress: address({ email: breeder.email }), payment: { method: 'C' } },
        newKey(),
        cookie,
      ).expect(201)
    ).body;
    const start: PaymentStart = (await b().post('/api/store/checkout/payment', { orderId: order.id }, withGb(cookie)).expect(201))
      .body;
    await payCard(start).expect(200);
    const credits = await t.db.select().from(kitCredits).where(eq(kitCredits.userId, breeder.id));
    expect(credits).toEqual([expect.objectContaining({ categoryId: 5, credits: 10 })]);
    const allocated = await t.db.select().from(kits).where(eq(kits.ownerId, breeder.id));
    expect(allocated).toHaveLength(1);

    // Transfer: atomic, never below zero, 428 with field texts.
    const friend = await createUser(t, { userType: 'breeder' });
    const transfer = (body: object) => b().post('/api/my/transfer-multipack', body, cookie);
    expect((await transfer({ email: friend.email, quantity: 11, category_id: 5 }).expect(428)).body.errors).toEqual({
      quantity: 'You do not have that many test kits of this kind',
    });
    expect((await transfer({ email: 'nobody@example.test', quantity: 1, category_id: 5 }).expect(428)).body.errors).toEqual({
      email: 'User not found',
    });
    const results = await Promise.all(
      Array.from({ length: 4 }, () => transfer({ email: friend.email, quantity: 3, category_id: 5 })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    const after = await t.db.select().from(kitCredits).where(eq(kitCredits.categoryId, 5));
    expect(after.find((c) => c.userId === breeder.id)?.credits).toBe(1);
    expect(after.find((c) => c.userId === friend.id)?.credits).toBe(9);
    expect([...(allocated[0]?.testIds ?? [])].sort()).toEqual(
      [(tests[15] as ProductCard).id, (tests[16] as ProductCard).id].sort(),
    );
  });
});

describe('admin orders', () => {
  it('lists orders by search and status, marks a bank transfer paid and refunds a card payment through the provider', async () => {
    const admin = await createUser(t, { userType: 'breeder', isAdmin: true });
    const adminCookie = await signIn(t, admin.email, admin.password);
    const cart = await cartWith([(tests[13] as ProductCard).id]);
    const eft: OrderView = (
      await checkout(
        { sessionId: cart.sessionId, billingAddress: address({ email: 'eft-guest@example.test' }), payment: { method: 'EFT' } },
        newKey(),
      ).expect(201)
    ).body;
    const found = (await b().get(`/api/admin/orders?search=eft-guest&status=pending_payment`, adminCookie).expect(200)).body;
    expect(found.results.map((o: OrderView) => o.id)).toEqual([eft.id]);
    const marked: AdminOrderView = (await b().post(`/api/admin/orders/${eft.id}/mark-paid`, {}, adminCookie).expect(200)).body;
    expect(marked).toMatchObject({ status: 'paid', paidWith: 'manual', customerName: 'Grace Hopper' });
    expect((await b().post(`/api/admin/orders/${eft.id}/mark-paid`, {}, adminCookie)).status).toBe(409);

    const cardCart = await cartWith([(tests[14] as ProductCard).id]);
    const order: OrderView = (
      await checkout(
        { sessionId: cardCart.sessionId, billingAddress: address({ email: 'refund@example.test' }), payment: { method: 'C' } },
        newKey(),
      ).expect(201)
    ).body;
    const start: PaymentStart = (
      await b().post('/api/store/checkout/payment', { orderId: order.id, sessionId: cardCart.sessionId }, GB).expect(201)
    ).body;
    await payCard(start).expect(200);
    const refunded: AdminOrderView = (await b().post(`/api/admin/orders/${order.id}/refund`, {}, adminCookie).expect(200)).body;
    expect(refunded).toMatchObject({ status: 'refunded', refundedAmount: order.total, paidWith: 'card' });
    const user = await createUser(t);
    expect((await b().get('/api/admin/orders', await signIn(t, user.email, user.password))).status).toBe(403);
  });

  it('finds orders by number, email or customer name, filters by status and pages by 20', async () => {
    const admin = await createUser(t, { userType: 'breeder', isAdmin: true });
    const adminCookie = await signIn(t, admin.email, admin.password);
    const placed: OrderView[] = [];
    for (let i = 0; i < 21; i++) {
      const cart = await cartWith([(tests[17] as ProductCard).id]);
      const body = {
        sessionId: cart.sessionId,
        billingAddress: address({ email: `pager-${i}@example.test`, firstName: 'Margaret', lastName: `Hamilton${i}` }),
        payment: { method: 'EFT' },
      };
      placed.push((await checkout(body, newKey()).expect(201)).body);
    }
    const list = async (query: string) =>
      (await b().get(`/api/admin/orders?${query}`, adminCookie).expect(200)).body as {
        results: AdminOrderView[];
        count: number;
        next: number | null;
        previous: number | null;
      };
    const first = await list('search=pager-');
    expect(first).toMatchObject({ count: 21, next: 2, previous: null });
    expect(first.results).toHaveLength(20);
    expect(first.results[0]).toMatchObject({
      id: placed[20]?.id,
      customerName: 'Margaret Hamilton20',
      paidWith: null,
      refundedAmount: 0,
    });
    const second = await list('search=pager-&page=2');
    expect(second).toMatchObject({ count: 21, next: null, previous: 1 });
    expect(second.results.map((o) => o.id)).toEqual([placed[0]?.id]);
    expect((await list('search=margaret hamilton7')).results.map((o) => o.id)).toEqual([placed[7]?.id]);
    expect((await list(`search=${placed[3]?.number}`)).results.map((o) => o.id)).toEqual([placed[3]?.id]);
    await b().post(`/api/admin/orders/${placed[5]?.id}/mark-paid`, {}, adminCookie).expect(200);
    expect((await list('search=pager-&status=paid')).results.map((o) => o.id)).toEqual([placed[5]?.id]);
    expect((await list('search=pager-&status=pending_payment')).count).toBe(20);
    expect((await list('search=pager-&status=refunded')).count).toBe(0);
    expect((await b().get('/api/admin/orders?status=lost', adminCookie).expect(428)).body.errors).toEqual({
      status: 'Choose a status',
    });
    expect((await b().get('/api/admin/orders?page=0', adminCookie).expect(428)).body.errors.page).toBeDefined();
    expect((await b().post(`/api/admin/orders/${placed[6]?.id}/refund`, {}, adminCookie).expect(409)).body.message).toBe(
      'Only paid orders can be refunded',
    );
  });
});
