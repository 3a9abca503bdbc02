import type { StorefrontCode } from './storefronts.js';

/**
 * The shop holds two merchant accounts with each payment provider: one in Australia (settling in AUD and
 * NZD, with Australian acquiring) and one for the United States and Europe (every other storefront).
 */
export const PAYMENT_REGIONS = ['AU', 'US_EU'] as const;
export type PaymentRegion = (typeof PAYMENT_REGIONS)[number];

const AUSTRALIAN_ACCOUNT_STOREFRONTS: ReadonlySet<StorefrontCode> = new Set(['AU', 'NZ']);

/** Which merchant account takes a payment made in a storefront (docs/decisions/0400-payment-region-accounts.md). */
export function paymentRegionFor(storefront: StorefrontCode): PaymentRegion {
  return AUSTRALIAN_ACCOUNT_STOREFRONTS.has(storefront) ? 'AU' : 'US_EU';
}

/** Payment method codes of the checkout payload (spec §3). */
export const PAYMENT_METHOD_CODES = ['C', 'P', 'A', 'EFT'] as const;
export type PaymentMethodCode = (typeof PAYMENT_METHOD_CODES)[number];

/** The region stored on an order or payment row, read back as a merchant account (anything but AU is US_EU). */
export function storedPaymentRegion(region: string | null): PaymentRegion {
  return region === 'AU' ? 'AU' : 'US_EU';
}
