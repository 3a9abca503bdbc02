import { describe, expect, it } from '@jest/globals';
import {
  catalogueFilterQuery,
  customProfilePrice,
  effectivePrice,
  isCategoryVisibleTo,
  isProfileProductVisibleTo,
  isSoldIn,
  paginationItems,
  parseCatalogueFilter,
  productPath,
  seesSpecialOffers,
  storeMenuCategory,
  tagSummary,
} from './catalogue-rules.js';

describe('audience rules', () => {
  it('shows vets category ids 1–43 except 30–35, everyone else everything', () => {
    expect([1, 29, 36, 43].every((id) => isCategoryVisibleTo('vet', id))).toBe(true);
    expect([30, 32, 35, 44, 50].some((id) => isCategoryVisibleTo('vet', id))).toBe(false);
    expect([30, 35, 50].every((id) => isCategoryVisibleTo('breeder', id) && isCategoryVisibleTo('guest', id))).toBe(true);
  });

  it('gives special offers to everyone but vets', () => {
    expect(seesSpecialOffers('vet')).toBe(false);
    expect(seesSpecialOffers('owner')).toBe(true);
    expect(seesSpecialOffers('guest')).toBe(true);
  });

  it('restricts profile products for vets and non-breeders', () => {
    expect(isProfileProductVisibleTo('breeder', { id: 980, typeId: 3 })).toBe(true);
    expect(isProfileProductVisibleTo('vet', { id: 980, typeId: 3 })).toBe(false);
    expect(isProfileProductVisibleTo('owner', { id: 971, typeId: 3 })).toBe(true);
    expect(isProfileProductVisibleTo('guest', { id: 1001, typeId: 2 })).toBe(true);
  });

  it('sells storefront-only products in their storefront alone', () => {
    expect(isSoldIn('AU', 'AU')).toBe(true);
    expect(isSoldIn('AU', 'NZ')).toBe(false);
    expect(isSoldIn(null, 'SE')).toBe(true);
  });

  it('prices: sale for non-vets, member price for signed-in breeders, the lowest wins', () => {
    const price = { amount: 10000, saleAmount: 8000, memberAmount: 9000 };
    expect(effectivePrice(price, { userType: 'vet', signedIn: true })).toBe(10000);
    expect(effectivePrice(price, { userType: 'guest', signedIn: false })).toBe(8000);
    expect(effectivePrice({ ...price, saleAmount: null }, { userType: 'breeder', signedIn: true })).toBe(9000);
    expect(effectivePrice({ ...price, saleAmount: null }, { userType: 'breeder', signedIn: false })).toBe(10000);
    expect(effectivePrice(price, { userType: 'breeder', signedIn: true })).toBe(8000);
  });
});

describe('storeMenuCategory (spec §2)', () => {
  it.each([
    ['/store/test-kit/p/36', 'test-kit'],
    ['/breeder/for-dogs/multi-packs', 'multipack'],
    ['/breeder/for-cats/full-breed-profile', 'full-breed-profile'],
    ['/breeder/for-dogs/geno-pet', 'geno-pet'],
    ['/vet/for-dogs/dna-profile-parentage', 'dna-profile'],
    ['/breeder/for-dogs/dna-tests', 'dna-tests'],
    ['/search', 'dna-tests'],
    ['/my/custom-profiles', null],
    ['/my/multi-packs', null],
  ])('%s → %s', (path, expected) => {
    expect(storeMenuCategory(path)).toBe(expected);
  });
});

