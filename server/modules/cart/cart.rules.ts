import { CATEGORY, PRODUCT_TYPE } from '../../../shared/catalogue.js';
import { includedTax, type TaxRule } from '../../../shared/tax.js';
import type { CartItemMeta, CartMessage, CartTotals } from '../../../shared/types/cart.js';
import type { UserType } from '../../../shared/types/user.js';

/** The cart's refusals, in the spec's words (§8); 103's text is ours (docs/decisions/0601). */
export const CART_MESSAGES = {
  pendingPayments: {
    code: 79,
    title: 'Pending Payments',
    content: 'You have payments pending and therefore cannot proceed with making any new orders.',
    otherInfo: 'Please pay your outstanding accounts or contact the provider to discuss.',
  },
  mixedUpgrades: {
    code: 101,
    title: 'Unable to Add to Cart!',
    content: "You can't mix test upgrades and regular products.",
    otherInfo: 'Please complete your purchase of existing items and try again.',
  },
  voucherRedeemed: {
    code: 103,
    title: 'Voucher already redeemed',
    content: 'You have already redeemed this voucher. Each voucher can be used once per account.',
  },
  alreadyInCart: {
    code: 'already_in_cart',
    title: 'Already in the Cart',
    content: 'This item is already in your cart. You can only add it once.',
  },
  customProfileInCart: {
    code: 'custom_profile_in_cart',
    title: 'Already in Cart',
    content: 'Your cart already holds a custom profile. You can order one custom profile per order.',
  },
} as const satisfies Record<string, CartMessage>;

export const CURRENCY_SYMBOLS: Record<string, string> = {
  AUD: '$',
  USD: '$',
  CAD: '$',
  NZD: '$',
  GBP: '£',
  EUR: '€',
  PLN: 'zł',
  SEK: 'kr',
};

export interface CartLine {
  productId: number;
  metaData: CartItemMeta;
}

export const isUpgrade = (meta: CartItemMeta): boolean => meta.isUpgradeTests === true || meta.isUpgradeFullbreed === true;

/** Spec §5 cart rules for adding `next` to a cart that holds `lines`; the refusal, or null. */
export function refusalToAdd(lines: CartLine[], next: CartLine): CartMessage | null {
  if (lines.length > 0 && lines.some((l) => isUpgrade(l.metaData)) !== isUpgrade(next.metaData)) {
    return CART_MESSAGES.mixedUpgrades;
  }
  if (next.metaData.customProfileId !== undefined && lines.some((l) => l.metaData.customProfileId !== undefined)) {
    return CART_MESSAGES.customProfileInCart;
  }
  const sameItem = (l: CartLine) =>
    l.productId === next.productId && (l.metaData.barcode ?? null) === (next.metaData.barcode ?? null);
  if (lines.some(sameItem)) return CART_MESSAGES.alreadyInCart;
  return null;
}

export interface ProductFacts {
  typeId: number;
  kind: string;
  kitCount: number | null;
}

/** A test or profile is run on an animal: a vet names the patient for it (spec §6 animal-required items). */
export function isAnimalRequired(product: ProductFacts, userType: UserType): boolean {
  if (userType !== 'vet') return false;
  return ['fbp', 'd', 't', 'dna'].includes(product.kind) || product.typeId === PRODUCT_TYPE.mixBreed;
}

/** Sent by post: tests come with a swab kit, kits are kits; credits, plans and subscriptions are not posted. */
export function needsPosting(product: ProductFacts): boolean {
  if (product.kitCount !== null) return false;
  return product.typeId !== PRODUCT_TYPE.subscription && product.typeId !== PRODUCT_TYPE.shippingMethod;
}

/** Tests can be upgraded later from the same sample while DNA remains. */
export const hasUpgradeOption = (product: ProductFacts): boolean => ['d', 't', 'fbp'].includes(product.kind);

/** Only these quantities make sense: one test per animal, but several kits or packs. */
export const allowsQuantity = (product: ProductFacts): boolean =>
  product.typeId === PRODUCT_TYPE.shippable || product.kitCount !== null;

export const MAX_QUANTITY = 50;

export interface CouponTerms {
  code: string;
  kind: 'percent' | 'fixed' | 'points';
  /** Percent (1–100) for percent coupons, minor units for fixed ones, points for loyalty vouchers. */
  value: number;
  currency: string | null;
  minSpend: number | null;
  expiresAt: Date | null;
  totalLimit: number | null;
  usedCount: number;
  perUserLimit: number | null;
  productIds: number[];
  categoryIds: number[];
  /** Not valid before this moment (the back office's start date). */
  startsAt?: Date | null;
  /** Set when the lab disabled the coupon: it reads as unknown. */
  disabledAt?: Date | null;
  /** Storefronts the coupon is valid in; none listed means every storefront. */
  storefronts?: string[];
}

export interface CouponLine {
  productId: number;
  categoryId: number;
  amount: number;
}

export type CouponResult = { ok: true; discount: number } | { ok: false; reason: string };

export const COUPON_MSG = {
  unknown: 'This coupon code is not valid',
  expired: 'This coupon has expired',
  notYet: 'This coupon is not valid yet',
  usedUp: 'This coupon has been used up',
  usedByYou: 'You have already used this coupon',
  minSpend: 'Spend at least {amount} to use this coupon',
  currency: 'This coupon is not valid in your country',
  noProducts: 'This coupon does not apply to the items in your cart',
  points: 'This is a loyalty voucher: redeem it under My loyalty points',
} as const;

