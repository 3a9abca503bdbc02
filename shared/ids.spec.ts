import { describe, expect, it } from '@jest/globals';
import { MAX_ID, parseId } from './ids.js';

describe('parseId', () => {
  it('reads a positive int32 written in decimal digits', () => {
    expect(parseId('1')).toBe(1);
    expect(parseId('42')).toBe(42);
    expect(parseId('007')).toBe(7);
    expect(parseId(String(MAX_ID))).toBe(2_147_483_647);
  });

  it('names no record for anything past int32 or below 1', () => {
    expect(parseId('2147483648')).toBeUndefined();
    expect(parseId('99999999999')).toBeUndefined();
    expect(parseId('0')).toBeUndefined();
    expect(parseId('-1')).toBeUndefined();
  });

  it('refuses other spellings of a number', () => {
    for (const text of ['', ' 1', '1 ', '+1', '1.0', '1e3', '0x1f', '١', '1\u0000', 'NaN', 'Infinity']) {
      expect(parseId(text)).toBeUndefined();
    }
    expect(parseId(undefined)).toBeUndefined();
  });
});
