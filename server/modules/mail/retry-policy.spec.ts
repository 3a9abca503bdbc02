import { describe, expect, it } from '@jest/globals';
import { retryDelaySeconds } from './retry-policy.js';

describe('retryDelaySeconds', () => {
  it('doubles from 30 seconds and stops growing at two hours', () => {
    expect(retryDelaySeconds(1)).toBe(30);
    expect(retryDelaySeconds(2)).toBe(60);
    expect(retryDelaySeconds(3)).toBe(120);
    expect(retryDelaySeconds(20)).toBe(7200);
  });
});
