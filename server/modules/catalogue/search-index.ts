import { setImmediate as letOthersIn } from 'node:timers/promises';
import {
  ALL_BREEDS_ID,
  CATEGORY,
  MEMBERS_ONLY_CATEGORY_IDS,
  normaliseSpecies,
  PRODUCT_PAGE_SIZE,
  type ProductSort,
  type Species,
} from '../../../shared/catalogue.js';
import {
  effectivePrice,
  isCategoryVisibleTo,
  isProfileProductVisibleTo,
  isSoldIn,
  seesSpecialOffers,
} from '../../../shared/catalogue-rules.js';
import type { ProductCard } from '../../../shared/types/catalogue.js';
import type { UserType } from '../../../shared/types/user.js';
import type { ListProductsDto } from './dto/list-products.dto.js';
import { SimilarityScratch, TrigramDictionary, wordSimilarity } from './trigrams.js';

/** Who is looking (the catalogue's visitor): decides visibility and prices. */
interface Visitor {
  storefront: string;
  currency: string;
  userType: UserType;
  signedIn: boolean;
}

/** The product columns every catalogue list reads (its SQL and this index alike). */
export interface CatalogueProductColumns extends Record<string, unknown> {
  id: number;
  name: string;
  type_id: number;
  kind: ProductCard['kind'];
  species: Species | null;
  category_id: number;
  sub_category: number | null;
  tags: ProductCard['tags'];
  gene: string | null;
  condition: string | null;
  inheritance: string | null;
  description: string;
  test_category: string | null;
  sample_type: string | null;
  turnaround: string | null;
  kit_count: number | null;
  created_at: string | Date;
}

/** A product row as the index reads it, without its price. */
export interface IndexedProductRow extends CatalogueProductColumns {
  is_listed: boolean;
  only_storefront: string | null;
  best_seller_rank: number | null;
  search_text: string;
}

export interface IndexedPrice {
  product_id: number;
  currency: string;
  amount: number;
  sale_amount: number | null;
  member_amount: number | null;
}

/** What the index is built from: every product, its prices per currency and its breed links. */
export interface CatalogueSnapshot {
  products: IndexedProductRow[];
  prices: IndexedPrice[];
  productBreeds: { product_id: number; breed_id: number }[];
}

type EntryPrice = { amount: number; sale_amount: number | null; member_amount: number | null };

/** What a visitor pays for a price as the catalogue reads it (its sale and member columns), by the shop's price rules. */
export const visitorPays = (price: EntryPrice, visitor: Visitor): number =>
  effectivePrice({ amount: price.amount, saleAmount: price.sale_amount, memberAmount: price.member_amount }, visitor);

interface Entry {
  row: IndexedProductRow;
  nameLower: string;
  createdAt: number;
  name: Int32Array;
  /** The name's distinct trigrams (for the bound on its similarity). */
  nameTrigrams: Int32Array;
  /** The entry's place among all entries by name, then id: sorting by name compares two numbers. */
  nameOrder: number;
  text: Int32Array;
  breeds: Set<number>;
  prices: Map<string, EntryPrice>;
}

/**
 * A product that matches a search, with the visitor's price and its rank: first a bound on it (at least
 * the rank), made exact for the products that can reach the page when sorting by relevance.
 */
interface Match {
  entry: Entry;
  rank: number;
  price: EntryPrice;
  /** The visitor's price (what they pay), when the list is sorted by price. */
  pays: number;
}

/** A product row with the visitor's price columns, as `CatalogueService` turns rows into cards. */
export type PricedRow = CatalogueProductColumns & EntryPrice;

/** The page's row, field by field: a spread of the indexed row made a slow dictionary object per row. */
const pricedRow = (row: IndexedProductRow, price: EntryPrice): PricedRow => ({
  id: row.id,
  name: row.name,
  type_id: row.type_id,
  kind: row.kind,
  species: row.species,
  category_id: row.category_id,
  sub_category: row.sub_category,
  tags: row.tags,
  gene: row.gene,
  condition: row.condition,
  inheritance: row.inheritance,
  description: row.description,
  test_category: row.test_category,
  sample_type: row.sample_type,
  turnaround: row.turnaround,
  kit_count: row.kit_count,
  created_at: row.created_at,
  amount: price.amount,
  sale_amount: price.sale_amount,
  member_amount: price.member_amount,
});

/** Products indexed between two chances for other requests to run (about 20 ms of CPU at the demo's texts). */
const BUILD_SLICE = 250;

/** How alike a search word must be to a word of the product (pg_trgm word similarity, 0–1; decision 0308). */
export const WORD_SIMILARITY_THRESHOLD = 0.35;

