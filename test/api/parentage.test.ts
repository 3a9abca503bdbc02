import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import type supertest from 'supertest';
import { rowsOf } from '../../server/db/database.js';
import { CANINE_STR_MARKERS } from '../../shared/genotype.js';
import { PARENTAGE_MSG } from '../../shared/validation-messages.js';
import { pdfText } from '../support/pdf-text.js';
import { browser } from './support/auth.js';
import { type LabAccount, labResults, signedInAccount, throughTheLab } from './support/lab.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let admin: string;
type Account = LabAccount;
let kennel: Account;
let other: Account;

const PRA = 1001;
const PROFILE = 971; // Canine DNA profile (ISAG)
const CORE = CANINE_STR_MARKERS.filter((m) => m !== 'AMEL');
const base = (i: number) => 100 + 8 * i;

const account = (type: 'breeder' | 'owner', isAdmin = false, lastName = 'Kennelworth'): Promise<Account> =>
  signedInAccount(t, type, { isAdmin, lastName });

/** A dog taken through the real flow: kit allocated, activated, received, and (when `lines`) imported and published. */
const dog = (
  owner: Account,
  pet: { petName: string; gender: 'male' | 'female'; chipNumber: string },
  options: { testIds?: number[]; lines?: (barcode: string) => string[] } = {},
) =>
  throughTheLab(t, admin, owner, {
    testIds: options.testIds ?? [PRA, PROFILE],
    pet: { ...pet, dobYear: 2024 },
    ...(options.lines ? { csv: withPra(options.lines) } : {}),
  });

/** Every published kit here also carries its PRA result. */
const withPra = (lines: (barcode: string) => string[]) => (barcode: string) => [`${barcode},${PRA},N/N`, ...lines(barcode)];
const publish = (barcode: string, lines: string[]) => labResults(t, admin, barcode, withPra(() => lines)(barcode));

/** A profile: `alleles(i)` per core marker i (C22.279 written CXX279 as some labs do), plus extras. */
const profile =
  (sex: 'X/X' | 'X/Y', alleles: (i: number) => [number, number] | undefined, extra: string[] = []) =>
  (barcode: string) => [
    ...CORE.flatMap((marker, i) => {
      const call = alleles(i);
      return call ? [`${barcode},${marker === 'C22.279' ? 'CXX279' : marker},${call[0]}/${call[1]}`] : [];
    }),
    `${barcode},AMEL,${sex}`,
    ...extra.map((line) => `${barcode},${line}`),
  ];

const ROCKET_CHIP = '036000000077701';
let juno: { barcode: string; animalId: number };
let nova: { barcode: string; animalId: number };
let atlas: { barcode: string; animalId: number };
let pip: { barcode: string; animalId: number };
let plain: { barcode: string; animalId: number };
let secret: { barcode: string; animalId: number };

