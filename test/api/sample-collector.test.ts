import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { kits } from '../../server/modules/kits/kits.schema.js';
import type { CartView } from '../../shared/types/cart.js';
import { MSG } from '../../shared/validation-messages.js';
import { pdfText } from '../support/pdf-text.js';
import { browser, createUser, signIn } from './support/auth.js';
import { ACTIVATING_PERSON, type LabAccount, labResults, signedInAccount } from './support/lab.js';
import { GB, placeGbOrder } from './support/shop.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/** Issue 18 §3 (docs/decisions/0970): the collector chosen at checkout or activation goes with the kit onto the report. */

const PRA = 1001;
let t: TestApp;
let admin: string;
const b = () => browser(t);
const AGENT = { type: 'agent', name: 'Jo Marsh', clinic: 'Ballarat Canine Club' };

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInAccount(t, 'owner', { isAdmin: true })).cookie;
}, 120_000);

afterAll(async () => {
  await t?.close();
});

async function allocated(owner: LabAccount): Promise<string> {
  const res = await b()
    .post('/api/admin/lab/kits/allocate', { email: owner.email, testIds: [PRA], quantity: 1 }, admin)
    .expect(201);
  return res.body.barcodes[0];
}

const activation = (barcode: string, extra: Record<string, unknown> = {}) => ({
  barcodes: { barcode, confirmBarcode: barcode },
  pet: {
    petName: 'Pippa',
    gender: 'female',
    chipNumber: '036000000077001',
    species: 'dog',
    breed: 10,
    dobDay: 4,
    dobMonth: 3,
    dobYear: 2022,
  },
  person: ACTIVATING_PERSON,
  ...extra,
});

async function reportText(owner: LabAccount, animalId: number, barcode: string): Promise<string> {
  const res = await b()
    .get(`/api/my/animals/${animalId}/results/${barcode}/report?report_type=summary`, owner.cookie)
    .buffer(true)
    .parse((response, callback) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => callback(null, Buffer.concat(chunks)));
    })
    .expect(200);
  return pdfText(res.body as Buffer).replace(/\s+/g, ' ');
}

describe('the collector chosen at checkout', () => {
  it('is kept with the paid order’s kits', async () => {
    const buyer = await createUser(t, { userType: 'breeder', countryCode: 'GB', currency: 'GBP' });
    const cookie = `${GB}; ${await signIn(t, buyer.email, buyer.password)}`;
    const products = (await b().get('/api/store/products?isDetails=true&species=canine&category_ids=1', cookie).expect(200)).body;
    const cart: CartView = (await b().post('/api/cart', {}, cookie).expect(201)).body;
    await b().post(`/api/cart/${cart.sessionId}/item`, { productId: products.results[0].id }, cookie).expect(201);
    const bad = await b()
      .put(`/api/cart/${cart.sessionId}`, { sampleCollector: { type: 'friend', name: '' } }, cookie)
      .expect(428);
    expect(bad.body).toEqual({
      errors: { 'sampleCollector.type': 'Choose who collects the sample', 'sampleCollector.name': MSG.required },
    });
    const chosen: CartView = (await b().put(`/api/cart/${cart.sessionId}`, { sampleCollector: AGENT }, cookie).expect(200)).body;
    expect(chosen.collector).toEqual(AGENT);
    const order = (
      await placeGbOrder(
        t,
        cookie,
        { sessionId: cart.sessionId, email: buyer.email, method: 'EFT' },
        `collector-${Date.now()}`,
      ).expect(201)
    ).body;
    await b().post(`/api/admin/orders/${order.id}/mark-paid`, {}, admin).expect(200);
    const owned = await t.db.select().from(kits).where(eq(kits.ownerId, buyer.id));
    expect(owned.length).toBeGreaterThan(0);
    expect(owned.every((k) => k.orderReference === order.number)).toBe(true);
    expect(owned.map((k) => k.collector)).toEqual(owned.map(() => AGENT));
  });
});

describe('the collector chosen at activation', () => {
  it('is printed on the report: identity verified by that agent', async () => {
    const owner = await signedInAccount(t, 'breeder');
    const barcode = await allocated(owner);
    const res = await b()
      .post('/api/activate', activation(barcode, { sampleCollector: { ...AGENT, name: '  Jo Marsh ' } }), owner.cookie)
      .expect(201);
    const [kit] = await t.db.select().from(kits).where(eq(kits.barcode, barcode));
    expect(kit?.collector).toEqual(AGENT);
    await b()
      .post('/api/admin/lab/kits/receive', { barcodes: [barcode] }, admin)
      .expect(200);
    await labResults(t, admin, barcode, [`${barcode},${PRA},N/N`]);
    const text = await reportText(owner, res.body.animalId, barcode);
    expect(text).toContain('Sample collected and identity verified by Jo Marsh, Ballarat Canine Club');
    expect(text).not.toContain('identity was not verified');
  });

  it('without a collector the report says identity was not verified', async () => {
    const owner = await signedInAccount(t, 'owner');
    const barcode = await allocated(owner);
    const res = await b().post('/api/activate', activation(barcode), owner.cookie).expect(201);
    await b()
      .post('/api/admin/lab/kits/receive', { barcodes: [barcode] }, admin)
      .expect(200);
    await labResults(t, admin, barcode, [`${barcode},${PRA},N/N`]);
    expect(await reportText(owner, res.body.animalId, barcode)).toContain('identity was not verified by a collection agent');
  });

  it('answers 428 in the spec’s shape for a bad collector and activates nothing', async () => {
    const owner = await signedInAccount(t, 'breeder');
    const barcode = await allocated(owner);
    const res = await b()
      .post('/api/activate', activation(barcode, { sampleCollector: { type: 'neighbour', name: 'x'.repeat(121) } }), owner.cookie)
      .expect(428);
    expect(res.body).toEqual({
      errors: { 'sampleCollector.type': 'Choose who collects the sample', 'sampleCollector.name': MSG.emailMax120 },
    });
    const [kit] = await t.db.select().from(kits).where(eq(kits.barcode, barcode));
    expect(kit).toMatchObject({ status: 'allocated', collector: null });
  });

  it('another account cannot name a collector for a kit it does not hold', async () => {
    const holder = await signedInAccount(t, 'breeder');
    const other = await signedInAccount(t, 'breeder');
    const barcode = await allocated(holder);
    const res = await b().post('/api/activate', activation(barcode, { sampleCollector: AGENT }), other.cookie);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    const [kit] = await t.db.select().from(kits).where(eq(kits.barcode, barcode));
    expect(kit).toMatchObject({ status: 'allocated', collector: null });
  });
});