/**
 * The catalogue held in memory for searching (docs/decisions/1101): the same matches and ranking as the
 * pg_trgm query it replaces — the product's search text contains the text, or a word of it is at least
 * 0.35 alike (word similarity); rank 2 × similarity to the name + similarity to the search text + 1 when
 * the name contains the text — and the same visibility, filters, sorts and pages as the SQL list.
 */
export class CatalogueSearchIndex {
  private readonly dictionary = new TrigramDictionary();
  private readonly entries: Entry[] = [];
  /** Trigram → the positions of the entries whose search text has it (each once). */
  private readonly postings = new Map<number, number[]>();
  private readonly scratch: SimilarityScratch;
  /** Per entry, how many of a search's trigrams its text has: reused by every search (searches run one at a time). */
  private readonly sharedCounts: Uint16Array;
  /** Per entry, how many of the search text's interior trigrams its text has (reused likewise). */
  private readonly interiorCounts: Uint16Array;
  /** The positions of the entries that share a trigram with the search (the first of them; reused likewise). */
  private readonly candidates: Int32Array;
  /** Per kind of visitor, each entry's price for them, or undefined where they may not see it (see `shownTo`). */
  private readonly shown = new Map<string, Array<EntryPrice | undefined>>();

  /**
   * The index of a snapshot, built a slice of products at a time with other requests let in between: at
   * ten times the demo catalogue the whole build is 250–380 ms of CPU, which in one piece stalled every
   * request in flight.
   */
  static async build(snapshot: CatalogueSnapshot): Promise<CatalogueSearchIndex> {
    const index = new CatalogueSearchIndex(snapshot.products.length);
    for (const [i, row] of snapshot.products.entries()) {
      index.add(row);
      if ((i + 1) % BUILD_SLICE === 0) await letOthersIn();
    }
    index.complete(snapshot);
    return index;
  }

  private constructor(productCount: number) {
    this.scratch = new SimilarityScratch(this.dictionary);
    this.sharedCounts = new Uint16Array(productCount);
    this.interiorCounts = new Uint16Array(productCount);
    this.candidates = new Int32Array(productCount);
  }

  private add(row: IndexedProductRow): void {
    const name = this.dictionary.sequence(row.name);
    const entry: Entry = {
      row,
      nameLower: row.name.toLowerCase(),
      createdAt: new Date(row.created_at).getTime(),
      name,
      nameTrigrams: Int32Array.from(new Set(name)),
      nameOrder: 0,
      text: this.dictionary.sequence(row.search_text),
      breeds: new Set(),
      prices: new Map(),
    };
    const position = this.entries.push(entry) - 1;
    for (const trigram of new Set(entry.text)) {
      const list = this.postings.get(trigram);
      if (list) list.push(position);
      else this.postings.set(trigram, [position]);
    }
  }

  /** Each entry's place by name, prices and breed links, once every product is in. */
  private complete(snapshot: CatalogueSnapshot): void {
    const named = [...this.entries].sort((a, b) => compare(a.row.name, b.row.name) || a.row.id - b.row.id);
    named.forEach((entry, order) => {
      entry.nameOrder = order;
    });
    const byId = new Map(this.entries.map((entry) => [entry.row.id, entry]));
    for (const { product_id, currency, amount, sale_amount, member_amount } of snapshot.prices) {
      byId.get(product_id)?.prices.set(currency.trim(), { amount, sale_amount, member_amount });
    }
    for (const link of snapshot.productBreeds) byId.get(link.product_id)?.breeds.add(link.breed_id);
  }

  get size(): number {
    return this.entries.length;
  }

