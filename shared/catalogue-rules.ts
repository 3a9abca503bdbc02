import {
  PRODUCT_SORTS,
  PRODUCT_TYPE,
  type ProductSort,
  RESTRICTED_PROFILE_PRODUCT_IDS,
  type Species,
  TEST_TYPE_CATEGORY_IDS,
} from './catalogue.js';
import type { UserType } from './types/user.js';

/** Spec §6/§9: vets see category ids 1–43 except the special-offer and club range 30–35. */
export function isCategoryVisibleTo(userType: UserType, categoryId: number): boolean {
  if (userType !== 'vet') return true;
  return categoryId >= 1 && categoryId <= 43 && !(categoryId >= 30 && categoryId <= 35);
}

/** Spec §6: vets get no special offers (no sale prices, no special-offer menu). */
export const seesSpecialOffers = (userType: UserType): boolean => userType !== 'vet';

/** Spec §6: vets and non-breeders see only the restricted list of profile products. */
export function isProfileProductVisibleTo(userType: UserType, product: { id: number; typeId: number }): boolean {
  if (product.typeId !== PRODUCT_TYPE.dnaProfile) return true;
  if (userType === 'breeder') return true;
  return (RESTRICTED_PROFILE_PRODUCT_IDS as readonly number[]).includes(product.id);
}

/** Innovative products are sold in Australia only (spec §6); `onlyStorefront` null means everywhere. */
export const isSoldIn = (onlyStorefront: string | null, storefront: string): boolean =>
  onlyStorefront === null || onlyStorefront === storefront;

export interface PriceRow {
  amount: number;
  saleAmount: number | null;
  memberAmount: number | null;
}

/**
 * The price a visitor pays, in minor units: a sale price when special offers apply to them, a member
 * price for a signed-in breeder when the product has one, whichever is lower; vets pay the list price.
 */
export function effectivePrice(price: PriceRow, visitor: { userType: UserType; signedIn: boolean }): number {
  let amount = price.amount;
  if (seesSpecialOffers(visitor.userType) && price.saleAmount !== null) amount = Math.min(amount, price.saleAmount);
  if (visitor.signedIn && visitor.userType === 'breeder' && price.memberAmount !== null) {
    amount = Math.min(amount, price.memberAmount);
  }
  return amount;
}

export type StoreMenuCategory = 'test-kit' | 'multipack' | 'full-breed-profile' | 'dna-tests' | 'geno-pet' | 'dna-profile';

/**
 * Spec §2: the store menu category comes from the path; paths with a `my` segment match none;
 * anything else defaults to dna-tests.
 */
export function storeMenuCategory(pathname: string): StoreMenuCategory | null {
  const segments = pathname.split('?')[0]?.split('/').filter(Boolean) ?? [];
  if (segments.includes('my')) return null;
  const has = (needle: string) => segments.some((s) => s.includes(needle));
  if (has('test-kit')) return 'test-kit';
  if (has('multi-pack') || has('multipack')) return 'multipack';
  if (has('full-breed-profile')) return 'full-breed-profile';
  if (has('geno-pet')) return 'geno-pet';
  if (has('dna-profile')) return 'dna-profile';
  return 'dna-tests';
}

export type PageItem = number | 'ellipsis';

/** Spec §9: every page when there are at most 6, else first, last and a window of one sibling each side. */
export function paginationItems(current: number, totalPages: number, siblings = 1): PageItem[] {
  if (totalPages <= 6) return Array.from({ length: totalPages }, (_, i) => i + 1);
  const page = Math.min(Math.max(current, 1), totalPages);
  const left = Math.max(page - siblings, 2);
  const right = Math.min(page + siblings, totalPages - 1);
  const items: PageItem[] = [1];
  if (left > 2) items.push('ellipsis');
  for (let i = left; i <= right; i++) items.push(i);
  if (right < totalPages - 1) items.push('ellipsis');
  items.push(totalPages);
  return items;
}

/** Spec §4/§9: selected tags show the first two, then '+N more'. */
export function tagSummary<T>(tags: T[], visible = 2): { shown: T[]; moreLabel: string | null } {
  const shown = tags.slice(0, visible);
  const more = tags.length - shown.length;
  return { shown, moreLabel: more > 0 ? `+${more} more` : null };
}

