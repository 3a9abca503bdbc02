import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { STOREFRONTS } from '../../../shared/storefronts.js';
import type { AdminProductPrice, AdminProductPrices, AdminProductRow } from '../../../shared/types/back-office.js';
import { BACK_OFFICE_MSG } from '../../../shared/validation-messages.js';
import { requireAdmin } from '../../common/access.rules.js';
import { AppError, FieldErrors } from '../../common/app-error.js';
import type { RequestUser } from '../../common/request-user.js';
import { DB } from '../../common/tokens.js';
import type { Db, DbExecutor } from '../../db/database.js';
import { AuditService } from '../audit/audit.service.js';
import { productPrices, products } from './catalogue.schema.js';
import { CatalogueService } from './catalogue.service.js';
import type { SetPriceDto } from './dto/admin-price.dto.js';

/** The storefronts that sell in each currency (euro: several). */
const STOREFRONTS_OF = (currency: string) =>
  Object.values(STOREFRONTS)
    .filter((s) => s.currency === currency)
    .map((s) => s.code);

/**
 * The back office's prices: a product's price row per currency, edited one currency at a time (every
 * storefront selling in it follows). Orders keep the price they snapshot; the catalogue's cached answers
 * are dropped at once on this node (decision 0901).
 */
@Injectable()
export class CatalogueAdminService {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly catalogue: CatalogueService,
    private readonly audit: AuditService,
  ) {}

  async search(actor: RequestUser | undefined, text: string | undefined): Promise<AdminProductRow[]> {
    requireAdmin(actor);
    const term = text?.trim();
    const like = term ? `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
    const where: SQL | undefined = like
      ? or(ilike(products.name, like), /^\d+$/.test(term ?? '') ? eq(products.id, Number(term)) : undefined)
      : undefined;
    return this.db
      .select({ id: products.id, name: products.name, kind: products.kind, species: products.species })
      .from(products)
      .where(and(eq(products.isListed, true), where))
      .orderBy(asc(products.name), asc(products.id))
      .limit(50);
  }

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
    if (Object.keys(errors).length > 0) throw new FieldErrors(errors);
    const saved = await this.db.transaction(async (tx) => {
      await this.product(tx, productId);
      const [before] = await tx
        .select()
        .from(productPrices)
        .where(and(eq(productPrices.productId, productId), eq(productPrices.currency, input.currency)))
        .for('update');
      const values = { amount: input.amount, saleAmount: input.saleAmount ?? null, memberAmount: input.memberAmount ?? null };
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
      return toPrice(after);
    });
    // After the commit, so no request reloads the old price into the cache in between.
    this.catalogue.forgetCachedAnswers();
    return saved;
  }

  private async product(executor: DbExecutor, productId: number): Promise<AdminProductRow> {
    const [product] = await executor
      .select({ id: products.id, name: products.name, kind: products.kind, species: products.species })
      .from(products)
      .where(and(eq(products.id, productId), eq(products.isListed, true)));
    if (!product) throw AppError.notFound('Product not found');
    return product;
  }
}

function toPrice(row: typeof productPrices.$inferSelect): AdminProductPrice {
  return {
    currency: row.currency,
    storefronts: STOREFRONTS_OF(row.currency),
    amount: row.amount,
    saleAmount: row.saleAmount,
    memberAmount: row.memberAmount,
  };
}
