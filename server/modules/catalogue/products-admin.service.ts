import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, ilike, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { categoryById } from '../../../shared/catalogue.js';
import { isCategoryVisibleTo, isProfileProductVisibleTo, isSoldIn, productPath } from '../../../shared/catalogue-rules.js';
import { STOREFRONTS, type StorefrontCode } from '../../../shared/storefronts.js';
import type {
  AdminProduct,
  AdminProductFields,
  AdminProductRow,
  ProductPreview,
  ProductPreviewAudience,
} from '../../../shared/types/back-office.js';
import { requireAdmin } from '../../common/access.rules.js';
import { AppError, FieldErrors } from '../../common/app-error.js';
import type { RequestUser } from '../../common/request-user.js';
import { DB } from '../../common/tokens.js';
import type { Db, DbExecutor } from '../../db/database.js';
import { LOCK_KEYS } from '../../db/lock-keys.js';
import { AuditService } from '../audit/audit.service.js';
import { breeds, productBreeds, productPrices, products } from './catalogue.schema.js';
import { CatalogueService } from './catalogue.service.js';
import { CatalogueAdminService, statusOf } from './catalogue-admin.service.js';
import { CatalogueChangesService } from './catalogue-changes.service.js';
import type { AdminProductsQueryDto, SaveProductDto } from './dto/admin-product.dto.js';
import {
  breedLinksOf,
  derivedColumns,
  FIRST_BACK_OFFICE_PRODUCT_ID,
  productFieldErrors,
  searchTextOf,
} from './product-editing.js';

const LIST_LIMIT = 100;
const AUDIENCES = ['guest', 'breeder', 'owner', 'vet'] as const;

/**
 * Products in the back office: the list, create, edit and retire (never delete: orders point at products),
 * and a preview of the product page as each audience sees it. Each write is audited with before and after
 * in its transaction and reaches every node's caches and the search at once (decisions 0902, 0903).
 */
