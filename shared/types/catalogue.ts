import type { ProductKind, ProductTag, Species } from '../catalogue.js';
import type { ResultCall } from '../genotype.js';

/** A price as the visitor pays it, in integer minor units of `currency`. */
export interface ProductPrice {
  currency: string;
  /** What this visitor pays now (sale or member price when they apply). */
  amount: number;
  /** The list price, shown struck through when `amount` is lower. */
  listAmount: number;
  onSale: boolean;
  /** The member (breeder) price, shown as an incentive to guests and signed-in breeders. */
  memberAmount: number | null;
}

/** Search suggestion (spec §3 "Product search result: id, name"), with what a suggestion row shows. */
export interface ProductSuggestion {
  id: number;
  name: string;
  species: Species | null;
  url: string;
}

export interface ProductCard extends ProductSuggestion {
  typeId: number;
  kind: ProductKind;
  categoryId: number;
  categoryName: string;
  subCategory: string | null;
  tags: ProductTag[];
  gene: string | null;
  condition: string | null;
  inheritance: string | null;
  summary: string;
  sampleType: string | null;
  turnaround: string | null;
  kitCount: number | null;
  price: ProductPrice;
  createdAt: string;
}

export interface ProductPage<T = ProductCard | ProductSuggestion> {
  results: T[];
  count: number;
  /** The next page's API path, or null on the last page. */
  next: string | null;
  previous: string | null;
}

export interface BreedRef {
  id: number;
  name: string;
  slug: string;
  species: Species;
}

/** What a buyer asks before buying, from the catalogue's facts (server/modules/catalogue/product-guide.ts). */
export interface ProductGuide {
  /** What arrives in the post (or on the account, for credits); empty when the description says it all. */
  inTheBox: string[];
  /** When the results come, counted in business days from the lab's receipt; null for goods. */
  turnaround: string | null;
  /** How the results reach the buyer; null for goods. */
  resultsDelivery: string | null;
  /** Each result a single test can give, in the fact sheet's words. */
  results: Array<{ genotype: string; call: ResultCall; label: string; meaning: string; breeding: string }>;
  faq: Array<{ question: string; answer: string }>;
}

export interface ProductDetail extends ProductCard {
  description: string;
  guide: ProductGuide;
  testCategory: string | null;
  breeds: BreedRef[];
  /** True when the test is relevant to every breed of its species. */
  allBreeds: boolean;
  includedTests: ProductSuggestion[];
  relatedTests: ProductCard[];
}

export interface Breed {
  id: number;
  name: string;
  species: { id: number; name: Species };
  registries: string[];
  aliases: string[];
  slug: string;
}

export interface BreedList {
  results: Breed[];
  count: number;
  next: string | null;
  previous: string | null;
}

export interface BreedProducts {
  breed: Breed;
  fullBreedProfile: ProductCard | null;
  tests: ProductCard[];
}

/** A breeder's saved custom profile, priced in the visitor's currency. */
export interface CustomProfile {
  id: string;
  /** The catalogue product it is sold as: add it to the cart as this product with `metaData.customProfileId`. */
  productId: number;
  name: string;
  species: Species;
  tests: ProductSuggestion[];
  price: { currency: string; amount: number; listAmount: number; discountPercent: number };
  createdAt: string;
}

export interface CustomProfileList {
  results: CustomProfile[];
  count: number;
  next: string | null;
  previous: string | null;
}
