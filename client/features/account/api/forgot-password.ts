import { leadingZeroBits, solutionInput } from '../../../../shared/human-check.js';
import type { HumanChallenge } from '../../../../shared/types/account.js';
import { api, apiGet } from '../../../lib/api.js';

/** The human check: a server-signed puzzle solved by this browser's CPU (docs/decisions/0203). */
export async function solveHumanCheck(): Promise<string> {
  const { challenge, difficulty } = await apiGet<HumanChallenge>('/api/auth/challenge');
  const encoder = new TextEncoder();
  for (let nonce = 0; ; nonce++) {
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(solutionInput(challenge, nonce))));
    if (leadingZeroBits(digest) >= difficulty) return solutionInput(challenge, nonce);
  }
}

export const forgotPassword = (email: string, security: string) =>
  api<{ message: string }>('POST', '/api/forgot-password', { email, security });