describe('paginationItems (spec §9)', () => {
  it('shows every page up to 6', () => {
    expect(paginationItems(1, 1)).toEqual([1]);
    expect(paginationItems(3, 6)).toEqual([1, 2, 3, 4, 5, 6]);
  });
  it('uses ellipsis windows with one sibling beyond 6', () => {
    expect(paginationItems(1, 10)).toEqual([1, 2, 'ellipsis', 10]);
    expect(paginationItems(5, 10)).toEqual([1, 'ellipsis', 4, 5, 6, 'ellipsis', 10]);
    expect(paginationItems(3, 10)).toEqual([1, 2, 3, 4, 'ellipsis', 10]);
    expect(paginationItems(10, 10)).toEqual([1, 'ellipsis', 9, 10]);
    expect(paginationItems(99, 7)).toEqual([1, 'ellipsis', 6, 7]);
  });
});

describe('tagSummary', () => {
  it('shows two tags then +N more', () => {
    expect(tagSummary(['a'])).toEqual({ shown: ['a'], moreLabel: null });
    expect(tagSummary(['a', 'b'])).toEqual({ shown: ['a', 'b'], moreLabel: null });
    expect(tagSummary(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b'], moreLabel: '+3 more' });
  });
});

describe('product paths', () => {
  it('writes the name as a slug and appends the species type', () => {
    expect(productPath({ id: 1002, name: 'Degenerative Myelopathy (DM)', species: 'canine' })).toBe(
      '/store/degenerative-myelopathy-dm-dog/p/1002',
    );
    expect(productPath({ id: 1008, name: 'Exercise-Induced Collapse (EIC)', species: 'canine' })).toBe(
      '/store/exercise-induced-collapse-eic-dog/p/1008',
    );
    expect(productPath({ id: 298, name: 'Replacement Swab Kit', species: null })).toBe('/store/replacement-swab-kit/p/298');
    expect(productPath({ id: 3600, name: 'Full Breed Profile – Maine Coon', species: 'feline' })).toBe(
      '/store/full-breed-profile-maine-coon-cat/p/3600',
    );
  });
});

describe('catalogue filter in the URL', () => {
  it('parses every parameter and ignores junk', () => {
    const filter = parseCatalogueFilter(
      new URLSearchParams('sort=price_asc&page=3&name=%20prcd%20&breeds=206,x,12&categoryIds=1,6&species=feline'),
      { species: 'canine' },
    );
    expect(filter).toEqual({
      sort: 'price_asc',
      page: 3,
      name: 'prcd',
      breeds: [206, 12],
      categoryIds: [1, 6],
      species: 'feline',
    });
    expect(parseCatalogueFilter(new URLSearchParams('sort=bogus&page=-2'), { species: 'canine', categoryIds: [4] })).toEqual({
      sort: 'all',
      page: 1,
      name: '',
      breeds: [],
      categoryIds: [4],
      species: 'canine',
    });
  });

  it('round-trips through the query string', () => {
    const defaults = { species: 'canine' as const, categoryIds: [1, 6, 3] };
    const filter = { sort: 'new' as const, page: 2, name: 'dm', breeds: [206], categoryIds: [1], species: 'canine' as const };
    const query = catalogueFilterQuery(filter, defaults);
    expect(parseCatalogueFilter(new URLSearchParams(query), defaults)).toEqual(filter);
    expect(
      catalogueFilterQuery({ ...filter, sort: 'all', page: 1, name: '', breeds: [], categoryIds: [1, 6, 3] }, defaults),
    ).toBe('');
    expect(catalogueFilterQuery({ ...filter, categoryIds: [] }, defaults)).toMatch(/categoryIds=$/);
  });
});

describe('custom profile price', () => {
  it('saves 10% on 2 tests, 15% on 3–4 and 20% from 5', () => {
    expect(customProfilePrice([5495, 5495])).toEqual({ amount: 9891, listAmount: 10990, discountPercent: 10 });
    expect(customProfilePrice([1000, 1000, 1000]).discountPercent).toBe(15);
    expect(customProfilePrice([1000, 1000, 1000, 1000]).amount).toBe(3400);
    expect(customProfilePrice(Array(5).fill(1000)).amount).toBe(4000);
    expect(customProfilePrice([1000]).discountPercent).toBe(0);
  });
});
