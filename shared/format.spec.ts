import { describe, expect, it } from '@jest/globals';
import {
  datePattern,
  formatDate,
  formatDateTime,
  formatLabDate,
  formatMoney,
  parseStorefrontDate,
  roundMinor,
} from './format.js';

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

describe('formatLabDate', () => {
  it('writes day, short English month and year, the same for a timestamp and a calendar date', () => {
    expect(formatLabDate('2022-03-14')).toBe('14 Mar 2022');
    expect(formatLabDate('2026-11-02T23:30:00.000Z')).toBe('2 Nov 2026');
    expect(formatLabDate(new Date(Date.UTC(2025, 11, 31)))).toBe('31 Dec 2025');
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

describe('a date typed in the storefront’s format', () => {
  const today = new Date('2026-11-26T12:00:00Z');
  it('reads day first outside the US and month first in the US', () => {
    expect(parseStorefrontDate('14/03/2022', 'GB', today)).toEqual({ ok: true, day: 14, month: 3, year: 2022 });
    expect(parseStorefrontDate('03/14/2022', 'US', today)).toEqual({ ok: true, day: 14, month: 3, year: 2022 });
    expect(parseStorefrontDate('1.2.2020', 'DE', today)).toEqual({ ok: true, day: 1, month: 2, year: 2020 });
    expect(datePattern('US')).toBe('MM/DD/YYYY');
    expect(datePattern('AU')).toBe('DD/MM/YYYY');
  });

  it('refuses what is not a date, a day the calendar lacks and a day after today', () => {
    expect(parseStorefrontDate('2022-03-14', 'GB', today)).toEqual({ ok: false, reason: 'format' });
    expect(parseStorefrontDate('March 2022', 'GB', today)).toEqual({ ok: false, reason: 'format' });
    expect(parseStorefrontDate('31/02/2022', 'GB', today)).toEqual({ ok: false, reason: 'impossible' });
    expect(parseStorefrontDate('14/03/2022', 'US', today)).toEqual({ ok: false, reason: 'impossible' });
    expect(parseStorefrontDate('27/11/2026', 'GB', today)).toEqual({ ok: false, reason: 'future' });
    expect(parseStorefrontDate('26/11/2026', 'GB', today)).toMatchObject({ ok: true });
  });
});
