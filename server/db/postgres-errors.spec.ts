import { describe, expect, it } from '@jest/globals';
import { isUniqueViolation, sqlState } from './postgres-errors.js';

describe('a refused statement', () => {
  it("reads PostgreSQL's SQLSTATE on the driver's error, or on a cause it was wrapped in", () => {
    expect(sqlState({ code: '40P01' })).toBe('40P01');
    expect(sqlState(new Error('Failed query', { cause: { code: '23505' } }))).toBe('23505');
    const twice = new Error('Transaction failed', { cause: new Error('Failed query', { cause: { code: '40001' } }) });
    expect(sqlState(twice)).toBe('40001');
    expect(sqlState(new Error('no code'))).toBeUndefined();
    expect(sqlState(null)).toBeUndefined();
  });

  it('is a unique violation only for 23505', () => {
    expect(isUniqueViolation(new Error('Failed query', { cause: { code: '23505' } }))).toBe(true);
    expect(isUniqueViolation({ code: '23503' })).toBe(false);
  });
});
