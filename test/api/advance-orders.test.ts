import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';
import { seedDatabase } from '../../server/db/seed.js';
import { kits } from '../../server/modules/kits/kits.schema.js';
import { mailOutbox } from '../../server/modules/mail/mail.schema.js';
import { advanceOrders } from '../../server/modules/orders/advance-orders.schema.js';
import { orders } from '../../server/modules/orders/orders.schema.js';
import { ADVANCE_ORDER_MSG } from '../../shared/advance-orders.js';
import type { AdminAdvanceOrderView, AdvanceOrderForm, AdvanceOrderView } from '../../shared/types/advance-order.js';
import type { InvoiceView, OrderView, Paged } from '../../shared/types/order.js';
import { browser, createUser, signIn } from './support/auth.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const ADVANCE = '/api/store/orders/advance/';
const PENDING_PAYMENTS = {
  code: 79,
  title: 'Pending Payments',
  content: 'You have payments pending and therefore cannot proceed with making any new orders.',
  otherInfo: 'Please pay your outstanding accounts or contact the provider to discuss.',
};

let t: TestApp;
let admin: string;
let keyCounter = 0;
const newKey = () => `advance-${Date.now()}-${++keyCounter}`;
const b = () => browser(t);

interface Account {
  id: number;
  email: string;
  cookie: string;
}

async function account(
  type: 'breeder' | 'owner' | 'vet',
  overrides: { isAdmin?: boolean; confirmed?: boolean; clinicName?: string } = {},
): Promise<Account> {
  const user = await createUser(t, {
    userType: type,
    countryCode: 'GB',
    currency: 'GBP',
    clinicName: type === 'vet' ? 'Riverside Vets' : null,
    clinicAddress: type === 'vet' ? '4 Mill Lane, Oxford' : null,
    city: 'Oxford',
    ...overrides,
  });
  return { id: user.id, email: user.email, cookie: await signIn(t, user.email, user.password) };
}

const clinic = (over: object = {}) => ({
  recipient: 'Riverside Vets',
  address: '4 Mill Lane',
  city: 'Oxford',
  postalCode: 'OX1 1AA',
  country: 'GB',
  ...over,
});

const body = (over: object = {}) => ({
  items: [
    { supply: 'canine-collection-kit', quantity: 2 },
    { supply: 'clinic-collection-kit', quantity: 1 },
    { supply: 'return-envelopes', quantity: 3 },
  ],
  deliveryAddress: clinic(),
  purchaseOrder: 'PO-7781',
  ...over,
});

const submit = (payload: object, cookie: string, key: string | null = newKey()) => {
  const req = b().post(ADVANCE, payload, cookie);
  return key === null ? req : req.set('idempotency-key', key);
};

async function countAdvance(where = sql`true`) {
  const result = await t.db.execute(sql`select count(*)::int as n from advance_orders where ${where}`);
  return (result.rows[0] as { n: number }).n;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = (await account('owner', { isAdmin: true })).cookie;
});
afterAll(async () => {
  await t.close();
});

describe('the order form', () => {
  it('offers the catalogue kits priced for the clinic and free consumables, delivered to the clinic on the profile', async () => {
    const vet = await account('vet');
    const form: AdvanceOrderForm = (await b().get(`${ADVANCE}supplies`, vet.cookie).expect(200)).body;
    expect(form).toMatchObject({ currency: 'GBP', storefront: 'GB', maxQuantity: 50 });
    const kitsOffered = form.supplies.filter((s) => s.chargeable);
    expect(kitsOffered.map((s) => s.name)).toEqual([
      'Canine DNA Sample Collection Kit',
      'Feline DNA Sample Collection Kit',
      'Blood Card Collection Kit',
      'Clinic Sample Collection Kit (10 swabs)',
    ]);
    expect(kitsOffered.every((s) => s.unitAmount > 0)).toBe(true);
    expect(form.supplies.find((s) => s.code === 'clinic-collection-kit')?.kitsPerUnit).toBe(10);
    const free = form.supplies.filter((s) => !s.chargeable);
    expect(free.map((s) => s.code)).toEqual(['cheek-swabs', 'edta-sample-pack', 'return-envelopes', 'submission-forms']);
    expect(free.every((s) => s.unitAmount === 0)).toBe(true);
    expect(form.deliveryAddress).toMatchObject({
      recipient: 'Riverside Vets',
      address: '4 Mill Lane, Oxford',
      city: 'Oxford',
      country: 'GB',
    });
  });
});

