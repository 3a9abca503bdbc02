import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../server/db/database.js';
import { browser } from './support/auth.js';
import { type LabAccount, signedInAccount, throughTheLab } from './support/lab.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let admin: string;
type Account = LabAccount;
let kennel: Account;
let other: Account;
let cattery: Account;
const tests: Record<string, number> = {};
let breed: { dog: number; cat: number };

const TEST_NAMES = [
  'Progressive Rod-Cone Degeneration (PRA-prcd)',
  'Degenerative Myelopathy (DM)',
  'Exercise-Induced Collapse (EIC)',
  'X-Linked Progressive Retinal Atrophy 1 (XLPRA1)',
  'B Locus (Brown)',
  'D Locus (Dilution)',
  'B Locus (Chocolate and Cinnamon)',
  'A Locus (Agouti)',
  'Colourpoint (Siamese)',
  'Pyruvate Kinase Deficiency (PK Def)',
];
const id = (name: string) => tests[name] as number;

const account = (type: 'breeder' | 'owner', isAdmin = false, names: { firstName?: string; lastName?: string } = {}) =>
  signedInAccount(t, type, { isAdmin, ...names });

/** An animal taken through the real flow, its results published. */
async function tested(
  owner: Account,
  pet: { petName: string; gender: 'male' | 'female'; chipNumber: string; species: 'dog' | 'cat' },
  results: Record<string, string>,
): Promise<number> {
  const { animalId } = await throughTheLab(t, admin, owner, {
    testIds: Object.keys(results).map(id),
    pet: { ...pet, breed: pet.species === 'dog' ? breed.dog : breed.cat },
    csv: (barcode) => Object.entries(results).map(([name, g]) => `${barcode},${id(name)},${g}`),
  });
  return animalId;
}

const PRA = 'Progressive Rod-Cone Degeneration (PRA-prcd)';
const DM = 'Degenerative Myelopathy (DM)';
const EIC = 'Exercise-Induced Collapse (EIC)';
const XLPRA = 'X-Linked Progressive Retinal Atrophy 1 (XLPRA1)';
const OTHER_SIRE_CHIP = '036000000077701';
let dam: number;
let sire: number;
let otherDog: number;
let queen: number;
let tom: number;

beforeAll(async () => {
  t = await createTestApp();
  const found = await rowsOf<{ id: number; name: string }>(
    t.db,
    sql`SELECT id, name FROM products WHERE name IN (${sql.join(
      TEST_NAMES.map((n) => sql`${n}`),
      sql`, `,
    )})`,
  );
  for (const row of found) tests[row.name] = Number(row.id);
  const breeds = await rowsOf<{ id: number; name: string }>(
    t.db,
    sql`SELECT id, name FROM breeds WHERE name IN ('Labrador Retriever', 'Maine Coon')`,
  );
  breed = {
    dog: Number(breeds.find((b) => b.name === 'Labrador Retriever')?.id),
    cat: Number(breeds.find((b) => b.name === 'Maine Coon')?.id),
  };
  admin = (await account('owner', true)).cookie;
  kennel = await account('breeder');
  other = await account('breeder', false, { firstName: 'Ottoline', lastName: 'Farquharson' });
  cattery = await account('breeder');
  dam = await tested(
    kennel,
    { petName: 'Bess', gender: 'female', chipNumber: '036000000077702', species: 'dog' },
    {
      [PRA]: 'N/m',
      [DM]: 'N/m',
      [EIC]: 'N/N',
      [XLPRA]: 'N/m',
      'B Locus (Brown)': 'B/b',
    },
  );
  sire = await tested(
    kennel,
    { petName: 'Ranger', gender: 'male', chipNumber: '036000000077703', species: 'dog' },
    {
      [PRA]: 'N/m',
      [DM]: 'N/N',
      [XLPRA]: 'N/N',
      'B Locus (Brown)': 'b/b',
    },
  );
  otherDog = await tested(
    other,
    { petName: 'Thunder', gender: 'male', chipNumber: OTHER_SIRE_CHIP, species: 'dog' },
    {
      [PRA]: 'N/N',
      [DM]: 'm/m',
    },
  );
  const colours = (d: string, b: string, a: string, c: string) => ({
    'D Locus (Dilution)': d,
    'B Locus (Chocolate and Cinnamon)': b,
    'A Locus (Agouti)': a,
    'Colourpoint (Siamese)': c,
    'Pyruvate Kinase Deficiency (PK Def)': 'N/m',
  });
  queen = await tested(
    cattery,
    { petName: 'Mitzi', gender: 'female', chipNumber: '036000000077704', species: 'cat' },
    colours('D/d', 'B/b', 'a/a', 'C/cs'),
  );
  tom = await tested(
    cattery,
    { petName: 'Oscar', gender: 'male', chipNumber: '036000000077705', species: 'cat' },
    colours('D/d', 'B/b', 'a/a', 'C/cs'),
  );
  // Five animals through the lab's whole flow: allow for a machine shared with other test runs.
}, 120_000);
afterAll(async () => {
  await t.close();
});

