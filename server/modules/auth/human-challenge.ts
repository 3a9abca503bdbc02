import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { leadingZeroBits, parseSolution, solutionInput } from '../../../shared/human-check.js';

/** About 65,000 hashes on average: a second or two in a browser, and a cost for every scripted request. */
export const CHALLENGE_DIFFICULTY = 16;
export const CHALLENGE_TTL_MS = 10 * 60_000;

export interface IssuedChallenge {
  challenge: string;
  difficulty: number;
}

/** `<id>.<expires ms>.<difficulty>.<hmac>`: verifiable without storing anything until it is spent. */
export function issueChallenge(secret: string, now: Date, difficulty = CHALLENGE_DIFFICULTY): IssuedChallenge {
  const body = `${randomBytes(12).toString('base64url')}.${now.getTime() + CHALLENGE_TTL_MS}.${difficulty}`;
  return { challenge: `${body}.${sign(secret, body)}`, difficulty };
}

export type ChallengeCheck = { ok: true; id: string; expiresAt: Date } | { ok: false };

/** Checks signature, expiry and the work; whether it was already spent is the caller's (database) job. */
export function verifySolution(secret: string, security: string, now: Date): ChallengeCheck {
  const solution = parseSolution(security);
  if (!solution) return { ok: false };
  const parts = solution.challenge.split('.');
  if (parts.length !== 4) return { ok: false };
  const [id, expiresText, difficultyText, signature] = parts as [string, string, string, string];
  const body = `${id}.${expiresText}.${difficultyText}`;
  const expected = Buffer.from(sign(secret, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false };
  const expiresAt = Number(expiresText);
  if (!Number.isFinite(expiresAt) || expiresAt < now.getTime()) return { ok: false };
  const digest = createHash('sha256').update(solutionInput(solution.challenge, solution.nonce)).digest();
  if (leadingZeroBits(digest) < Number(difficultyText)) return { ok: false };
  return { ok: true, id, expiresAt: new Date(expiresAt) };
}

/** Finds a nonce (tests and the bench; browsers solve it with WebCrypto). */
export function solveChallenge(challenge: string, difficulty: number): string {
  for (let nonce = 0; ; nonce++) {
    const digest = createHash('sha256').update(solutionInput(challenge, nonce)).digest();
    if (leadingZeroBits(digest) >= difficulty) return solutionInput(challenge, nonce);
  }
}

function sign(secret: string, body: string): string {
  return createHmac('sha256', secret).update(`human-challenge:${body}`).digest('base64url');
}
