import { CATEGORIES, STORE_GROUP } from '../../../shared/catalogue.js';
import { BACK_OFFICE_MSG } from '../../../shared/validation-messages.js';

/** A full breed profile holds at most this many tests (the largest seeded one holds far fewer). */
export const MAX_PROFILE_TESTS = 300;
/** A multi-pack holds 1 to this many kits (the seeded ones hold 1 to 14). */
export const MAX_KITS_PER_PACK = 50;

/** What a product can contain: a full breed profile its tests, a multi-pack its kits; anything else neither. */
export type ContentsKind = 'profile' | 'multipack' | null;

export function contentsKindOf(product: { kind: string; categoryId: number }): ContentsKind {
  if (product.kind === 'fbp') return 'profile';
  const category = CATEGORIES.find((c) => c.id === product.categoryId);
  return category?.storeGroup === STORE_GROUP.multipacks ? 'multipack' : null;
}

/** A test a profile may include: one the shop sells on its own (a disease or trait test), not retired. */
export interface CandidateTest {
  id: number;
  kind: string;
  species: string | null;
  retired: boolean;
}

/**
 * Field errors of a contents change, beyond the DTO's shapes: a profile takes 1 to 300 tests of its own
 * species that the shop still sells; a multi-pack a number of kits; nothing else takes either.
 */
export function contentsErrors(
  product: { kind: string; categoryId: number; species: string | null },
  input: { testIds?: number[]; kitCount?: number },
  found: CandidateTest[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  const kind = contentsKindOf(product);
  if (input.testIds !== undefined && kind !== 'profile') errors.testIds = BACK_OFFICE_MSG.onlyProfilesIncludeTests;
  if (input.kitCount !== undefined && kind !== 'multipack') errors.kitCount = BACK_OFFICE_MSG.onlyMultipacksHoldKits;
  if (kind === 'profile') {
    const ids = [...new Set(input.testIds ?? [])];
    const byId = new Map(found.map((test) => [test.id, test]));
    const fits = (id: number) => {
      const test = byId.get(id);
      return test !== undefined && !test.retired && (test.kind === 'd' || test.kind === 't') && test.species === product.species;
    };
    if (ids.length === 0 || ids.length > MAX_PROFILE_TESTS || !ids.every(fits)) errors.testIds = BACK_OFFICE_MSG.profileTests;
  }
  if (kind === 'multipack' && input.kitCount === undefined) errors.kitCount = BACK_OFFICE_MSG.kitCount;
  return errors;
}
