import { describe, expect, it } from '@jest/globals';
import {
  ACCOUNT_POLICY,
  afterAttempt,
  afterSuccess,
  delayAfter,
  IP_POLICY,
  nextFailureCount,
  waitOf,
} from './sign-in-throttle.js';

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

describe('counting an attempt before its password is checked', () => {
  const now = new Date('2026-11-23T12:00:00Z');

  it('lets five attempts in a row through, and the fifth makes the next one wait', () => {
    let state = afterAttempt(undefined, now, ACCOUNT_POLICY);
    for (let n = 2; n <= 4; n++) {
      expect(waitOf(state, now)).toBe(0);
      state = afterAttempt(state, now, ACCOUNT_POLICY);
    }
    expect(state).toEqual({ failures: 4, lastFailureAt: now, blockedUntil: null });
    state = afterAttempt(state, now, ACCOUNT_POLICY);
    expect(state.failures).toBe(5);
    expect(waitOf(state, now)).toBe(2_000);
    expect(waitOf(state, new Date(now.getTime() + 2_000))).toBe(0);
  });

  it('gives an address its attempt back after a success, and the wait only that attempt caused', () => {
    const blocked = afterAttempt({ failures: 19, lastFailureAt: now, blockedUntil: null }, now, IP_POLICY);
    expect(waitOf(blocked, now)).toBe(2_000);
    expect(afterSuccess(blocked, IP_POLICY)).toEqual({ failures: 19, lastFailureAt: now, blockedUntil: null });
  });

  it('keeps a wait that earlier failures earned, and never counts below zero', () => {
    const until = new Date(now.getTime() + 4_000);
    expect(afterSuccess({ failures: 22, lastFailureAt: now, blockedUntil: until }, IP_POLICY).blockedUntil).toEqual(until);
    expect(afterSuccess({ failures: 0, lastFailureAt: now, blockedUntil: null }, IP_POLICY).failures).toBe(0);
  });
});
