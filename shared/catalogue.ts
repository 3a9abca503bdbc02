/** The product model of spec §3 and the catalogue constants of spec §9, shared by server and browser. */

export const PRODUCT_TYPE = {
  trait: 1,
  disease: 2,
  dnaProfile: 3,
  shippable: 4,
  lifePlan: 5,
  subscription: 6,
  shippingMethod: 7,
  mixBreed: 8,
} as const;
export type ProductTypeId = (typeof PRODUCT_TYPE)[keyof typeof PRODUCT_TYPE];

/**
 * Spec §3 kinds: fbp full breed profile, d disease test, t trait test, dna DNA profile or parentage,
 * lp life plan, ca collection-agent product, vet clinic supply, nsat "no sample attached" (kits,
 * multi-pack credits, subscriptions: sold without a sample behind them).
 */
export const PRODUCT_KINDS = ['fbp', 'd', 't', 'dna', 'lp', 'ca', 'vet', 'nsat'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

export const SPECIES = ['canine', 'feline'] as const;
export type Species = (typeof SPECIES)[number];

/** Spec §3 lists canine, feline, dog and cat as species values; the API accepts all four. */
export function normaliseSpecies(value: string | undefined): Species | undefined {
  if (value === 'canine' || value === 'dog' || value === 'dogs') return 'canine';
  if (value === 'feline' || value === 'cat' || value === 'cats') return 'feline';
  return undefined;
}

/** The four test categories of spec §3. */
export const TEST_CATEGORIES = [
  'Genetic Diseases',
  'Health Attributes & Ancestry Screens',
  'Genetic Traits',
  'Profiling (Dam/Sire Verification)',
] as const;
export type TestCategory = (typeof TEST_CATEGORIES)[number];

/** The 18 filter sub-categories; 9 is the full breed profile (spec §9). */
export const SUB_CATEGORIES: Record<number, string> = {
  1: 'Musculoskeletal',
  2: 'Ophthalmologic',
  3: 'Dermatologic',
  4: 'Neurologic',
  5: 'Haematologic',
  6: 'Metabolic',
  7: 'Renal & Urinary',
  8: 'Cardiac',
  9: 'Full Breed Profile',
  10: 'Trait',
  11: 'Immunologic',
  12: 'Endocrine',
  13: 'Reproductive',
  14: 'Drug Sensitivity',
  15: 'Respiratory',
  16: 'Gastrointestinal & Hepatic',
  17: 'Parentage & Identity',
  18: 'Breed Ancestry',
};

/** Store category groups of spec §3. */
export const STORE_GROUP = {
  fullBreedProfile: 1,
  dnaProfileTest: 2,
  trait: 3,
  disease: 4,
  genoPet: 5,
  dnaProfile: 6,
  multipacks: 7,
} as const;

/** Category ids of spec §9 (1, 3, 4, 6 canine; 7, 8, 9, 14 feline) and the shop's other categories. */
export const CATEGORY = {
  canineDisease: 1,
  canineBreedId: 2,
  canineDnaProfile: 3,
  canineFullBreedProfile: 4,
  canineMultipacks: 5,
  canineTrait: 6,
  felineDisease: 7,
  felineDnaProfile: 8,
  felineFullBreedProfile: 9,
  felineMultipacks: 10,
  canineParentage: 11,
  felineParentage: 12,
  felineTrait: 14,
  canineMixBreed: 15,
  kitsAndSupplies: 20,
  vetSupplies: 21,
  canineSpecialOffers: 30,
  felineSpecialOffers: 31,
  innovative: 32,
  lifePlans: 33,
  subscriptions: 34,
  clubProducts: 35,
  agentProducts: 36,
  shippingMethods: 50,
} as const;

/**
 * Categories sold only to an audience the account belongs to, not to a user type: club members (0971) and
 * approved collection agents (0974). The public lists, search and sitemap leave them out; each audience finds
 * them on its own account page.
 */
export const MEMBERS_ONLY_CATEGORY_IDS: readonly number[] = [CATEGORY.clubProducts, CATEGORY.agentProducts];

export interface CategoryInfo {
  id: number;
  name: string;
  species: Species | null;
  storeGroup: number | null;
  /** The test-type tag the filter page shows for the category, when it is one of the four. */
  tag: ProductTag | null;
}

export const PRODUCT_TAGS = ['Full Breed Profile', 'DNA Profile', 'Trait', 'Disease'] as const;
export type ProductTag = (typeof PRODUCT_TAGS)[number];

export const CATEGORIES: CategoryInfo[] = [
  { id: 1, name: 'Canine Genetic Diseases', species: 'canine', storeGroup: 4, tag: 'Disease' },
  { id: 2, name: 'Canine Breed Identification', species: 'canine', storeGroup: 5, tag: null },
  { id: 3, name: 'Canine DNA Profile', species: 'canine', storeGroup: 2, tag: 'DNA Profile' },
  { id: 4, name: 'Canine Full Breed Profiles', species: 'canine', storeGroup: 1, tag: 'Full Breed Profile' },
  { id: 5, name: 'Canine Multi-packs', species: 'canine', storeGroup: 7, tag: null },
  { id: 6, name: 'Canine Genetic Traits', species: 'canine', storeGroup: 3, tag: 'Trait' },
  { id: 7, name: 'Feline Genetic Diseases', species: 'feline', storeGroup: 4, tag: 'Disease' },
  { id: 8, name: 'Feline DNA Profile', species: 'feline', storeGroup: 2, tag: 'DNA Profile' },
  { id: 9, name: 'Feline Full Breed Profiles', species: 'feline', storeGroup: 1, tag: 'Full Breed Profile' },
  { id: 10, name: 'Feline Multi-packs', species: 'feline', storeGroup: 7, tag: null },
  { id: 11, name: 'Canine Parentage', species: 'canine', storeGroup: 6, tag: null },
  { id: 12, name: 'Feline Parentage', species: 'feline', storeGroup: 6, tag: null },
  { id: 14, name: 'Feline Genetic Traits', species: 'feline', storeGroup: 3, tag: 'Trait' },
  { id: 15, name: 'Canine Mixed Breed Ancestry', species: 'canine', storeGroup: 5, tag: null },
  { id: 20, name: 'Sample Kits & Supplies', species: null, storeGroup: null, tag: null },
  { id: 21, name: 'Clinic Supplies', species: null, storeGroup: null, tag: null },
  { id: 30, name: 'Canine Special Offers', species: 'canine', storeGroup: null, tag: null },
  { id: 31, name: 'Feline Special Offers', species: 'feline', storeGroup: null, tag: null },
  { id: 32, name: 'Innovative Products', species: 'canine', storeGroup: null, tag: null },
  { id: 33, name: 'Life Plans', species: null, storeGroup: null, tag: null },
  { id: 34, name: 'Subscriptions', species: null, storeGroup: null, tag: null },
  { id: 35, name: 'Club Products', species: null, storeGroup: null, tag: null },
  { id: 36, name: 'Collection Agent Products', species: null, storeGroup: null, tag: null },
  { id: 50, name: 'Shipping Methods', species: null, storeGroup: null, tag: null },
];

export const categoryById = (id: number): CategoryInfo | undefined => CATEGORIES.find((c) => c.id === id);

/** Spec §9: the test-type filter's category ids per species. */
export const TEST_TYPE_CATEGORY_IDS: Record<Species, Record<ProductTag, number>> = {
  canine: { 'Full Breed Profile': 4, Disease: 1, Trait: 6, 'DNA Profile': 3 },
  feline: { 'Full Breed Profile': 9, Disease: 7, Trait: 14, 'DNA Profile': 8 },
};

/** Spec §9: pseudo-breeds standing for every breed of a species (tests relevant to all breeds). */
export const ALL_BREEDS_ID: Record<Species, number> = { canine: 3, feline: 4 };
/** Mixed-breed animals, for Geno Pet ancestry and owners who do not know the breed. */
export const MIXED_BREED_ID: Record<Species, number> = { canine: 5, feline: 6 };

/** Spec §9 test-kit product ids. */
export const TEST_KIT_PRODUCT_IDS = [36, 7, 313, 298, 970] as const;
export const SWAB_PRODUCT_ID = 298;
/** Spec §9 special products: the AU pregnancy test, Geno Pet, the clinic collection kit and the blood card. */
export const SPECIAL_PRODUCT_IDS = [1221, 969, 970, 313] as const;
/** Spec §9: multi-pack product id → number of test kits it holds. */
export const TEST_KIT_RATIO: Record<number, number> = { 657: 14, 440: 5, 474: 2, 475: 1, 919: 2, 945: 10, 966: 10 };

/** Profile products (type 3) that vets and non-breeders may buy; everything else of type 3 is for breeders. */
export const RESTRICTED_PROFILE_PRODUCT_IDS = [971, 972] as const;

export const PRODUCT_PAGE_SIZE = 20;
export const BREED_PAGE_SIZE = 20;
export const SEARCH_MIN_CHARS = 3;
export const SEARCH_DEBOUNCE_MS = 800;

export const PRODUCT_SORTS = ['all', 'name_asc', 'name_desc', 'price_asc', 'price_desc', 'new', 'best'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const SORT_LABELS: Record<ProductSort, string> = {
  all: 'All',
  name_asc: 'Name (A–Z)',
  name_desc: 'Name (Z–A)',
  price_asc: 'Price (low to high)',
  price_desc: 'Price (high to low)',
  new: 'New arrivals',
  best: 'Best sellers',
};

export const INHERITANCE_LABELS: Record<string, string> = {
  AR: 'Autosomal recessive',
  AD: 'Autosomal dominant',
  ARIP: 'Autosomal recessive with incomplete penetrance',
  ADIP: 'Autosomal dominant with incomplete penetrance',
  XR: 'X-linked recessive',
  XD: 'X-linked dominant',
  CD: 'Co-dominant',
  STR: 'DNA profile (ISAG STR panel)',
  MULTI: 'Several loci',
};

/**
 * The unlisted catalogue products a saved custom profile is sold as: its cart line and order line point
 * at one of these, with the profile's own name, tests and price (docs/decisions/0611).
 */
export const CUSTOM_PROFILE_PRODUCTS = {
  canine: {
    id: 976,
    name: 'Custom Profile (Canine)',
    typeId: PRODUCT_TYPE.disease,
    kind: 'fbp',
    categoryId: CATEGORY.canineFullBreedProfile,
  },
  feline: {
    id: 977,
    name: 'Custom Profile (Feline)',
    typeId: PRODUCT_TYPE.disease,
    kind: 'fbp',
    categoryId: CATEGORY.felineFullBreedProfile,
  },
} as const satisfies Record<Species, { id: number; name: string; typeId: number; kind: ProductKind; categoryId: number }>;

/** The name a custom profile is sold under, in the cart, on the order and on the invoice. */
export const customProfileLineName = (profileName: string): string => `Custom profile – ${profileName}`;
