import { describe, expect, it } from '@jest/globals';
import { fromDecimalString, toDecimalString } from './money-format.js';

describe('PayPal decimal amounts', () => {
  it('writes minor units with two decimals', () => {
    expect(toDecimalString(0)).toBe('0.00');
    expect(toDecimalString(5)).toBe('0.05');
    expect(toDecimalString(12950)).toBe('129.50');
    expect(toDecimalString(100000001)).toBe('1000000.01');
  });

  it('refuses fractions of a minor unit and negative amounts', () => {
    expect(() => toDecimalString(10.5)).toThrow(RangeError);
    expect(() => toDecimalString(-1)).toThrow(RangeError);
  });

  it('reads decimal strings back to the same minor units', () => {
    expect(fromDecimalString('129.50', 'gbp')).toEqual({ amount: 12950, currency: 'GBP' });
    expect(fromDecimalString('7', 'AUD')).toEqual({ amount: 700, currency: 'AUD' });
    expect(fromDecimalString('0.5', 'EUR')).toEqual({ amount: 50, currency: 'EUR' });
    for (const amount of [1, 99, 100, 123456]) expect(fromDecimalString(toDecimalString(amount), 'USD').amount).toBe(amount);
    expect(() => fromDecimalString('1.234', 'USD')).toThrow(RangeError);
  });
});
