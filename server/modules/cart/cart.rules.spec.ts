import { describe, expect, it } from '@jest/globals';
import { TAX_RULES } from '../../../shared/tax.js';
import {
  CART_MESSAGES,
  COUPON_MSG,
  type CouponTerms,
  computeTotals,
  evaluateCoupon,
  isAnimalRequired,
  isClubProduct,
  membersOnlyAudience,
  pointsEarned,
  redemptionRefusal,
  refusalToAdd,
} from './cart.rules.js';

const coupon = (over: Partial<CouponTerms> = {}): CouponTerms => ({
  code: 'SAVE10',
  kind: 'percent',
  value: 10,
  currency: null,
  minSpend: null,
  expiresAt: null,
  totalLimit: null,
  usedCount: 0,
  perUserLimit: null,
  productIds: [],
  categoryIds: [],
  ...over,
});
const now = new Date('2026-11-23T12:00:00Z');
const ctx = { currency: 'GBP', now, usesByUser: 0 };
const lines = [
  { productId: 1, categoryId: 1, amount: 5000 },
  { productId: 2, categoryId: 6, amount: 3333 },
];

describe('cart rules: adding items', () => {
  it('adds an item once, never mixes upgrades with regular products, one custom profile per order', () => {
    expect(refusalToAdd([], { productId: 1, metaData: {} })).toBeNull();
    expect(refusalToAdd([{ productId: 1, metaData: {} }], { productId: 1, metaData: {} })).toBe(CART_MESSAGES.alreadyInCart);
    expect(
      refusalToAdd([{ productId: 1, metaData: {} }], { productId: 2, metaData: { isUpgradeTests: true, barcode: 'X1' } }),
    ).toBe(CART_MESSAGES.mixedUpgrades);
    expect(
      refusalToAdd([{ productId: 1, metaData: { isUpgradeFullbreed: true, barcode: 'X1' } }], { productId: 2, metaData: {} }),
    ).toBe(CART_MESSAGES.mixedUpgrades);
    expect(
      refusalToAdd([{ productId: 1, metaData: { isUpgradeTests: true, barcode: 'A' } }], {
        productId: 1,
        metaData: { isUpgradeTests: true, barcode: 'B' },
      }),
    ).toBeNull();
    expect(
      refusalToAdd([{ productId: 976, metaData: { customProfileId: 'a' } }], {
        productId: 976,
        metaData: { customProfileId: 'b' },
      }),
    ).toBe(CART_MESSAGES.customProfileInCart);
    expect(CART_MESSAGES.pendingPayments.code).toBe(79);
    expect(CART_MESSAGES.mixedUpgrades.code).toBe(101);
  });

  it('asks vets to name the animal for tests, not for kits', () => {
    expect(isAnimalRequired({ typeId: 2, kind: 'd', kitCount: null }, 'vet')).toBe(true);
    expect(isAnimalRequired({ typeId: 2, kind: 'd', kitCount: null }, 'breeder')).toBe(false);
    expect(isAnimalRequired({ typeId: 4, kind: 'vet', kitCount: null }, 'vet')).toBe(false);
  });
});

describe('cart rules: coupons', () => {
  it('takes a percentage of the whole cart, rounded down to the minor unit', () => {
    expect(evaluateCoupon(coupon(), lines, ctx)).toEqual({ ok: true, discount: 833 });
  });
  it('caps a fixed coupon at what it applies to, and scopes by product or category', () => {
    expect(evaluateCoupon(coupon({ kind: 'fixed', value: 99999 }), lines, ctx)).toEqual({ ok: true, discount: 8333 });
    expect(evaluateCoupon(coupon({ categoryIds: [6] }), lines, ctx)).toEqual({ ok: true, discount: 333 });
    expect(evaluateCoupon(coupon({ productIds: [77] }), lines, ctx)).toEqual({ ok: false, reason: COUPON_MSG.noProducts });
  });
  it('refuses expired, used-up, already-used, foreign-currency and below-minimum coupons', () => {
    expect(evaluateCoupon(coupon({ expiresAt: now }), lines, ctx)).toEqual({ ok: false, reason: COUPON_MSG.expired });
    expect(evaluateCoupon(coupon({ totalLimit: 1, usedCount: 1 }), lines, ctx)).toEqual({ ok: false, reason: COUPON_MSG.usedUp });
    expect(evaluateCoupon(coupon({ perUserLimit: 1 }), lines, { ...ctx, usesByUser: 1 })).toEqual({
      ok: false,
      reason: COUPON_MSG.usedByYou,
    });
    expect(evaluateCoupon(coupon({ kind: 'fixed', value: 500, currency: 'AUD' }), lines, ctx)).toEqual({
      ok: false,
      reason: COUPON_MSG.currency,
    });
    expect(evaluateCoupon(coupon({ minSpend: 8334 }), lines, ctx)).toEqual({ ok: false, reason: COUPON_MSG.minSpend });
    expect(evaluateCoupon(coupon({ minSpend: 8333 }), lines, ctx).ok).toBe(true);
  });
});

