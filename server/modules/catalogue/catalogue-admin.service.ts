import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq } from 'drizzle-orm';
import { categoryById } from '../../../shared/catalogue.js';
import { STOREFRONTS } from '../../../shared/storefronts.js';
import type {
  AdminProduct,
  AdminProductPrice,
  AdminProductPrices,
  AdminProductStatus,
} from '../../../shared/types/back-office.js';
import { BACK_OFFICE_MSG } from '../../../shared/validation-messages.js';
import { requireAdmin } from '../../common/access.rules.js';
import { AppError, FieldErrors } from '../../common/app-error.js';
import type { RequestUser } from '../../common/request-user.js';
import { DB } from '../../common/tokens.js';
import type { Db, DbExecutor } from '../../db/database.js';
import { AuditService } from '../audit/audit.service.js';
import { breeds, productBreeds, productBundleItems, productPrices, products } from './catalogue.schema.js';
import { CatalogueChangesService } from './catalogue-changes.service.js';
import type { SetPriceDto } from './dto/admin-price.dto.js';
import { contentsKindOf } from './product-contents.js';

/** The storefronts that sell in each currency (euro: several). */
const STOREFRONTS_OF = (currency: string) =>
  Object.values(STOREFRONTS)
    .filter((s) => s.currency === currency)
    .map((s) => s.code);

export const statusOf = (row: { retiredAt: Date | null; isListed: boolean }): AdminProductStatus =>
  row.retiredAt ? 'retired' : row.isListed ? 'active' : 'unlisted';

/**
 * The back office's prices: a product's price row per currency, edited one currency at a time (every
 * storefront selling in it follows), with a sale price between optional dates. Orders keep the price they
 * snapshot; every node's cached answers follow at once (decisions 0901, 0903).
 */
@Injectable()
export class CatalogueAdminService {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly changes: CatalogueChangesService,
    private readonly audit: AuditService,
  ) {}

  /** The product and its prices (without the audit, which the back office adds with names). */
  async prices(actor: RequestUser | undefined, productId: number): Promise<Omit<AdminProductPrices, 'audit'>> {
    requireAdmin(actor);
    const product = await this.product(this.db, productId);
    const rows = await this.db
      .select()
      .from(productPrices)
      .where(eq(productPrices.productId, productId))
      .orderBy(asc(productPrices.currency));
    return { product, prices: rows.map(toPrice) };
  }

  async setPrice(actor: RequestUser | undefined, productId: number, input: SetPriceDto): Promise<AdminProductPrice> {
    const admin = requireAdmin(actor);
    const errors: Record<string, string> = {};
    if (input.saleAmount != null && input.saleAmount >= input.amount) errors.saleAmount = BACK_OFFICE_MSG.saleBelowPrice;
    if (input.memberAmount != null && input.memberAmount >= input.amount) errors.memberAmount = BACK_OFFICE_MSG.memberBelowPrice;
    const startsAt = input.saleStartsAt ? new Date(input.saleStartsAt) : null;
    const endsAt = input.saleEndsAt ? new Date(input.saleEndsAt) : null;
    if (input.saleAmount == null && (startsAt || endsAt)) errors.saleAmount = BACK_OFFICE_MSG.saleDatesWithoutSale;
    if (startsAt && endsAt && endsAt <= startsAt) errors.saleEndsAt = BACK_OFFICE_MSG.endsBeforeStart;
    if (Object.keys(errors).length > 0) throw new FieldErrors(errors);
    const saved = await this.db.transaction(async (tx) => {
      const product = await this.product(tx, productId);
      if (product.status === 'retired') throw AppError.conflict('A retired product is no longer priced');
      const [before] = await tx
        .select()
        .from(productPrices)
        .where(and(eq(productPrices.productId, productId), eq(productPrices.currency, input.currency)))
        .for('update');
      const values = {
        amount: input.amount,
        saleAmount: input.saleAmount ?? null,
        saleStartsAt: startsAt,
        saleEndsAt: endsAt,
        memberAmount: input.memberAmount ?? null,
      };
      const [after] = await tx
        .insert(productPrices)
        .values({ productId, currency: input.currency, ...values })
        .onConflictDoUpdate({ target: [productPrices.productId, productPrices.currency], set: values })
        .returning();
      if (!after) throw AppError.notFound('Product not found');
      await this.audit.record(tx, {
        actorId: admin.id,
        entity: 'product-price',
        entityId: productId,
        action: before ? 'update-price' : 'add-price',
        before: before ? toPrice(before) : null,
        after: toPrice(after),
      });
      await this.changes.announce(tx);
      return toPrice(after);
    });
    // After the commit, so no request reloads the old price into this node's cache in between.
    this.changes.changedHere();
    return saved;
  }

  /** Any product, retired ones too (their prices stay readable for the orders that sold them). */
  async product(executor: DbExecutor, productId: number): Promise<AdminProduct> {
    const [row] = await executor.select().from(products).where(eq(products.id, productId));
    if (!row) throw AppError.notFound('Product not found');
    const linked = await executor
      .select({ id: breeds.id, name: breeds.name })
      .from(productBreeds)
      .innerJoin(breeds, eq(breeds.id, productBreeds.breedId))
      .where(eq(productBreeds.productId, productId))
      .orderBy(asc(breeds.name));
    // The all-breeds rows (3, 4) are how "every breed" is stored, not a breed anyone picks.
    const picked = linked.filter((b) => b.id > 6);
    const contents = contentsKindOf(row);
    const includedTests =
      contents === 'profile'
        ? await executor
            .select({ id: products.id, name: products.name })
            .from(productBundleItems)
            .innerJoin(products, eq(products.id, productBundleItems.itemId))
            .where(eq(productBundleItems.bundleId, productId))
            .orderBy(asc(products.name))
        : [];
    return {
      id: row.id,
      name: row.name,
      kind: row.kind,
      typeId: row.typeId,
      species: row.species === 'canine' || row.species === 'feline' ? row.species : null,
      categoryId: row.categoryId,
      categoryName: categoryById(row.categoryId)?.name ?? String(row.categoryId),
      status: statusOf(row),
      breedIds: picked.map((b) => b.id),
      breeds: picked,
      gene: row.gene,
      inheritance: row.inheritance,
      sampleType: row.sampleType,
      turnaround: row.turnaround,
      description: row.description,
      onlyStorefront: row.onlyStorefront,
      contents,
      includedTests,
      kitCount: row.kitCount,
      retiredAt: row.retiredAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt?.toISOString() ?? null,
    };
  }
}

function toPrice(row: typeof productPrices.$inferSelect): AdminProductPrice {
  return {
    currency: row.currency,
    storefronts: STOREFRONTS_OF(row.currency),
    amount: row.amount,
    saleAmount: row.saleAmount,
    saleStartsAt: row.saleStartsAt?.toISOString() ?? null,
    saleEndsAt: row.saleEndsAt?.toISOString() ?? null,
    memberAmount: row.memberAmount,
  };
}
