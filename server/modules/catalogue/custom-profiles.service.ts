import { Inject, Injectable } from '@nestjs/common';
import { and, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Species } from '../../../shared/catalogue.js';
import { CUSTOM_PROFILE_PRODUCTS, PRODUCT_TYPE } from '../../../shared/catalogue.js';
import { customProfilePrice, productPath } from '../../../shared/catalogue-rules.js';
import type { CustomProfile, CustomProfileList } from '../../../shared/types/catalogue.js';
import { CUSTOM_PROFILE_MSG } from '../../../shared/validation-messages.js';
import { AppError, FieldErrors } from '../../common/app-error.js';
import type { RequestUser } from '../../common/request-user.js';
import { DB } from '../../common/tokens.js';
import type { Db, DbExecutor } from '../../db/database.js';
import { customProfileItems, customProfiles, productPrices, products } from './catalogue.schema.js';
import type { CatalogueVisitor } from './catalogue.service.js';
import type { CreateCustomProfileDto, ListCustomProfilesDto } from './dto/custom-profile.dto.js';

const DEFAULT_SIZE = 20;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Build your own profile: a breeder's named selection of single tests, priced by `customProfilePrice`. */
@Injectable()
export class CustomProfilesService {
  constructor(@Inject(DB) private readonly db: Db) {}

  async list(user: RequestUser, visitor: CatalogueVisitor, query: ListCustomProfilesDto): Promise<CustomProfileList> {
    const page = Number(query.page ?? 1);
    const size = Number(query.size ?? DEFAULT_SIZE);
    const name = query.query?.trim();
    const where = and(
      eq(customProfiles.userId, user.id),
      name ? ilike(customProfiles.name, `%${name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
    );
    const [total] = await this.db.select({ n: count() }).from(customProfiles).where(where);
    const rows = await this.db
      .select()
      .from(customProfiles)
      .where(where)
      .orderBy(desc(customProfiles.createdAt), desc(customProfiles.id))
      .limit(size)
      .offset((page - 1) * size);
    const results = await this.describe(rows, visitor.currency);
    const countAll = total?.n ?? 0;
    const link = (p: number) => {
      const params = new URLSearchParams({ page: String(p), size: String(size), ...(name ? { query: name } : {}) });
      return `/api/cart/custom-profile?${params.toString()}`;
    };
    return {
      results,
      count: countAll,
      next: page * size < countAll ? link(page + 1) : null,
      previous: page > 1 ? link(page - 1) : null,
    };
  }

  async create(user: RequestUser, visitor: CatalogueVisitor, input: CreateCustomProfileDto): Promise<CustomProfile> {
    if (user.userType !== 'breeder') throw new AppError(403, CUSTOM_PROFILE_MSG.breedersOnly);
    const ids = [...new Set(input.productIds)];
    if (ids.length < 2) throw new FieldErrors({ productIds: CUSTOM_PROFILE_MSG.tooFew });
    // Single disease and trait tests of the chosen species, listed and sold in this storefront.
    const found = await this.db
      .select({ id: products.id })
      .from(products)
      .where(
        and(
          inArray(products.id, ids),
          eq(products.species, input.species),
          inArray(products.typeId, [PRODUCT_TYPE.trait, PRODUCT_TYPE.disease]),
          sql`${products.kind} <> 'fbp' AND ${products.isListed}`,
          sql`(${products.onlyStorefront} IS NULL OR ${products.onlyStorefront} = ${visitor.storefront})`,
        ),
      );
    if (found.length !== ids.length) throw new FieldErrors({ productIds: CUSTOM_PROFILE_MSG.unknownTest });
    const id = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(customProfiles)
        .values({ userId: user.id, name: input.name.trim(), species: input.species })
        .returning({ id: customProfiles.id });
      if (!row) throw new Error('Custom profile insert returned nothing');
      await tx.insert(customProfileItems).values(ids.map((productId) => ({ profileId: row.id, productId })));
      return row.id;
    });
    return this.get(user, visitor, id);
  }

  async get(user: RequestUser, visitor: CatalogueVisitor, id: string): Promise<CustomProfile> {
    const [row] = await this.db
      .select()
      .from(customProfiles)
      .where(and(eq(customProfiles.id, id), eq(customProfiles.userId, user.id)));
    if (!row) throw AppError.notFound('Custom profile not found');
    const [profile] = await this.describe([row], visitor.currency);
    if (!profile) throw AppError.notFound('Custom profile not found');
    return profile;
  }

  /**
   * The user's own profiles among these ids, priced now in this currency: what the cart sells
   * (docs/decisions/0611). Inside the caller's transaction when one is given; ids of deleted or other
   * users' profiles are simply missing.
   */
  async forCart(userId: number, currency: string, ids: string[], executor: DbExecutor = this.db): Promise<CustomProfile[]> {
    const valid = ids.filter((id) => UUID.test(id));
    if (valid.length === 0) return [];
    const rows = await executor
      .select()
      .from(customProfiles)
      .where(and(inArray(customProfiles.id, valid), eq(customProfiles.userId, userId)));
    return this.describe(rows, currency, executor);
  }

  async remove(user: RequestUser, id: string): Promise<void> {
    const deleted = await this.db
      .delete(customProfiles)
      .where(and(eq(customProfiles.id, id), eq(customProfiles.userId, user.id)))
      .returning({ id: customProfiles.id });
    if (deleted.length === 0) throw AppError.notFound('Custom profile not found');
  }

  private async describe(
    rows: (typeof customProfiles.$inferSelect)[],
    currency: string,
    executor: DbExecutor = this.db,
  ): Promise<CustomProfile[]> {
    if (rows.length === 0) return [];
    const items = await executor
      .select({
        profileId: customProfileItems.profileId,
        id: products.id,
        name: products.name,
        species: products.species,
        amount: productPrices.amount,
      })
      .from(customProfileItems)
      .innerJoin(products, eq(products.id, customProfileItems.productId))
      .innerJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.currency, currency)))
      .where(
        inArray(
          customProfileItems.profileId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(products.name);
    return rows.map((row) => {
      const tests = items.filter((item) => item.profileId === row.id);
      return {
        id: row.id,
        productId: CUSTOM_PROFILE_PRODUCTS[row.species as Species].id,
        name: row.name,
        species: row.species as Species,
        tests: tests.map((t) => {
          const ref = { id: t.id, name: t.name, species: t.species as Species | null };
          return { ...ref, url: productPath(ref) };
        }),
        price: { currency, ...customProfilePrice(tests.map((t) => t.amount)) },
        createdAt: row.createdAt.toISOString(),
      };
    });
  }
}
