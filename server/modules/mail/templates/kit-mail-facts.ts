import { paths } from '../../../../shared/paths.js';
import type { MailBlock } from './layout.js';

/** What every kit mail knows: the kit, its animal once activated, and its owner. */
export interface KitMailFacts {
  barcode: string;
  animalName: string | null;
  ownerName: string;
  /** The animal's page once the kit is activated for one. */
  animalId: number | null;
  /** Expected completion as a date, once the sample is at the lab. */
  expected?: string;
}

export const petOf = (facts: KitMailFacts) => facts.animalName ?? 'your pet';

/** The kit's barcode and animal, then any further rows. */
export const kitFacts = (facts: KitMailFacts, more: Array<readonly [string, string]> = []): MailBlock => ({
  type: 'facts',
  rows: [['Kit barcode', facts.barcode], ...(facts.animalName ? [['Animal', facts.animalName] as const] : []), ...more],
});

export const trackerLink = (facts: KitMailFacts): MailBlock => ({
  type: 'link',
  label: 'Track the sample',
  path: `${paths.sampleTracker}?barcode=${encodeURIComponent(facts.barcode)}`,
});

export const kitReason = (facts: KitMailFacts) =>
  `You received this e-mail because kit ${facts.barcode} belongs to your Pet DNA Lab account: we write at each step of its sample's way through the lab.`;