@Injectable()
export class ProductsAdminService {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly prices: CatalogueAdminService,
    private readonly catalogue: CatalogueService,
    private readonly changes: CatalogueChangesService,
    private readonly audit: AuditService,
  ) {}

  async list(actor: RequestUser | undefined, query: AdminProductsQueryDto): Promise<AdminProductRow[]> {
    requireAdmin(actor);
    const conditions: (SQL | undefined)[] = [];
    const term = query.search?.trim();
    if (term) {
      const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      conditions.push(or(ilike(products.name, like), /^\d+$/.test(term) ? eq(products.id, Number(term)) : undefined));
    }
    if (query.category) conditions.push(eq(products.categoryId, Number(query.category)));
    if (query.species === 'none') conditions.push(isNull(products.species));
    else if (query.species) conditions.push(eq(products.species, query.species));
    const status = query.status ?? 'active';
    if (status === 'active') conditions.push(isNull(products.retiredAt), eq(products.isListed, true));
    if (status === 'retired') conditions.push(isNotNull(products.retiredAt));
    const rows = await this.db
      .select({
        id: products.id,
        name: products.name,
        kind: products.kind,
        species: products.species,
        categoryId: products.categoryId,
        isListed: products.isListed,
        retiredAt: products.retiredAt,
      })
      .from(products)
      .where(and(...conditions))
      .orderBy(asc(products.name), asc(products.id))
      .limit(LIST_LIMIT);
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      kind: row.kind,
      species: row.species,
      categoryId: row.categoryId,
      categoryName: categoryById(row.categoryId)?.name ?? String(row.categoryId),
      status: statusOf(row),
    }));
  }

  /** Every breed of a species (the all-breeds rows aside), for the product form's breed picker. */
  async breedChoices(actor: RequestUser | undefined, species: 'canine' | 'feline'): Promise<{ id: number; name: string }[]> {
    requireAdmin(actor);
    return this.db
      .select({ id: breeds.id, name: breeds.name })
      .from(breeds)
      .where(and(eq(breeds.species, species), sql`${breeds.id} > 6`))
      .orderBy(asc(breeds.name));
  }

  async create(actor: RequestUser | undefined, input: SaveProductDto): Promise<AdminProduct> {
    const admin = requireAdmin(actor);
    const fields = normalise(input);
    const created = await this.db.transaction(async (tx) => {
      const breedNames = await this.checkedBreeds(tx, fields);
      // One id at a time: two admins creating at once must not pick the same next id.
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCK_KEYS.productIds})`);
      const [next] = await tx
        .select({ id: sql<number>`GREATEST(COALESCE(max(${products.id}), 0) + 1, ${FIRST_BACK_OFFICE_PRODUCT_ID})::int` })
        .from(products);
      const id = Number(next?.id ?? FIRST_BACK_OFFICE_PRODUCT_ID);
      await tx.insert(products).values({ id, ...this.columns(fields, breedNames), isListed: true });
      await this.linkBreeds(tx, id, fields);
      const after = await this.prices.product(tx, id);
      await this.audit.record(tx, { actorId: admin.id, entity: 'product', entityId: id, action: 'create', before: null, after });
      await this.changes.announce(tx);
      return after;
    });
    this.changes.changedHere();
    return created;
  }

  async update(actor: RequestUser | undefined, id: number, input: SaveProductDto): Promise<AdminProduct> {
    const admin = requireAdmin(actor);
    const fields = normalise(input);
    const updated = await this.db.transaction(async (tx) => {
      await this.lockProduct(tx, id);
      const before = await this.prices.product(tx, id);
      if (before.status === 'retired') throw AppError.conflict('A retired product is no longer edited');
      const breedNames = await this.checkedBreeds(tx, fields);
      await tx
        .update(products)
        .set({ ...this.columns(fields, breedNames), updatedAt: new Date() })
        .where(eq(products.id, id));
      await tx.delete(productBreeds).where(eq(productBreeds.productId, id));
      await this.linkBreeds(tx, id, fields);
      const after = await this.prices.product(tx, id);
      await this.audit.record(tx, { actorId: admin.id, entity: 'product', entityId: id, action: 'update', before, after });
      await this.changes.announce(tx);
      return after;
    });
    this.changes.changedHere();
    return updated;
  }

  /**
   * Takes the product out of the shop (lists, search, product page, sitemap, carts at checkout); orders,
   * invoices and kits that name it keep it, so it is never deleted. Retiring twice changes nothing more.
   */
  async retire(actor: RequestUser | undefined, id: number): Promise<AdminProduct> {
    const admin = requireAdmin(actor);
    const retired = await this.db.transaction(async (tx) => {
      await this.lockProduct(tx, id);
      const before = await this.prices.product(tx, id);
      if (before.status === 'retired') return { product: before, changed: false };
      const now = new Date();
      await tx.update(products).set({ retiredAt: now, isListed: false, updatedAt: now }).where(eq(products.id, id));
      const after = await this.prices.product(tx, id);
      await this.audit.record(tx, { actorId: admin.id, entity: 'product', entityId: id, action: 'retire', before, after });
      await this.changes.announce(tx);
      return { product: after, changed: true };
    });
    if (retired.changed) this.changes.changedHere();
    return retired.product;
  }

  /** The product page as each audience would see it in one storefront, through the shop's own rules and query. */
  async preview(actor: RequestUser | undefined, id: number, storefrontCode: string | undefined): Promise<ProductPreview> {
    requireAdmin(actor);
    const product = await this.prices.product(this.db, id);
    const storefront = STOREFRONTS[(storefrontCode ?? 'US') as StorefrontCode] ?? STOREFRONTS.US;
    const [price] = await this.db
      .select({ currency: productPrices.currency })
      .from(productPrices)
      .where(and(eq(productPrices.productId, id), eq(productPrices.currency, storefront.currency)));
    const audiences: ProductPreviewAudience[] = [];
    for (const audience of AUDIENCES) {
      const visitor = {
        storefront: storefront.code,
        currency: storefront.currency,
        userType: audience,
        signedIn: audience !== 'guest',
      };
      const reason = hiddenBecause(product, audience, storefront.code, price !== undefined);
      const page = reason ? null : await this.catalogue.product(visitor, id).catch(() => null);
      audiences.push({
        audience,
        shown: page !== null,
        reason: page ? null : (reason ?? 'Not shown'),
        price: page?.price ?? null,
        breeds: page?.breeds.map((b) => b.name) ?? [],
        allBreeds: page?.allBreeds ?? false,
      });
    }
    return { storefront: storefront.code, currency: storefront.currency, url: productPath(product), audiences };
  }

  private columns(fields: AdminProductFields, breedNames: string[]) {
    return {
      name: fields.name,
      kind: fields.kind,
      species: fields.species,
      categoryId: fields.categoryId,
      ...derivedColumns(fields),
      gene: fields.gene,
      inheritance: fields.inheritance,
      description: fields.description,
      sampleType: fields.sampleType,
      turnaround: fields.turnaround,
      onlyStorefront: fields.onlyStorefront,
      searchText: searchTextOf(fields, breedNames),
    };
  }

  /** The chosen breeds' names (for the search), after checking the fields that depend on each other. */
  private async checkedBreeds(tx: DbExecutor, fields: AdminProductFields): Promise<string[]> {
    const found = fields.breedIds.length
      ? await tx
          .select({ id: breeds.id, name: breeds.name, species: breeds.species })
          .from(breeds)
          .where(inArray(breeds.id, fields.breedIds))
      : [];
    const errors = productFieldErrors(fields, found);
    if (Object.keys(errors).length > 0) throw new FieldErrors(errors);
    return found.map((b) => b.name);
  }

  private async linkBreeds(tx: DbExecutor, productId: number, fields: AdminProductFields): Promise<void> {
    const links = breedLinksOf(fields.species, fields.breedIds);
    if (links.length) await tx.insert(productBreeds).values(links.map((breedId) => ({ productId, breedId })));
  }

  private async lockProduct(tx: DbExecutor, id: number): Promise<void> {
    const [row] = await tx.select({ id: products.id }).from(products).where(eq(products.id, id)).for('update');
    if (!row) throw AppError.notFound('Product not found');
  }
}

function normalise(input: SaveProductDto): AdminProductFields {
  return {
    name: input.name,
    categoryId: input.categoryId,
    kind: input.kind,
    species: input.species ?? null,
    breedIds: input.breedIds ?? [],
    gene: input.gene ?? null,
    inheritance: input.inheritance ?? null,
    sampleType: input.sampleType ?? null,
    turnaround: input.turnaround ?? null,
    description: input.description,
    onlyStorefront: input.onlyStorefront ?? null,
  };
}

/** Why the shop does not show the product to this audience, by the same rules as its queries; null: it does. */
function hiddenBecause(product: AdminProduct, audience: (typeof AUDIENCES)[number], storefront: string, priced: boolean) {
  if (product.status === 'retired') return 'Retired: no longer sold';
  if (product.status === 'unlisted') return 'Never listed (sold only through the cart or checkout)';
  if (!isSoldIn(product.onlyStorefront, storefront)) return `Sold in the ${product.onlyStorefront} storefront only`;
  if (!priced) return `No price in ${STOREFRONTS[storefront as StorefrontCode]?.currency ?? 'this currency'} yet`;
  if (!isCategoryVisibleTo(audience, product.categoryId)) return 'Vets do not see this category';
  if (!isProfileProductVisibleTo(audience, product)) return 'Only breeders see this DNA profile';
  return null;
}
