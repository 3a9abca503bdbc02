import type { CurrencyCode, StorefrontCode } from '../storefronts.js';

export interface Country {
  id: number;
  name: string;
  code: string;
  currency: CurrencyCode;
  /** The storefront that serves this country. */
  storefront: StorefrontCode;
  isStorefront: boolean;
}

export interface CountryState {
  code: string;
  name: string;
}
