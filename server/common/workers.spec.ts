import { describe, expect, it } from '@jest/globals';
import { replacementDelayMs } from './workers.js';

describe('replacementDelayMs', () => {
  it('replaces a worker that stopped once at once', () => {
    expect(replacementDelayMs(1)).toBe(0);
  });

  it('waits longer for each stop in a run of failures, never more than 30 s', () => {
    expect([2, 3, 4, 5].map(replacementDelayMs)).toEqual([1000, 2000, 4000, 8000]);
    expect(replacementDelayMs(20)).toBe(30_000);
  });
});