describe('a vet orders supplies ahead of need', () => {
  it('creates a submitted order priced for the clinic; nothing is invoiced until the lab dispatches', async () => {
    const vet = await account('vet');
    const form: AdvanceOrderForm = (await b().get(`${ADVANCE}supplies`, vet.cookie).expect(200)).body;
    const price = (code: string) => form.supplies.find((s) => s.code === code)?.unitAmount ?? NaN;
    const order: AdvanceOrderView = (await submit(body({ note: 'Back door, please' }), vet.cookie).expect(201)).body;
    expect(order).toMatchObject({
      status: 'submitted',
      editable: true,
      currency: 'GBP',
      purchaseOrder: 'PO-7781',
      note: 'Back door, please',
      invoice: null,
      kitBarcodes: [],
      deliveryAddress: { recipient: 'Riverside Vets', postalCode: 'OX1 1AA', country: 'GB', state: null, address2: null },
    });
    expect(order.number).toMatch(/^AO-\d{6}$/);
    expect(order.lines.map((l) => [l.supply, l.quantity, l.chargeable])).toEqual([
      ['canine-collection-kit', 2, true],
      ['clinic-collection-kit', 1, true],
      ['return-envelopes', 3, false],
    ]);
    expect(order.chargeableTotal).toBe(2 * price('canine-collection-kit') + price('clinic-collection-kit'));
    const list: Paged<AdvanceOrderView> = (await b().get(ADVANCE, vet.cookie).expect(200)).body;
    expect(list.results.map((o) => o.id)).toEqual([order.id]);
    expect((await b().get('/api/my/invoices', vet.cookie).expect(200)).body.count).toBe(0);
    // The next order is delivered where this one went.
    const again: AdvanceOrderForm = (await b().get(`${ADVANCE}supplies`, vet.cookie).expect(200)).body;
    expect(again.deliveryAddress).toEqual(order.deliveryAddress);
  });

  it('a double submit with one Idempotency-Key makes one order; the key of another vet is refused', async () => {
    const vet = await account('vet');
    const key = newKey();
    const results = await Promise.all(Array.from({ length: 8 }, () => submit(body(), vet.cookie, key)));
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(201));
    expect(new Set(results.map((r) => r.body.id)).size).toBe(1);
    expect(await countAdvance(sql`idempotency_key = ${key}`)).toBe(1);
    expect((await b().get(ADVANCE, vet.cookie).expect(200)).body.count).toBe(1);
    const other = await account('vet');
    const refused = await submit(body(), other.cookie, key).expect(409);
    expect(refused.body.code).toBe('idempotency_conflict');
  });

  it('answers 428 with the field texts and creates nothing', async () => {
    const vet = await account('vet');
    const before = await countAdvance();
    expect((await submit(body(), vet.cookie, null).expect(428)).body.errors).toEqual({
      'Idempotency-Key': 'This field is required',
    });
    expect((await submit({}, vet.cookie).expect(428)).body.errors).toEqual({
      items: 'This field is required',
      deliveryAddress: 'This field is required',
    });
    const emptyAddress = await submit(body({ deliveryAddress: { country: 'GB' } }), vet.cookie).expect(428);
    expect(emptyAddress.body.errors).toEqual({
      'deliveryAddress.recipient': 'This field is required',
      'deliveryAddress.address': 'This field is required',
      'deliveryAddress.city': 'This field is required',
      'deliveryAddress.postalCode': 'This field is required',
    });
    const quantities = await submit(
      body({
        items: [
          { supply: 'canine-collection-kit', quantity: 0 },
          { supply: 'cheek-swabs', quantity: 51 },
          { supply: 'return-envelopes', quantity: 1.5 },
        ],
      }),
      vet.cookie,
    ).expect(428);
    expect(quantities.body.errors).toEqual({
      'items.0.quantity': ADVANCE_ORDER_MSG.quantity,
      'items.1.quantity': ADVANCE_ORDER_MSG.quantity,
      'items.2.quantity': ADVANCE_ORDER_MSG.quantity,
    });
    expect(ADVANCE_ORDER_MSG.quantity).toBe('Quantity must be a whole number from 1 to 50');
    expect((await submit(body({ items: [] }), vet.cookie).expect(428)).body.errors).toEqual({
      items: 'Choose at least one supply',
    });
    const unknown = await submit(body({ items: [{ supply: 'glitter', quantity: 1 }] }), vet.cookie).expect(428);
    expect(unknown.body.errors).toEqual({ 'items.0.supply': 'Choose a supply from the list' });
    const twice = await submit(
      body({
        items: [
          { supply: 'cheek-swabs', quantity: 1 },
          { supply: 'cheek-swabs', quantity: 2 },
        ],
      }),
      vet.cookie,
    ).expect(428);
    expect(twice.body.errors).toEqual({ 'items.1.supply': 'This supply is listed twice' });
    const noState = await submit(body({ deliveryAddress: clinic({ country: 'AU', postalCode: '2000' }) }), vet.cookie).expect(
      428,
    );
    expect(noState.body.errors).toEqual({ 'deliveryAddress.state': 'This field is required' });
    const longNote = await submit(body({ note: 'x'.repeat(501) }), vet.cookie).expect(428);
    expect(longNote.body.errors).toEqual({ note: 'This field have maximum 500 characters' });
    expect(await countAdvance()).toBe(before);
  });

  it('changes quantities, address and notes while submitted; another vet’s order answers 404', async () => {
    const vet = await account('vet');
    const order: AdvanceOrderView = (await submit(body(), vet.cookie).expect(201)).body;
    const changed: AdvanceOrderView = (
      await b()
        .put(
          `${ADVANCE}${order.id}/`,
          {
            items: [
              { supply: 'feline-collection-kit', quantity: 4 },
              { supply: 'cheek-swabs', quantity: 2 },
            ],
            deliveryAddress: clinic({ recipient: 'Riverside Vets (Annexe)', address2: 'Unit 3' }),
            note: 'Ring the bell',
          },
          vet.cookie,
        )
        .expect(200)
    ).body;
    expect(changed).toMatchObject({
      id: order.id,
      number: order.number,
      status: 'submitted',
      purchaseOrder: null,
      note: 'Ring the bell',
      deliveryAddress: { recipient: 'Riverside Vets (Annexe)', address2: 'Unit 3' },
    });
    expect(changed.lines.map((l) => [l.supply, l.quantity])).toEqual([
      ['feline-collection-kit', 4],
      ['cheek-swabs', 2],
    ]);
    const refused = await b().put(
      `${ADVANCE}${order.id}/`,
      body({ items: [{ supply: 'cheek-swabs', quantity: 0 }] }),
      vet.cookie,
    );
    expect(refused.status).toBe(428);
    const other = await account('vet');
    expect((await b().put(`${ADVANCE}${order.id}/`, body(), other.cookie)).status).toBe(404);
    expect((await b().put(`${ADVANCE}999999/`, body(), vet.cookie)).status).toBe(404);
    expect((await b().get(ADVANCE, other.cookie).expect(200)).body.results).toEqual([]);
    const unchanged: Paged<AdvanceOrderView> = (await b().get(ADVANCE, vet.cookie).expect(200)).body;
    expect(unchanged.results[0]?.lines.map((l) => l.supply)).toEqual(['feline-collection-kit', 'cheek-swabs']);
  });
});