/**
 * What a coupon takes off these lines, or why it cannot be used. Scoped coupons discount only the lines
 * of their products or categories; the minimum spend counts the whole cart; a fixed coupon never takes
 * more than the lines it applies to.
 */
export function evaluateCoupon(
  coupon: CouponTerms,
  lines: CouponLine[],
  context: { currency: string; now: Date; usesByUser: number; storefront?: string },
): CouponResult {
  if (coupon.disabledAt) return { ok: false, reason: COUPON_MSG.unknown };
  if (coupon.kind === 'points') return { ok: false, reason: COUPON_MSG.points };
  if (coupon.startsAt && coupon.startsAt.getTime() > context.now.getTime()) return { ok: false, reason: COUPON_MSG.notYet };
  if (coupon.expiresAt && coupon.expiresAt.getTime() <= context.now.getTime()) return { ok: false, reason: COUPON_MSG.expired };
  if (coupon.totalLimit !== null && coupon.usedCount >= coupon.totalLimit) return { ok: false, reason: COUPON_MSG.usedUp };
  if (coupon.perUserLimit !== null && context.usesByUser >= coupon.perUserLimit)
    return { ok: false, reason: COUPON_MSG.usedByYou };
  if (coupon.currency && coupon.currency !== context.currency) return { ok: false, reason: COUPON_MSG.currency };
  if (coupon.storefronts?.length && !(context.storefront && coupon.storefronts.includes(context.storefront)))
    return { ok: false, reason: COUPON_MSG.currency };
  const subtotal = lines.reduce((sum, l) => sum + l.amount, 0);
  if (coupon.minSpend !== null && subtotal < coupon.minSpend) return { ok: false, reason: COUPON_MSG.minSpend };
  const scoped = coupon.productIds.length > 0 || coupon.categoryIds.length > 0;
  const eligible = scoped
    ? lines.filter((l) => coupon.productIds.includes(l.productId) || coupon.categoryIds.includes(l.categoryId))
    : lines;
  const base = eligible.reduce((sum, l) => sum + l.amount, 0);
  if (base === 0) return { ok: false, reason: COUPON_MSG.noProducts };
  const discount =
    coupon.kind === 'percent' ? Math.floor((base * Math.min(coupon.value, 100)) / 100) : Math.min(coupon.value, base);
  return { ok: true, discount };
}

/**
 * Whether one more use of this coupon may be taken, given its row (locked by the caller) and how often
 * this buyer — by account or by e-mail — has used it already (docs/decisions/0631). Null when it may.
 */
export function redemptionRefusal(
  coupon: Pick<CouponTerms, 'totalLimit' | 'usedCount' | 'perUserLimit'>,
  usesByBuyer: number,
): typeof COUPON_MSG.usedUp | typeof COUPON_MSG.usedByYou | null {
  if (coupon.totalLimit !== null && coupon.usedCount >= coupon.totalLimit) return COUPON_MSG.usedUp;
  if (coupon.perUserLimit !== null && usesByBuyer >= coupon.perUserLimit) return COUPON_MSG.usedByYou;
  return null;
}

/** Loyalty: one point is worth one minor unit; a paid order earns 5 points per whole currency unit paid. */
export const LOYALTY_POINTS_PER_MAJOR_UNIT = 5;
export const pointsEarned = (paidTotal: number): number => Math.floor(paidTotal / 100) * LOYALTY_POINTS_PER_MAJOR_UNIT;

export interface TotalsInput {
  currency: string;
  subtotal: number;
  discount: number;
  /** Points the customer wants to use; capped by the balance and by what is left to pay. */
  loyaltyPoints: number;
  availablePoints: number;
  shipping: number;
  tax: TaxRule;
}

/** The money of a cart or an order, all integer minor units; the one place totals are computed. */
export function computeTotals(input: TotalsInput): CartTotals & { pointsUsed: number } {
  const discount = Math.min(Math.max(input.discount, 0), input.subtotal);
  const afterDiscount = input.subtotal - discount + input.shipping;
  const pointsUsed = Math.max(0, Math.min(Math.floor(input.loyaltyPoints), input.availablePoints, afterDiscount));
  const total = afterDiscount - pointsUsed;
  return {
    currency: input.currency,
    subtotal: input.subtotal,
    discount,
    loyaltyDiscount: pointsUsed,
    shipping: input.shipping,
    total,
    tax: input.tax.included ? includedTax(total, input.tax.ratePercent) : 0,
    taxLabel: input.tax.label,
    taxRatePercent: input.tax.ratePercent,
    taxIncluded: input.tax.included,
    pointsUsed,
  };
}

/**
 * A club product: one of the catalogue's club category (the show sampling pack), sold only to signed-in
 * members of a club at the price it is listed at, which is the club price (docs/decisions/0971).
 */
export function isClubProduct(product: { categoryId: number | null }): boolean {
  return product.categoryId === CATEGORY.clubProducts;
}

/**
 * Who alone may buy a product, beyond the catalogue's user-type rules: club members (the club category,
 * 0971) or approved collection agents (the agent category, at the agent price: 0974); null for everyone.
 */
export function membersOnlyAudience(product: { categoryId: number | null }): 'club' | 'agent' | null {
  if (isClubProduct(product)) return 'club';
  return product.categoryId === CATEGORY.agentProducts ? 'agent' : null;
}
