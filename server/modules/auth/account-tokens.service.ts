import { Injectable } from '@nestjs/common';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { hashToken, newToken } from './auth.rules.js';
import { type AccountTokenPurpose, accountTokens } from './auth.schema.js';

/** E-mailed single-use tokens (confirmation, password reset), stored only as hashes. */
@Injectable()
export class AccountTokensService {
  async issue(executor: DbExecutor, userId: number, purpose: AccountTokenPurpose, ttlMs: number): Promise<string> {
    const token = newToken();
    await executor.insert(accountTokens).values({
      userId,
      purpose,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + ttlMs),
    });
    return token;
  }

  /** Marks the token used and answers its user, in one statement: two racing uses cannot both win. */
  async consume(executor: DbExecutor, token: string, purpose: AccountTokenPurpose): Promise<number | undefined> {
    const [row] = await executor
      .update(accountTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(accountTokens.tokenHash, hashToken(token)),
          eq(accountTokens.purpose, purpose),
          isNull(accountTokens.usedAt),
          gt(accountTokens.expiresAt, new Date()),
        ),
      )
      .returning({ userId: accountTokens.userId });
    return row?.userId;
  }

  /** A new reset link makes the older ones useless. */
  async revoke(executor: DbExecutor, userId: number, purpose: AccountTokenPurpose): Promise<void> {
    await executor
      .update(accountTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)));
  }
}
