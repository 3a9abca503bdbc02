import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import type { CartView } from '../../shared/types/cart.js';
import type { ProductCard } from '../../shared/types/catalogue.js';
import type { OrderView, PaymentStart } from '../../shared/types/order.js';
import { browser, createUser, signIn } from './support/auth.js';
import { signedInAccount, throughTheLab } from './support/lab.js';
import { GB, placeGbOrder } from './support/shop.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/** Issue 19: the older admin writes (mark paid, refund, the lab's moves) leave an audit row with before and after. */
let t: TestApp;
let admin: { id: number; cookie: string };
let tests: ProductCard[];
const b = () => browser(t);

const auditOf = async (entity: string, entityId: number | string) =>
  (
    await t.db.execute(
      sql`select action, actor_id, subject_user_id, before, after from audit_log
        where entity = ${entity} and entity_id = ${String(entityId)} order by id`,
    )
  ).rows;

beforeAll(async () => {
  t = await createTestApp();
  const a = await createUser(t, { userType: 'owner', isAdmin: true });
  admin = { id: a.id, cookie: await signIn(t, a.email, a.password) };
  tests = (await t.http.get('/api/store/products?isDetails=true&species=canine&category_ids=1').set('cookie', GB).expect(200))
    .body.results;
}, 120_000);

afterAll(async () => {
  await t?.close();
});

async function placedOrder(productId: number, method: 'EFT' | 'C', cookie = GB) {
  const cart: CartView = (await b().post('/api/cart', {}, cookie).expect(201)).body;
  await b().post(`/api/cart/${cart.sessionId}/item`, { productId }, cookie).expect(201);
  const order: OrderView = (
    await placeGbOrder(
      t,
      cookie,
      { sessionId: cart.sessionId, email: 'audit@example.test', method },
      `audit-${productId}-${method}`,
    ).expect(201)
  ).body;
  return { cart, order };
}

describe('audit rows of the older admin writes', () => {
  it('marking a bank transfer paid writes one row; a refused second try writes none', async () => {
    const buyer = await signedInAccount(t, 'breeder');
    const { order } = await placedOrder((tests[0] as ProductCard).id, 'EFT', `${GB}; ${buyer.cookie}`);
    await b().post(`/api/admin/orders/${order.id}/mark-paid`, {}, admin.cookie).expect(200);
    await b().post(`/api/admin/orders/${order.id}/mark-paid`, {}, admin.cookie).expect(409);
    expect(await auditOf('order', order.id)).toEqual([
      {
        action: 'mark-paid',
        actor_id: admin.id,
        subject_user_id: buyer.id,
        before: { number: order.number, status: 'pending_payment', paymentMethod: 'EFT' },
        after: expect.objectContaining({ number: order.number, status: 'paid', amount: order.total, currency: order.currency }),
      },
    ]);
  });

  it('a refund through the provider writes a row with the amount asked and the order as it then stands', async () => {
    const { cart, order } = await placedOrder((tests[1] as ProductCard).id, 'C');
    const start: PaymentStart = (
      await b().post('/api/store/checkout/payment', { orderId: order.id, sessionId: cart.sessionId }, GB).expect(201)
    ).body;
    await t.http
      .post(`/api/payments/test/${start.paymentId}/card`)
      .send({ secret: start.clientSecret, cardNumber: '4242424242424242' })
      .expect(200);
    await b().post(`/api/admin/orders/${order.id}/refund`, { amount: 500 }, admin.cookie).expect(200);
    expect(await auditOf('order', order.id)).toEqual([
      {
        action: 'refund',
        actor_id: admin.id,
        subject_user_id: null,
        before: { number: order.number, status: 'paid', refundedAmount: 0 },
        after: { number: order.number, status: 'partially_refunded', refundedAmount: 500, requested: 500, currency: 'GBP' },
      },
    ]);
    // A refund the provider refuses (more than is left) leaves no row.
    await b()
      .post(`/api/admin/orders/${order.id}/refund`, { amount: order.total * 2 }, admin.cookie)
      .expect(409);
    expect(await auditOf('order', order.id)).toHaveLength(1);
  });

  it('the lab’s allocation, receipt, import, publication and a hand move each write a row about the kit’s owner', async () => {
    const owner = await signedInAccount(t, 'owner');
    const test = tests[2] as ProductCard;
    const { barcode } = await throughTheLab(t, admin.cookie, owner, {
      testIds: [test.id],
      pet: { petName: 'Audit', gender: 'female', chipNumber: '985141000777001' },
      csv: (code) => [`${code},${test.id},N/N`],
    });
    const allocation = await auditOf('kit-allocation', owner.id);
    expect(allocation).toEqual([
      {
        action: 'allocate',
        actor_id: admin.id,
        subject_user_id: owner.id,
        before: null,
        after: { barcodes: [barcode], testIds: [test.id], orderReference: null },
      },
    ]);
    const kitRows = await auditOf('kit', barcode);
    expect(
      kitRows.map((r) => [r.action, (r.before as { status: string }).status, (r.after as { status: string }).status]),
    ).toEqual([
      ['receive', 'activated', 'sample_received'],
      ['publish', 'in_testing', 'results_ready'],
    ]);
    expect(kitRows.every((r) => r.subject_user_id === owner.id && r.actor_id === admin.id)).toBe(true);
    const imports = await auditOf('lab-import', barcode);
    expect(imports).toEqual([
      expect.objectContaining({
        action: 'import-results',
        after: { imported: 1, rows: [{ barcode, testCode: String(test.id), genotype: 'N/N' }] },
      }),
    ]);

    // A move by hand, with its note; a refused move writes nothing.
    const second = await throughTheLab(t, admin.cookie, owner, {
      testIds: [test.id],
      pet: { petName: 'Audit Two', gender: 'male', chipNumber: '985141000777002' },
    });
    await b()
      .post(`/api/admin/lab/kits/${second.barcode}/status`, { status: 'in_testing', note: 'On the bench' }, admin.cookie)
      .expect(200);
    await b().post(`/api/admin/lab/kits/${second.barcode}/status`, { status: 'activated' }, admin.cookie).expect(409);
    const moves = await auditOf('kit', second.barcode);
    expect(moves.map((r) => [r.action, r.after])).toEqual([
      ['receive', { barcode: second.barcode, status: 'sample_received' }],
      ['move', { barcode: second.barcode, status: 'in_testing', note: 'On the bench' }],
    ]);
  });
});
