import { AsyncLocalStorage } from 'node:async_hooks';
import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, lt, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sessionCookieName } from '../../../shared/cookies.js';
import type { MySession } from '../../../shared/types/account.js';
import { AppError } from '../../common/app-error.js';
import { attachRequestUser, type RequestUser } from '../../common/request-user.js';
import { APP_CONFIG, DB } from '../../common/tokens.js';
import type { AppConfig } from '../../config/config.js';
import type { Db, DbExecutor } from '../../db/database.js';
import {
  displayName,
  hashToken,
  IMPERSONATION_ABSOLUTE_MS,
  newToken,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  SESSION_TOUCH_MS,
  sessionIsLive,
  toRequestUser,
  type UserRow,
} from './auth.rules.js';
import { sessions, users } from './auth.schema.js';
import { closeImpersonationsOf, endedSessionColumns } from './impersonation-audit.js';

/** The session behind a request, kept beside the request's user. */
export interface CurrentSession {
  id: string;
  userId: number;
  impersonatorId: number | null;
  impersonationId: number | null;
}

const SESSION = Symbol.for('shop.session');

export function currentSessionOf(request: FastifyRequest): CurrentSession | undefined {
  return (request as unknown as Record<symbol, CurrentSession | undefined>)[SESSION];
}

function attachSession(request: FastifyRequest, session: CurrentSession | undefined): void {
  (request as unknown as Record<symbol, CurrentSession | undefined>)[SESSION] = session;
}

const impersonators = alias(users, 'impersonators');

/**
 * The session a cookie's token names, with its user and impersonator. Every request with a session cookie
 * reads it, so it is built once (drizzle took about 170 µs to build this join each time) and, on PostgreSQL,
 * parsed and planned once per connection.
 */
