import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { LoyaltyPointsView } from '../../../shared/types/cart.js';
import { AppError } from '../../common/app-error.js';
import type { RequestUser } from '../../common/request-user.js';
import { DB } from '../../common/tokens.js';
import { type Db, type DbExecutor, rowsOf } from '../../db/database.js';
import { CART_MESSAGES } from './cart.rules.js';
import { couponRedemptions, coupons, loyaltyLedger } from './cart.schema.js';

/** Loyalty points as a ledger; a user's rows are serialised by an advisory lock so a balance never goes below zero. */
@Injectable()
export class LoyaltyService {
  constructor(@Inject(DB) private readonly db: Db) {}

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
