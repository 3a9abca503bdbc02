import type { ResultCall } from '../genotype.js';
import type { KitStatus } from '../kit-lifecycle.js';
import type { MicrochipOrigin } from '../microchip.js';
import type { SampleCollector } from '../sample-collector.js';
import type { MyDetails } from './account.js';

export type Species = 'canine' | 'feline';
export type Gender = 'male' | 'female';

/** `POST /api/activate/register-email`: whether the address has an account, and who is signed in now. */
export interface ActivationAccount {
  email: string;
  accountExists: boolean;
  /** A new account was created: its confirmation link is in the mail. */
  confirmationSent: boolean;
  /** The account signed in by this step (null when the step only looked the address up). */
  user: MyDetails | null;
}

export interface AnimalSummary {
  id: number;
  name: string;
  species: Species;
  gender: Gender;
  dateOfBirth: string | null;
  breedId: number | null;
  breedName: string | null;
  microchip: string | null;
  registrationName: string | null;
  registrationNumber: string | null;
  ownerName: string;
  archived: boolean;
  /** Whether the viewer may change it (owner) or only read it (shared with the viewer). */
  access: 'owner' | 'shared';
  barcodes: Array<{ barcode: string; status: KitStatus }>;
}

export interface AnimalList {
  results: AnimalSummary[];
  count: number;
  next: number | null;
  previous: number | null;
}

export interface AnimalDetail extends AnimalSummary {
  weight: string | null;
  weightType: string;
  shares: Array<{ userId: number; name: string; email: string }>;
  pendingTransfer: { id: number; toEmail: string } | null;
}

export interface TestResult {
  testId: number;
  testName: string;
  gene: string | null;
  genotype: string;
  call: ResultCall;
  label: string;
  meaning: string;
  breeding: string;
}

export interface KitResults {
  barcode: string;
  status: KitStatus;
  statusLabel: string;
  receivedAt: string | null;
  reportedAt: string | null;
  results: TestResult[];
  pendingTests: Array<{ testId: number; testName: string }>;
  hasDnaProfile: boolean;
  reports: Array<{ kind: 'summary' | 'certificate'; reportNumber: string; code: string; issuedAt: string }>;
}

export interface DnaProfile {
  barcode: string;
  species: Species;
  markers: Array<{ marker: string; alleles: string }>;
}

export interface SampleTracker {
  barcode: string;
  status: KitStatus;
  statusLabel: string;
  steps: Array<{ status: KitStatus; label: string; at: string | null; done: boolean }>;
  receivedAt: string | null;
  expectedCompletion: string | null;
  turnaroundBusinessDays: number;
}

export interface ReportRecord {
  reportNumber: string;
  /** `parentage`: a parentage report, whose `barcode` is the request's reference. */
  kind: 'summary' | 'certificate' | 'parentage';
  barcode: string;
  issuedAt: string;
  animal: {
    name: string;
    species: Species;
    breed: string | null;
    gender: Gender;
    dateOfBirth: string | null;
    microchip: string | null;
    registrationName: string | null;
    registrationNumber: string | null;
  };
  owner: string;
  receivedAt: string | null;
  results: Array<{ testName: string; gene: string | null; genotype: string; label: string }>;
  /** Who collected the sample (docs/decisions/0970); absent on reports issued before it was recorded. */
  collector?: SampleCollector | null;
}

export type ReportAuthentication = { genuine: true; record: ReportRecord } | { genuine: false; message: string };

export interface TestKitBalance {
  results: Array<{ categoryId: number; credits: number }>;
  kits: Array<{ barcode: string; testNames: string[] }>;
}

export interface AdminKit {
  id: number;
  barcode: string;
  status: KitStatus;
  statusLabel: string;
  ownerEmail: string;
  ownerName: string;
  animalName: string | null;
  testNames: string[];
  orderReference: string | null;
  updatedAt: string;
  draftResults: number;
}

export interface ImportReview {
  imported: number;
  rows: Array<{ line: number; barcode: string; testCode: string; genotype: string; label: string }>;
  errors: Array<{ line: number; message: string }>;
}

export interface CollectedAnimal {
  id: number;
  name: string;
  species: string;
  microchip: string | null;
  barcode: string | null;
  ownerName: string | null;
  collectedOn: string;
}

/** GET /api/my/microchip-checker/{id}: one animal found by its microchip, with nothing of its owner. */
export interface MicrochipMatch {
  name: string;
  species: Species;
  gender: Gender;
  breed: string | null;
  /** Whether the animal is the signed-in user's own; its id only then (a link to its page). */
  yours: boolean;
  animalId: number | null;
  dnaProfile: {
    onFile: boolean;
    /** When the lab published the profile (ISO date-time), null when none is on file. */
    publishedAt: string | null;
    markersTyped: number;
    markersRequired: number;
    usableForParentage: boolean;
  };
}

export interface MicrochipCheck {
  microchip: string;
  origin: MicrochipOrigin;
  originLabel: string;
  animals: MicrochipMatch[];
}

/** `GET /api/my/animals/breeds/{id}/profile/{animal}`: the tests a breed is screened for, with the animal's results. */
export interface BreedProfile {
  breed: { id: number; name: string; species: string };
  animal: { id: number; name: string };
  tested: number;
  total: number;
  tests: Array<{
    testId: number;
    testName: string;
    gene: string | null;
    inheritance: string | null;
    /** The newest published result of this test for the animal, or null when it has not been tested. */
    result: { barcode: string; genotype: string; call: ResultCall; label: string; meaning: string } | null;
  }>;
}
