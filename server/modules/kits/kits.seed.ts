import { sql } from 'drizzle-orm';
import type { KitStatus } from '../../../shared/kit-lifecycle.js';
import type { DbExecutor } from '../../db/database.js';
import { insertAnimal, shareAnimal } from '../animals/animals.inserts.js';
import { demoAccounts } from '../auth/auth.seed.js';
import { demoBreeds, demoTests } from '../catalogue/catalogue.seed.js';
import { insertKit } from './kits.inserts.js';
import { newBarcode } from './kits.rules.js';
import { dnaProfiles, kitCredits, kitEvents, kits, results } from './kits.schema.js';

const DAY = 86_400_000;

interface DemoAnimal {
  owner: string;
  name: string;
  species: 'canine' | 'feline';
  gender: 'male' | 'female';
  breed: string;
  dateOfBirth: string;
  microchip: string;
  registrationName?: string;
  registrationNumber?: string;
  status: KitStatus;
  /** Test name → genotype, for published (or imported) results. */
  tests: Record<string, string>;
  /** A published ISAG DNA profile: the microchip parent checker finds it by the chip. */
  profile?: Record<string, [number, number] | [string, string]>;
  /** The kit includes a DNA profile that is not published yet (the sample is on its way). */
  profileOrdered?: boolean;
  sharedWith?: string;
}

const BREEDER = 'breeder@demo.petdna.example';
const OWNER = 'owner@demo.petdna.example';
const VET = 'vet@demo.petdna.example';

/** Canine ISAG profiles used for the demo (allele sizes in base pairs): a dam and a sire. */
const DAM_PROFILE: Record<string, [number, number] | [string, string]> = {
  AHT121: [98, 104],
  AHT137: [131, 137],
  AHTh130: [119, 127],
  AHTh171: [221, 227],
  AHTh260: [244, 250],
  AHTk211: [89, 91],
  AHTk253: [288, 292],
  'C22.279': [116, 118],
  FH2054: [152, 164],
  FH2848: [234, 240],
  INRA21: [95, 101],
  INU005: [124, 128],
  INU030: [146, 150],
  INU055: [208, 214],
  REN162C04: [202, 208],
  REN169D01: [210, 214],
  REN169O18: [160, 166],
  REN247M23: [268, 272],
  REN54P11: [226, 234],
  AMEL: ['X', 'X'],
};

const SIRE_PROFILE: Record<string, [number, number] | [string, string]> = {
  AHT121: [100, 104],
  AHT137: [133, 137],
  AHTh130: [121, 127],
  AHTh171: [219, 223],
  AHTh260: [244, 254],
  AHTk211: [87, 91],
  AHTk253: [288, 290],
  'C22.279': [118, 124],
  FH2054: [148, 164],
  FH2848: [236, 240],
  INRA21: [97, 101],
  INU005: [124, 130],
  INU030: [144, 150],
  INU055: [210, 214],
  REN162C04: [204, 208],
  REN169D01: [212, 214],
  REN169O18: [162, 166],
  REN247M23: [270, 272],
  REN54P11: [228, 230],
  AMEL: ['X', 'Y'],
};

/**
 * A puppy of Bonnie (DAM_PROFILE) by an unknown sire: it shares an allele with Bonnie at every marker,
 * and none with Milo (SIRE_PROFILE) at AHTk211, INU055 and FH2848 — the demo litter's parentage
 * request shows a dam that qualifies and a sire that is excluded.
 */
const PUP_PROFILE: Record<string, [number, number] | [string, string]> = {
  AHT121: [98, 100],
  AHT137: [131, 133],
  AHTh130: [119, 121],
  AHTh171: [219, 221],
  AHTh260: [244, 244],
  AHTk211: [89, 95],
  AHTk253: [288, 288],
  'C22.279': [116, 118],
  FH2054: [148, 152],
  FH2848: [234, 244],
  INRA21: [95, 97],
  INU005: [124, 124],
  INU030: [144, 146],
  INU055: [208, 218],
  REN162C04: [202, 204],
  REN169D01: [210, 212],
  REN169O18: [160, 162],
  REN247M23: [268, 270],
  REN54P11: [226, 228],
  AMEL: ['X', 'X'],
};