describe('a vet cancels an order the lab has not sent (docs/decisions/0626)', () => {
  it('cancels once, with its history; it can then be neither changed nor dispatched, and nothing is invoiced or allocated', async () => {
    const vet = await account('vet');
    const order: AdvanceOrderView = (await submit(body(), vet.cookie).expect(201)).body;
    const other = await account('vet');
    expect((await b().post(`${ADVANCE}${order.id}/cancel/`, {}, other.cookie)).status).toBe(404);

    // A double click: both answer the cancelled order, and it was cancelled once.
    const [first, second] = await Promise.all([
      b().post(`${ADVANCE}${order.id}/cancel/`, {}, vet.cookie),
      b().post(`${ADVANCE}${order.id}/cancel/`, {}, vet.cookie),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.body).toMatchObject({ id: order.id, status: 'cancelled', editable: false });
    const history = await t.db.execute(
      sql`select from_status, to_status, reason, actor_id from advance_order_history where advance_order_id = ${order.id} order by id`,
    );
    expect(history.rows).toEqual([
      { from_status: null, to_status: 'submitted', reason: expect.any(String), actor_id: vet.id },
      { from_status: 'submitted', to_status: 'cancelled', reason: 'Cancelled by the clinic', actor_id: vet.id },
    ]);

    const change = await b().put(`${ADVANCE}${order.id}/`, body(), vet.cookie).expect(409);
    expect(change.body.message).toBe('This supplies order was cancelled');
    const dispatch = await b().post(`/api/admin/advance-orders/${order.id}/dispatch`, {}, admin).expect(409);
    expect(dispatch.body.message).toBe('An advance order that is cancelled cannot be dispatched');
    expect(await t.db.select().from(kits).where(eq(kits.ownerId, vet.id))).toHaveLength(0);
    expect(await t.db.select().from(orders).where(eq(orders.userId, vet.id))).toHaveLength(0);
    const cancelledList: Paged<AdminAdvanceOrderView> = (
      await b().get('/api/admin/advance-orders?status=cancelled', admin).expect(200)
    ).body;
    expect(cancelledList.results.map((o) => o.id)).toContain(order.id);
  });

  it('a dispatched order cannot be cancelled', async () => {
    const vet = await account('vet');
    const order: AdvanceOrderView = (await submit(body(), vet.cookie).expect(201)).body;
    await b().post(`/api/admin/advance-orders/${order.id}/dispatch`, {}, admin).expect(200);
    const audit = await t.db.execute(
      sql`select action, subject_user_id, before, after from audit_log where entity = 'advance-order' and entity_id = ${String(order.id)}`,
    );
    expect(audit.rows).toEqual([
      {
        action: 'dispatch',
        subject_user_id: vet.id,
        before: { number: order.number, status: 'submitted' },
        after: expect.objectContaining({ number: order.number, status: 'dispatched' }),
      },
    ]);
    const refused = await b().post(`${ADVANCE}${order.id}/cancel/`, {}, vet.cookie).expect(409);
    expect(refused.body.message).toBe('This supplies order has been dispatched and can no longer be changed');
    const seen: Paged<AdvanceOrderView> = (await b().get(ADVANCE, vet.cookie).expect(200)).body;
    expect(seen.results[0]?.status).toBe('dispatched');
  });
});

describe('the lab dispatches', () => {
  it('invoices the kits to the clinic, allocates barcoded kits, e-mails the vet, and the order can no longer change', async () => {
    const vet = await account('vet');
    const order: AdvanceOrderView = (await submit(body(), vet.cookie).expect(201)).body;
    const waiting: Paged<AdminAdvanceOrderView> = (await b().get('/api/admin/advance-orders?status=submitted', admin).expect(200))
      .body;
    const listed = waiting.results.find((o) => o.id === order.id);
    expect(listed?.customer).toMatchObject({ id: vet.id, email: vet.email, clinicName: 'Riverside Vets' });

    // A double click on "Dispatch": the same form sent twice at once, one of them wins.
    const [first, second] = await Promise.all([
      b().post(`/api/admin/advance-orders/${order.id}/dispatch`, { trackingNumber: 'RM 1234 5678 GB' }, admin),
      b().post(`/api/admin/advance-orders/${order.id}/dispatch`, { trackingNumber: 'RM 1234 5678 GB' }, admin),
    ]);
    expect([first?.status, second?.status].sort()).toEqual([200, 409]);
    const dispatched: AdminAdvanceOrderView = (first?.status === 200 ? first : second)?.body;
    expect(dispatched).toMatchObject({ status: 'dispatched', editable: false });
    expect(dispatched.kitBarcodes).toHaveLength(2 + 10);
    expect(dispatched.kitBarcodes.every((code) => /^PDL\d{9}$/.test(code))).toBe(true);
    expect(dispatched.invoice).toMatchObject({ total: order.chargeableTotal });
    expect(dispatched.invoice?.invoiceId).not.toBeNull();

    const allocated = await t.db.select().from(kits).where(eq(kits.ownerId, vet.id));
    expect(allocated.map((k) => k.barcode).sort()).toEqual([...dispatched.kitBarcodes].sort());
    expect(allocated.every((k) => k.status === 'allocated' && k.orderReference === dispatched.invoice?.orderNumber)).toBe(true);

    const invoiced: OrderView = (await b().get(`/api/store/orders/${dispatched.invoice?.orderId}`, vet.cookie).expect(200)).body;
    expect(invoiced).toMatchObject({
      paymentMethod: 'INV',
      status: 'pending_payment',
      total: order.chargeableTotal,
      currency: 'GBP',
    });
    expect(invoiced.lines.map((l) => [l.name, l.quantity])).toEqual([
      ['Canine DNA Sample Collection Kit', 2],
      ['Clinic Sample Collection Kit (10 swabs)', 1],
    ]);
    expect(invoiced.lines[0]?.note).toBe(`${order.number}, PO PO-7781`);
    const invoices: Paged<InvoiceView> = (await b().get('/api/my/invoices', vet.cookie).expect(200)).body;
    expect(invoices.results.map((i) => i.orderId)).toEqual([invoiced.id]);

    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, vet.email));
    expect(mails.map((m) => m.subject)).toEqual([`Supplies order ${order.number} dispatched`]);
    expect(mails[0]?.text).toContain('Tracking number: RM 1234 5678 GB');
    expect(mails[0]?.text).toContain(dispatched.kitBarcodes[0]);
    expect(mails[0]?.text).toContain(`invoiced to your clinic account as order ${invoiced.number}`);

    const late = await b().put(`${ADVANCE}${order.id}/`, body(), vet.cookie).expect(409);
    expect(late.body.message).toBe('This supplies order has been dispatched and can no longer be changed');
    const seen: Paged<AdvanceOrderView> = (await b().get(ADVANCE, vet.cookie).expect(200)).body;
    expect(seen.results[0]).toMatchObject({ status: 'dispatched', trackingNumber: dispatched.trackingNumber });

    // Settling the clinic invoice pays for the kits already sent: no second set of kits.
    await b().post(`/api/admin/orders/${invoiced.id}/mark-paid`, {}, admin).expect(200);
    expect(await t.db.select().from(kits).where(eq(kits.ownerId, vet.id))).toHaveLength(12);
    expect(await t.db.select().from(orders).where(eq(orders.userId, vet.id))).toHaveLength(1);
  });

  it('sends free consumables with no invoice and no kits', async () => {
    const vet = await account('vet');
    const order: AdvanceOrderView = (
      await submit(body({ items: [{ supply: 'cheek-swabs', quantity: 2 }] }), vet.cookie).expect(201)
    ).body;
    expect(order.chargeableTotal).toBe(0);
    const dispatched: AdminAdvanceOrderView = (
      await b().post(`/api/admin/advance-orders/${order.id}/dispatch`, {}, admin).expect(200)
    ).body;
    expect(dispatched).toMatchObject({ status: 'dispatched', invoice: null, kitBarcodes: [] });
    expect(await t.db.select().from(orders).where(eq(orders.userId, vet.id))).toHaveLength(0);
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, vet.email));
    expect(mail?.text).toContain('These supplies are free of charge.');
  });

  it('finds orders by clinic, vet, recipient, order number, invoiced order number or PO number', async () => {
    const vet = await account('vet', { clinicName: 'Quokka Creek Animal Hospital' });
    const other = await account('vet');
    const open: AdvanceOrderView = (
      await submit(
        body({ purchaseOrder: 'QC-50%', deliveryAddress: clinic({ recipient: 'Wattle Branch Surgery' }) }),
        vet.cookie,
      ).expect(201)
    ).body;
    const sent: AdvanceOrderView = (await submit(body({ purchaseOrder: 'QC-9001' }), vet.cookie).expect(201)).body;
    await submit(body(), other.cookie).expect(201);
    const dispatched: AdminAdvanceOrderView = (
      await b().post(`/api/admin/advance-orders/${sent.id}/dispatch`, {}, admin).expect(200)
    ).body;
    const found = async (query: Record<string, string>) => {
      const res = await b()
        .get(`/api/admin/advance-orders?${new URLSearchParams(query)}`, admin)
        .expect(200);
      return (res.body as Paged<AdminAdvanceOrderView>).results.map((o) => o.number);
    };

    expect(await found({ search: 'quokka creek' })).toEqual([sent.number, open.number]);
    expect(await found({ search: ' Quokka ', status: 'submitted' })).toEqual([open.number]);
    expect(await found({ search: vet.email.toUpperCase() })).toEqual([sent.number, open.number]);
    expect(await found({ search: 'wattle branch' })).toEqual([open.number]);
    expect(await found({ search: sent.number.toLowerCase() })).toEqual([sent.number]);
    expect(await found({ search: dispatched.invoice?.orderNumber ?? '?' })).toEqual([sent.number]);
    expect(await found({ search: 'QC-9001' })).toEqual([sent.number]);
    // LIKE wildcards are searched for as written.
    expect(await found({ search: '50%' })).toEqual([open.number]);
    expect(await found({ search: 'no such clinic' })).toEqual([]);
    const paged: Paged<AdminAdvanceOrderView> = (
      await b()
        .get(`/api/admin/advance-orders?search=${encodeURIComponent(vet.email)}&page=2`, admin)
        .expect(200)
    ).body;
    expect(paged).toMatchObject({ results: [], count: 2, previous: 1, next: null });
    expect((await b().get(`/api/admin/advance-orders?search=${'x'.repeat(101)}`, admin)).status).toBe(428);
  });

  it('is for admins only', async () => {
    const vet = await account('vet');
    const order: AdvanceOrderView = (await submit(body(), vet.cookie).expect(201)).body;
    expect((await b().get('/api/admin/advance-orders', vet.cookie)).status).toBe(403);
    expect((await b().post(`/api/admin/advance-orders/${order.id}/dispatch`, {}, vet.cookie)).status).toBe(403);
    expect((await b().post('/api/admin/advance-orders/999999/dispatch', {}, admin)).status).toBe(404);
    expect((await b().get('/api/admin/advance-orders?status=lost', admin)).status).toBe(428);
  });
});

