import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { AdminCoupon, AdminCouponDetail } from '../../../shared/types/back-office.js';
import { BACK_OFFICE_MSG } from '../../../shared/validation-messages.js';
import { requireAdmin } from '../../common/access.rules.js';
import { AppError, FieldErrors } from '../../common/app-error.js';
import type { RequestUser } from '../../common/request-user.js';
import { DB } from '../../common/tokens.js';
import type { Db, DbExecutor } from '../../db/database.js';
import { AuditService } from '../audit/audit.service.js';
import { couponRedemptions, coupons } from './cart.schema.js';
import type { SaveCouponDto } from './dto/admin-coupon.dto.js';

type CouponRow = typeof coupons.$inferSelect;

/**
 * The back office's coupons: list, create, edit, disable and enable, each change in the audit log. Uses
 * stay counted where checkout counts them (`used_count` under the coupon row's lock, decision 0631): an
 * edit locks the same row, so a limit lowered during a checkout is seen by the next redemption.
 */
@Injectable()
export class CouponsAdminService {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly audit: AuditService,
  ) {}

  async list(actor: RequestUser | undefined): Promise<AdminCoupon[]> {
    requireAdmin(actor);
    const rows = await this.db
      .select()
      .from(coupons)
      .where(ne(coupons.kind, 'points'))
      .orderBy(asc(sql`${coupons.disabledAt} is not null`), desc(coupons.createdAt), desc(coupons.id))
      .limit(500);
    return rows.map(toView);
  }

  /** The coupon and its redemptions (the back office adds the audit of its changes). */
  async detail(actor: RequestUser | undefined, id: number): Promise<Omit<AdminCouponDetail, 'audit'>> {
    requireAdmin(actor);
    const row = await this.row(this.db, id);
    const redemptions = await this.db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.couponId, id))
      .orderBy(desc(couponRedemptions.createdAt), desc(couponRedemptions.id))
      .limit(500);
    return {
      coupon: toView(row),
      redemptions: redemptions.map((r) => ({
        id: r.id,
        userId: r.userId,
        email: r.email,
        orderId: r.orderId,
        at: r.createdAt.toISOString(),
      })),
    };
  }

  async create(actor: RequestUser | undefined, input: SaveCouponDto): Promise<AdminCoupon> {
    const admin = requireAdmin(actor);
    const values = valuesOf(input);
    return this.db.transaction(async (tx) => {
      const [row] = await tx.insert(coupons).values(values).onConflictDoNothing({ target: coupons.code }).returning();
      if (!row) throw new FieldErrors({ code: BACK_OFFICE_MSG.couponCodeTaken });
      await this.audit.record(tx, {
        actorId: admin.id,
        entity: 'coupon',
        entityId: row.id,
        action: 'create',
        before: null,
        after: toView(row),
      });
      return toView(row);
    });
  }

  async update(actor: RequestUser | undefined, id: number, input: SaveCouponDto): Promise<AdminCoupon> {
    const admin = requireAdmin(actor);
    const values = valuesOf(input);
    return this.db.transaction(async (tx) => {
      const before = await this.row(tx, id, true);
      const [taken] = await tx
        .select({ id: coupons.id })
        .from(coupons)
        .where(and(eq(coupons.code, values.code), ne(coupons.id, id)));
      if (taken) throw new FieldErrors({ code: BACK_OFFICE_MSG.couponCodeTaken });
      const [after] = await tx.update(coupons).set(values).where(eq(coupons.id, id)).returning();
      if (!after) throw AppError.notFound('Coupon not found');
      await this.audit.record(tx, {
        actorId: admin.id,
        entity: 'coupon',
        entityId: id,
        action: 'update',
        before: toView(before),
        after: toView(after),
      });
      return toView(after);
    });
  }

  /** Disabled, a coupon reads as unknown at checkout; enabling it again restores it as it was. */
  async setDisabled(actor: RequestUser | undefined, id: number, disabled: boolean): Promise<AdminCoupon> {
    const admin = requireAdmin(actor);
    return this.db.transaction(async (tx) => {
      const before = await this.row(tx, id, true);
      if ((before.disabledAt !== null) === disabled) return toView(before);
      const [after] = await tx
        .update(coupons)
        .set({ disabledAt: disabled ? new Date() : null })
        .where(eq(coupons.id, id))
        .returning();
      if (!after) throw AppError.notFound('Coupon not found');
      await this.audit.record(tx, {
        actorId: admin.id,
        entity: 'coupon',
        entityId: id,
        action: disabled ? 'disable' : 'enable',
        before: toView(before),
        after: toView(after),
      });
      return toView(after);
    });
  }

  private async row(executor: DbExecutor, id: number, lock = false): Promise<CouponRow> {
    const query = executor
      .select()
      .from(coupons)
      .where(and(eq(coupons.id, id), ne(coupons.kind, 'points')));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw AppError.notFound('Coupon not found');
    return row;
  }
}

/** The row's values from the form, after the checks one field alone cannot make. */
function valuesOf(input: SaveCouponDto) {
  const errors: Record<string, string> = {};
  if (input.kind === 'percent' && input.value > 100) errors.value = BACK_OFFICE_MSG.couponPercent;
  const startsAt = input.startsAt ? new Date(input.startsAt) : null;
  const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
  if (startsAt && expiresAt && expiresAt <= startsAt) errors.expiresAt = BACK_OFFICE_MSG.endsBeforeStart;
  if (Object.keys(errors).length > 0) throw new FieldErrors(errors);
  return {
    code: input.code,
    kind: input.kind,
    value: input.value,
    currency: input.currency ?? null,
    minSpend: input.minSpend ?? null,
    startsAt,
    expiresAt,
    totalLimit: input.totalLimit ?? null,
    perUserLimit: input.perUserLimit ?? null,
    storefronts: [...new Set(input.storefronts ?? [])],
    productIds: [...new Set(input.productIds ?? [])],
    categoryIds: [...new Set(input.categoryIds ?? [])],
  };
}

function toView(row: CouponRow): AdminCoupon {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind === 'fixed' ? 'fixed' : 'percent',
    value: row.value,
    currency: row.currency,
    minSpend: row.minSpend,
    startsAt: row.startsAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    totalLimit: row.totalLimit,
    perUserLimit: row.perUserLimit,
    usedCount: row.usedCount,
    storefronts: row.storefronts,
    productIds: row.productIds,
    categoryIds: row.categoryIds,
    disabled: row.disabledAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}
