import { describe, expect, it } from '@jest/globals';
import { formatDate, formatDateTime, formatMoney, roundMinor } from './format.js';

describe('formatMoney', () => {
  it('formats minor units in the storefront locale', () => {
    expect(formatMoney({ amount: 12_900, currency: 'GBP' }, 'GB')).toBe('£129.00');
    expect(formatMoney({ amount: 9_950, currency: 'USD' }, 'US')).toBe('$99.50');
    expect(formatMoney({ amount: 9_950, currency: 'EUR' }, 'DE')).toBe('99,50\u00a0€');
  });
});

describe('formatDate', () => {
  it('uses MM/dd/y in the US and dd/MM/y elsewhere', () => {
    expect(formatDate('2026-03-04T10:00:00Z', 'US')).toBe('03/04/2026');
    expect(formatDate('2026-03-04T10:00:00Z', 'GB')).toBe('04/03/2026');
    expect(formatDate('2026-03-04T10:00:00Z', 'AU')).toBe('04/03/2026');
  });
});

describe('roundMinor', () => {
  it('rounds half away from zero', () => {
    expect(roundMinor(10.5)).toBe(11);
    expect(roundMinor(-10.5)).toBe(-11);
    expect(roundMinor(10.49)).toBe(10);
  });
});

describe('formatDateTime', () => {
  it("writes the storefront's date and the UTC time of day", () => {
    expect(formatDateTime('2026-03-04T09:05:59Z', 'US')).toBe('03/04/2026 09:05 UTC');
    expect(formatDateTime(new Date('2026-12-31T23:59:00Z'), 'GB')).toBe('31/12/2026 23:59 UTC');
  });
});