/**
 * Spec §2: /store/{productName}{speciesType optional}/p/{productId}, the name written as a slug so that the
 * address reads (/store/degenerative-myelopathy-dm-dog/p/1002); older name-encoded links answer a 301 to it
 * (docs/decisions/1000).
 */
export function productPath(product: { id: number; name: string; species: Species | null }): string {
  const speciesType = product.species === 'canine' ? '-dog' : product.species === 'feline' ? '-cat' : '';
  return `/store/${slugOf(product.name) || 'product'}${speciesType}/p/${product.id}`;
}

/** Lower-case words joined by hyphens, accents dropped: breed and product addresses. */
export const slugOf = (name: string): string =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The filter page's state, all of it in the URL (spec §2: sort, page, name, breeds, categoryIds, species). */
export interface CatalogueFilter {
  sort: ProductSort;
  page: number;
  name: string;
  breeds: number[];
  categoryIds: number[];
  species: Species;
}

const idList = (value: string | null): number[] =>
  (value ?? '')
    .split(',')
    .map((part) => Number.parseInt(part, 10))
    .filter((n) => Number.isInteger(n) && n > 0);

export function parseCatalogueFilter(
  search: URLSearchParams,
  defaults: Pick<CatalogueFilter, 'species'> & Partial<CatalogueFilter>,
): CatalogueFilter {
  const sort = search.get('sort');
  const page = Number.parseInt(search.get('page') ?? '', 10);
  const species = search.get('species');
  return {
    sort: (PRODUCT_SORTS as readonly string[]).includes(sort ?? '') ? (sort as ProductSort) : (defaults.sort ?? 'all'),
    page: Number.isInteger(page) && page > 0 ? page : 1,
    name: (search.get('name') ?? '').trim().slice(0, 100),
    breeds: idList(search.get('breeds')),
    categoryIds: search.has('categoryIds') ? idList(search.get('categoryIds')) : (defaults.categoryIds ?? []),
    species: species === 'canine' || species === 'feline' ? species : defaults.species,
  };
}

/** The query string of a filter, leaving out what equals the page's defaults so links stay short. */
export function catalogueFilterQuery(filter: CatalogueFilter, defaults: Partial<CatalogueFilter> = {}): string {
  const params = new URLSearchParams();
  if (filter.sort !== (defaults.sort ?? 'all')) params.set('sort', filter.sort);
  if (filter.page > 1) params.set('page', String(filter.page));
  if (filter.name) params.set('name', filter.name);
  if (filter.breeds.length) params.set('breeds', filter.breeds.join(','));
  if (filter.categoryIds.join(',') !== (defaults.categoryIds ?? []).join(','))
    params.set('categoryIds', filter.categoryIds.join(','));
  if (defaults.species !== undefined && filter.species !== defaults.species) params.set('species', filter.species);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The test-type tag of a category id for a species, for the filter's multi-select. */
export function testTypeOfCategory(species: Species, categoryId: number): string | undefined {
  return Object.entries(TEST_TYPE_CATEGORY_IDS[species]).find(([, id]) => id === categoryId)?.[0];
}

/** Custom profiles hold 2 to 30 single tests of one species. */
export const CUSTOM_PROFILE_MIN_TESTS = 2;
export const CUSTOM_PROFILE_MAX_TESTS = 30;

/** The saving of a custom profile by its number of tests: 2 → 10%, 3–4 → 15%, 5 or more → 20%. */
export function customProfileDiscountPercent(testCount: number): number {
  if (testCount >= 5) return 20;
  if (testCount >= 3) return 15;
  if (testCount >= 2) return 10;
  return 0;
}

/** A custom profile's price: the tests' list prices in one currency, less the saving, to a whole minor unit. */
export function customProfilePrice(listAmounts: number[]): { amount: number; listAmount: number; discountPercent: number } {
  const listAmount = listAmounts.reduce((sum, amount) => sum + amount, 0);
  const discountPercent = customProfileDiscountPercent(listAmounts.length);
  return { amount: Math.round((listAmount * (100 - discountPercent)) / 100), listAmount, discountPercent };
}
