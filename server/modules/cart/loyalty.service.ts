import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { LoyaltyPointsView } from '../../../shared/types/cart.js';
import { BACK_OFFICE_MSG } from '../../../shared/validation-messages.js';
import { requireAdmin } from '../../common/access.rules.js';
import { AppError, FieldErrors } from '../../common/app-error.js';
import type { RequestUser } from '../../common/request-user.js';
import { DB } from '../../common/tokens.js';
import { type Db, type DbExecutor, rowsOf } from '../../db/database.js';
import { AuditService } from '../audit/audit.service.js';
import { CART_MESSAGES } from './cart.rules.js';
import { couponRedemptions, coupons, loyaltyLedger } from './cart.schema.js';

/** Loyalty points as a ledger; a user's rows are serialised by an advisory lock so a balance never goes below zero. */
@Injectable()
export class LoyaltyService {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly audit: AuditService,
  ) {}

  async balance(executor: DbExecutor, userId: number): Promise<number> {
    const [row] = await rowsOf<{ total: string | number | null }>(
      executor,
      sql`SELECT COALESCE(sum(points), 0) AS total FROM loyalty_ledger WHERE user_id = ${userId}`,
    );
    return Number(row?.total ?? 0);
  }

  /** One account's balance, for the back office's customer page. */
  async balanceOf(userId: number): Promise<number> {
    return this.balance(this.db, userId);
  }

  async view(user: RequestUser): Promise<LoyaltyPointsView> {
    const history = await this.db
      .select()
      .from(loyaltyLedger)
      .where(eq(loyaltyLedger.userId, user.id))
      .orderBy(desc(loyaltyLedger.createdAt), desc(loyaltyLedger.id))
      .limit(50);
    return {
      balance: await this.balance(this.db, user.id),
      history: history.map((h) => ({
        points: h.points,
        reason: h.reason,
        orderId: h.orderId,
        createdAt: h.createdAt.toISOString(),
      })),
    };
  }

  /** Spends points inside the caller's transaction; refuses (409) if the balance no longer covers them. */
  async spend(tx: DbExecutor, userId: number, points: number, reason: string, orderId: number | null): Promise<void> {
    if (points <= 0) return;
    await tx.execute(sql`SELECT pg_advisory_xact_lock(7243, ${userId})`);
    if ((await this.balance(tx, userId)) < points) {
      throw AppError.conflict('You do not have enough loyalty points for this payment', { code: 'loyalty_points' });
    }
    await tx.insert(loyaltyLedger).values({ userId, points: -points, reason, orderId });
  }

  /**
   * The lab adds or takes points by hand, with a reason; under the same per-account lock as spending, so
   * the balance never goes below zero. Written to the audit log in the same transaction.
   */
  async adjustByAdmin(
    actor: RequestUser | undefined,
    userId: number,
    points: number,
    reason: string,
  ): Promise<{ balance: number }> {
    const admin = requireAdmin(actor);
    if (points === 0) throw new FieldErrors({ points: BACK_OFFICE_MSG.points });
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(7243, ${userId})`);
      const before = await this.balance(tx, userId);
      if (before + points < 0) throw new FieldErrors({ points: BACK_OFFICE_MSG.pointsBelowZero });
      await tx.insert(loyaltyLedger).values({ userId, points, reason: `Adjusted by the lab: ${reason}`, orderId: null });
      await this.audit.record(tx, {
        actorId: admin.id,
        entity: 'loyalty-points',
        entityId: userId,
        subjectUserId: userId,
        action: 'adjust-points',
        before: { balance: before },
        after: { balance: before + points, points, reason },
      });
      return { balance: before + points };
    });
  }

  async earn(tx: DbExecutor, userId: number, points: number, reason: string, orderId: number | null): Promise<void> {
    if (points <= 0) return;
    await tx.insert(loyaltyLedger).values({ userId, points, reason, orderId });
  }

  /** POST /api/my/loyalty-points {coupon}: a loyalty voucher adds its points once per account (103 the second time). */
  async redeemVoucher(user: RequestUser, code: string): Promise<LoyaltyPointsView> {
    await this.db.transaction(async (tx) => {
      const [coupon] = await tx
        .select()
        .from(coupons)
        .where(and(eq(coupons.code, code.trim().toUpperCase()), eq(coupons.kind, 'points')))
        .for('update');
      if (!coupon) throw AppError.notFound('This voucher code is not valid');
      if (coupon.expiresAt && coupon.expiresAt.getTime() <= Date.now()) throw AppError.conflict('This voucher has expired');
      const [used] = await tx
        .select({ id: couponRedemptions.id })
        .from(couponRedemptions)
        .where(and(eq(couponRedemptions.couponId, coupon.id), eq(couponRedemptions.userId, user.id)));
      if (used) throw AppError.conflict(CART_MESSAGES.voucherRedeemed.content, CART_MESSAGES.voucherRedeemed);
      const [claimed] = await tx
        .update(coupons)
        .set({ usedCount: sql`${coupons.usedCount} + 1` })
        .where(
          and(eq(coupons.id, coupon.id), sql`(${coupons.totalLimit} IS NULL OR ${coupons.usedCount} < ${coupons.totalLimit})`),
        )
        .returning({ id: coupons.id });
      if (!claimed) throw AppError.conflict('This voucher has been used up');
      await tx.insert(couponRedemptions).values({ couponId: coupon.id, userId: user.id, email: user.email });
      await this.earn(tx, user.id, coupon.value, `Voucher ${coupon.code}`, null);
    });
    return this.view(user);
  }
}