  /**
   * One page of the products matching `query.search` (non-empty) that this visitor sees, and their count.
   * Only what the answer needs is computed: whether a product matches (its search text contains the text,
   * or a walk that stops at the threshold reaches it), and exact ranks only for the products whose bound
   * on the rank can still reach the page when the list is sorted by relevance.
   */
  search(visitor: Visitor, query: ListProductsDto, membersOnlyCategory?: number): { rows: PricedRow[]; count: number } {
    const text = (query.search ?? '').trim().toLowerCase();
    const searchTrigrams = this.dictionary.distinct(text);
    const interior = this.dictionary.interior(text);
    const visible = this.filter(visitor, this.shownTo(visitor, membersOnlyCategory), query);
    // A word similarity is at most the share of the search's trigrams the text has at all, and a text that
    // contains the search has all its interior trigrams: count both through the postings, and look only
    // at the products that could reach the threshold or contain the text. Without interior trigrams (no
    // word of three letters), any product may contain the text.
    const candidates = this.count(searchTrigrams, interior);
    const everyEntry = interior?.length === 0;
    const searchSize = searchTrigrams.length || 1; // a text of no letters or digits has no trigram
    const page = Number(query.page ?? 1);
    const sort = query.sort ?? 'all';
    const byPrice = sort === 'price_asc' || sort === 'price_desc';
    const matches: Match[] = [];
    const total = everyEntry ? this.entries.length : candidates;
    for (let i = 0; i < total; i++) {
      const position = everyEntry ? i : (this.candidates[i] as number);
      const mayContain = interior !== undefined && this.interiorCounts[position] === interior.length;
      const textBound = Math.fround((this.sharedCounts[position] as number) / searchSize);
      if (!mayContain && textBound < WORD_SIMILARITY_THRESHOLD) continue;
      const entry = this.entries[position] as Entry;
      const price = visible(position, entry);
      if (!price) continue;
      // The text contains the search, or a walk that stops at the threshold reaches it.
      if (
        !(mayContain && entry.row.search_text.includes(text)) &&
        (textBound < WORD_SIMILARITY_THRESHOLD ||
          wordSimilarity(searchTrigrams, entry.text, this.scratch, WORD_SIMILARITY_THRESHOLD) < WORD_SIMILARITY_THRESHOLD)
      ) {
        continue;
      }
      let rank = 0;
      if (sort === 'all') {
        const nameBound = Math.fround(this.scratch.sharedCount(searchTrigrams, entry.nameTrigrams) / searchSize);
        rank = Math.fround(nameBound * 2 + textBound + (entry.nameLower.includes(text) ? 1 : 0));
      }
      const pays = byPrice ? visitorPays(price, visitor) : 0;
      matches.push({ entry, rank, price, pays });
    }

    const needed = page * PRODUCT_PAGE_SIZE;
    const listed = sort === 'all' ? this.ranked(matches, searchTrigrams, text, needed) : matches;
    // Only the page's rows are put in order and become priced rows: a short text matches hundreds of products.
    const rows = firstInOrder(listed, this.order(sort), needed)
      .slice((page - 1) * PRODUCT_PAGE_SIZE)
      .map(({ entry, price }) => pricedRow(entry.row, price));
    return { rows, count: matches.length };
  }

  /**
   * Per entry, how many of the search's trigrams, and of its interior ones, its search text has (through
   * the postings); `candidates` gets the positions of the entries with any, and their number is returned.
   */
  private count(searchTrigrams: Int32Array, interior: Int32Array | undefined): number {
    this.sharedCounts.fill(0);
    this.interiorCounts.fill(0);
    const isInterior = new Set(interior);
    let candidates = 0;
    for (const trigram of searchTrigrams) {
      const counts = isInterior.has(trigram);
      for (const position of this.postings.get(trigram) ?? []) {
        if (this.sharedCounts[position] === 0) this.candidates[candidates++] = position;
        this.sharedCounts[position] = (this.sharedCounts[position] as number) + 1;
        if (counts) this.interiorCounts[position] = (this.interiorCounts[position] as number) + 1;
      }
    }
    return candidates;
  }

  /**
   * The matches that can be among the first `needed` by relevance (rank, then name), with exact ranks: in
   * order of their bounds, then names, rank exactly until the `needed`-th best so far comes before the next
   * match even at its bound. A match's exact rank is at most its bound, so neither it nor any match after it
   * can reach the page: a bound below that rank cannot, and one equal to it loses on the name. Many products
   * share a bound (the same words in a catalogue's variants), and those past the page are not walked.
   */
  private ranked(matches: Match[], searchTrigrams: Int32Array, text: string, needed: number): Match[] {
    matches.sort(byRelevance);
    const best: Match[] = []; // the `needed` best so far by exact rank, then name
    let done = 0;
    for (; done < matches.length; done++) {
      const match = matches[done] as Match;
      if (best.length === needed && byRelevance(best[needed - 1] as Match, match) < 0) break;
      const { entry } = match;
      match.rank = Math.fround(
        wordSimilarity(searchTrigrams, entry.name, this.scratch) * 2 +
          wordSimilarity(searchTrigrams, entry.text, this.scratch) +
          (entry.nameLower.includes(text) ? 1 : 0),
      );
      keepFirst(best, match, byRelevance, needed);
    }
    return matches.slice(0, done);
  }

