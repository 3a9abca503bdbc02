import { Inject, Injectable } from '@nestjs/common';
import { asc, eq, inArray } from 'drizzle-orm';
import { DB } from '../../common/tokens.js';
import type { Db } from '../../db/database.js';
import { signInFailures } from './auth.schema.js';
import { ACCOUNT_POLICY, afterAttempt, afterSuccess, IP_POLICY, type ThrottlePolicy, waitOf } from './sign-in-throttle.js';

export const accountKey = (email: string) => `account:${email}`;
export const ipKey = (ip: string) => `ip:${ip}`;

/**
 * Counts sign-in attempts per account and per address in the database, so every node sees them. An
 * attempt is counted under a row lock before its password is checked (docs/decisions/0630): however many
 * arrive at once, no more are checked than the policy allows.
 */
@Injectable()
export class SignInThrottleService {
  constructor(@Inject(DB) private readonly db: Db) {}

  /**
   * Takes one attempt for this account and address. Returns 0 when it was counted and the password may be
   * checked, else the milliseconds to wait (and nothing was counted).
   */
  async claim(email: string, ip: string, now = new Date()): Promise<number> {
    const keys: Array<[string, ThrottlePolicy]> = [
      [accountKey(email), ACCOUNT_POLICY],
      [ipKey(ip), IP_POLICY],
    ];
    return this.db.transaction(async (tx) => {
      // The rows exist before they are locked, so two first attempts never both start from nothing.
      await tx
        .insert(signInFailures)
        .values(keys.map(([key]) => ({ key, failures: 0, lastFailureAt: now, blockedUntil: null })))
        .onConflictDoNothing();
      const rows = await tx
        .select()
        .from(signInFailures)
        .where(
          inArray(
            signInFailures.key,
            keys.map(([key]) => key),
          ),
        )
        .orderBy(asc(signInFailures.key))
        .for('update');
      const wait = Math.max(0, ...rows.map((row) => waitOf(row, now)));
      if (wait > 0) return wait;
      for (const [key, policy] of keys) {
        const next = afterAttempt(
          rows.find((row) => row.key === key),
          now,
          policy,
        );
        await tx.update(signInFailures).set(next).where(eq(signInFailures.key, key));
      }
      return 0;
    });
  }

  /**
   * The attempt counted by `claim` signed in: the account's count is cleared and the address gets its
   * attempt back (an attacker cannot reset their address by signing into their own account, decided in 0202).
   */
  async signedIn(email: string, ip: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.delete(signInFailures).where(eq(signInFailures.key, accountKey(email)));
      const [row] = await tx
        .select()
        .from(signInFailures)
        .where(eq(signInFailures.key, ipKey(ip)))
        .for('update');
      if (row) await tx.update(signInFailures).set(afterSuccess(row, IP_POLICY)).where(eq(signInFailures.key, row.key));
    });
  }

  /** A password reset proves the owner: the account's count is cleared. */
  async recordSuccess(email: string): Promise<void> {
    await this.db.delete(signInFailures).where(eq(signInFailures.key, accountKey(email)));
  }
}
