import type { AcmRequestStatus } from './types/resources.js';

/** Messages of the resources module's forms and calls (issue 18 §4). */
export const RESOURCES_MSG = {
  format: 'Choose csv or xlsx',
  chooseAnimals: 'Choose at least one animal',
  tooManyAnimals: 'Choose at most 20 animals in one request',
  unknownAnimal: 'Choose your own animals: one of them was not found',
  agentName: 'The agent name can have at most 120 characters',
  agentClinic: 'The clinic name can have at most 120 characters',
  clinicWithoutAgent: 'Name the collection agent as well as the clinic',
  alreadySent: 'These forms were already sent',
  search: 'Search text can have at most 120 characters',
} as const;

export const ACM_STATUS_LABELS: Record<AcmRequestStatus, string> = {
  requested: 'Requested: the lab is preparing your forms',
  sent: 'Sent by e-mail',
};

/** A request's reference as the customer and the lab quote it. */
export const acmReference = (id: number) => `ACM-${String(id).padStart(5, '0')}`;

const INHERITANCE_WORDS: Record<string, string> = {
  AR: 'Autosomal recessive',
  ARIP: 'Autosomal recessive with incomplete penetrance',
  AD: 'Autosomal dominant',
  ADIP: 'Autosomal dominant with incomplete penetrance',
  CD: 'Codominant',
  XR: 'X-linked recessive',
  XD: 'X-linked dominant',
  MULTI: 'Several alleles at one locus (trait)',
};

/** The catalogue's inheritance code in words, for fact sheets and spreadsheets. */
export function inheritanceInWords(code: string | null): string {
  return code ? (INHERITANCE_WORDS[code] ?? code) : 'Not stated';
}
