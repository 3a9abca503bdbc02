import {
  ALL_BREEDS_ID,
  CATEGORY,
  categoryById,
  MIXED_BREED_ID,
  PRODUCT_TYPE,
  type ProductKind,
  type ProductTag,
  type Species,
  STORE_GROUP,
  TEST_CATEGORIES,
  type TestCategory,
} from '../../../shared/catalogue.js';
import { slugOf } from '../../../shared/catalogue-rules.js';
import { CURRENCY_CODES, type CurrencyCode } from '../../../shared/storefronts.js';
import { CAT_BREEDS } from './data/cat-breeds.js';
import { CAT_TESTS } from './data/cat-tests.js';
import { DOG_BREEDS } from './data/dog-breeds.js';
import { DOG_TESTS } from './data/dog-tests.js';
import { BEST_SELLER_IDS, OTHER_PRODUCTS } from './data/other-products.js';

/**
 * The catalogue's reference data, assembled from the compact data files into table rows. Pure and
 * deterministic: the seed writes exactly these rows, and the unit spec checks them.
 */

export interface BreedRow {
  id: number;
  species: Species;
  name: string;
  slug: string;
  registries: string[];
  aliases: string[];
}

export interface ProductRow {
  id: number;
  name: string;
  typeId: number;
  kind: ProductKind;
  species: Species | null;
  categoryId: number;
  storeGroup: number | null;
  testCategory: TestCategory | null;
  subCategory: number | null;
  tags: ProductTag[];
  gene: string | null;
  condition: string | null;
  inheritance: string | null;
  description: string;
  sampleType: string | null;
  turnaround: string | null;
  kitCount: number | null;
  onlyStorefront: string | null;
  bestSellerRank: number | null;
  isListed: boolean;
  searchText: string;
  createdAt: Date;
}

export interface PriceRowData {
  productId: number;
  currency: CurrencyCode;
  amount: number;
  saleAmount: number | null;
  memberAmount: number | null;
}

export interface CatalogueData {
  breeds: BreedRow[];
  products: ProductRow[];
  productBreeds: { productId: number; breedId: number }[];
  bundleItems: { bundleId: number; itemId: number }[];
  prices: PriceRowData[];
}

const REGISTRIES: Record<Species, Record<string, string>> = {
  canine: { F: 'FCI', A: 'AKC', K: 'The Kennel Club', N: 'ANKC', C: 'CKC', U: 'UKC' },
  feline: { C: 'CFA', T: 'TICA', F: 'FIFe', G: 'GCCF', W: 'WCF' },
};

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

function parseBreeds(text: string, species: Species, firstId: number): BreedRow[] {
  return lines(text).map((line, index) => {
    const [name = '', codes = '', aliases = ''] = line.split('|');
    return {
      id: firstId + index,
      species,
      name,
      slug: slugOf(name),
      registries: [...codes].map((code) => REGISTRIES[species][code] ?? code),
      aliases: aliases ? aliases.split('/') : [],
    };
  });
}

const PSEUDO_BREEDS: BreedRow[] = [
  {
    id: ALL_BREEDS_ID.canine,
    species: 'canine',
    name: 'All Breeds (Canine)',
    slug: 'all-breeds-canine',
    registries: [],
    aliases: [],
  },
  {
    id: ALL_BREEDS_ID.feline,
    species: 'feline',
    name: 'All Breeds (Feline)',
    slug: 'all-breeds-feline',
    registries: [],
    aliases: [],
  },
  {
    id: MIXED_BREED_ID.canine,
    species: 'canine',
    name: 'Mixed Breed (Canine)',
    slug: 'mixed-breed-canine',
    registries: [],
    aliases: ['Crossbreed'],
  },
  {
    id: MIXED_BREED_ID.feline,
    species: 'feline',
    name: 'Mixed Breed (Feline)',
    slug: 'mixed-breed-feline',
    registries: [],
    aliases: ['Domestic Crossbreed'],
  },
];

interface ParsedTest {
  id: number;
  kind: 'd' | 't';
  name: string;
  gene: string;
  inheritance: string;
  subCategory: number;
  breedNames: string[] | '*';
  description: string;
  species: Species;
}

function parseTests(text: string, species: Species, firstId: number): ParsedTest[] {
  return lines(text).map((line, index) => {
    const [kind, name = '', gene = '', inheritance = '', sub = '', breeds = '', description = ''] = line.split('|');
    if (kind !== 'd' && kind !== 't') throw new Error(`Bad test kind in "${line}"`);
    return {
      id: firstId + index,
      kind,
      name,
      gene,
      inheritance,
      subCategory: Number(sub),
      breedNames: breeds === '*' ? '*' : breeds.split(',').map((b) => b.trim()),
      description,
      species,
    };
  });
}

