import { describe, expect, it } from '@jest/globals';
import { barPercent, startOfMonthUtc, startOfTodayUtc } from './back-office.js';

describe('dashboard periods', () => {
  it('starts today and this month at UTC midnight', () => {
    const now = new Date('2026-11-26T00:35:12Z');
    expect(startOfTodayUtc(now).toISOString()).toBe('2026-11-26T00:00:00.000Z');
    expect(startOfMonthUtc(now).toISOString()).toBe('2026-11-01T00:00:00.000Z');
  });
});

describe('bar lengths', () => {
  it('scales to the largest value and shows any non-zero value', () => {
    expect(barPercent(50, 200)).toBe(25);
    expect(barPercent(1, 10_000)).toBe(1);
    expect(barPercent(0, 10)).toBe(0);
    expect(barPercent(3, 0)).toBe(0);
  });
});