describe('pending payments (code 79)', () => {
  it('an overdue clinic invoice blocks new orders and more kits, but not corrections', async () => {
    const vet = await account('vet');
    const order: AdvanceOrderView = (await submit(body(), vet.cookie).expect(201)).body;
    const dispatched: AdminAdvanceOrderView = (
      await b().post(`/api/admin/advance-orders/${order.id}/dispatch`, {}, admin).expect(200)
    ).body;
    const open: AdvanceOrderView = (await submit(body(), vet.cookie).expect(201)).body;
    await t.db
      .update(orders)
      .set({ dueAt: new Date(Date.now() - 60_000) })
      .where(eq(orders.id, dispatched.invoice?.orderId ?? 0));
    const before = await countAdvance();
    const blocked = await submit(body(), vet.cookie).expect(409);
    expect(blocked.body).toMatchObject(PENDING_PAYMENTS);
    expect(await countAdvance()).toBe(before);
    const more = await b()
      .put(`${ADVANCE}${open.id}/`, body({ items: [{ supply: 'canine-collection-kit', quantity: 5 }] }), vet.cookie)
      .expect(409);
    expect(more.body).toMatchObject(PENDING_PAYMENTS);
    const fewer: AdvanceOrderView = (
      await b()
        .put(`${ADVANCE}${open.id}/`, body({ items: [{ supply: 'canine-collection-kit', quantity: 1 }] }), vet.cookie)
        .expect(200)
    ).body;
    expect(fewer.lines.map((l) => [l.supply, l.quantity])).toEqual([['canine-collection-kit', 1]]);
  });
});