const DEMO: DemoAnimal[] = [
  {
    owner: BREEDER,
    name: 'Bonnie',
    species: 'canine',
    gender: 'female',
    breed: 'Labrador Retriever',
    dateOfBirth: '2022-03-14',
    microchip: '036000000123401',
    registrationName: 'Riverbend Golden Bonnie',
    registrationNumber: 'ANKC 2100543210',
    status: 'results_ready',
    tests: {
      'Progressive Rod-Cone Degeneration (PRA-prcd)': 'N/m',
      'Degenerative Myelopathy (DM)': 'N/N',
      'Exercise-Induced Collapse (EIC)': 'N/N',
      'Hyperuricosuria (HUU)': 'N/N',
      'B Locus (Brown)': 'B/b',
      'E Locus (Yellow/Red)': 'e/e',
    },
    profile: DAM_PROFILE,
    sharedWith: VET,
  },
  {
    owner: BREEDER,
    name: 'Riverbend Dusty',
    species: 'canine',
    gender: 'male',
    breed: 'Labrador Retriever',
    dateOfBirth: '2021-07-02',
    microchip: '036000000123402',
    registrationNumber: 'ANKC 2100498765',
    status: 'in_testing',
    tests: { 'Progressive Rod-Cone Degeneration (PRA-prcd)': 'N/N', 'Exercise-Induced Collapse (EIC)': 'N/m' },
  },
  {
    owner: BREEDER,
    name: 'Skye',
    species: 'canine',
    gender: 'female',
    breed: 'Border Collie',
    dateOfBirth: '2024-01-20',
    microchip: '036000000123403',
    status: 'sample_received',
    tests: { 'Collie Eye Anomaly (CEA)': '', 'Neuronal Ceroid Lipofuscinosis 5 (NCL5)': '' },
  },
  {
    owner: BREEDER,
    name: 'Maple',
    species: 'feline',
    gender: 'female',
    breed: 'Maine Coon',
    dateOfBirth: '2023-09-09',
    microchip: '036000000123404',
    status: 'activated',
    tests: { 'Hypertrophic Cardiomyopathy (HCM – Maine Coon)': '' },
  },
  {
    owner: OWNER,
    name: 'Milo',
    species: 'canine',
    gender: 'male',
    breed: 'Golden Retriever',
    dateOfBirth: '2020-11-30',
    microchip: '985141000123405',
    status: 'results_ready',
    tests: { 'Progressive Rod-Cone Degeneration (PRA-prcd)': 'N/N', 'Degenerative Myelopathy (DM)': 'm/m' },
    profile: SIRE_PROFILE,
    sharedWith: VET,
  },
  {
    owner: BREEDER,
    name: 'Riverbend Clover',
    species: 'canine',
    gender: 'female',
    breed: 'Labrador Retriever',
    dateOfBirth: '2026-05-18',
    microchip: '036000000123406',
    status: 'results_ready',
    tests: { 'Progressive Rod-Cone Degeneration (PRA-prcd)': 'N/m' },
    profile: PUP_PROFILE,
  },
  {
    owner: BREEDER,
    name: 'Riverbend Fern',
    species: 'canine',
    gender: 'female',
    breed: 'Labrador Retriever',
    dateOfBirth: '2026-05-18',
    microchip: '036000000123407',
    status: 'activated',
    tests: {},
    profileOrdered: true,
  },
  // Pairs for the litter planner (issue 17): Bonnie × Archie are two PRA-prcd carriers, Bonnie × Jasper a
  // carrier and a clear; Willow and Cosmo are cats whose four colour loci are published.
  {
    owner: BREEDER,
    name: 'Riverbend Archie',
    species: 'canine',
    gender: 'male',
    breed: 'Labrador Retriever',
    dateOfBirth: '2021-05-18',
    microchip: '036000000123410',
    registrationNumber: 'ANKC 2100476543',
    status: 'results_ready',
    tests: {
      'Progressive Rod-Cone Degeneration (PRA-prcd)': 'N/m',
      'Degenerative Myelopathy (DM)': 'N/m',
      'Exercise-Induced Collapse (EIC)': 'N/N',
      'Hyperuricosuria (HUU)': 'N/N',
      'Centronuclear Myopathy (CNM)': 'N/N',
      'B Locus (Brown)': 'b/b',
      'E Locus (Yellow/Red)': 'E/e',
    },
  },
  {
    owner: BREEDER,
    name: 'Riverbend Jasper',
    species: 'canine',
    gender: 'male',
    breed: 'Labrador Retriever',
    dateOfBirth: '2020-10-03',
    microchip: '036000000123411',
    status: 'results_ready',
    tests: {
      'Progressive Rod-Cone Degeneration (PRA-prcd)': 'N/N',
      'Degenerative Myelopathy (DM)': 'N/N',
      'Exercise-Induced Collapse (EIC)': 'N/m',
      'Hyperuricosuria (HUU)': 'N/N',
      'B Locus (Brown)': 'B/B',
    },
  },
  {
    owner: BREEDER,
    name: 'Willow',
    species: 'feline',
    gender: 'female',
    breed: 'Oriental Shorthair',
    dateOfBirth: '2023-02-11',
    microchip: '036000000123412',
    status: 'results_ready',
    tests: {
      'D Locus (Dilution)': 'D/d',
      'B Locus (Chocolate and Cinnamon)': 'B/b',
      'A Locus (Agouti)': 'A/a',
      'Colourpoint (Siamese)': 'C/cs',
      'Progressive Retinal Atrophy (rdAc-PRA)': 'N/m',
    },
  },
  {
    owner: BREEDER,
    name: 'Cosmo',
    species: 'feline',
    gender: 'male',
    breed: 'Siamese',
    dateOfBirth: '2022-08-27',
    microchip: '036000000123413',
    status: 'results_ready',
    tests: {
      'D Locus (Dilution)': 'd/d',
      'B Locus (Chocolate and Cinnamon)': 'b/bl',
      'A Locus (Agouti)': 'a/a',
      'Colourpoint (Siamese)': 'cs/cs',
      'Progressive Retinal Atrophy (rdAc-PRA)': 'N/N',
    },
  },
];