/** Converts a US-dollar list price to a storefront currency, rounded the way shops price: x.95 or whole tens. */
const CURRENCY_FACTOR: Record<CurrencyCode, number> = {
  USD: 1,
  AUD: 1.5,
  CAD: 1.35,
  NZD: 1.65,
  GBP: 0.8,
  EUR: 0.92,
  PLN: 4,
  SEK: 10.5,
};

export function convertPrice(usdCents: number, currency: CurrencyCode): number {
  if (usdCents === 0) return 0;
  const major = (usdCents / 100) * CURRENCY_FACTOR[currency];
  if (currency === 'PLN' || currency === 'SEK') return Math.max(10, Math.round(major / 10) * 10) * 100;
  return Math.max(1, Math.round(major)) * 100 - 5;
}

/** Sale prices (special offers) are 20% off, member prices 10% off, both rounded like list prices. */
const discounted = (amount: number, currency: CurrencyCode, percent: number) => {
  const cents = Math.round((amount * (100 - percent)) / 100);
  if (currency === 'PLN' || currency === 'SEK') return Math.round(cents / 1000) * 1000;
  return Math.round(cents / 100) * 100 - 5;
};

/** A full breed profile: the breed's own tests at a bundle price that grows with the number of tests. */
export function fullBreedProfileUsdCents(testCount: number): number {
  return Math.min(19900, 4900 + 1200 * testCount);
}

const conditionOf = (name: string) => name.replace(/\s*\([^)]*\)\s*$/, '').trim();

const testCategoryOf = (kind: 'd' | 't', subCategory: number): TestCategory => {
  if (kind === 'd') return TEST_CATEGORIES[0];
  return subCategory === 5 ? TEST_CATEGORIES[1] : TEST_CATEGORIES[2];
};

const isPanel = (test: ParsedTest) => test.gene.includes(',');

function usdOfTest(test: ParsedTest): number {
  if (isPanel(test)) return 7900;
  return test.kind === 'd' ? 5500 : 3900;
}

const FIRST_DAY = Date.UTC(2024, 0, 8);
const DAY = 86_400_000;

