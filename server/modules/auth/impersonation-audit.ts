import { and, eq, isNull } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { sessionEndedAt } from './auth.rules.js';
import { impersonations, sessions } from './auth.schema.js';

/** A session row that has just been deleted, as `.returning()` gives it back. */
export interface EndedSession {
  impersonationId: number | null;
  expiresAt: Date;
  lastSeenAt: Date;
}

/** What a delete of sessions returns so that their impersonations can be closed. */
export const endedSessionColumns = {
  impersonationId: sessions.impersonationId,
  expiresAt: sessions.expiresAt,
  lastSeenAt: sessions.lastSeenAt,
};

/**
 * An impersonation lasts as long as its session: whenever such a session ends (stop, sign-out, a new
 * sign-in over it, the customer's password reset, or expiry found by a request or the sweep), its
 * audit row is closed at the moment the session ended, never later. A row already closed stays as it is.
 */
export async function closeImpersonationsOf(executor: DbExecutor, ended: EndedSession[], now: Date): Promise<void> {
  for (const session of ended) {
    if (session.impersonationId === null) continue;
    await executor
      .update(impersonations)
      .set({ endedAt: sessionEndedAt(session, now) })
      .where(and(eq(impersonations.id, session.impersonationId), isNull(impersonations.endedAt)));
  }
}