describe('cart rules: totals and tax', () => {
  it('shows GST included in an Australian total and adds nothing in the US', () => {
    const au = computeTotals({
      currency: 'AUD',
      subtotal: 11000,
      discount: 0,
      loyaltyPoints: 0,
      availablePoints: 0,
      shipping: 0,
      tax: TAX_RULES.AU,
    });
    expect(au).toMatchObject({ total: 11000, tax: 1000, taxLabel: 'GST', taxIncluded: true });
    const us = computeTotals({
      currency: 'USD',
      subtotal: 11000,
      discount: 0,
      loyaltyPoints: 0,
      availablePoints: 0,
      shipping: 0,
      tax: TAX_RULES.US,
    });
    expect(us).toMatchObject({ total: 11000, tax: 0, taxIncluded: false });
  });
  it('rounds VAT to the nearest penny and caps points by the balance and the amount due', () => {
    const gb = computeTotals({
      currency: 'GBP',
      subtotal: 9999,
      discount: 999,
      loyaltyPoints: 700,
      availablePoints: 500,
      shipping: 1500,
      tax: TAX_RULES.GB,
    });
    expect(gb).toMatchObject({ discount: 999, loyaltyDiscount: 500, total: 10000, tax: 1667, pointsUsed: 500 });
    const free = computeTotals({
      currency: 'GBP',
      subtotal: 1000,
      discount: 0,
      loyaltyPoints: 5000,
      availablePoints: 5000,
      shipping: 0,
      tax: TAX_RULES.GB,
    });
    expect(free).toMatchObject({ total: 0, pointsUsed: 1000, tax: 0 });
  });
  it('earns 5 points per whole currency unit', () => {
    expect(pointsEarned(12999)).toBe(645);
  });
});

describe('cart rules: the back office’s coupon terms', () => {
  it('reads a disabled coupon as unknown, and one not yet started as not valid yet', () => {
    expect(evaluateCoupon(coupon({ disabledAt: now }), lines, ctx)).toEqual({ ok: false, reason: COUPON_MSG.unknown });
    const later = new Date(now.getTime() + 1000);
    expect(evaluateCoupon(coupon({ startsAt: later }), lines, ctx)).toEqual({ ok: false, reason: COUPON_MSG.notYet });
    expect(evaluateCoupon(coupon({ startsAt: now }), lines, ctx).ok).toBe(true);
  });

  it('holds a coupon to its storefronts when it lists any', () => {
    expect(evaluateCoupon(coupon({ storefronts: ['GB'] }), lines, { ...ctx, storefront: 'GB' }).ok).toBe(true);
    expect(evaluateCoupon(coupon({ storefronts: ['GB'] }), lines, { ...ctx, storefront: 'AU' })).toEqual({
      ok: false,
      reason: COUPON_MSG.currency,
    });
    expect(evaluateCoupon(coupon({ storefronts: [] }), lines, { ...ctx, storefront: 'AU' }).ok).toBe(true);
  });
});

describe('redemptionRefusal (taken under the coupon row lock)', () => {
  it('takes a use while the coupon and the buyer both have uses left', () => {
    expect(redemptionRefusal({ totalLimit: 3, usedCount: 2, perUserLimit: 2 }, 1)).toBeNull();
    expect(redemptionRefusal({ totalLimit: null, usedCount: 500, perUserLimit: null }, 40)).toBeNull();
  });

  it('refuses once the coupon is used up, whoever asks', () => {
    expect(redemptionRefusal({ totalLimit: 1, usedCount: 1, perUserLimit: null }, 0)).toBe(COUPON_MSG.usedUp);
  });

  it("refuses once this buyer's own uses reach the per-user limit", () => {
    expect(redemptionRefusal({ totalLimit: null, usedCount: 1, perUserLimit: 1 }, 1)).toBe(COUPON_MSG.usedByYou);
    expect(redemptionRefusal({ totalLimit: 100, usedCount: 3, perUserLimit: 2 }, 2)).toBe(COUPON_MSG.usedByYou);
  });
});

describe('club products (docs/decisions/0971)', () => {
  it("are the products of the catalogue's club category, and only those", () => {
    expect(isClubProduct({ categoryId: 35 })).toBe(true);
    for (const categoryId of [1, 2, 34, 36, null]) expect(isClubProduct({ categoryId })).toBe(false);
  });
});

describe('members-only products (docs/decisions/0974)', () => {
  it('names the club category for club members and the agent category for collection agents; nothing else is restricted', () => {
    expect(membersOnlyAudience({ categoryId: 35 })).toBe('club');
    expect(membersOnlyAudience({ categoryId: 36 })).toBe('agent');
    for (const categoryId of [1, 20, 21, 34, null]) expect(membersOnlyAudience({ categoryId })).toBeNull();
  });
});