const agent = () => browser(t);
const binary = (req: supertest.Test) =>
  req.buffer(true).parse((response, callback) => {
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.on('end', () => callback(null, Buffer.concat(chunks)));
  });

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'true' });
  admin = (await account('owner', true, 'Admin')).cookie;
  kennel = await account('breeder');
  other = await account('breeder', false, 'Otherfield');
  // Juno (dam) b/b+2; Nova (her pup) b/b+4; Rocket (another owner's sire) b+4/b+6 shares nothing with
  // Nova at the first two markers; Atlas (own sire) b+4/b+8 shares nothing at marker 5 only.
  juno = await dog(
    kennel,
    { petName: 'Juno', gender: 'female', chipNumber: '036000000077702' },
    { lines: profile('X/X', (i) => [base(i), base(i) + 2], ['AHTh130,119/127']) },
  );
  nova = await dog(
    kennel,
    { petName: 'Nova', gender: 'female', chipNumber: '036000000077703' },
    { lines: profile('X/X', (i) => (i < 2 ? [base(i), base(i) + 8] : [base(i), base(i) + 4]), ['AHTh130,119/121']) },
  );
  await dog(
    other,
    { petName: 'Rocket', gender: 'male', chipNumber: ROCKET_CHIP },
    { lines: profile('X/Y', (i) => (CORE[i] === 'REN54P11' ? undefined : [base(i) + 4, base(i) + 6])) },
  );
  atlas = await dog(
    kennel,
    { petName: 'Atlas', gender: 'male', chipNumber: '036000000077704' },
    { lines: profile('X/Y', (i) => (i === 5 ? [base(i) + 6, base(i) + 6] : [base(i) + 4, base(i) + 8])) },
  );
  pip = await dog(kennel, { petName: 'Pip', gender: 'male', chipNumber: '036000000077705' });
  plain = await dog(kennel, { petName: 'Plain', gender: 'female', chipNumber: '036000000077706' }, { testIds: [PRA] });
  secret = await dog(
    other,
    { petName: 'Secret', gender: 'female', chipNumber: '036000000077707' },
    { lines: profile('X/X', (i) => [base(i), base(i) + 2]) },
  );
  // Seven dogs through the real kit flow: minutes on a loaded machine, not the 30 s of one test.
}, 180_000);
afterAll(async () => {
  await t.close();
});

describe('access', () => {
  it.each([
    ['get', '/api/my/parentage-animals'],
    ['get', '/api/my/parentage-request'],
    ['post', '/api/my/parentage-request'],
    ['post', '/api/my/parentage-request/via-club'],
    ['delete', '/api/my/parentage-request/1'],
    ['get', '/api/my/parentage-request/1/report'],
  ] as const)('a guest gets 401 from %s %s', async (method, path) => {
    const req = method === 'post' ? agent().post(path, {}) : method === 'delete' ? agent().delete(path) : agent().get(path);
    await req.expect(401);
  });

  it("keeps the lab's list to admins", async () => {
    await agent().get('/api/admin/parentage-requests').expect(401);
    await agent().get('/api/admin/parentage-requests', kennel.cookie).expect(403);
  });
});

describe('GET /api/my/parentage-animals', () => {
  it('lists the animals with a DNA profile or a kit that includes one, and says which', async () => {
    const res = await agent().get('/api/my/parentage-animals', kennel.cookie).expect(200);
    expect(res.body.results.map((a: { name: string }) => a.name)).toEqual(['Atlas', 'Juno', 'Nova', 'Pip']);
    expect(res.body.count).toBe(4);
    const pipRow = res.body.results.find((a: { name: string }) => a.name === 'Pip');
    expect(pipRow).toMatchObject({
      profile: 'ordered',
      profileLabel: `DNA profile ordered · kit ${pip.barcode}: Sample received at the lab`,
    });
    expect(res.body.results[1]).toMatchObject({
      id: juno.animalId,
      gender: 'female',
      profile: 'published',
      profileLabel: 'DNA profile on file',
    });
  });

  it('filters by sex, species and search, and pages', async () => {
    const males = await agent().get('/api/my/parentage-animals?gender=male', kennel.cookie).expect(200);
    expect(males.body.results.map((a: { name: string }) => a.name)).toEqual(['Atlas', 'Pip']);
    const cats = await agent().get('/api/my/parentage-animals?species_id=2', kennel.cookie).expect(200);
    expect(cats.body).toEqual({ results: [], count: 0, next: null, previous: null });
    const found = await agent().get('/api/my/parentage-animals?search=077703', kennel.cookie).expect(200);
    expect(found.body.results.map((a: { name: string }) => a.name)).toEqual(['Nova']);
    const paged = await agent().get('/api/my/parentage-animals?page=2&size=3', kennel.cookie).expect(200);
    expect(paged.body).toMatchObject({ count: 4, next: null, previous: 1 });
    expect(paged.body.results.map((a: { name: string }) => a.name)).toEqual(['Pip']);
  });

  it('answers 428 with field errors for a bad filter', async () => {
    const res = await agent().get('/api/my/parentage-animals?gender=other&species_id=9', kennel.cookie).expect(428);
    expect(res.body.errors).toEqual({ gender: 'Choose male or female', species_id: 'Choose canine or feline' });
  });
});

