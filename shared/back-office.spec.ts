import { describe, expect, it } from '@jest/globals';
import { chartStartUtc, dailySeries, startOfMonthUtc, startOfTodayUtc } from './back-office.js';

describe('dashboard periods', () => {
  it('starts today and this month at UTC midnight', () => {
    const now = new Date('2026-11-26T00:35:12Z');
    expect(startOfTodayUtc(now).toISOString()).toBe('2026-11-26T00:00:00.000Z');
    expect(startOfMonthUtc(now).toISOString()).toBe('2026-11-01T00:00:00.000Z');
  });
});

describe('the 30-day chart', () => {
  it('starts 29 days before today, UTC', () => {
    expect(chartStartUtc(new Date('2026-11-26T23:59:00Z')).toISOString()).toBe('2026-10-28T00:00:00.000Z');
  });

  it('gives each storefront one entry per day, zero on days without orders, never mixing currencies', () => {
    const from = new Date('2026-11-24T00:00:00Z');
    const series = dailySeries(
      [
        { storefront: 'GB', currency: 'GBP', day: '2026-11-26', orders: 2, revenue: 9000 },
        { storefront: 'DE', currency: 'EUR', day: '2026-11-24', orders: 1, revenue: 0 },
        { storefront: 'GB', currency: 'GBP', day: '2026-11-24', orders: 1, revenue: 4500 },
      ],
      from,
      3,
    );
    expect(series).toEqual([
      {
        storefront: 'DE',
        currency: 'EUR',
        days: [
          { day: '2026-11-24', orders: 1, revenue: 0 },
          { day: '2026-11-25', orders: 0, revenue: 0 },
          { day: '2026-11-26', orders: 0, revenue: 0 },
        ],
      },
      {
        storefront: 'GB',
        currency: 'GBP',
        days: [
          { day: '2026-11-24', orders: 1, revenue: 4500 },
          { day: '2026-11-25', orders: 0, revenue: 0 },
          { day: '2026-11-26', orders: 2, revenue: 9000 },
        ],
      },
    ]);
  });
});
