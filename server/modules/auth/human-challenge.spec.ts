import { describe, expect, it } from '@jest/globals';
import { issueChallenge, solveChallenge, verifySolution } from './human-challenge.js';

const secret = 'a-test-secret-that-is-long-enough-0123456789';
const now = new Date('2026-11-23T12:00:00Z');

describe('human challenge', () => {
  it('accepts a solved challenge signed by this server', () => {
    const { challenge } = issueChallenge(secret, now, 8);
    const result = verifySolution(secret, solveChallenge(challenge, 8), now);
    expect(result.ok).toBe(true);
  });

  it('refuses an unsolved, forged, expired or malformed one', () => {
    const { challenge } = issueChallenge(secret, now, 12);
    const solved = solveChallenge(challenge, 12);
    const solvedNonce = Number(solved.slice(solved.lastIndexOf(':') + 1));
    // The solver returns the first nonce that works, so every smaller one is unsolved work.
    for (let nonce = 0; nonce < Math.min(solvedNonce, 50); nonce++) {
      expect(verifySolution(secret, `${challenge}:${nonce}`, now).ok).toBe(false);
    }
    expect(verifySolution('another-secret-that-is-long-enough-012345', solved, now).ok).toBe(false);
    expect(verifySolution(secret, solved, new Date(now.getTime() + 11 * 60_000)).ok).toBe(false);
    expect(verifySolution(secret, 'yes', now).ok).toBe(false);
    const forgedEasier = solved.replace('.12.', '.0.');
    expect(verifySolution(secret, forgedEasier, now).ok).toBe(false);
  });
});
