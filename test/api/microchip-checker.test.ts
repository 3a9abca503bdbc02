import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CANINE_STR_MARKERS } from '../../shared/genotype.js';
import { MICROCHIP_MSG } from '../../shared/microchip.js';
import { browser } from './support/auth.js';
import { signedInAccount, throughTheLab } from './support/lab.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let admin: string;
let kennel: { id: number; email: string; cookie: string };
let searcher: { id: number; email: string; cookie: string };

const PRA = 1001;
const PROFILE = 971; // Canine DNA profile (ISAG)
const SIRE_CHIP = '036000000044401';
const DAM_CHIP = '985141000044402';
const PARTIAL_CHIP = '826000000044403';

const account = (type: 'breeder' | 'owner', isAdmin = false, names: { firstName?: string; lastName?: string } = {}) =>
  signedInAccount(t, type, { isAdmin, ...names });

/** A dog of `owner` with its chip and registration taken through the real flow; published unless told otherwise. */
const testedDog = (
  owner: { email: string; cookie: string },
  pet: { petName: string; gender: 'male' | 'female'; chipNumber: string },
  csvLines: (barcode: string) => string[],
  publish = true,
) =>
  throughTheLab(t, admin, owner, {
    testIds: [PRA, PROFILE],
    pet: {
      ...pet,
      registrationName: `Kennelworth ${pet.petName}`,
      registrationNumber: `ANKC-${pet.chipNumber.slice(-5)}`,
    },
    csv: csvLines,
    publish,
  });

const fullProfile = (sex: 'X/X' | 'X/Y') => (barcode: string) => [
  `${barcode},${PRA},N/N`,
  ...CANINE_STR_MARKERS.map((marker, i) => `${barcode},${marker},${marker === 'AMEL' ? sex : `${100 + i}/${104 + i}`}`),
];

let sire: { barcode: string; animalId: number };
let dam: { barcode: string; animalId: number };

const check = (chip: string, cookie: string) => browser(t).get(`/api/my/microchip-checker/${encodeURIComponent(chip)}`, cookie);

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'true' });
  admin = (await account('owner', true)).cookie;
  kennel = await account('breeder', false, { firstName: 'Harriet', lastName: 'Kennelworth' });
  searcher = await account('breeder');
  sire = await testedDog(kennel, { petName: 'Rocket', gender: 'male', chipNumber: SIRE_CHIP }, fullProfile('X/Y'));
  dam = await testedDog(searcher, { petName: 'Juno', gender: 'female', chipNumber: DAM_CHIP }, fullProfile('X/X'));
  await testedDog(kennel, { petName: 'Patch', gender: 'male', chipNumber: PARTIAL_CHIP }, (barcode) => [
    `${barcode},${PRA},N/m`,
    `${barcode},AHT121,98/104`,
    `${barcode},AHT137,131/137`,
  ]);
  // Four dogs through the real lab flow: minutes on a busy machine, not the 30 s of one test.
}, 180_000);
afterAll(async () => {
  await t.close();
});

describe('GET /api/my/microchip-checker/{id}', () => {
  it("finds another owner's sire by its chip, with a published DNA profile usable for parentage, and nothing personal", async () => {
    const res = await check(SIRE_CHIP, searcher.cookie).expect(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toEqual({
      microchip: SIRE_CHIP,
      origin: { kind: 'country', code: '036', countryCode: 'AU', name: 'Australia' },
      originLabel: 'Country code 036: Australia',
      animals: [
        {
          name: 'Rocket',
          species: 'canine',
          gender: 'male',
          breed: expect.any(String),
          yours: false,
          animalId: null,
          dnaProfile: {
            onFile: true,
            publishedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
            markersTyped: 18,
            markersRequired: 18,
            usableForParentage: true,
          },
        },
      ],
    });
    // The exact shape above holds no id; nor is anything of the owner, the animal's other identifiers,
    // its sample or its results anywhere in the answer.
    const text = JSON.stringify(res.body);
    for (const secret of [
      'Harriet',
      'Kennelworth',
      kennel.email,
      'harriet@kennelworth.example',
      'Bendigo',
      sire.barcode,
      'ANKC',
      '2022',
      'N/N',
      '100/104',
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it('tolerates spaces and dashes, and gives the owner their own animal with its id', async () => {
    const res = await check('985 141-000 044 402', searcher.cookie).expect(200);
    expect(res.body.microchip).toBe(DAM_CHIP);
    expect(res.body.originLabel).toBe(
      "Manufacturer code 985 (Destron Fearing / HomeAgain): issued by the chip's maker, not by a country",
    );
    expect(res.body.animals).toEqual([
      expect.objectContaining({ name: 'Juno', gender: 'female', yours: true, animalId: dam.animalId }),
    ]);
  });

  it('says a profile with core markers missing is on file but not usable for parentage', async () => {
    const res = await check(PARTIAL_CHIP, searcher.cookie).expect(200);
    expect(res.body.animals[0]).toMatchObject({
      name: 'Patch',
      dnaProfile: { onFile: true, markersTyped: 2, markersRequired: 18, usableForParentage: false },
    });
  });

  it('counts only published profiles', async () => {
    const chip = '036000000044404';
    await testedDog(kennel, { petName: 'Pending', gender: 'female', chipNumber: chip }, fullProfile('X/X'), false);
    const res = await check(chip, searcher.cookie).expect(200);
    expect(res.body.animals).toEqual([
      expect.objectContaining({
        name: 'Pending',
        dnaProfile: { onFile: false, publishedAt: null, markersTyped: 0, markersRequired: 18, usableForParentage: false },
      }),
    ]);
  });

  it('answers a valid chip nobody has tested with its reading and no animals', async () => {
    const res = await check('826000000099999', searcher.cookie).expect(200);
    expect(res.body).toEqual({
      microchip: '826000000099999',
      origin: { kind: 'country', code: '826', countryCode: 'GB', name: 'United Kingdom' },
      originLabel: 'Country code 826: United Kingdom',
      animals: [],
    });
  });

  it('answers an invalid, legacy or test chip with 428 and a clear message', async () => {
    expect((await check('03600000004440X', searcher.cookie).expect(428)).body).toEqual({
      errors: { microchip: MICROCHIP_MSG.letters },
    });
    expect((await check('0360000000444', searcher.cookie).expect(428)).body.errors.microchip).toBe(MICROCHIP_MSG.length(13));
    expect((await check('AVID*012*345*678', searcher.cookie).expect(428)).body.errors.microchip).toBe(MICROCHIP_MSG.avid);
    expect((await check('0A0139B2D5', searcher.cookie).expect(428)).body.errors.microchip).toBe(MICROCHIP_MSG.fecava);
    expect((await check('999000000000001', searcher.cookie).expect(428)).body.errors.microchip).toBe(MICROCHIP_MSG.test);
  });

  it('is for signed-in users only', async () => {
    const res = await t.http.get(`/api/my/microchip-checker/${SIRE_CHIP}`).expect(401);
    expect(JSON.stringify(res.body)).not.toContain('Rocket');
  });

  it('limits look-ups like barcode checks', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await check(`0360000000${String(i).padStart(5, '0')}`, searcher.cookie).set('x-forwarded-for', '10.7.7.7');
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
