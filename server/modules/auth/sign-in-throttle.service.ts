import { Inject, Injectable } from '@nestjs/common';
import { eq, inArray } from 'drizzle-orm';
import { DB } from '../../common/tokens.js';
import type { Db } from '../../db/database.js';
import { signInFailures } from './auth.schema.js';
import { ACCOUNT_POLICY, delayAfter, IP_POLICY, nextFailureCount, type ThrottlePolicy } from './sign-in-throttle.js';

export const accountKey = (email: string) => `account:${email}`;
export const ipKey = (ip: string) => `ip:${ip}`;

/** Counts failed sign-ins per account and per address in the database, so every node sees them. */
@Injectable()
export class SignInThrottleService {
  constructor(@Inject(DB) private readonly db: Db) {}

  /** Milliseconds until another attempt is allowed for this account and address; 0 when allowed. */
  async waitMs(email: string, ip: string, now = new Date()): Promise<number> {
    const rows = await this.db
      .select({ blockedUntil: signInFailures.blockedUntil })
      .from(signInFailures)
      .where(inArray(signInFailures.key, [accountKey(email), ipKey(ip)]));
    return Math.max(0, ...rows.map((row) => (row.blockedUntil ? row.blockedUntil.getTime() - now.getTime() : 0)));
  }

  async recordFailure(email: string, ip: string, now = new Date()): Promise<void> {
    await this.bump(accountKey(email), ACCOUNT_POLICY, now);
    await this.bump(ipKey(ip), IP_POLICY, now);
  }

  /** A successful sign-in clears the account's count; the address keeps its own (decided in 0202). */
  async recordSuccess(email: string): Promise<void> {
    await this.db.delete(signInFailures).where(eq(signInFailures.key, accountKey(email)));
  }

  private async bump(key: string, policy: ThrottlePolicy, now: Date): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [previous] = await tx.select().from(signInFailures).where(eq(signInFailures.key, key)).for('update');
      const failures = nextFailureCount(previous, now, policy);
      const delay = delayAfter(failures, policy);
      const values = { failures, lastFailureAt: now, blockedUntil: delay > 0 ? new Date(now.getTime() + delay) : null };
      await tx
        .insert(signInFailures)
        .values({ key, ...values })
        .onConflictDoUpdate({ target: signInFailures.key, set: values });
    });
  }
}
