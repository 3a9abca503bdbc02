/** Response shapes of the cart calls (spec §3 Cart and Item, §7). Money in integer minor units. */

export interface CartItemMeta {
  /** A test upgrade or full-breed-profile upgrade for an animal already sampled (its barcode). */
  isUpgradeTests?: boolean;
  isUpgradeFullbreed?: boolean;
  barcode?: string;
  /** A saved custom profile, sold as its species' custom-profile product (docs/decisions/0611). */
  customProfileId?: string;
}

/** An order line keeps what the custom profile held when it was bought, even if the profile changes later. */
export interface OrderLineMeta extends CartItemMeta {
  customProfileTests?: { id: number; name: string }[];
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
  /** For a custom profile: its tests and saving, priced by docs/decisions/0307. */
  customProfile: { id: string; tests: { id: number; name: string }[]; discountPercent: number } | null;
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

/** GET /api/my/cart: the signed-in user's cart for this browser, null until they have one (docs/decisions/0618). */
export interface MyCartView {
  sessionId: string | null;
  /**
   * Lines of this browser's guest cart that its user's cart refused when they merged just now (docs/decisions/0625):
   * test upgrades beside regular products, or a second custom profile. Empty on every later call.
   */
  dropped: Array<{ productId: number; name: string; reason: string }>;
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