function prepareSessionLookup(db: Db) {
  return db
    .select({
      session: sessions,
      user: users,
      impersonator: { id: impersonators.id, firstName: impersonators.firstName, lastName: impersonators.lastName },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(impersonators, eq(impersonators.id, sessions.impersonatorId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .prepare('session_by_token_hash');
}
type SessionLookupQuery = ReturnType<typeof prepareSessionLookup>;

/**
 * The account row each session lookup read, by the request user made from it: `GET /api/my/details` and a
 * signed-in page's shell answer from it instead of reading the same row again a moment later.
 */
const lookedUpRows = new WeakMap<RequestUser, UserRow>();

/** The account row this request's session lookup read for `user` (undefined for a user made elsewhere). */
export function lookedUpRowOf(user: RequestUser): UserRow | undefined {
  return lookedUpRows.get(user);
}

/** What a session cookie stands for: its live session and user, or nothing. */
type SessionLookup = { user: RequestUser; session: CurrentSession } | undefined;

/**
 * The session lookups of one page render. A page reaches the API in process, once per query, each call with
 * the visitor's cookie: they share the first call's lookup instead of each reading the session again. Only
 * code running inside `sharingSessionLookups` (the server's page render) sees it; no request from outside can.
 */
const renderLookups = new AsyncLocalStorage<Map<string, Promise<SessionLookup>>>();

export function sharingSessionLookups<T>(render: () => Promise<T>): Promise<T> {
  return renderLookups.run(new Map(), render);
}

@Injectable()
export class SessionsService {
  private readonly secure: boolean;
  readonly cookieName: string;
  private readonly sessionByTokenHash: SessionLookupQuery;

  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.secure = config.publicUrl.startsWith('https:');
    this.cookieName = sessionCookieName(this.secure);
    this.sessionByTokenHash = prepareSessionLookup(db);
  }

  /**
   * Reads the cookie, loads the live session and attaches its user to the request. A cookie naming no
   * live session is cleared (spec §4: on failure the auth cookies are cleared).
   */
  async load(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const token = request.cookies?.[this.cookieName];
    if (!token) return;
    if (!(await this.attach(request, token))) this.clearCookie(reply);
  }

  private async attach(request: FastifyRequest, token: string): Promise<boolean> {
    const shared = renderLookups.getStore();
    let lookup = shared?.get(token);
    if (!lookup) {
      lookup = this.lookup(token);
      shared?.set(token, lookup);
    }
    const found = await lookup;
    if (!found) return false;
    attachRequestUser(request, found.user);
    attachSession(request, found.session);
    return true;
  }

  private async lookup(token: string): Promise<SessionLookup> {
    const now = new Date();
    const [row] = await this.sessionByTokenHash.execute({ tokenHash: hashToken(token) });
    if (!row) return undefined;
    if (!sessionIsLive(row.session, now)) {
      // Found dead at this request: it goes now, and an impersonation it carried is closed at its expiry.
      await this.db.transaction(async (tx) => {
        const ended = await tx.delete(sessions).where(eq(sessions.id, row.session.id)).returning(endedSessionColumns);
        await closeImpersonationsOf(tx, ended, now);
      });
      return undefined;
    }
    if (now.getTime() - row.session.lastSeenAt.getTime() > SESSION_TOUCH_MS) {
      await this.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.session.id));
    }
    const impersonator = row.impersonator ? { id: row.impersonator.id, name: displayName(row.impersonator) } : undefined;
    const user = toRequestUser(row.user, impersonator);
    lookedUpRows.set(user, row.user);
    return {
      user,
      session: {
        id: row.session.id,
        userId: row.session.userId,
        impersonatorId: row.session.impersonatorId,
        impersonationId: row.session.impersonationId,
      },
    };
  }

  /**
   * Starts a fresh session (new random id) for the user and sets the cookie. Whatever session the
   * request carried is ended first, so an id planted before sign-in is worthless after it.
   */
  async start(
    executor: DbExecutor,
    request: FastifyRequest,
    reply: FastifyReply,
    userId: number,
    impersonation?: { impersonatorId: number; impersonationId: number; startedAt: Date },
  ): Promise<void> {
    await this.endPresented(executor, request);
    const token = newToken();
    const now = Date.now();
    const lifetime = impersonation ? IMPERSONATION_ABSOLUTE_MS : SESSION_ABSOLUTE_MS;
    // An impersonation's hour counts from its audit row's start, so an expired one ends exactly at the hour.
    const expiresAt = new Date((impersonation?.startedAt.getTime() ?? now) + lifetime);
    await executor.insert(sessions).values({
      tokenHash: hashToken(token),
      userId,
      impersonatorId: impersonation?.impersonatorId ?? null,
      impersonationId: impersonation?.impersonationId ?? null,
      ip: request.ip,
      userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
      expiresAt,
    });
    reply.setCookie(this.cookieName, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: this.secure,
      maxAge: Math.floor(lifetime / 1000),
    });
    // Housekeeping, through the user index: this user's sessions past their limits are of no use.
    const expired = await executor
      .delete(sessions)
      .where(
        and(
          eq(sessions.userId, userId),
          or(lt(sessions.expiresAt, new Date(now)), lt(sessions.lastSeenAt, new Date(now - SESSION_IDLE_MS))),
        ),
      )
      .returning(endedSessionColumns);
    await closeImpersonationsOf(executor, expired, new Date(now));
  }

  /** Ends the session the request presented, if any, and clears the cookie. */
  async end(executor: DbExecutor, request: FastifyRequest, reply: FastifyReply): Promise<void> {
    await this.endPresented(executor, request);
    this.clearCookie(reply);
  }

  private clearCookie(reply: FastifyReply): void {
    reply.clearCookie(this.cookieName, { path: '/', httpOnly: true, sameSite: 'lax', secure: this.secure });
  }

  /** Ends the user's sessions (a password change or reset), an admin's impersonation of them included. */
  async endAllOf(executor: DbExecutor, userId: number, exceptSessionId?: string): Promise<void> {
    const ended = await executor
      .delete(sessions)
      .where(exceptSessionId ? and(eq(sessions.userId, userId), ne(sessions.id, exceptSessionId)) : eq(sessions.userId, userId))
      .returning(endedSessionColumns);
    await closeImpersonationsOf(executor, ended, new Date());
  }

  async listOf(user: RequestUser, current: CurrentSession | undefined): Promise<MySession[]> {
    return (await this.liveSessionsOf(user.id)).map((session) => ({ ...session, current: session.id === current?.id }));
  }

  /** The account's own live sessions, newest first (an admin's impersonation of it is not one of them). */
  async liveSessionsOf(userId: number): Promise<Omit<MySession, 'current'>[]> {
    const rows = await this.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, userId), sql`${sessions.impersonatorId} IS NULL`))
      .orderBy(desc(sessions.lastSeenAt));
    const now = new Date();
    return rows
      .filter((row) => sessionIsLive(row, now))
      .map((row) => ({
        id: row.id,
        ip: row.ip,
        userAgent: row.userAgent,
        createdAt: row.createdAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
      }));
  }

  /** Ends one of the user's own sessions; someone else's answers 404 like a missing one. */
  async endOne(user: RequestUser, sessionId: string): Promise<void> {
    if (!/^[0-9a-f-]{36}$/i.test(sessionId)) throw AppError.notFound('Session not found');
    await this.db.transaction(async (tx) => {
      const ended = await tx
        .delete(sessions)
        .where(and(eq(sessions.id, sessionId), eq(sessions.userId, user.id)))
        .returning(endedSessionColumns);
      if (ended.length === 0) throw AppError.notFound('Session not found');
      await closeImpersonationsOf(tx, ended, new Date());
    });
  }

  /** Ending an impersonation session (stop, sign-out, a sign-in over it) ends the impersonation in the audit log. */
  private async endPresented(executor: DbExecutor, request: FastifyRequest): Promise<void> {
    const token = request.cookies?.[this.cookieName];
    if (!token) return;
    const ended = await executor
      .delete(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)))
      .returning(endedSessionColumns);
    await closeImpersonationsOf(executor, ended, new Date());
  }
}