  /**
   * What a kind of visitor may see at all, worked out once per index: per entry, the price in their currency
   * when the product is listed, sold in their storefront, in a category and of a profile their audience
   * sees and not a members-only product (club and agent products only on their members' own pages, 0974).
   */
  private shownTo(visitor: Visitor, membersOnlyCategory: number | undefined): Array<EntryPrice | undefined> {
    const key = `${visitor.storefront} ${visitor.currency} ${visitor.userType} ${membersOnlyCategory ?? ''}`;
    let prices = this.shown.get(key);
    if (!prices) {
      prices = this.entries.map(({ row, prices: byCurrency }) => {
        if (!row.is_listed || !isSoldIn(row.only_storefront, visitor.storefront)) return undefined;
        if (!isCategoryVisibleTo(visitor.userType, row.category_id)) return undefined;
        if (MEMBERS_ONLY_CATEGORY_IDS.includes(row.category_id) && row.category_id !== membersOnlyCategory) return undefined;
        if (!isProfileProductVisibleTo(visitor.userType, { id: row.id, typeId: row.type_id })) return undefined;
        return byCurrency.get(visitor.currency);
      });
      this.shown.set(key, prices);
    }
    return prices;
  }

  /**
   * The list's WHERE clause: a function giving the visitor's price of the product at a position, or
   * undefined when it is not shown (what the visitor may see at all, then the list's own filters).
   */
  private filter(
    visitor: Visitor,
    shown: Array<EntryPrice | undefined>,
    query: ListProductsDto,
  ): (position: number, entry: Entry) => EntryPrice | undefined {
    const species = normaliseSpecies(query.species);
    const categories = query.category_ids ? new Set(query.category_ids.split(',').map(Number)) : undefined;
    let breeds: Set<number> | undefined;
    if (query.breeds) {
      const allBreeds = species ? [ALL_BREEDS_ID[species]] : Object.values(ALL_BREEDS_ID);
      breeds = new Set([...query.breeds.split(',').map(Number), ...allBreeds]);
    }
    const bestSellers = query.best_sellers === 'true';
    const specialOffers = query.special_offers === 'true';
    return (position, entry) => {
      const price = shown[position];
      if (!price) return undefined;
      const { row } = entry;
      if (species && row.species !== species) return undefined;
      if (categories && !categories.has(row.category_id)) return undefined;
      if (breeds && ![...entry.breeds].some((id) => breeds.has(id))) return undefined;
      if (bestSellers && row.best_seller_rank === null) return undefined;
      if (specialOffers) {
        if (!seesSpecialOffers(visitor.userType)) return undefined;
        const offerCategory =
          row.category_id === CATEGORY.canineSpecialOffers || row.category_id === CATEGORY.felineSpecialOffers;
        if (!offerCategory && price.sale_amount === null) return undefined;
      }
      return price;
    };
  }

  /** The list's ORDER BY. */
  private order(sort: ProductSort): (a: Match, b: Match) => number {
    switch (sort) {
      case 'name_asc':
        return byName;
      case 'name_desc':
        return (a: Match, b: Match) => byName(b, a);
      case 'price_asc':
        return (a: Match, b: Match) => a.pays - b.pays || byName(a, b);
      case 'price_desc':
        return (a: Match, b: Match) => b.pays - a.pays || byName(a, b);
      case 'new':
        return (a: Match, b: Match) => b.entry.createdAt - a.entry.createdAt || b.entry.row.id - a.entry.row.id;
      case 'best':
        return (a: Match, b: Match) =>
          (a.entry.row.best_seller_rank ?? Number.POSITIVE_INFINITY) -
            (b.entry.row.best_seller_rank ?? Number.POSITIVE_INFINITY) || byName(a, b);
      default:
        return byRelevance;
    }
  }
}

/**
 * Puts an item among the first `count` of a list kept in order (a total order: no two items compare equal),
 * or leaves it out when `count` come before it.
 */
function keepFirst<T>(first: T[], item: T, compare: (a: T, b: T) => number, count: number): void {
  if (first.length === count && compare(first[count - 1] as T, item) < 0) return;
  let low = 0;
  let high = first.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compare(first[middle] as T, item) < 0) low = middle + 1;
    else high = middle;
  }
  first.splice(low, 0, item);
  if (first.length > count) first.pop();
}

/** The first `count` items in order: a whole sort only when most of them are wanted. */
function firstInOrder<T>(items: T[], compare: (a: T, b: T) => number, count: number): T[] {
  if (count * 4 >= items.length) return items.sort(compare).slice(0, count);
  const first: T[] = [];
  for (const item of items) keepFirst(first, item, compare, count);
  return first;
}

/** Names compare by code point, as the database's C collation does; `nameOrder` holds that order. */
const byName = (a: Match, b: Match) => a.entry.nameOrder - b.entry.nameOrder;
/** The list's order by relevance: rank, then name. */
const byRelevance = (a: Match, b: Match) => b.rank - a.rank || byName(a, b);

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