describe('POST /api/my/parentage-request', () => {
  let requestId: number;

  it('refuses a request it cannot run, field by field (428)', async () => {
    const post = (body: object) => agent().post('/api/my/parentage-request', body, kennel.cookie).expect(428);
    expect((await post({ damId: juno.animalId })).body.errors).toEqual({ offspringId: 'This field is required' });
    expect((await post({ offspringId: nova.animalId })).body.errors).toEqual({ dam: PARENTAGE_MSG.noParent });
    expect(
      (await post({ offspringId: nova.animalId, damId: juno.animalId, damMicrochip: '036000000077702' })).body.errors,
    ).toEqual({
      dam: PARENTAGE_MSG.bothWays,
    });
    expect((await post({ offspringId: nova.animalId, damId: atlas.animalId })).body.errors).toEqual({
      damId: PARENTAGE_MSG.damSex,
    });
    expect((await post({ offspringId: nova.animalId, sireId: juno.animalId })).body.errors).toEqual({
      sireId: PARENTAGE_MSG.sireSex,
    });
    expect((await post({ offspringId: nova.animalId, damId: nova.animalId })).body.errors).toEqual({ damId: PARENTAGE_MSG.self });
    expect((await post({ offspringId: plain.animalId, damId: juno.animalId })).body.errors).toEqual({
      offspringId: PARENTAGE_MSG.noProfile,
    });
    expect((await post({ offspringId: nova.animalId, sireMicrochip: '123' })).body.errors).toEqual({
      sireMicrochip: expect.stringMatching(/15 digits/),
    });
    expect((await post({ offspringId: nova.animalId, sireMicrochip: '036000000077799' })).body.errors).toEqual({
      sireMicrochip: PARENTAGE_MSG.chipNotFound,
    });
  });

  it("answers 404 for another account's animal, as offspring or as parent by id", async () => {
    await agent()
      .post('/api/my/parentage-request', { offspringId: secret.animalId, damId: juno.animalId }, kennel.cookie)
      .expect(404);
    await agent()
      .post('/api/my/parentage-request', { offspringId: nova.animalId, damId: secret.animalId }, kennel.cookie)
      .expect(404);
  });

  it('compares the pup with its own dam and a sire found by microchip: the dam qualifies, the sire is excluded', async () => {
    const res = await agent()
      .post(
        '/api/my/parentage-request',
        { offspringId: nova.animalId, damId: juno.animalId, sireMicrochip: '036 000000077701' },
        kennel.cookie,
      )
      .expect(201);
    requestId = res.body.id;
    expect(res.body).toMatchObject({
      reference: `PR${String(requestId).padStart(6, '0')}`,
      species: 'canine',
      status: 'completed',
      statusLabel: 'Completed',
      clubName: null,
      waitingFor: [],
      reportAvailable: true,
      offspring: { id: nova.animalId, name: 'Nova', yours: true, waiting: null },
    });
    const [dam, sire] = res.body.parents;
    expect(dam).toMatchObject({
      role: 'dam',
      id: juno.animalId,
      name: 'Juno',
      foundBy: 'own',
      verdict: 'qualifies',
      missingCoreNote: null,
    });
    expect(dam.comparison).toMatchObject({ markersCompared: 19, failing: [], isagComparable: true });
    // Extended markers count; the table says which allele the pup shares.
    expect(dam.comparison.markers.find((m: { marker: string }) => m.marker === 'AHTh130')).toEqual({
      marker: 'AHTh130',
      core: false,
      offspring: '119/121',
      parent: '119/127',
      shared: ['119'],
      consistent: true,
    });
    expect(dam.comparison.markers.find((m: { marker: string }) => m.marker === 'C22.279')).toMatchObject({
      offspring: '108/116',
    });
    expect(sire).toMatchObject({
      role: 'sire',
      id: null,
      name: 'Rocket',
      foundBy: 'microchip',
      yours: false,
      verdict: 'excluded',
    });
    expect(sire.comparison).toMatchObject({ markersCompared: 17, failing: ['AHTk211', 'C22.279'] });
    expect(sire.comparison.markers[0]).toMatchObject({
      marker: 'AHTk211',
      offspring: '100/108',
      parent: '104/106',
      shared: [],
      consistent: false,
    });
    expect(sire.missingCoreNote).toBe(
      'Not comparable with other ISAG laboratories: Rocket lacks REN54P11 of the ISAG core panel.',
    );
    // Never the other owner.
    expect(JSON.stringify(res.body)).not.toMatch(/Otherfield|@example\.test/);
  });

  it('refuses the same request twice', async () => {
    const res = await agent()
      .post(
        '/api/my/parentage-request',
        { offspringId: nova.animalId, damId: juno.animalId, sireMicrochip: ROCKET_CHIP },
        kennel.cookie,
      )
      .expect(428);
    expect(res.body.errors).toEqual({ offspringId: PARENTAGE_MSG.duplicate });
  });

  it('serves the report as a PDF with its verification code, which report authentication accepts', async () => {
    const res = await binary(agent().get(`/api/my/parentage-request/${requestId}/report`, kennel.cookie)).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="parentage-report-PR${String(requestId).padStart(6, '0')}.pdf"`,
    );
    const text = pdfText(res.body as Buffer);
    expect(text).toContain('DNA Parentage Verification Report');
    expect(text).toContain('Verdict: Qualifies');
    expect(text).toContain('Verdict: Excluded');
    expect(text).toContain('AHTh130 (ext.)');
    const code = /([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})/.exec(text)?.[1];
    expect(code).toBeDefined();
    const reference = `PR${String(requestId).padStart(6, '0')}`;
    const check = await agent().get(`/api/tools/report-authenticate/${reference}?code=${code}`).expect(200);
    expect(check.body).toMatchObject({
      genuine: true,
      record: { kind: 'parentage', barcode: reference, animal: { name: 'Nova' } },
    });
    expect(check.body.record.results).toEqual([
      { testName: 'Parentage: dam Juno', gene: null, genotype: '0 of 19 markers excluded', label: 'Qualifies' },
      { testName: 'Parentage: sire Rocket', gene: null, genotype: '2 of 17 markers excluded', label: 'Excluded' },
    ]);
    const forged = await agent().get(`/api/tools/report-authenticate/${reference}?code=AAAA-BBBB-CCCC`).expect(200);
    expect(forged.body.genuine).toBe(false);
  });

  it("answers 404 for another account's request and its report", async () => {
    await agent().get(`/api/my/parentage-request/${requestId}/report`, other.cookie).expect(404);
    await agent().delete(`/api/my/parentage-request/${requestId}`, other.cookie).expect(404);
    const list = await agent().get('/api/my/parentage-request', other.cookie).expect(200);
    expect(list.body).toEqual({ results: [], count: 0, next: null, previous: null });
  });
});

describe('POST /api/my/parentage-request/via-club', () => {
  it('records the club, and one failing marker is inconclusive', async () => {
    const res = await agent()
      .post(
        '/api/my/parentage-request/via-club',
        { offspringId: nova.animalId, sireId: atlas.animalId, clubName: 'Dogs Victoria' },
        kennel.cookie,
      )
      .expect(201);
    expect(res.body).toMatchObject({ clubName: 'Dogs Victoria', status: 'completed' });
    expect(res.body.parents[0]).toMatchObject({ role: 'sire', name: 'Atlas', verdict: 'inconclusive' });
    expect(res.body.parents[0].comparison.failing).toEqual(['INRA21']);
  });

  it('limits requests, which look chips up across accounts, like the microchip checker', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await agent()
        .post(
          '/api/my/parentage-request/via-club',
          { offspringId: nova.animalId, sireMicrochip: `0360000001${String(i).padStart(5, '0')}`, clubName: 'X' },
          kennel.cookie,
        )
        .set('x-forwarded-for', '10.8.8.8');
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 30).every((s) => s === 428)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('needs the club name', async () => {
    const res = await agent()
      .post('/api/my/parentage-request/via-club', { offspringId: nova.animalId, sireId: atlas.animalId }, kennel.cookie)
      .expect(428);
    expect(res.body.errors).toEqual({ clubName: 'This field is required' });
  });
});

describe('a request waiting for a sample', () => {
  let waitingId: number;

  it('says what it waits for, and the lab sees it pending', async () => {
    const res = await agent()
      .post('/api/my/parentage-request', { offspringId: pip.animalId, damId: juno.animalId }, kennel.cookie)
      .expect(201);
    waitingId = res.body.id;
    expect(res.body).toMatchObject({
      status: 'awaiting_profiles',
      statusLabel: 'Waiting for DNA profiles',
      reportAvailable: false,
    });
    expect(res.body.waitingFor).toEqual([`Waiting for Pip's DNA profile: kit ${pip.barcode} is "Sample received at the lab".`]);
    expect(res.body.parents[0]).toMatchObject({ verdict: null, comparison: null, waiting: null });
    await agent().get(`/api/my/parentage-request/${waitingId}/report`, kennel.cookie).expect(404);
    const lab = await agent().get('/api/admin/parentage-requests', admin).expect(200);
    expect(lab.body.results.map((r: { id: number }) => r.id)).toEqual([waitingId]);
    expect(lab.body.results[0]).toMatchObject({ ownerEmail: kennel.email, ownerName: kennel.name, offspring: { name: 'Pip' } });
  });

  it('is compared once the lab publishes the profile, with a history row per move', async () => {
    await publish(pip.barcode, profile('X/Y', (i) => [base(i) + 2, base(i) + 40])(pip.barcode));
    const list = await agent().get('/api/my/parentage-request?query=pip&queryType=offspring', kennel.cookie).expect(200);
    expect(list.body.count).toBe(1);
    expect(list.body.results[0]).toMatchObject({ id: waitingId, status: 'completed', waitingFor: [] });
    expect(list.body.results[0].parents[0].verdict).toBe('qualifies');
    const lab = await agent().get('/api/admin/parentage-requests', admin).expect(200);
    expect(lab.body.results).toEqual([]);
    const rows = await rowsOf(
      t.db,
      sql`SELECT from_status, to_status FROM parentage_request_events WHERE request_id = ${waitingId} ORDER BY id`,
    );
    expect(rows).toEqual([
      { from_status: null, to_status: 'awaiting_profiles' },
      { from_status: 'awaiting_profiles', to_status: 'completed' },
    ]);
  });
});

