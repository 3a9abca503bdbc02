import { leadingZeroBits, solutionInput } from '../../../../shared/human-check.js';
import type { HumanChallenge } from '../../../../shared/types/account.js';
import { api, apiGet } from '../../../lib/api.js';

/** The human check: a server-signed puzzle solved by this browser's CPU (docs/decisions/0203). */
export async function solveHumanCheck(): Promise<string> {
  const { challenge, difficulty } = await apiGet<HumanChallenge>('/api/auth/challenge');
  const encoder = new TextEncoder();
  // Digests in batches: the browser computes them in parallel, and each await costs less per hash.
  for (let start = 0; ; start += BATCH) {
    const nonces = Array.from({ length: BATCH }, (_, i) => start + i);
    const digests = await Promise.all(
      nonces.map((nonce) => crypto.subtle.digest('SHA-256', encoder.encode(solutionInput(challenge, nonce)))),
    );
    const found = digests.findIndex((digest) => leadingZeroBits(new Uint8Array(digest)) >= difficulty);
    if (found >= 0) return solutionInput(challenge, start + found);
  }
}

const BATCH = 1024;

export const forgotPassword = (email: string, security: string) =>
  api<{ message: string }>('POST', '/api/forgot-password', { email, security });
