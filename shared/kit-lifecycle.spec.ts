import { describe, expect, it } from '@jest/globals';
import { addBusinessDays, allowedMoves, refuseMove } from './kit-lifecycle.js';

describe('kit lifecycle', () => {
  it('follows the happy path allocated → activated → received → in testing → results ready', () => {
    expect(refuseMove('allocated', 'activated')).toBeUndefined();
    expect(refuseMove('activated', 'sample_received')).toBeUndefined();
    expect(refuseMove('sample_received', 'in_testing')).toBeUndefined();
    expect(refuseMove('in_testing', 'results_ready')).toBeUndefined();
  });

  it('lets a received or testing sample fail, and a failed one be re-sampled', () => {
    expect(refuseMove('sample_received', 'sample_failed')).toBeUndefined();
    expect(refuseMove('in_testing', 'sample_failed')).toBeUndefined();
    expect(refuseMove('sample_failed', 'resample_requested')).toBeUndefined();
  });

  it('refuses skipping steps, going back and touching published results, with a reason', () => {
    expect(refuseMove('allocated', 'sample_received')).toMatch(/not been activated/);
    expect(refuseMove('activated', 'results_ready')).toMatch(/cannot go from/);
    expect(refuseMove('in_testing', 'activated')).toMatch(/cannot go from/);
    expect(refuseMove('results_ready', 'sample_failed')).toMatch(/already published/);
    expect(refuseMove('in_testing', 'in_testing')).toMatch(/already in testing/);
  });

  it('has end states with no way out', () => {
    expect(allowedMoves('results_ready')).toEqual([]);
    expect(allowedMoves('resample_requested')).toEqual([]);
  });

  it('counts business days, skipping weekends', () => {
    // Friday 2026-11-20 + 1 business day = Monday 2026-11-23
    expect(addBusinessDays(new Date('2026-11-20T10:00:00Z'), 1).toISOString().slice(0, 10)).toBe('2026-11-23');
    expect(addBusinessDays(new Date('2026-11-23T10:00:00Z'), 5).toISOString().slice(0, 10)).toBe('2026-11-30');
    expect(addBusinessDays(new Date('2026-11-23T10:00:00Z'), 20).toISOString().slice(0, 10)).toBe('2026-12-21');
  });
});
