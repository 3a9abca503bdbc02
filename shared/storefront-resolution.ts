import { type CurrencyCode, isCurrencyCode, STOREFRONTS, type StorefrontCode } from './storefronts.js';

/** Where the visitor's storefront came from, strongest first. */
export type StorefrontSource = 'user' | 'cookie' | 'edge' | 'accept-language';

export interface StorefrontSignals {
  /** The signed-in user's own country (ISO alpha-2), when there is a signed-in user. */
  userCountry?: string | null;
  userCurrency?: string | null;
  /** The country cookie a guest chose in the welcome dialog. */
  cookieCountry?: string;
  cookieCurrency?: string;
  /** The country the trusted edge (CDN / load balancer) put in its header. */
  edgeCountry?: string;
  acceptLanguage?: string;
  /** The storefront serving a country we ship to; undefined for a country we do not serve. */
  storefrontOf: (countryCode: string) => StorefrontCode | undefined;
}

export interface ResolvedStorefront {
  storefront: StorefrontCode;
  /** The visitor's own country (may be a shipping country served by another storefront). */
  countryCode: string;
  currency: CurrencyCode;
  source: StorefrontSource;
}

/**
 * Language-only tags that point at one storefront. English is spoken in five storefronts and says
 * nothing about where the visitor lives, so it is left to the welcome dialog.
 */
const LANGUAGE_COUNTRY: Record<string, string> = {
  de: 'DE',
  es: 'ES',
  fr: 'FR',
  it: 'IT',
  nl: 'NL',
  pl: 'PL',
  pt: 'PT',
  sv: 'SE',
};

/**
 * The visitor's storefront: the signed-in user's country > the country cookie > the trusted edge
 * header > Accept-Language; null when none names a country we serve (the welcome dialog asks).
 */
export function resolveStorefront(signals: StorefrontSignals): ResolvedStorefront | null {
  const candidates: Array<[StorefrontSource, string | null | undefined, string | null | undefined]> = [
    ['user', signals.userCountry, signals.userCurrency],
    ['cookie', signals.cookieCountry, signals.cookieCurrency],
    ['edge', signals.edgeCountry, undefined],
    ['accept-language', countryOfAcceptLanguage(signals.acceptLanguage, signals.storefrontOf), undefined],
  ];
  for (const [source, rawCountry, rawCurrency] of candidates) {
    if (!rawCountry) continue;
    const countryCode = rawCountry.trim().toUpperCase();
    const storefront = signals.storefrontOf(countryCode);
    if (!storefront) continue;
    const currency = isCurrencyCode(rawCurrency) ? rawCurrency : STOREFRONTS[storefront].currency;
    return { storefront, countryCode, currency, source };
  }
  return null;
}

interface LanguageRange {
  tag: string;
  quality: number;
  order: number;
}

function parseAcceptLanguage(header: string): LanguageRange[] {
  return header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim().toLowerCase(), quality: Number.isFinite(quality) ? quality : 0, order };
    })
    .filter((range) => range.tag !== '' && range.tag !== '*' && range.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.order - b.order);
}

/**
 * The first country an Accept-Language header names: a region subtag we serve (en-GB, fr-CA) wins in
 * the visitor's order of preference; failing that, a language spoken in one storefront (de, sv).
 */
export function countryOfAcceptLanguage(
  header: string | undefined,
  storefrontOf: (countryCode: string) => StorefrontCode | undefined,
): string | undefined {
  if (!header) return undefined;
  const ranges = parseAcceptLanguage(header);
  for (const { tag } of ranges) {
    const region = tag
      .split('-')
      .slice(1)
      .find((subtag) => /^[a-z]{2}$/.test(subtag));
    if (region && storefrontOf(region.toUpperCase())) return region.toUpperCase();
  }
  for (const { tag } of ranges) {
    const country = LANGUAGE_COUNTRY[tag.split('-')[0] ?? ''];
    if (country && storefrontOf(country)) return country;
  }
  return undefined;
}
