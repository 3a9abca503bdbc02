import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../server/db/database.js';
import { SHOW_MSG } from '../../server/modules/shows/shows.rules.js';
import { KIT_STATUS_LABELS } from '../../shared/kit-lifecycle.js';
import { MSG } from '../../shared/validation-messages.js';
import { browser, createUser, signIn } from './support/auth.js';
import { ACTIVATING_PERSON, signedInAccount } from './support/lab.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/** Issue 18 §3: a show secretary books the lab to sample at a show; the lab confirms it. */

let t: TestApp;
let admin: string;
let secretary: string;
let otherSecretary: string;
let owner: string;
let vet: string;
const agent = () => browser(t);

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const booking = (overrides: Record<string, unknown> = {}) => ({
  showName: 'Ballarat Championship Show',
  showDate: inDays(40),
  venue: 'Ballarat Showgrounds',
  city: 'Ballarat',
  countryCode: 'au',
  expectedAnimals: 35,
  contactName: 'Bella Hartley',
  contactPhone: '0412 555 018',
  contactEmail: 'Bella@Example.test',
  ...overrides,
});

async function cookieOf(type: 'breeder' | 'owner' | 'vet', isAdmin = false) {
  const user = await createUser(t, { userType: type, isAdmin });
  return signIn(t, user.email, user.password);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await cookieOf('owner', true);
  secretary = await cookieOf('breeder');
  otherSecretary = await cookieOf('breeder');
  owner = await cookieOf('owner');
  vet = await cookieOf('vet');
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('POST /api/my/shows', () => {
  it('books the show as a request and lists it for its booker only', async () => {
    const res = await agent().post('/api/my/shows', booking(), secretary).expect(201);
    expect(res.body).toMatchObject({
      showName: 'Ballarat Championship Show',
      countryCode: 'AU',
      contactEmail: 'bella@example.test',
      status: 'requested',
      statusLabel: 'Requested',
      confirmedAt: null,
    });
    const mine = await agent().get('/api/my/shows', secretary).expect(200);
    expect(mine.body.results.map((b: { id: number }) => b.id)).toEqual([res.body.id]);
    expect((await agent().get('/api/my/shows', otherSecretary).expect(200)).body.results).toEqual([]);
  });

  it('answers 428 in the spec’s shape and books nothing', async () => {
    const empty = await agent().post('/api/my/shows', {}, otherSecretary).expect(428);
    expect(empty.body.errors).toEqual({
      showName: MSG.required,
      showDate: SHOW_MSG.dateInvalid,
      venue: MSG.required,
      city: MSG.required,
      countryCode: SHOW_MSG.countryInvalid,
      expectedAnimals: SHOW_MSG.expectedInvalid,
      contactName: MSG.required,
      contactPhone: MSG.required,
      contactEmail: MSG.required,
    });
    for (const [field, value, message] of [
      ['expectedAnimals', 501, SHOW_MSG.expectedInvalid],
      ['expectedAnimals', 0, SHOW_MSG.expectedInvalid],
      ['showDate', inDays(3), SHOW_MSG.dateTooSoon],
      ['showDate', '2027-02-30', SHOW_MSG.dateInvalid],
      ['contactEmail', 'nobody', MSG.emailInvalid],
    ] as const) {
      const res = await agent()
        .post('/api/my/shows', booking({ [field]: value }), otherSecretary)
        .expect(428);
      expect(res.body).toEqual({ errors: { [field]: message } });
    }
    expect((await agent().get('/api/my/shows', otherSecretary).expect(200)).body.results).toEqual([]);
  });

  it('is for breeders: owners and vets are refused, guests asked to sign in', async () => {
    await agent().post('/api/my/shows', booking(), owner).expect(403);
    await agent().get('/api/my/shows', vet).expect(403);
    await agent().post('/api/my/shows', booking()).expect(401);
  });
});

describe('cancelling and confirming', () => {
  it('lets the booker cancel a request, and reads another account’s booking as not found', async () => {
    const made = await agent()
      .post('/api/my/shows', booking({ showName: 'Cancelled show' }), secretary)
      .expect(201);
    await agent().post(`/api/my/shows/${made.body.id}/cancel`, {}, otherSecretary).expect(404);
    const cancelled = await agent().post(`/api/my/shows/${made.body.id}/cancel`, {}, secretary).expect(200);
    expect(cancelled.body.status).toBe('cancelled');
    // A cancelled booking cannot be confirmed, nor cancelled again.
    await agent().post(`/api/admin/shows/${made.body.id}/confirm`, {}, admin).expect(409);
    await agent().post(`/api/my/shows/${made.body.id}/cancel`, {}, secretary).expect(409);
    // An id that is no id names no booking.
    await agent().post('/api/my/shows/abc/cancel', {}, secretary).expect(404);
  });

  it('lets the lab list requests and confirm one; the booker sees it confirmed', async () => {
    const made = await agent()
      .post('/api/my/shows', booking({ showName: 'Confirmed show' }), secretary)
      .expect(201);
    const requested = await agent().get('/api/admin/shows?status=requested', admin).expect(200);
    expect(requested.body.results.map((b: { showName: string }) => b.showName)).toContain('Confirmed show');
    await agent().get('/api/admin/shows?status=maybe', admin).expect(428);
    await agent().post(`/api/admin/shows/${made.body.id}/confirm`, {}, secretary).expect(403);
    const confirmed = await agent().post(`/api/admin/shows/${made.body.id}/confirm`, {}, admin).expect(200);
    expect(confirmed.body).toMatchObject({ status: 'confirmed', statusLabel: 'Confirmed', confirmedAt: expect.any(String) });
    await agent().post('/api/admin/shows/999999/confirm', {}, admin).expect(404);
    const mine = await agent().get('/api/my/shows', secretary).expect(200);
    expect(mine.body.results.find((b: { id: number }) => b.id === made.body.id).status).toBe('confirmed');
    // A confirmed booking is the lab's to change now.
    await agent().post(`/api/my/shows/${made.body.id}/cancel`, {}, secretary).expect(409);
  });
});

describe('sampled animals under a confirmed booking (decision 0972)', () => {
  const PRA = 1001;
  async function activatedKit(owner: { email: string; cookie: string }, petName: string): Promise<string> {
    const allocated = await agent()
      .post('/api/admin/lab/kits/allocate', { email: owner.email, testIds: [PRA], quantity: 1 }, admin)
      .expect(201);
    const barcode: string = allocated.body.barcodes[0];
    await agent()
      .post(
        '/api/activate',
        {
          barcodes: { barcode, confirmBarcode: barcode },
          pet: { petName, gender: 'male', species: 'dog', breed: 10, dobDay: 1, dobMonth: 2, dobYear: 2023 },
          person: ACTIVATING_PERSON,
        },
        owner.cookie,
      )
      .expect(201);
    return barcode;
  }

  it('the lab records the kits sampled at the show and the booker sees them under the booking, nothing personal', async () => {
    const exhibitor = await signedInAccount(t, 'owner', { firstName: 'Perpetua', lastName: 'Exhibitor' });
    const [first, second] = [await activatedKit(exhibitor, 'Rusty'), await activatedKit(exhibitor, 'Dusty')];
    const made = await agent()
      .post('/api/my/shows', booking({ showName: 'Sampled Show' }), secretary)
      .expect(201);
    expect(made.body.samples).toEqual([]);
    // Only a confirmed show has samples.
    const early = await agent()
      .post(`/api/admin/shows/${made.body.id}/samples`, { barcodes: [first] }, admin)
      .expect(409);
    expect(JSON.stringify(early.body)).toContain(SHOW_MSG.notConfirmed);
    await agent().post(`/api/admin/shows/${made.body.id}/confirm`, {}, admin).expect(200);
    const recorded = await agent()
      .post(`/api/admin/shows/${made.body.id}/samples`, { barcodes: [first, ` ${second.toLowerCase()} `] }, admin)
      .expect(200);
    expect(recorded.body.samples.map((s: { animalName: string }) => s.animalName).sort()).toEqual(['Dusty', 'Rusty']);
    // Again: nothing doubles, and only the recording that changed something is in the audit log.
    await agent()
      .post(`/api/admin/shows/${made.body.id}/samples`, { barcodes: [first] }, admin)
      .expect(200);
    const audited = await rowsOf<{ action: string; after: { barcodes: string[] } }>(
      t.db,
      sql`SELECT action, after FROM audit_log WHERE entity = 'show_booking' AND entity_id = ${String(made.body.id)} ORDER BY id`,
    );
    expect(audited.map((row) => row.action)).toEqual(['confirm', 'record-samples']);
    expect(audited[1]?.after.barcodes.sort()).toEqual([first, second].sort());
    const mine = await agent().get('/api/my/shows', secretary).expect(200);
    const listed = mine.body.results.find((b: { id: number }) => b.id === made.body.id);
    expect(listed.samples).toEqual(
      [first, second].sort().map((barcode) => ({
        barcode,
        animalName: barcode === first ? 'Rusty' : 'Dusty',
        breed: expect.any(String),
        statusLabel: KIT_STATUS_LABELS.activated,
      })),
    );
    // The exhibitor's name, e-mail and address never reach the show secretary.
    expect(JSON.stringify(mine.body)).not.toMatch(/Perpetua|Exhibitor|kennelworth|Paddock/i);
    // Another booker sees none of it.
    expect(JSON.stringify((await agent().get('/api/my/shows', otherSecretary).expect(200)).body)).not.toContain(first);
  });

  it('answers 428 in the spec’s shape for bad or unknown barcodes and for a kit of another show, recording nothing', async () => {
    const exhibitor = await signedInAccount(t, 'owner');
    const kit = await activatedKit(exhibitor, 'Ziggy');
    const a = await agent()
      .post('/api/my/shows', booking({ showName: 'Show A' }), secretary)
      .expect(201);
    const b = await agent()
      .post('/api/my/shows', booking({ showName: 'Show B' }), secretary)
      .expect(201);
    for (const show of [a, b]) await agent().post(`/api/admin/shows/${show.body.id}/confirm`, {}, admin).expect(200);
    for (const body of [{}, { barcodes: [] }, { barcodes: 'PDL1' }, { barcodes: [42] }, { barcodes: ['x'.repeat(51)] }]) {
      const res = await agent().post(`/api/admin/shows/${a.body.id}/samples`, body, admin).expect(428);
      expect(res.body).toEqual({ errors: { barcodes: SHOW_MSG.barcodes } });
    }
    const unknown = await agent()
      .post(`/api/admin/shows/${a.body.id}/samples`, { barcodes: [kit, 'PDL000000000'] }, admin)
      .expect(428);
    expect(unknown.body).toEqual({ errors: { barcodes: `${SHOW_MSG.unknownBarcodes}: PDL000000000` } });
    await agent()
      .post(`/api/admin/shows/${a.body.id}/samples`, { barcodes: [kit] }, admin)
      .expect(200);
    const other = await agent()
      .post(`/api/admin/shows/${b.body.id}/samples`, { barcodes: [kit] }, admin)
      .expect(428);
    expect(other.body).toEqual({ errors: { barcodes: `${SHOW_MSG.otherShow}: ${kit}` } });
    const listed = (await agent().get('/api/admin/shows?status=confirmed', admin).expect(200)).body.results;
    expect(listed.find((x: { id: number }) => x.id === b.body.id).samples).toEqual([]);
    expect(listed.find((x: { id: number }) => x.id === a.body.id).samples.map((s: { barcode: string }) => s.barcode)).toEqual([
      kit,
    ]);
  });

  it('the lab removes a wrongly recorded kit, audited; it is gone from /my/shows (decision 0975)', async () => {
    const exhibitor = await signedInAccount(t, 'owner');
    const [kept, wrong] = [await activatedKit(exhibitor, 'Keeper'), await activatedKit(exhibitor, 'Mistake')];
    const made = await agent()
      .post('/api/my/shows', booking({ showName: 'Corrected Show' }), secretary)
      .expect(201);
    await agent().post(`/api/admin/shows/${made.body.id}/confirm`, {}, admin).expect(200);
    await agent()
      .post(`/api/admin/shows/${made.body.id}/samples`, { barcodes: [kept, wrong] }, admin)
      .expect(200);
    // Refused to anyone but the lab, changing nothing.
    for (const cookie of [secretary, owner, vet]) {
      await agent().delete(`/api/admin/shows/${made.body.id}/samples/${wrong}`, cookie).expect(403);
    }
    const removed = await agent().delete(`/api/admin/shows/${made.body.id}/samples/${wrong.toLowerCase()}`, admin).expect(200);
    expect(removed.body.samples.map((s: { barcode: string }) => s.barcode)).toEqual([kept]);
    const audited = await rowsOf<{ action: string; before: { barcodes: string[] } }>(
      t.db,
      sql`SELECT action, before FROM audit_log WHERE entity = 'show_booking' AND entity_id = ${String(made.body.id)} ORDER BY id`,
    );
    expect(audited.map((row) => row.action)).toEqual(['confirm', 'record-samples', 'remove-sample']);
    expect(audited[2]?.before.barcodes).toEqual([wrong]);
    const mine = (await agent().get('/api/my/shows', secretary).expect(200)).body.results;
    const listed = mine.find((x: { id: number }) => x.id === made.body.id);
    expect(listed.samples.map((s: { barcode: string }) => s.barcode)).toEqual([kept]);
    // Once removed, the kit may be recorded at the right show.
    const right = await agent()
      .post('/api/my/shows', booking({ showName: 'Right Show' }), secretary)
      .expect(201);
    await agent().post(`/api/admin/shows/${right.body.id}/confirm`, {}, admin).expect(200);
    await agent()
      .post(`/api/admin/shows/${right.body.id}/samples`, { barcodes: [wrong] }, admin)
      .expect(200);
  });

  it('answers 404 for a kit not recorded at that show, an unknown barcode or a missing booking, removing nothing', async () => {
    const exhibitor = await signedInAccount(t, 'owner');
    const kit = await activatedKit(exhibitor, 'Stayer');
    const made = await agent()
      .post('/api/my/shows', booking({ showName: 'Untouched Show' }), secretary)
      .expect(201);
    const other = await agent()
      .post('/api/my/shows', booking({ showName: 'Other Show' }), secretary)
      .expect(201);
    for (const show of [made, other]) await agent().post(`/api/admin/shows/${show.body.id}/confirm`, {}, admin).expect(200);
    await agent()
      .post(`/api/admin/shows/${made.body.id}/samples`, { barcodes: [kit] }, admin)
      .expect(200);
    const notHere = await agent().delete(`/api/admin/shows/${other.body.id}/samples/${kit}`, admin).expect(404);
    expect(JSON.stringify(notHere.body)).toContain(SHOW_MSG.notSampledHere);
    await agent().delete(`/api/admin/shows/${made.body.id}/samples/PDL000000000`, admin).expect(404);
    await agent().delete(`/api/admin/shows/999999/samples/${kit}`, admin).expect(404);
    const listed = (await agent().get('/api/admin/shows?status=confirmed', admin).expect(200)).body.results;
    expect(listed.find((x: { id: number }) => x.id === made.body.id).samples.map((s: { barcode: string }) => s.barcode)).toEqual([
      kit,
    ]);
  });

  it('is the lab’s: a booker, owner or vet is refused (403); a missing booking is 404', async () => {
    const made = await agent()
      .post('/api/my/shows', booking({ showName: 'Refused Show' }), secretary)
      .expect(201);
    for (const cookie of [secretary, owner, vet]) {
      await agent()
        .post(`/api/admin/shows/${made.body.id}/samples`, { barcodes: ['PDL1'] }, cookie)
        .expect(403);
    }
    await agent()
      .post('/api/admin/shows/999999/samples', { barcodes: ['PDL1'] }, admin)
      .expect(404);
  });
});