/**
 * Demo animals, kits in every state, published results and shares for the demo breeder, owner and vet
 * (reports are issued with the server's secret on first read). Runs once, after the accounts and catalogue.
 */
export async function seedDemoKits(tx: DbExecutor): Promise<void> {
  const accounts = await demoAccounts(tx, [BREEDER, OWNER, VET]);
  const userId = (email: string) => accounts.get(email)?.id;
  const breederId = userId(BREEDER);
  if (!breederId) return;
  const testNames = [
    ...new Set(DEMO.flatMap((a) => Object.keys(a.tests))),
    'Canine DNA Profile (ISAG)',
    'Degenerative Myelopathy (DM)',
  ];
  const tests = await demoTests(tx, testNames);
  const test = (name: string) => tests.find((t) => t.name === name);
  const breeds = await demoBreeds(tx, [...new Set(DEMO.map((a) => a.breed))]);
  const now = Date.now();
  let sequence = 900_000;

  async function kit(ownerId: number, testIds: number[], status: KitStatus, animalId: number | null, startedDaysAgo: number) {
    sequence += 1;
    return insertKit(tx, {
      barcode: newBarcode(sequence),
      ownerId,
      testIds,
      status,
      animalId,
      orderReference: 'DEMO',
      at: (i) => new Date(now - (startedDaysAgo - i * 4) * DAY),
    });
  }

  for (const demo of DEMO) {
    const ownerId = userId(demo.owner);
    if (!ownerId) continue;
    const animal = await insertAnimal(tx, {
      ownerId,
      species: demo.species,
      name: demo.name,
      gender: demo.gender,
      dateOfBirth: demo.dateOfBirth,
      breedId: breeds.find((b) => b.name === demo.breed)?.id ?? null,
      breedName: demo.breed,
      microchip: demo.microchip,
      registrationName: demo.registrationName ?? null,
      registrationNumber: demo.registrationNumber ?? null,
    });
    const chosen = Object.keys(demo.tests)
      .map(test)
      .filter((t) => t !== undefined);
    const profileTest = demo.profile || demo.profileOrdered ? test('Canine DNA Profile (ISAG)') : undefined;
    const row = await kit(
      ownerId,
      [...chosen.map((t) => t.id), ...(profileTest ? [profileTest.id] : [])],
      demo.status,
      animal.id,
      30,
    );
    const resultStatus = demo.status === 'results_ready' ? 'published' : 'draft';
    if (demo.status === 'results_ready' || demo.status === 'in_testing') {
      for (const t of chosen) {
        const genotype = demo.tests[t.name];
        if (!genotype) continue;
        await tx.insert(results).values({
          kitId: row.id,
          testId: t.id,
          testName: t.name,
          gene: t.gene,
          inheritance: t.inheritance,
          genotype,
          status: resultStatus,
          publishedAt: resultStatus === 'published' ? row.resultsAt : null,
        });
      }
    }
    if (profileTest && demo.profile) await tx.insert(dnaProfiles).values({ kitId: row.id, markers: demo.profile });
    const sharedWith = demo.sharedWith ? userId(demo.sharedWith) : undefined;
    if (sharedWith) await shareAnimal(tx, animal.id, sharedWith);
  }

  // Kits waiting in the breeder's hands: two to activate, and a multi-pack balance to redeem.
  const dm = test('Degenerative Myelopathy (DM)');
  const pra = test('Progressive Rod-Cone Degeneration (PRA-prcd)');
  for (let i = 0; i < 2; i++)
    await kit(
      breederId,
      [pra?.id, dm?.id].filter((id) => id !== undefined),
      'allocated',
      null,
      3,
    );
  await tx.insert(kitCredits).values({ userId: breederId, categoryId: 1, credits: 5 });
  const ownerId = userId(OWNER);
  if (ownerId)
    await kit(
      ownerId,
      [dm?.id].filter((id) => id !== undefined),
      'allocated',
      null,
      2,
    );
}

/**
 * Blank barcoded kits allocated to an account for an order, as `KitsService.allocate` makes them: the
 * demo seed of other modules (a clinic's dispatched supplies) calls this. Returns the barcodes.
 */
export async function seedAllocatedKits(
  tx: DbExecutor,
  kit: { ownerId: number; quantity: number; orderReference: string; createdAt: Date },
): Promise<string[]> {
  const barcodes: string[] = [];
  for (let i = 0; i < kit.quantity; i++) {
    const [draft] = await tx
      .insert(kits)
      .values({
        barcode: `NEW-${kit.orderReference}-${i}`,
        ownerId: kit.ownerId,
        orderReference: kit.orderReference,
        createdAt: kit.createdAt,
        updatedAt: kit.createdAt,
      })
      .returning({ id: kits.id });
    if (!draft) throw new Error('Demo kit insert returned nothing');
    const barcode = newBarcode(draft.id);
    await tx.update(kits).set({ barcode }).where(sql`${kits.id} = ${draft.id}`);
    await tx.insert(kitEvents).values({ kitId: draft.id, fromStatus: null, toStatus: 'allocated', createdAt: kit.createdAt });
    barcodes.push(barcode);
  }
  return barcodes;
}
