/** Response shapes of the cart calls (spec §3 Cart and Item, §7). Money in integer minor units. */

export interface CartItemMeta {
  /** A test upgrade or full-breed-profile upgrade for an animal already sampled (its barcode). */
  isUpgradeTests?: boolean;
  isUpgradeFullbreed?: boolean;
  barcode?: string;
  customProfileId?: number;
}

export interface CartItemView {
  id: number;
  product: { id: number; name: string; typeId: number; kind: string; species: string | null };
  quantity: number;
  /** Unit price in minor units, from the catalogue in the cart's currency. */
  unitAmount: number;
  /** unitAmount × quantity. */
  amount: number;
  currency: { code: string; symbol: string };
  metaData: CartItemMeta;
  hasUpgradeOption: boolean;
  isAnimalRequired: boolean;
  note: string | null;
}

export interface ShippingMethodView {
  id: number;
  name: string;
  description: string;
  amount: number;
}

export interface CartTotals {
  currency: string;
  subtotal: number;
  discount: number;
  loyaltyDiscount: number;
  shipping: number;
  total: number;
  /** Tax included in `total` (GST/VAT) or added to it, with its label and rate (shared/tax.ts). */
  tax: number;
  taxLabel: string;
  taxRatePercent: number;
  taxIncluded: boolean;
}

export interface CartCouponView {
  code: string;
  valid: boolean;
  discount: number;
  message: string | null;
}

export interface CartView {
  sessionId: string;
  storefront: string;
  items: CartItemView[];
  itemCount: number;
  coupons: CartCouponView[];
  loyaltyPoints: number;
  availableLoyaltyPoints: number;
  shippingMethod: ShippingMethodView | null;
  shippingMethods: ShippingMethodView[];
  /** True when something in the cart is a physical kit (a swab) to post. */
  isSwabRequired: boolean;
  email: string | null;
  country: string | null;
  phoneNumber: string | null;
  collector: { type: string; name: string; clinic: string | null } | null;
  orderId: number | null;
  totals: CartTotals;
}

/** The message definition of spec §3 for the cart's refusals (codes 79, 101, 103 and 'Already in the Cart'). */
export interface CartMessage {
  code?: number | string;
  title: string;
  content: string;
  otherInfo?: string;
}

export interface LoyaltyPointsView {
  balance: number;
  history: { points: number; reason: string; orderId: number | null; createdAt: string }[];
}
