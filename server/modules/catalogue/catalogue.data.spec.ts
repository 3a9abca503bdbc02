import { describe, expect, it } from '@jest/globals';
import { PRODUCT_TYPE, SPECIAL_PRODUCT_IDS, TEST_KIT_PRODUCT_IDS, TEST_KIT_RATIO } from '../../../shared/catalogue.js';
import { buildCatalogueData, convertPrice, fullBreedProfileUsdCents } from './catalogue.data.js';

const data = buildCatalogueData();
const tests = (species: string) =>
  data.products.filter(
    (p) => p.species === species && (p.typeId === PRODUCT_TYPE.trait || p.typeId === PRODUCT_TYPE.disease) && p.kind !== 'fbp',
  );

describe('catalogue reference data', () => {
  it('holds at least 150 canine and 60 feline tests, 350 dog and 70 cat breeds', () => {
    expect(tests('canine').length).toBeGreaterThanOrEqual(150);
    expect(tests('feline').length).toBeGreaterThanOrEqual(60);
    expect(data.breeds.filter((b) => b.species === 'canine' && b.id >= 10).length).toBeGreaterThanOrEqual(350);
    expect(data.breeds.filter((b) => b.species === 'feline' && b.id >= 10).length).toBeGreaterThanOrEqual(70);
  });

  it('gives every test a gene, inheritance, sub-category, sample type, turnaround and description', () => {
    for (const test of [...tests('canine'), ...tests('feline')]) {
      expect([test.name, test.gene, test.inheritance, test.sampleType, test.turnaround].every(Boolean)).toBe(true);
      expect(test.description.length).toBeGreaterThan(20);
      expect(test.subCategory).toBeGreaterThanOrEqual(1);
      expect(test.subCategory).toBeLessThanOrEqual(18);
    }
  });

  it('has unique ids, unique breed names per species and product names unique per species', () => {
    const ids = data.products.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(data.breeds.map((b) => `${b.species}:${b.name}`)).size).toBe(data.breeds.length);
    expect(new Set(data.products.map((p) => `${p.species}:${p.name}`)).size).toBe(data.products.length);
  });

  it('keeps the special product ids and the multi-pack test-kit ratios of spec §9', () => {
    const byId = new Map(data.products.map((p) => [p.id, p]));
    for (const id of [...TEST_KIT_PRODUCT_IDS, ...SPECIAL_PRODUCT_IDS]) expect(byId.has(id)).toBe(true);
    for (const [id, kits] of Object.entries(TEST_KIT_RATIO)) expect(byId.get(Number(id))?.kitCount).toBe(kits);
    expect(byId.get(1221)?.onlyStorefront).toBe('AU');
  });

  it('builds a full breed profile per breed from its own tests', () => {
    const lab = data.breeds.find((b) => b.name === 'Labrador Retriever');
    const profile = data.products.find((p) => p.name === 'Full Breed Profile – Labrador Retriever');
    expect(lab && profile).toBeTruthy();
    const items = data.bundleItems.filter((i) => i.bundleId === profile?.id).map((i) => i.itemId);
    const labTests = data.productBreeds.filter((l) => l.breedId === lab?.id && l.productId < 3000).map((l) => l.productId);
    expect(items.sort()).toEqual(labTests.sort());
    expect(data.products.filter((p) => p.kind === 'fbp' && p.species === 'feline').length).toBeGreaterThan(10);
  });

  it('prices every product in all 8 currencies as integer minor units', () => {
    for (const product of data.products) {
      const rows = data.prices.filter((p) => p.productId === product.id);
      expect(rows.map((r) => r.currency).sort()).toEqual(['AUD', 'CAD', 'EUR', 'GBP', 'NZD', 'PLN', 'SEK', 'USD']);
      for (const row of rows) {
        expect(Number.isInteger(row.amount)).toBe(true);
        if (row.saleAmount !== null) expect(row.saleAmount).toBeLessThan(row.amount);
        if (row.memberAmount !== null) expect(row.memberAmount).toBeLessThan(row.amount);
      }
    }
  });

  it('rounds converted prices to .95 or whole tens of krona and złoty', () => {
    expect(convertPrice(5500, 'USD')).toBe(5495);
    expect(convertPrice(5500, 'AUD')).toBe(8295);
    expect(convertPrice(5500, 'SEK')).toBe(58000);
    expect(convertPrice(5500, 'PLN')).toBe(22000);
    expect(fullBreedProfileUsdCents(3)).toBe(8500);
    expect(fullBreedProfileUsdCents(40)).toBe(19900);
  });
});
