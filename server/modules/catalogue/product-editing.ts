import {
  ALL_BREEDS_ID,
  CATEGORY,
  categoryById,
  PRODUCT_TYPE,
  type ProductKind,
  type ProductTag,
  type Species,
  TEST_CATEGORIES,
  type TestCategory,
} from '../../../shared/catalogue.js';
import type { AdminProductFields } from '../../../shared/types/back-office.js';
import { BACK_OFFICE_MSG } from '../../../shared/validation-messages.js';

/** Ids of products made in the back office start here, clear of the data files' append-only ranges (0902). */
export const FIRST_BACK_OFFICE_PRODUCT_ID = 100_000;

/** What the shop derives from a product's kind and category, as the data files do (0300). */
export interface DerivedProductColumns {
  typeId: number;
  storeGroup: number | null;
  testCategory: TestCategory | null;
  tags: ProductTag[];
}

export function derivedColumns(fields: Pick<AdminProductFields, 'kind' | 'categoryId'>): DerivedProductColumns {
  const category = categoryById(fields.categoryId);
  return {
    typeId: typeOf(fields.kind as ProductKind, fields.categoryId),
    storeGroup: category?.storeGroup ?? null,
    testCategory:
      fields.kind === 'd'
        ? TEST_CATEGORIES[0]
        : fields.kind === 't'
          ? TEST_CATEGORIES[2]
          : fields.kind === 'fbp'
            ? TEST_CATEGORIES[0]
            : fields.kind === 'dna'
              ? TEST_CATEGORIES[3]
              : null,
    tags: category?.tag ? [category.tag] : [],
  };
}

function typeOf(kind: ProductKind, categoryId: number): number {
  if (categoryId === CATEGORY.shippingMethods) return PRODUCT_TYPE.shippingMethod;
  if (categoryId === CATEGORY.subscriptions) return PRODUCT_TYPE.subscription;
  if (categoryId === CATEGORY.canineMixBreed) return PRODUCT_TYPE.mixBreed;
  switch (kind) {
    case 't':
      return PRODUCT_TYPE.trait;
    case 'd':
    case 'fbp':
      return PRODUCT_TYPE.disease;
    case 'dna':
      return PRODUCT_TYPE.dnaProfile;
    case 'lp':
      return PRODUCT_TYPE.lifePlan;
    default:
      return PRODUCT_TYPE.shippable;
  }
}

/** The lower-case text the typo-tolerant search matches (0304): name, gene and the breeds' names. */
export function searchTextOf(fields: Pick<AdminProductFields, 'name' | 'gene'>, breedNames: string[]): string {
  return [fields.name, fields.gene ?? '', ...breedNames]
    .filter((part) => part !== '')
    .join(' ')
    .toLowerCase();
}

/**
 * The breeds a product is linked to: the chosen ones, or the species' "all breeds" row when none is chosen
 * (so a new test for every breed shows on each breed's page); nothing for a product of no species.
 */
export function breedLinksOf(species: Species | null, breedIds: number[]): number[] {
  if (!species) return [];
  return breedIds.length > 0 ? [...new Set(breedIds)] : [ALL_BREEDS_ID[species]];
}

/** Rules across fields that the DTO cannot see: the category's species, the breeds' species. */
export function productFieldErrors(
  fields: Pick<AdminProductFields, 'categoryId' | 'species' | 'breedIds'>,
  breeds: { id: number; species: string }[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  const category = categoryById(fields.categoryId);
  if (category?.species && fields.species !== category.species) errors.categoryId = BACK_OFFICE_MSG.categorySpecies;
  const known = new Map(breeds.map((b) => [b.id, b.species]));
  if (fields.breedIds.some((id) => !fields.species || known.get(id) !== fields.species)) {
    errors.breedIds = BACK_OFFICE_MSG.productBreeds;
  }
  return errors;
}