const strategy = (query: string, cookie?: string) => browser(t).get(`/api/my/breeding-strategy/?${query}`, cookie);
const pairing = (body: object, cookie?: string) => browser(t).post('/api/my/breeding-strategy/pairing', body, cookie);
const colour = (body: object, cookie?: string) => browser(t).post('/api/my/feline-colour', body, cookie);

describe('GET /api/my/breeding-strategy/', () => {
  it('answers two carriers of a recessive variant: 25% clear, 50% carriers, 25% affected, with advice', async () => {
    const res = await strategy('strategy_type=recessive&dam_genetic_result=N/m&sire_genetic_result=N/m', kennel.cookie).expect(
      200,
    );
    expect(res.body).toMatchObject({
      strategyType: 'recessive',
      dam: 'N/m',
      sire: 'N/m',
      clear: 25,
      carrier: 50,
      affected: 25,
      risk: 'affected',
    });
    expect(res.body.verdict).toBe('Two carriers: one in four of the offspring affected (25%), and half carriers (50%).');
    expect(res.body.advice).toMatch(/Pair a carrier with a clear/);
  });

  it('answers an X-linked pairing per sex', async () => {
    const res = await strategy('strategy_type=x-linked&dam_genetic_result=N/m&sire_genetic_result=N/Y', kennel.cookie).expect(
      200,
    );
    expect(res.body.females).toEqual({ clear: 50, carrier: 50, affected: 0 });
    expect(res.body.males).toEqual({ clear: 50, carrier: 0, affected: 50 });
    expect(res.body).toMatchObject({ clear: 50, carrier: 25, affected: 25 });
  });

  it('answers a dominant pairing with no carriers', async () => {
    const res = await strategy('strategy_type=dominant&dam_genetic_result=N/m&sire_genetic_result=N/N', kennel.cookie).expect(
      200,
    );
    expect(res.body).toMatchObject({ clear: 50, carrier: 0, affected: 50 });
  });

  it('refuses an unknown mode and results that are not genotypes with 428 field errors', async () => {
    const res = await strategy('strategy_type=sometimes&dam_genetic_result=N/m', kennel.cookie).expect(428);
    expect(res.body.errors).toEqual({
      strategy_type: expect.stringMatching(/^Choose one of: recessive, /),
      sire_genetic_result: 'Enter the result, e.g. N/m',
    });
    const bad = await strategy('strategy_type=x-linked&dam_genetic_result=N/x&sire_genetic_result=N/m', kennel.cookie).expect(
      428,
    );
    expect(bad.body.errors).toEqual({
      dam_genetic_result: 'Enter a result written N/N, N/m or m/m',
      sire_genetic_result: 'A male has one X chromosome: enter N/Y or m/Y',
    });
  });

  it('asks a guest to sign in', async () => {
    await strategy('strategy_type=recessive&dam_genetic_result=N/m&sire_genetic_result=N/m').expect(401);
    await browser(t).get('/api/my/breeding-strategy/animals').expect(401);
  });
});