export function buildCatalogueData(): CatalogueData {
  const dogBreeds = parseBreeds(DOG_BREEDS, 'canine', 10);
  const catBreeds = parseBreeds(CAT_BREEDS, 'feline', 600);
  const breeds = [...PSEUDO_BREEDS, ...dogBreeds, ...catBreeds];
  const breedIndex = new Map<string, BreedRow>();
  for (const breed of [...dogBreeds, ...catBreeds]) {
    for (const name of [breed.name, ...breed.aliases]) {
      const key = `${breed.species}:${name.toLowerCase()}`;
      if (!breedIndex.has(key)) breedIndex.set(key, breed);
    }
  }
  const breedOf = (species: Species, name: string): BreedRow => {
    const breed = breedIndex.get(`${species}:${name.toLowerCase()}`);
    if (!breed) throw new Error(`Unknown ${species} breed "${name}"`);
    return breed;
  };

  const tests = [...parseTests(DOG_TESTS, 'canine', 1001), ...parseTests(CAT_TESTS, 'feline', 1401)];
  const products: ProductRow[] = [];
  const productBreeds: CatalogueData['productBreeds'] = [];
  const bundleItems: CatalogueData['bundleItems'] = [];
  const usdPrice = new Map<number, { usd: number; sale: boolean; member: boolean }>();
  const bestRank = new Map(BEST_SELLER_IDS.map((id, index) => [id, index + 1]));
  let createdOrder = 0;
  const createdAt = () => new Date(FIRST_DAY + createdOrder++ * 2 * DAY);

  const testsOfBreed = new Map<number, ParsedTest[]>();
  for (const test of tests) {
    const isTrait = test.kind === 't';
    const categoryId =
      test.species === 'canine'
        ? isTrait
          ? CATEGORY.canineTrait
          : CATEGORY.canineDisease
        : isTrait
          ? CATEGORY.felineTrait
          : CATEGORY.felineDisease;
    const linked =
      test.breedNames === '*'
        ? []
        : [...new Map(test.breedNames.map((name) => breedOf(test.species, name)).map((b) => [b.id, b])).values()];
    for (const breed of linked) {
      productBreeds.push({ productId: test.id, breedId: breed.id });
      testsOfBreed.set(breed.id, [...(testsOfBreed.get(breed.id) ?? []), test]);
    }
    if (test.breedNames === '*') productBreeds.push({ productId: test.id, breedId: ALL_BREEDS_ID[test.species] });
    const breedWords = test.breedNames === '*' ? 'all breeds' : linked.map((b) => b.name).join(' ');
    products.push({
      id: test.id,
      name: test.name,
      typeId: isTrait ? PRODUCT_TYPE.trait : PRODUCT_TYPE.disease,
      kind: isTrait ? 't' : 'd',
      species: test.species,
      categoryId,
      storeGroup: isTrait ? STORE_GROUP.trait : STORE_GROUP.disease,
      testCategory: testCategoryOf(test.kind, test.subCategory),
      subCategory: test.subCategory,
      tags: [isTrait ? 'Trait' : 'Disease'],
      gene: test.gene,
      condition: conditionOf(test.name),
      inheritance: test.inheritance,
      description: test.description,
      sampleType: 'Cheek swab (2 swabs)',
      turnaround: isTrait ? '5–10 business days' : '10–15 business days',
      kitCount: null,
      onlyStorefront: null,
      bestSellerRank: bestRank.get(test.id) ?? null,
      isListed: true,
      searchText: [test.name, test.gene, breedWords].join(' ').toLowerCase(),
      createdAt: createdAt(),
    });
    usdPrice.set(test.id, { usd: usdOfTest(test), sale: test.id % 11 === 0, member: false });
  }

  for (const breed of breeds) {
    const own = testsOfBreed.get(breed.id) ?? [];
    if (own.length < 2) continue;
    const id = 3000 + breed.id;
    const species = breed.species;
    products.push({
      id,
      name: `Full Breed Profile – ${breed.name}`,
      typeId: PRODUCT_TYPE.disease,
      kind: 'fbp',
      species,
      categoryId: species === 'canine' ? CATEGORY.canineFullBreedProfile : CATEGORY.felineFullBreedProfile,
      storeGroup: STORE_GROUP.fullBreedProfile,
      testCategory: TEST_CATEGORIES[0],
      subCategory: 9,
      tags: ['Full Breed Profile'],
      gene: null,
      condition: null,
      inheritance: null,
      description: `Every DNA test relevant to the ${breed.name} in one sample: ${own.length} tests covering ${own
        .map((t) => t.name.replace(/\s*\(.*\)$/, ''))
        .slice(0, 4)
        .join(', ')}${own.length > 4 ? ' and more' : ''}. Includes a breed certificate listing each result.`,
      sampleType: 'Cheek swab (2 swabs)',
      turnaround: '15–20 business days',
      kitCount: null,
      onlyStorefront: null,
      bestSellerRank: bestRank.get(id) ?? null,
      isListed: true,
      searchText: ['full breed profile', breed.name, ...breed.aliases, ...own.map((t) => `${t.name} ${t.gene}`)]
        .join(' ')
        .toLowerCase(),
      createdAt: createdAt(),
    });
    productBreeds.push({ productId: id, breedId: breed.id });
    for (const test of own) bundleItems.push({ bundleId: id, itemId: test.id });
    usdPrice.set(id, { usd: fullBreedProfileUsdCents(own.length), sale: false, member: true });
  }

  const testIdByName = new Map(tests.map((t) => [t.name, t.id]));
  for (const other of OTHER_PRODUCTS) {
    const category = categoryById(other.categoryId);
    const tag: ProductTag[] = category?.tag ? [category.tag] : [];
    products.push({
      id: other.id,
      name: other.name,
      typeId: other.typeId,
      kind: other.kind,
      species: other.species,
      categoryId: other.categoryId,
      storeGroup: category?.storeGroup ?? null,
      testCategory:
        other.kind === 'dna' ? TEST_CATEGORIES[3] : other.typeId === PRODUCT_TYPE.mixBreed ? TEST_CATEGORIES[1] : null,
      subCategory: other.kind === 'dna' ? 17 : other.typeId === PRODUCT_TYPE.mixBreed ? 18 : null,
      tags: tag,
      gene: other.kind === 'dna' ? 'ISAG STR panel' : null,
      condition: null,
      inheritance: other.kind === 'dna' ? 'STR' : null,
      description: other.description,
      sampleType: other.sampleType ?? null,
      turnaround: other.turnaround ?? null,
      kitCount: other.kitCount ?? null,
      onlyStorefront: other.onlyStorefront ?? null,
      bestSellerRank: bestRank.get(other.id) ?? null,
      isListed: other.listed ?? true,
      searchText: [other.name, category?.name ?? ''].join(' ').toLowerCase(),
      createdAt: createdAt(),
    });
    if (other.species && other.typeId !== PRODUCT_TYPE.shippingMethod) {
      productBreeds.push({ productId: other.id, breedId: ALL_BREEDS_ID[other.species] });
    }
    for (const item of other.bundle ?? []) {
      const itemId = typeof item === 'number' ? item : testIdByName.get(item);
      if (itemId === undefined) throw new Error(`Bundle ${other.id} names unknown test "${item}"`);
      bundleItems.push({ bundleId: other.id, itemId });
    }
    usdPrice.set(other.id, { usd: other.usd, sale: false, member: other.memberDiscount ?? false });
  }

  const prices: PriceRowData[] = [];
  for (const [productId, price] of usdPrice) {
    for (const currency of CURRENCY_CODES) {
      const amount = convertPrice(price.usd, currency);
      prices.push({
        productId,
        currency,
        amount,
        saleAmount: price.sale ? discounted(amount, currency, 20) : null,
        memberAmount: price.member ? discounted(amount, currency, 10) : null,
      });
    }
  }
  return { breeds, products, productBreeds, bundleItems, prices };
}
