import { Inject, Injectable } from '@nestjs/common';
import { type SQL, sql } from 'drizzle-orm';
import {
  ALL_BREEDS_ID,
  BREED_PAGE_SIZE,
  CATEGORY,
  categoryById,
  MEMBERS_ONLY_CATEGORY_IDS,
  normaliseSpecies,
  PRODUCT_PAGE_SIZE,
  PRODUCT_TYPE,
  type ProductSort,
  RESTRICTED_PROFILE_PRODUCT_IDS,
  type Species,
  SUB_CATEGORIES,
} from '../../../shared/catalogue.js';
import { productPath, seesSpecialOffers } from '../../../shared/catalogue-rules.js';
import type {
  Breed,
  BreedList,
  BreedProducts,
  BreedRef,
  ProductCard,
  ProductDetail,
  ProductPage,
  ProductSuggestion,
} from '../../../shared/types/catalogue.js';
import type { UserType } from '../../../shared/types/user.js';
import { AppError } from '../../common/app-error.js';
import type { RequestContext } from '../../common/request-context.js';
import { type RequestUser } from '../../common/request-user.js';
import { DB } from '../../common/tokens.js';
import { type Db, type DbExecutor, rowsOf } from '../../db/database.js';
import { StorefrontService } from '../storefront/storefront.service.js';
import { CatalogueChangesService } from './catalogue-changes.service.js';
import type { ListBreedsDto } from './dto/list-breeds.dto.js';
import type { ListProductsDto } from './dto/list-products.dto.js';
import type { KitTestsLookup } from './kit-tests-lookup.js';
import { productGuide } from './product-guide.js';
import { ResponseCache } from './response-cache.js';
import {
  type CatalogueProductColumns,
  CatalogueSearchIndex,
  type CatalogueSnapshot,
  type IndexedPrice,
  type IndexedProductRow,
  visitorPays,
} from './search-index.js';

/** A product as the cart and checkout need it: what it is and what this visitor pays, in minor units. */
export interface PricedProduct {
  id: number;
  name: string;
  typeId: number;
  kind: string;
  species: Species | null;
  categoryId: number;
  kitCount: number | null;
  description: string;
  amount: number;
}

/** Who is looking: decides prices, currency and which products are visible. */
export interface CatalogueVisitor {
  storefront: string;
  currency: string;
  userType: UserType;
  signedIn: boolean;
}

interface ProductRowSql extends CatalogueProductColumns {
  amount: number;
  sale_amount: number | null;
  member_amount: number | null;
  total?: number | string;
}

interface BreedRowSql extends Record<string, unknown> {
  id: number;
  name: string;
  slug: string;
  species: Species;
  registries: string[];
  aliases: string[];
  total?: number | string;
}

/** The sale price while its sale runs (from its start, until before its end), else null. */
const SALE_AMOUNT = sql`CASE WHEN (pp.sale_starts_at IS NULL OR pp.sale_starts_at <= now())
  AND (pp.sale_ends_at IS NULL OR pp.sale_ends_at > now()) THEN pp.sale_amount END`;

const PRODUCT_COLUMNS = sql`p.id, p.name, p.type_id, p.kind, p.species, p.category_id, p.sub_category, p.tags, p.gene,
  p.condition, p.inheritance, p.description, p.test_category, p.sample_type, p.turnaround, p.kit_count, p.created_at,
  pp.amount, ${SALE_AMOUNT} AS sale_amount, pp.member_amount`;

const ids = (list: string | undefined): number[] => (list ? list.split(',').map(Number) : []);

/** Escapes LIKE wildcards so a visitor's text matches literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The search index (decision 1101), when it was built, and whether its successor is being built. */
interface SearchIndexState {
  index: Promise<CatalogueSearchIndex>;
  builtAt: number;
  refreshing: boolean;
}

