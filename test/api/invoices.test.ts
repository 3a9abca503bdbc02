import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { CustomerInvoice } from '../../shared/types/back-office.js';
import type { InvoiceView } from '../../shared/types/order.js';
import { insertOrder } from '../factories/orders.js';
import { browser, createUser, signIn } from './support/auth.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/**
 * Invoices are invoices' rows joined with orders' (decision 0062): a user sees the invoices of their own orders
 * only, newest number first, and owes what their unpaid invoiced orders add up to; the back office's customer
 * page lists the customer's invoices with their order numbers.
 */
let t: TestApp;

const LINE = { productId: 1, name: 'Test line', kind: 'test', typeId: 1, categoryId: 1, unitAmount: 10_000 };

async function customer() {
  const user = await createUser(t, { userType: 'breeder' });
  return { ...user, cookie: await signIn(t, user.email, user.password) };
}

beforeAll(async () => {
  t = await createTestApp();
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('a user’s invoices', () => {
  it('lists, shows and totals only the invoices of the user’s own orders', async () => {
    const alice = await customer();
    const bob = await customer();
    const aliceUser = { ...alice, userType: 'breeder' };
    const paid = await insertOrder(t.db, {
      user: aliceUser,
      method: 'C',
      status: 'paid',
      lines: [LINE],
      paidAt: new Date(),
      createdAt: new Date('2026-01-10T10:00:00Z'),
    });
    const unpaid = await insertOrder(t.db, {
      user: aliceUser,
      method: 'EFT',
      status: 'pending_payment',
      lines: [LINE, { ...LINE, unitAmount: 2_500 }],
      createdAt: new Date('2026-01-11T10:00:00Z'),
    });
    const bobs = await insertOrder(t.db, {
      user: { ...bob, userType: 'breeder' },
      method: 'EFT',
      status: 'pending_payment',
      lines: [LINE],
    });

    const list = (await browser(t).get('/api/my/invoices', alice.cookie).expect(200)).body;
    expect(list).toMatchObject({ count: 2, next: null, previous: null });
    expect(list.results.map((i: InvoiceView) => [i.orderId, i.orderNumber, i.status, i.total])).toEqual([
      [unpaid.id, unpaid.number, 'unpaid', unpaid.total],
      [paid.id, paid.number, 'paid', paid.total],
    ]);
    expect(list.results[0].issuedAt).toBe('2026-01-11T10:00:00.000Z');

    const bobsList = (await browser(t).get('/api/my/invoices', bob.cookie).expect(200)).body;
    expect(bobsList.results.map((i: InvoiceView) => i.orderId)).toEqual([bobs.id]);
    const bobsInvoice = bobsList.results[0] as InvoiceView;
    await browser(t).get(`/api/my/invoices/${bobsInvoice.id}`, alice.cookie).expect(404);
    await browser(t).get(`/api/my/invoices/${bobsInvoice.id}/pdf`, alice.cookie).expect(404);
    const own = (await browser(t).get(`/api/my/invoices/${list.results[1].id}`, alice.cookie).expect(200)).body;
    expect(own).toMatchObject({ orderId: paid.id, status: 'paid', order: { id: paid.id, number: paid.number } });

    const total = (await browser(t).get('/api/my/invoices/total', alice.cookie).expect(200)).body;
    expect(total).toEqual({
      amount: unpaid.total,
      currency: 'AUD',
      count: 1,
      totals: [{ currency: 'AUD', amount: unpaid.total }],
    });
  });

  it('shows the back office a customer’s invoices with their order numbers, newest first', async () => {
    const a = await createUser(t, { userType: 'owner', isAdmin: true });
    const admin = await signIn(t, a.email, a.password);
    const person = await customer();
    const other = await customer();
    const user = { ...person, userType: 'breeder' };
    const first = await insertOrder(t.db, {
      user,
      method: 'EFT',
      status: 'pending_payment',
      lines: [LINE],
      createdAt: new Date('2026-02-01T09:00:00Z'),
    });
    const second = await insertOrder(t.db, {
      user,
      method: 'EFT',
      status: 'pending_payment',
      lines: [LINE],
      createdAt: new Date('2026-02-02T09:00:00Z'),
    });
    await insertOrder(t.db, { user: { ...other, userType: 'breeder' }, method: 'EFT', status: 'pending_payment', lines: [LINE] });

    const view = (await browser(t).get(`/api/admin/customers/${person.id}`, admin).expect(200)).body;
    expect(view.invoices.map((i: CustomerInvoice) => [i.orderId, i.orderNumber, i.issuedAt])).toEqual([
      [second.id, second.number, '2026-02-02T09:00:00.000Z'],
      [first.id, first.number, '2026-02-01T09:00:00.000Z'],
    ]);
  });
});