describe('who may order supplies on account', () => {
  it('guests sign in first; breeders and owners buy kits in the shop; unconfirmed vets confirm first', async () => {
    expect((await b().get(ADVANCE)).status).toBe(401);
    expect((await submit(body(), '')).status).toBe(401);
    expect((await b().put(`${ADVANCE}1/`, body())).status).toBe(401);
    for (const type of ['breeder', 'owner'] as const) {
      const user = await account(type);
      expect((await b().get(`${ADVANCE}supplies`, user.cookie)).status).toBe(403);
      expect((await submit(body(), user.cookie)).status).toBe(403);
    }
    const unconfirmed = await account('vet', { confirmed: false });
    const res = await submit(body(), unconfirmed.cookie).expect(403);
    expect(res.body.message).toContain('confirm your email');
  });
});

describe('demo data', () => {
  it('the demo vet has one dispatched order with its invoice and kits, and one still open', async () => {
    await seedDatabase(t.db, { demo: true });
    const cookie = await signIn(t, 'vet@demo.petdna.example', 'demo-vet-2026');
    const list: Paged<AdvanceOrderView> = (await b().get(ADVANCE, cookie).expect(200)).body;
    expect(list.results.map((o) => o.status)).toEqual(['submitted', 'dispatched']);
    const [open, sent] = list.results;
    expect(open?.editable).toBe(true);
    expect(sent?.invoice?.invoiceId).not.toBeNull();
    expect(sent?.kitBarcodes).toHaveLength(4);
    const form: AdvanceOrderForm = (await b().get(`${ADVANCE}supplies`, cookie).expect(200)).body;
    expect(form).toMatchObject({
      currency: 'AUD',
      deliveryAddress: { recipient: 'Harbourside Veterinary Clinic', postalCode: '2000' },
    });
    const [row] = await t.db
      .select()
      .from(advanceOrders)
      .where(eq(advanceOrders.id, sent?.id ?? 0));
    expect(row?.number).toBe(sent?.number);
  });
});