describe('POST /api/my/breeding-strategy/pairing', () => {
  it('plans explicit loci exactly, listing one-parent loci as unknown', async () => {
    const res = await pairing(
      {
        loci: [
          { test: 'PRA-prcd', strategy_type: 'recessive', dam: 'N/m', sire: 'N/m' },
          { test: 'DM', strategy_type: 'recessive-incomplete-penetrance', dam: 'N/m', sire: 'N/m' },
          { test: 'EIC', strategy_type: 'recessive', dam: 'N/m', sire: null },
        ],
      },
      kennel.cookie,
    ).expect(200);
    expect(res.body).toMatchObject({
      dam: null,
      sire: null,
      clearAtAll: 6.25,
      affectedAtAny: 43.75,
      exact: { clearAtAll: '1/16', affectedAtAny: '7/16' },
    });
    expect(res.body.loci.map((l: { test: string }) => l.test)).toEqual(['DM', 'PRA-prcd']);
    expect(res.body.unknown).toEqual([{ test: 'EIC', gene: null, testedOn: 'dam', genotype: 'N/m' }]);
  });

  it('names each wrong field of explicit loci', async () => {
    const res = await pairing(
      {
        loci: [
          { test: 'PRA', strategy_type: 'recessive', dam: 'N/q', sire: 'N/N' },
          { test: 'X', strategy_type: 'often', dam: 'N/N', sire: 'N/N' },
        ],
      },
      kennel.cookie,
    ).expect(428);
    expect(res.body.errors).toEqual({
      'loci.0.dam': 'Enter a result written N/N, N/m or m/m',
      'loci.1.strategy_type': expect.stringMatching(/^Choose one of/),
    });
    const empty = await pairing({}, kennel.cookie).expect(428);
    expect(empty.body.errors).toEqual({ damId: 'Choose the dam', sireId: 'Choose the sire' });
  });

  it("plans two of the caller's animals from their published results", async () => {
    const res = await pairing({ damId: dam, sireId: sire }, kennel.cookie).expect(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body.dam).toEqual({
      name: 'Bess',
      species: 'canine',
      gender: 'female',
      breed: 'Labrador Retriever',
      yours: true,
      animalId: dam,
    });
    expect(res.body.sire).toMatchObject({ name: 'Ranger', yours: true, animalId: sire });
    const byTest = Object.fromEntries(res.body.loci.map((l: { test: string }) => [l.test, l]));
    expect(byTest[PRA]).toMatchObject({ clear: 25, carrier: 50, affected: 25, risk: 'affected' });
    expect(byTest[DM]).toMatchObject({ clear: 50, carrier: 50, affected: 0, risk: 'carriers' });
    // A male's single X reported N/N by the lab reads as N/Y; the carrier dam's sons are at risk.
    expect(byTest[XLPRA]).toMatchObject({ sire: 'N/Y', males: { clear: 50, carrier: 0, affected: 50 } });
    expect(res.body.unknown).toEqual([{ test: EIC, gene: 'DNM1', testedOn: 'dam', genotype: 'N/N' }]);
    // PRA 1/4 clear × DM 1/2 × XLPRA 1/2 (either sex); affected: daughters 1/4, sons 1 − 3/4 × 1/2 = 5/8.
    expect(res.body).toMatchObject({
      clearAtAll: 6.25,
      affectedAtAny: 43.75,
      females: { clearAtAll: 6.25, affectedAtAny: 25 },
      males: { clearAtAll: 6.25, affectedAtAny: 62.5 },
    });
    expect(res.body.traits).toEqual([
      {
        test: 'B Locus (Brown)',
        gene: 'TYRP1',
        dam: 'B/b',
        sire: 'b/b',
        offspring: [
          { genotype: 'B/b', percent: 50 },
          { genotype: 'b/b', percent: 50 },
        ],
      },
    ]);
  });

  it("answers 404 for another account's animal, and says nothing of it", async () => {
    const res = await pairing({ damId: dam, sireId: otherDog }, kennel.cookie).expect(404);
    expect(JSON.stringify(res.body)).not.toMatch(/Thunder/);
    await pairing({ damId: dam, sireId: sire }, other.cookie).expect(404);
  });

  it("finds another account's sire by microchip without showing its owner or id", async () => {
    const res = await pairing({ damId: dam, sireMicrochip: OTHER_SIRE_CHIP }, kennel.cookie).expect(200);
    expect(res.body.sire).toEqual({
      name: 'Thunder',
      species: 'canine',
      gender: 'male',
      breed: 'Labrador Retriever',
      yours: false,
      animalId: null,
    });
    const text = JSON.stringify(res.body);
    for (const secret of ['Ottoline', 'Farquharson', other.email, String(otherDog)]) expect(text).not.toContain(secret);
    const byTest = Object.fromEntries(res.body.loci.map((l: { test: string }) => [l.test, l]));
    // An affected (m/m) sire with a carrier dam: half the puppies affected.
    expect(byTest[DM]).toMatchObject({ affected: 50, carrier: 50 });
  });

  it('refuses a male dam, a bad chip and a chip with no published results', async () => {
    const res = await pairing({ damId: sire, sireMicrochip: '12345' }, kennel.cookie).expect(428);
    expect(res.body.errors).toEqual({ damId: 'Choose a female as the dam', sireMicrochip: expect.any(String) });
    const unknown = await pairing({ damId: dam, sireMicrochip: '036000000099999' }, kennel.cookie).expect(428);
    expect(unknown.body.errors).toEqual({ sireMicrochip: 'No animal with published results has this microchip' });
  });

  it('asks a guest to sign in', async () => {
    await pairing({ loci: [{ test: 'PRA', strategy_type: 'recessive', dam: 'N/m', sire: 'N/m' }] }).expect(401);
  });

  it("lists the caller's animals with published results", async () => {
    const res = await browser(t).get('/api/my/breeding-strategy/animals', kennel.cookie).expect(200);
    expect(res.body.map((a: { name: string; publishedTests: number }) => [a.name, a.publishedTests])).toEqual([
      ['Bess', 5],
      ['Ranger', 4],
    ]);
  });
});

