/** The country storefronts: each sells in its own currency and formats for its own locale. */
export const STOREFRONT_CODES = ['AU', 'GB', 'DE', 'ES', 'FR', 'IT', 'NL', 'PL', 'PT', 'SE', 'CA', 'NZ', 'US'] as const;
export type StorefrontCode = (typeof STOREFRONT_CODES)[number];

export const CURRENCY_CODES = ['AUD', 'GBP', 'EUR', 'PLN', 'SEK', 'CAD', 'NZD', 'USD'] as const;
export type CurrencyCode = (typeof CURRENCY_CODES)[number];

export interface Storefront {
  code: StorefrontCode;
  name: string;
  currency: CurrencyCode;
  /** BCP 47 locale used for numbers, money and dates. */
  locale: string;
}

export const STOREFRONTS: Record<StorefrontCode, Storefront> = {
  AU: { code: 'AU', name: 'Australia', currency: 'AUD', locale: 'en-AU' },
  GB: { code: 'GB', name: 'United Kingdom', currency: 'GBP', locale: 'en-GB' },
  DE: { code: 'DE', name: 'Germany', currency: 'EUR', locale: 'de-DE' },
  ES: { code: 'ES', name: 'Spain', currency: 'EUR', locale: 'es-ES' },
  FR: { code: 'FR', name: 'France', currency: 'EUR', locale: 'fr-FR' },
  IT: { code: 'IT', name: 'Italy', currency: 'EUR', locale: 'it-IT' },
  NL: { code: 'NL', name: 'Netherlands', currency: 'EUR', locale: 'nl-NL' },
  PL: { code: 'PL', name: 'Poland', currency: 'PLN', locale: 'pl-PL' },
  PT: { code: 'PT', name: 'Portugal', currency: 'EUR', locale: 'pt-PT' },
  SE: { code: 'SE', name: 'Sweden', currency: 'SEK', locale: 'sv-SE' },
  CA: { code: 'CA', name: 'Canada', currency: 'CAD', locale: 'en-CA' },
  NZ: { code: 'NZ', name: 'New Zealand', currency: 'NZD', locale: 'en-NZ' },
  US: { code: 'US', name: 'United States', currency: 'USD', locale: 'en-US' },
};

export const DEFAULT_STOREFRONT: StorefrontCode = 'US';

export function isStorefrontCode(value: unknown): value is StorefrontCode {
  return typeof value === 'string' && (STOREFRONT_CODES as readonly string[]).includes(value);
}

export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && (CURRENCY_CODES as readonly string[]).includes(value);
}