describe('GET and DELETE /api/my/parentage-request', () => {
  it('lists newest first, searches by parent or reference, and filters by species', async () => {
    const all = await agent().get('/api/my/parentage-request', kennel.cookie).expect(200);
    expect(all.body.count).toBe(3);
    expect(all.body.results.map((r: { offspring: { name: string } }) => r.offspring.name)).toEqual(['Pip', 'Nova', 'Nova']);
    const byParent = await agent().get('/api/my/parentage-request?query=atlas&queryType=parent', kennel.cookie).expect(200);
    expect(byParent.body.results.map((r: { clubName: string }) => r.clubName)).toEqual(['Dogs Victoria']);
    const ref = all.body.results[2].reference;
    const byRef = await agent().get(`/api/my/parentage-request?query=${ref}&queryType=reference`, kennel.cookie).expect(200);
    expect(byRef.body.results.map((r: { reference: string }) => r.reference)).toEqual([ref]);
    const cats = await agent().get('/api/my/parentage-request?species=feline', kennel.cookie).expect(200);
    expect(cats.body.count).toBe(0);
    const paged = await agent().get('/api/my/parentage-request?page=2&size=2', kennel.cookie).expect(200);
    expect(paged.body).toMatchObject({ count: 3, next: null, previous: 1 });
    const bad = await agent().get('/api/my/parentage-request?queryType=owner&species=bird', kennel.cookie).expect(428);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['queryType', 'species']);
  });

  it('deletes a request: it leaves the list, a second delete is 404', async () => {
    const all = await agent().get('/api/my/parentage-request', kennel.cookie).expect(200);
    const id = all.body.results[0].id;
    await agent().delete(`/api/my/parentage-request/${id}`, kennel.cookie).expect(204);
    const after = await agent().get('/api/my/parentage-request', kennel.cookie).expect(200);
    expect(after.body.results.map((r: { id: number }) => r.id)).not.toContain(id);
    expect(after.body.count).toBe(2);
    await agent().delete(`/api/my/parentage-request/${id}`, kennel.cookie).expect(404);
    await agent().get(`/api/my/parentage-request/${id}/report`, kennel.cookie).expect(404);
  });
});