describe('POST /api/my/feline-colour', () => {
  it('names one cat’s coat with a reason per locus', async () => {
    const res = await colour({ dilute: 'd/d', bcc: 'B/b', agouti: 'a/a', colourpoint: 'cs/cs' }, cattery.cookie).expect(200);
    expect(res.body.colour).toBe('blue point');
    expect(res.body.reasons.map((r: { locus: string }) => r.locus)).toEqual(['bcc', 'dilute', 'agouti', 'colourpoint']);
    const mink = await colour({ dilute: 'D/D', bcc: 'B/B', agouti: 'a/a', colourpoint: 'cᵇ/cˢ' }, cattery.cookie).expect(200);
    expect(mink.body.colour).toBe('seal mink');
  });

  it('gives the kittens of a dam and a sire with their percentages', async () => {
    const cat = { dilute: 'D/d', bcc: 'b/bl', agouti: 'A/a', colourpoint: 'C/C' };
    const res = await colour({ dam: cat, sire: { ...cat, agouti: 'a/a' } }, cattery.cookie).expect(200);
    expect(res.body.dam.colour).toBe('chocolate tabby');
    expect(res.body.kittens).toEqual(
      [
        { colour: 'chocolate', percent: 28.125, fraction: '9/32' },
        { colour: 'chocolate tabby', percent: 28.125, fraction: '9/32' },
        { colour: 'lilac', percent: 9.375, fraction: '3/32' },
        { colour: 'lilac tabby', percent: 9.375, fraction: '3/32' },
        { colour: 'cinnamon', percent: 9.375, fraction: '3/32' },
        { colour: 'cinnamon tabby', percent: 9.375, fraction: '3/32' },
        { colour: 'fawn', percent: 3.125, fraction: '1/32' },
        { colour: 'fawn tabby', percent: 3.125, fraction: '1/32' },
      ].sort((a, b) => b.percent - a.percent || a.colour.localeCompare(b.colour)),
    );
  });

  it('refuses genotypes it cannot read with 428 field errors', async () => {
    const res = await colour({ dilute: 'D/x', bcc: 'B/b', agouti: 'A/a' }, cattery.cookie).expect(428);
    expect(res.body.errors).toEqual({
      dilute: 'Enter the D locus as D/D, D/d or d/d',
      colourpoint: 'Enter the C locus with C, cb or cs, e.g. cb/cs',
    });
    const pair = await colour(
      { dam: { dilute: 'D/d', bcc: 'B/b', agouti: 'A/a', colourpoint: 'C/C' }, sire: { dilute: 'D/d' } },
      cattery.cookie,
    ).expect(428);
    expect(Object.keys(pair.body.errors)).toEqual(['sire.bcc', 'sire.agouti', 'sire.colourpoint']);
  });

  it('asks a guest to sign in', async () => {
    await colour({ dilute: 'D/d', bcc: 'B/b', agouti: 'A/a', colourpoint: 'C/C' }).expect(401);
    await browser(t).get('/api/my/feline-colour/cats').expect(401);
  });

  it("fills the loci from the caller's cats' published results, and plans their litter's coats", async () => {
    const cats = await browser(t).get('/api/my/feline-colour/cats', cattery.cookie).expect(200);
    expect(cats.body).toEqual([
      {
        id: queen,
        name: 'Mitzi',
        gender: 'female',
        breed: 'Maine Coon',
        loci: { dilute: 'D/d', bcc: 'B/b', agouti: 'a/a', colourpoint: 'C/cs' },
      },
      {
        id: tom,
        name: 'Oscar',
        gender: 'male',
        breed: 'Maine Coon',
        loci: { dilute: 'D/d', bcc: 'B/b', agouti: 'a/a', colourpoint: 'C/cs' },
      },
    ]);
    expect((await browser(t).get('/api/my/feline-colour/cats', kennel.cookie).expect(200)).body).toEqual([]);
    const litter = await pairing({ damId: queen, sireId: tom }, cattery.cookie).expect(200);
    expect(litter.body.loci).toEqual([expect.objectContaining({ test: 'Pyruvate Kinase Deficiency (PK Def)', affected: 25 })]);
    expect(litter.body.coats.kittens[0]).toEqual({ colour: 'black', percent: 42.1875, fraction: '27/64' });
    expect(litter.body.coats.kittens.map((k: { colour: string }) => k.colour)).toContain('lilac point');
  });
});