/** Distinct answers kept per process, and for how long (docs/decisions/0306). */
const CACHE_ENTRIES = 5000;
const CACHE_TTL_MS = 5 * 60_000;

@Injectable()
export class CatalogueService {
  private readonly cache = new ResponseCache<unknown>(CACHE_ENTRIES, CACHE_TTL_MS);
  /** The in-memory search index (decision 1101), built on the first search after start or a change. */
  private searchIndex: SearchIndexState | undefined;
  private kitTests: KitTestsLookup | undefined;

  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly storefronts: StorefrontService,
    changes: CatalogueChangesService,
  ) {
    changes.onChange(() => this.catalogueChanged());
  }

  /** The visitor's storefront and audience; a guest may name the audience of the page they browse. */
  async visitor(ctx: RequestContext, requestedType?: UserType): Promise<CatalogueVisitor> {
    const storefront = await this.storefronts.visitorStorefront(ctx);
    const signedIn = ctx.user !== undefined;
    const userType = signedIn ? storefront.userType : (requestedType ?? storefront.userType);
    return { storefront: storefront.storefront, currency: storefront.currency, userType, signedIn };
  }

  /**
   * A product list: a search from the in-memory index, other lists from the database; answers cached
   * (the same text typed by many visitors costs one ranking). A members-only category (club or agent
   * products) is left out unless the caller is the service that has checked the membership and names it
   * in `membersOnlyCategory` (0974).
   */
  listProducts(visitor: CatalogueVisitor, query: ListProductsDto, membersOnlyCategory?: number): Promise<ProductPage> {
    return this.cached(['list', visitor, query, membersOnlyCategory], async () => {
      if (!query.search?.trim()) return this.loadProducts(visitor, query, membersOnlyCategory);
      const { rows, count } = (await this.index()).search(visitor, query, membersOnlyCategory);
      return this.productPage(visitor, query, rows, count);
    });
  }

  /**
   * The catalogue changed (a product or price edited, here or on another node): answers are read from the
   * database again and the search index is rebuilt on the next search. Call it after the change commits.
   */
  catalogueChanged(): void {
    this.cache.clear();
    this.searchIndex = undefined;
  }

  /**
   * The search index, built on the first search after start or a change. Past the answer cache's time
   * limit (which bounds how late another node's re-seed shows) the next one is built while this one still
   * answers, so no search waits for a rebuild that nothing here asked for.
   */
  private index(): Promise<CatalogueSearchIndex> {
    const current = this.searchIndex;
    if (!current) return this.startIndex().index;
    if (!current.refreshing && current.builtAt + CACHE_TTL_MS <= Date.now()) {
      current.refreshing = true;
      const next = this.indexBuilding();
      next.index.then(
        () => {
          if (this.searchIndex === current) this.searchIndex = next;
        },
        () => {
          current.refreshing = false; // tried again on a later search
        },
      );
    }
    return current.index;
  }

  private startIndex(): SearchIndexState {
    const built = this.indexBuilding();
    this.searchIndex = built;
    built.index.catch(() => {
      if (this.searchIndex === built) this.searchIndex = undefined;
    });
    return built;
  }

  /** An index read from the database and built from now on. */
  private indexBuilding(): SearchIndexState {
    return { index: this.buildIndex(), builtAt: Date.now(), refreshing: false };
  }

  private async buildIndex(): Promise<CatalogueSearchIndex> {
    const snapshot: CatalogueSnapshot = {
      products: await rowsOf<IndexedProductRow>(
        this.db,
        sql`SELECT p.id, p.name, p.type_id, p.kind, p.species, p.category_id, p.sub_category, p.tags, p.gene, p.condition,
          p.inheritance, p.description, p.test_category, p.sample_type, p.turnaround, p.kit_count, p.created_at, p.is_listed,
          p.only_storefront, p.best_seller_rank, p.search_text FROM products p`,
      ),
      prices: await rowsOf<IndexedPrice & Record<string, unknown>>(
        this.db,
        sql`SELECT product_id, currency, amount, ${SALE_AMOUNT} AS sale_amount, member_amount FROM product_prices pp`,
      ),
      productBreeds: await rowsOf<{ product_id: number; breed_id: number }>(
        this.db,
        sql`SELECT product_id, breed_id FROM product_breeds`,
      ),
    };
    return CatalogueSearchIndex.build(snapshot);
  }

  private async loadProducts(
    visitor: CatalogueVisitor,
    query: ListProductsDto,
    membersOnlyCategory?: number,
  ): Promise<ProductPage> {
    const page = Number(query.page ?? 1);
    const { select, conditions } = this.listQuery(visitor, query, membersOnlyCategory);
    const rows = await rowsOf<ProductRowSql>(this.db, select);
    const count = rows.length ? Number(rows[0]?.total) : page === 1 ? 0 : await this.countOnly(conditions, visitor.currency);
    return this.productPage(visitor, query, rows, count);
  }

  private productPage(visitor: CatalogueVisitor, query: ListProductsDto, rows: ProductRowSql[], count: number): ProductPage {
    const page = Number(query.page ?? 1);
    const details = query.isDetails === 'true';
    return {
      results: rows.map((row) => (details ? this.card(row, visitor) : this.suggestion(row))),
      count,
      next: page * PRODUCT_PAGE_SIZE < count ? this.pageLink('/api/store/products', query, page + 1) : null,
      previous: page > 1 ? this.pageLink('/api/store/products', query, page - 1) : null,
    };
  }

  /**
   * The page query of a product list without a search (searches use the index), public so that a test
   * can EXPLAIN exactly what the shop runs.
   */
  listQuery(visitor: CatalogueVisitor, query: ListProductsDto, membersOnlyCategory?: number): { select: SQL; conditions: SQL[] } {
    const page = Number(query.page ?? 1);
    const species = normaliseSpecies(query.species);
    const conditions = this.visibility(visitor);
    const hidden = MEMBERS_ONLY_CATEGORY_IDS.filter((id) => id !== membersOnlyCategory);
    conditions.push(
      sql`p.category_id NOT IN (${sql.join(
        hidden.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
    if (species) conditions.push(sql`p.species = ${species}`);
    const categoryIds = ids(query.category_ids);
    if (categoryIds.length)
      conditions.push(
        sql`p.category_id IN (${sql.join(
          categoryIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
    const breedIds = ids(query.breeds);
    if (breedIds.length) {
      const allBreeds = species ? [ALL_BREEDS_ID[species]] : Object.values(ALL_BREEDS_ID);
      const wanted = [...breedIds, ...allBreeds];
      conditions.push(
        sql`EXISTS (SELECT 1 FROM product_breeds pb WHERE pb.product_id = p.id AND pb.breed_id IN (${sql.join(
          wanted.map((id) => sql`${id}`),
          sql`, `,
        )}))`,
      );
    }
    if (query.best_sellers === 'true') conditions.push(sql`p.best_seller_rank IS NOT NULL`);
    if (query.special_offers === 'true') {
      conditions.push(
        seesSpecialOffers(visitor.userType)
          ? sql`(p.category_id IN (${CATEGORY.canineSpecialOffers}, ${CATEGORY.felineSpecialOffers}) OR ${SALE_AMOUNT} IS NOT NULL)`
          : sql`false`,
      );
    }
    const order = this.orderBy(query.sort ?? 'all', visitor, query.best_sellers === 'true');
    const select = sql`SELECT ${PRODUCT_COLUMNS}, count(*) OVER () AS total
        FROM products p JOIN product_prices pp ON pp.product_id = p.id AND pp.currency = ${visitor.currency}
        WHERE ${sql.join(conditions, sql` AND `)}
        ORDER BY ${order}
        LIMIT ${PRODUCT_PAGE_SIZE} OFFSET ${(page - 1) * PRODUCT_PAGE_SIZE}`;
    return { select, conditions };
  }

  product(visitor: CatalogueVisitor, id: number): Promise<ProductDetail> {
    return this.cached(['product', visitor, id], () => this.loadProduct(visitor, id));
  }

  private async loadProduct(visitor: CatalogueVisitor, id: number): Promise<ProductDetail> {
    const [row] = await rowsOf<ProductRowSql>(
      this.db,
      sql`SELECT ${PRODUCT_COLUMNS} FROM products p
        JOIN product_prices pp ON pp.product_id = p.id AND pp.currency = ${visitor.currency}
        WHERE p.id = ${id} AND ${sql.join(this.visibility(visitor), sql` AND `)}`,
    );
    if (!row) throw AppError.notFound('Product not found');
    const breedRows = await rowsOf<BreedRowSql>(
      this.db,
      sql`SELECT b.id, b.name, b.slug, b.species FROM product_breeds pb JOIN breeds b ON b.id = pb.breed_id
        WHERE pb.product_id = ${id} ORDER BY b.name`,
    );
    const included = await rowsOf<ProductRowSql>(
      this.db,
      sql`SELECT ${PRODUCT_COLUMNS} FROM product_bundle_items bi JOIN products p ON p.id = bi.item_id
        JOIN product_prices pp ON pp.product_id = p.id AND pp.currency = ${visitor.currency}
        WHERE bi.bundle_id = ${id} ORDER BY p.name`,
    );
    const related = row.sub_category
      ? await rowsOf<ProductRowSql>(
          this.db,
          sql`SELECT ${PRODUCT_COLUMNS} FROM products p
            JOIN product_prices pp ON pp.product_id = p.id AND pp.currency = ${visitor.currency}
            WHERE p.id <> ${id} AND p.sub_category = ${row.sub_category} AND p.species IS NOT DISTINCT FROM ${row.species}
              AND p.type_id IN (${PRODUCT_TYPE.trait}, ${PRODUCT_TYPE.disease}) AND p.kind <> 'fbp'
              AND ${sql.join(this.visibility(visitor), sql` AND `)}
            ORDER BY p.best_seller_rank NULLS LAST, p.name LIMIT 4`,
        )
      : [];
    const allBreeds = breedRows.some((b) => b.id === ALL_BREEDS_ID.canine || b.id === ALL_BREEDS_ID.feline);
    return {
      ...this.card(row, visitor),
      description: row.description,
      testCategory: row.test_category,
      breeds: breedRows.filter((b) => !allBreeds || b.id > 6).map((b) => this.breedRef(b)),
      allBreeds,
      includedTests: included.map((r) => this.suggestion(r)),
      relatedTests: related.map((r) => this.card(r, visitor)),
      guide: productGuide({
        typeId: row.type_id,
        kind: row.kind,
        species: row.species,
        inheritance: row.inheritance,
        turnaround: row.turnaround,
        kitCount: row.kit_count,
      }),
    };
  }

  breedProducts(visitor: CatalogueVisitor, breedId: number): Promise<BreedProducts> {
    return this.cached(['breed-products', visitor, breedId], () => this.loadBreedProducts(visitor, breedId));
  }

  private async loadBreedProducts(visitor: CatalogueVisitor, breedId: number): Promise<BreedProducts> {
    const breed = await this.loadBreed(breedId);
    const rows = await rowsOf<ProductRowSql>(
      this.db,
      sql`SELECT ${PRODUCT_COLUMNS} FROM product_breeds pb JOIN products p ON p.id = pb.product_id
        JOIN product_prices pp ON pp.product_id = p.id AND pp.currency = ${visitor.currency}
        WHERE pb.breed_id = ${breedId} AND ${sql.join(this.visibility(visitor), sql` AND `)}
        ORDER BY p.type_id DESC, p.name`,
    );
    const profile = rows.find((r) => r.kind === 'fbp');
    return {
      breed,
      fullBreedProfile: profile ? this.card(profile, visitor) : null,
      tests: rows.filter((r) => r.kind !== 'fbp').map((r) => this.card(r, visitor)),
    };
  }

  useKitTests(lookup: KitTestsLookup): void {
    this.kitTests = lookup;
  }

  /**
   * The breeds dropdown. With `barcodes` (a signed-in user's kits) only the breeds the kits' tests are
   * relevant to: every breed of the species for an all-breeds test (docs/decisions/0504).
   */
  async listBreeds(query: ListBreedsDto, user?: RequestUser): Promise<BreedList> {
    let testIds: number[] | undefined;
    if (query.barcodes) {
      if (!user) throw AppError.unauthorized();
      if (!this.kitTests) throw new Error('No kit lookup is registered with the catalogue');
      testIds = (await this.kitTests.testsOfKits(user.id, query.barcodes.split(','))).sort((a, b) => a - b);
    }
    // The answer depends on the tests, not on who asked: one cached list serves every kit of those tests.
    return this.cached(['breeds', { ...query, barcodes: undefined }, testIds], () => this.loadBreeds(query, testIds));
  }

  private async loadBreeds(query: ListBreedsDto, testIds?: number[]): Promise<BreedList> {
    const page = Number(query.page ?? 1);
    // The all-breeds rows (3, 4) stand for "every breed" on tests; no animal has them as its breed.
    const conditions: SQL[] = [sql`b.id NOT IN (${ALL_BREEDS_ID.canine}, ${ALL_BREEDS_ID.feline})`];
    const species = normaliseSpecies(query.species);
    if (species) conditions.push(sql`b.species = ${species}`);
    const name = query.name?.trim().toLowerCase();
    if (name) conditions.push(sql`lower(b.name) LIKE ${likePattern(name)}`);
    const breedIds = ids(query.ids);
    if (breedIds.length)
      conditions.push(
        sql`b.id IN (${sql.join(
          breedIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
    if (testIds)
      conditions.push(
        testIds.length === 0
          ? sql`false`
          : sql`EXISTS (SELECT 1 FROM product_breeds pb WHERE pb.product_id IN (${sql.join(
              testIds.map((id) => sql`${id}`),
              sql`, `,
            )}) AND (pb.breed_id = b.id OR (pb.breed_id = ${ALL_BREEDS_ID.canine} AND b.species = 'canine')
              OR (pb.breed_id = ${ALL_BREEDS_ID.feline} AND b.species = 'feline')))`,
      );
    const rows = await rowsOf<BreedRowSql>(
      this.db,
      sql`SELECT b.id, b.name, b.slug, b.species, b.registries, b.aliases, count(*) OVER () AS total
        FROM breeds b WHERE ${sql.join(conditions, sql` AND `)}
        ORDER BY b.name, b.id LIMIT ${BREED_PAGE_SIZE} OFFSET ${(page - 1) * BREED_PAGE_SIZE}`,
    );
    const count = rows.length ? Number(rows[0]?.total) : 0;
    return {
      results: rows.map((row) => this.breedOf(row)),
      count,
      next: page * BREED_PAGE_SIZE < count ? this.pageLink('/api/breed', query, page + 1) : null,
      previous: page > 1 ? this.pageLink('/api/breed', query, page - 1) : null,
    };
  }

  breed(id: number): Promise<Breed> {
    return this.cached(['breed', id], () => this.loadBreed(id));
  }

  private async loadBreed(id: number): Promise<Breed> {
    const [row] = await rowsOf<BreedRowSql>(
      this.db,
      sql`SELECT b.id, b.name, b.slug, b.species, b.registries, b.aliases FROM breeds b WHERE b.id = ${id}`,
    );
    if (!row) throw AppError.notFound('Breed not found');
    return this.breedOf(row);
  }

  /**
   * Products by id with the price this visitor pays, for the cart and checkout: the same visibility and
   * price rules as the shop's pages (unlisted shipping methods included); unknown or hidden ids are absent.
   */
  async pricedProducts(
    visitor: CatalogueVisitor,
    productIds: number[],
    executor: DbExecutor = this.db,
  ): Promise<PricedProduct[]> {
    if (productIds.length === 0) return [];
    const rows = await rowsOf<ProductRowSql>(
      executor,
      sql`SELECT ${PRODUCT_COLUMNS} FROM products p
        JOIN product_prices pp ON pp.product_id = p.id AND pp.currency = ${visitor.currency}
        WHERE p.id IN (${sql.join(
          productIds.map((id) => sql`${id}`),
          sql`, `,
        )}) AND (p.is_listed OR p.type_id = ${PRODUCT_TYPE.shippingMethod}) AND p.retired_at IS NULL
          AND ${sql.join(this.visibility(visitor).slice(1), sql` AND `)}`,
    );
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      typeId: row.type_id,
      kind: row.kind,
      species: row.species,
      categoryId: row.category_id,
      kitCount: row.kit_count,
      description: row.description,
      amount: visitorPays(row, visitor),
    }));
  }

  /** The shipping methods (products of type 7) with their price in the visitor's currency. */
  async shippingMethods(visitor: CatalogueVisitor, executor: DbExecutor = this.db): Promise<PricedProduct[]> {
    const rows = await rowsOf<{ id: number }>(
      executor,
      sql`SELECT id FROM products WHERE type_id = ${PRODUCT_TYPE.shippingMethod} ORDER BY id`,
    );
    // Shipping is priced the same for every audience (vets' catalogue rules would hide category 50).
    const priced = await this.pricedProducts(
      { ...visitor, userType: 'guest', signedIn: false },
      rows.map((r) => r.id),
      executor,
    );
    return priced.sort((a, b) => a.amount - b.amount || a.id - b.id);
  }

  /** Every product page and breed page, for the sitemap. */
  async sitemapEntries(): Promise<{ products: ProductSuggestion[]; breeds: BreedRef[] }> {
    const productRows = await rowsOf<{ id: number; name: string; species: Species | null }>(
      this.db,
      sql`SELECT id, name, species FROM products WHERE is_listed AND only_storefront IS NULL
        AND category_id NOT IN (${sql.join(
          MEMBERS_ONLY_CATEGORY_IDS.map((id) => sql`${id}`),
          sql`, `,
        )}) ORDER BY id`,
    );
    const breedRows = await rowsOf<BreedRowSql>(
      this.db,
      sql`SELECT id, name, slug, species FROM breeds WHERE id > 6 ORDER BY id`,
    );
    return { products: productRows.map((r) => this.suggestion(r)), breeds: breedRows.map((r) => this.breedRef(r)) };
  }

  /** The visitor fields and query decide the answer completely, so they are the key. */
  private cached<T>(key: unknown[], load: () => Promise<T>): Promise<T> {
    return this.cache.get(JSON.stringify(key), load) as Promise<T>;
  }

  /** Spec §6 audience and storefront rules as SQL; the same rules are pure functions in shared/catalogue-rules.ts. */
  private visibility(visitor: CatalogueVisitor): SQL[] {
    const conditions: SQL[] = [sql`p.is_listed`, sql`(p.only_storefront IS NULL OR p.only_storefront = ${visitor.storefront})`];
    if (visitor.userType === 'vet') {
      conditions.push(sql`p.category_id BETWEEN 1 AND 43 AND p.category_id NOT BETWEEN 30 AND 35`);
    }
    if (visitor.userType !== 'breeder') {
      conditions.push(
        sql`(p.type_id <> ${PRODUCT_TYPE.dnaProfile} OR p.id IN (${sql.join(
          RESTRICTED_PROFILE_PRODUCT_IDS.map((id) => sql`${id}`),
          sql`, `,
        )}))`,
      );
    }
    return conditions;
  }

  private priceSql(visitor: CatalogueVisitor): SQL {
    const sale = visitor.userType === 'vet' ? sql`pp.amount` : sql`LEAST(pp.amount, COALESCE(${SALE_AMOUNT}, pp.amount))`;
    if (visitor.signedIn && visitor.userType === 'breeder') return sql`LEAST(${sale}, COALESCE(pp.member_amount, pp.amount))`;
    return sale;
  }

  private orderBy(sort: ProductSort, visitor: CatalogueVisitor, bestSellers: boolean): SQL {
    switch (sort) {
      case 'name_asc':
        return sql`p.name ASC, p.id ASC`;
      case 'name_desc':
        return sql`p.name DESC, p.id DESC`;
      case 'price_asc':
        return sql`${this.priceSql(visitor)} ASC, p.name ASC, p.id ASC`;
      case 'price_desc':
        return sql`${this.priceSql(visitor)} DESC, p.name ASC, p.id ASC`;
      case 'new':
        return sql`p.created_at DESC, p.id DESC`;
      case 'best':
        return sql`p.best_seller_rank ASC NULLS LAST, p.name ASC, p.id ASC`;
      default:
        if (bestSellers) return sql`p.best_seller_rank ASC, p.id ASC`;
        return sql`p.store_group ASC NULLS LAST, p.name ASC, p.id ASC`;
    }
  }

  private async countOnly(conditions: SQL[], currency: string): Promise<number> {
    const [row] = await rowsOf<{ total: number | string }>(
      this.db,
      sql`SELECT count(*) AS total FROM products p JOIN product_prices pp ON pp.product_id = p.id AND pp.currency = ${currency}
        WHERE ${sql.join(conditions, sql` AND `)}`,
    );
    return Number(row?.total ?? 0);
  }

  private pageLink(path: string, query: object, page: number): string {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) if (value !== undefined && key !== 'page') params.set(key, String(value));
    params.set('page', String(page));
    return `${path}?${params.toString()}`;
  }

  private suggestion(row: { id: number; name: string; species: Species | null }): ProductSuggestion {
    return { id: row.id, name: row.name, species: row.species, url: productPath(row) };
  }

  private card(row: ProductRowSql, visitor: CatalogueVisitor): ProductCard {
    const amount = visitorPays(row, visitor);
    const onSale = seesSpecialOffers(visitor.userType) && row.sale_amount !== null && amount === row.sale_amount;
    const member = visitor.userType === 'vet' ? null : row.member_amount;
    // Field by field: spreading the suggestion in made each card a slow dictionary object (decision 1101).
    return {
      id: row.id,
      name: row.name,
      species: row.species,
      url: productPath(row),
      typeId: row.type_id,
      kind: row.kind,
      categoryId: row.category_id,
      categoryName: categoryById(row.category_id)?.name ?? '',
      subCategory: row.sub_category ? (SUB_CATEGORIES[row.sub_category] ?? null) : null,
      tags: row.tags,
      gene: row.gene,
      condition: row.condition,
      inheritance: row.inheritance,
      summary: row.description.length > 160 ? `${row.description.slice(0, 157).trimEnd()}…` : row.description,
      sampleType: row.sample_type,
      turnaround: row.turnaround,
      kitCount: row.kit_count,
      price: { currency: visitor.currency, amount, listAmount: row.amount, onSale, memberAmount: member },
      createdAt: new Date(row.created_at).toISOString(),
    };
  }

  private breedRef(row: BreedRowSql): BreedRef {
    return { id: row.id, name: row.name, slug: row.slug, species: row.species };
  }

  private breedOf(row: BreedRowSql): Breed {
    return {
      id: row.id,
      name: row.name,
      slug: row.slug,
      species: { id: row.species === 'canine' ? 1 : 2, name: row.species },
      registries: row.registries,
      aliases: row.aliases,
    };
  }
}
