import { describe, expect, it } from '@jest/globals';
import { ACCOUNT_POLICY, delayAfter, IP_POLICY, nextFailureCount } from './sign-in-throttle.js';

describe('delayAfter', () => {
  it('lets the first failures pass without delay', () => {
    for (let n = 0; n < 5; n++) expect(delayAfter(n, ACCOUNT_POLICY)).toBe(0);
  });

  it('doubles the delay with each further failure', () => {
    expect(delayAfter(5, ACCOUNT_POLICY)).toBe(2_000);
    expect(delayAfter(6, ACCOUNT_POLICY)).toBe(4_000);
    expect(delayAfter(10, ACCOUNT_POLICY)).toBe(64_000);
  });

  it('never locks an account for longer than the ceiling, however many failures', () => {
    expect(delayAfter(1_000, ACCOUNT_POLICY)).toBe(15 * 60_000);
    expect(delayAfter(1_000, IP_POLICY)).toBe(30 * 60_000);
  });
});

describe('nextFailureCount', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  it('counts up consecutive failures', () => {
    expect(nextFailureCount(undefined, now, ACCOUNT_POLICY)).toBe(1);
    expect(nextFailureCount({ failures: 7, lastFailureAt: new Date('2026-11-23T11:00:00Z') }, now, ACCOUNT_POLICY)).toBe(8);
  });

  it('starts again after a quiet day', () => {
    expect(nextFailureCount({ failures: 40, lastFailureAt: new Date('2026-11-22T11:00:00Z') }, now, ACCOUNT_POLICY)).toBe(1);
  });
});