describe('the breed profile and certificate of an animal (spec §7)', () => {
  it("shows the breed's screening tests with the animal's results", async () => {
    // A breed screened for PRA-prcd, which Juno was tested for.
    const [screened] = await rowsOf<{ breed_id: number }>(
      t.db,
      sql`SELECT pb.breed_id FROM product_breeds pb JOIN breeds b ON b.id = pb.breed_id
          WHERE pb.product_id = ${PRA} AND b.species = 'canine' ORDER BY pb.breed_id LIMIT 1`,
    );
    const breedId = Number(screened?.breed_id);
    const res = await agent().get(`/api/my/animals/breeds/${breedId}/profile/${juno.animalId}`, kennel.cookie).expect(200);
    expect(res.body.breed).toMatchObject({ id: breedId, species: 'canine' });
    expect(res.body.animal).toEqual({ id: juno.animalId, name: 'Juno' });
    expect(res.body.total).toBe(res.body.tests.length);
    const pra = res.body.tests.find((r: { testId: number }) => r.testId === PRA);
    expect(pra.result).toMatchObject({ barcode: juno.barcode, genotype: 'N/N', label: 'Normal/Clear' });
    expect(res.body.tests.every((r: { testId: number }) => r.testId !== PROFILE)).toBe(true);
    expect(res.body.tested).toBe(res.body.tests.filter((r: { result: unknown }) => r.result !== null).length);
    expect(res.body.tests.filter((r: { result: unknown }) => r.result === null).length).toBe(res.body.total - res.body.tested);
    await agent().get(`/api/my/animals/breeds/10/profile/${juno.animalId}`, other.cookie).expect(404);
    await agent().get(`/api/my/animals/breeds/999999/profile/${juno.animalId}`, kennel.cookie).expect(404);
    await agent().get(`/api/my/animals/breeds/10/profile/${juno.animalId}`).expect(401);
  });

  it("serves the animal's certificate, and 404 when none is issued or the animal is another's", async () => {
    const res = await binary(agent().get(`/api/my/animals/${juno.animalId}/results/reports/certificate/`, kennel.cookie)).expect(
      200,
    );
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(pdfText(res.body as Buffer)).toContain('Breed Certificate of DNA Results');
    await agent().get(`/api/my/animals/${pip.animalId}/results/reports/certificate/`, kennel.cookie).expect(200);
    await agent().get(`/api/my/animals/${plain.animalId}/results/reports/certificate/`, kennel.cookie).expect(404);
    await agent().get(`/api/my/animals/${juno.animalId}/results/reports/certificate/`, other.cookie).expect(404);
  });
});
