import { describe, expect, it } from '@jest/globals';
import { countryOfAcceptLanguage, resolveStorefront } from './storefront-resolution.js';
import { isStorefrontCode, type StorefrontCode } from './storefronts.js';

/** The 13 storefronts serve themselves; Ireland is served from GB, Austria from DE. */
const served: Record<string, StorefrontCode> = { IE: 'GB', AT: 'DE', BE: 'NL' };
const storefrontOf = (code: string) => (isStorefrontCode(code) ? code : served[code]);

describe('resolveStorefront', () => {
  it('prefers the signed-in user’s own country over everything else', () => {
    expect(
      resolveStorefront({
        userCountry: 'AU',
        userCurrency: 'AUD',
        cookieCountry: 'GB',
        edgeCountry: 'US',
        acceptLanguage: 'de-DE',
        storefrontOf,
      }),
    ).toEqual({ storefront: 'AU', countryCode: 'AU', currency: 'AUD', source: 'user' });
  });

  it('uses the country cookie for a guest, before the edge header and the browser language', () => {
    expect(resolveStorefront({ cookieCountry: 'GB', edgeCountry: 'US', acceptLanguage: 'de', storefrontOf })).toEqual({
      storefront: 'GB',
      countryCode: 'GB',
      currency: 'GBP',
      source: 'cookie',
    });
  });

  it('keeps a chosen currency cookie with the cookie country, and ignores an unknown one', () => {
    expect(resolveStorefront({ cookieCountry: 'IE', cookieCurrency: 'EUR', storefrontOf })).toMatchObject({
      storefront: 'GB',
      countryCode: 'IE',
      currency: 'EUR',
    });
    expect(resolveStorefront({ cookieCountry: 'GB', cookieCurrency: 'XYZ', storefrontOf })).toMatchObject({ currency: 'GBP' });
  });

  it('uses the trusted edge header next, mapping a shipping country to the storefront serving it', () => {
    expect(resolveStorefront({ edgeCountry: 'at', acceptLanguage: 'en-US', storefrontOf })).toEqual({
      storefront: 'DE',
      countryCode: 'AT',
      currency: 'EUR',
      source: 'edge',
    });
  });

  it('skips a signal that names a country we do not serve and tries the next', () => {
    expect(resolveStorefront({ cookieCountry: 'XX', edgeCountry: 'T1', acceptLanguage: 'en-NZ', storefrontOf })).toEqual({
      storefront: 'NZ',
      countryCode: 'NZ',
      currency: 'NZD',
      source: 'accept-language',
    });
    expect(resolveStorefront({ userCountry: null, cookieCountry: '', storefrontOf })).toBeNull();
  });

  it('answers null when nothing names a served country, so the welcome dialog asks', () => {
    expect(resolveStorefront({ storefrontOf })).toBeNull();
    expect(resolveStorefront({ edgeCountry: 'JP', acceptLanguage: 'en, ja;q=0.8', storefrontOf })).toBeNull();
  });
});

describe('countryOfAcceptLanguage', () => {
  it('takes the most preferred region we serve', () => {
    expect(countryOfAcceptLanguage('en-GB,en;q=0.9', storefrontOf)).toBe('GB');
    expect(countryOfAcceptLanguage('ja-JP, en-AU;q=0.7, en-US;q=0.8', storefrontOf)).toBe('US');
    expect(countryOfAcceptLanguage('fr-BE', storefrontOf)).toBe('BE');
    expect(countryOfAcceptLanguage('zh-Hant-CA', storefrontOf)).toBe('CA');
  });

  it('falls back to a language spoken in only one storefront', () => {
    expect(countryOfAcceptLanguage('sv', storefrontOf)).toBe('SE');
    expect(countryOfAcceptLanguage('ja, de;q=0.5', storefrontOf)).toBe('DE');
  });

  it('reads nothing from plain English, wildcards or refused languages', () => {
    expect(countryOfAcceptLanguage('en', storefrontOf)).toBeUndefined();
    expect(countryOfAcceptLanguage('*', storefrontOf)).toBeUndefined();
    expect(countryOfAcceptLanguage('en-GB;q=0', storefrontOf)).toBeUndefined();
    expect(countryOfAcceptLanguage(undefined, storefrontOf)).toBeUndefined();
  });
});
