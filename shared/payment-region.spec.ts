import { describe, expect, it } from '@jest/globals';
import { paymentRegionFor, storedPaymentRegion } from './payment-region.js';
import { STOREFRONT_CODES } from './storefronts.js';

describe('paymentRegionFor', () => {
  it('sends Australia and New Zealand to the Australian account', () => {
    expect(paymentRegionFor('AU')).toBe('AU');
    expect(paymentRegionFor('NZ')).toBe('AU');
  });

  it('sends the United States, Canada and every European storefront to the US/Europe account', () => {
    for (const code of ['US', 'CA', 'GB', 'DE', 'ES', 'FR', 'IT', 'NL', 'PL', 'PT', 'SE'] as const) {
      expect(paymentRegionFor(code)).toBe('US_EU');
    }
  });

  it('has an account for every storefront', () => {
    const regions = new Set(STOREFRONT_CODES.map(paymentRegionFor));
    expect([...regions].sort()).toEqual(['AU', 'US_EU']);
  });
});

describe('storedPaymentRegion', () => {
  it('reads a stored AU as the Australian account and anything else (US_EU, none) as the US/Europe one', () => {
    expect(storedPaymentRegion('AU')).toBe('AU');
    expect(storedPaymentRegion('US_EU')).toBe('US_EU');
    expect(storedPaymentRegion(null)).toBe('US_EU');
  });
});
