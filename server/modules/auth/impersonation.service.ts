import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { and, desc, eq, inArray, isNotNull, isNull, lte, notExists, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ImpersonationRecord, MyDetails } from '../../../shared/types/account.js';
import { requireAdmin } from '../../common/access.rules.js';
import { AppError } from '../../common/app-error.js';
import type { RequestUser } from '../../common/request-user.js';
import { DB } from '../../common/tokens.js';
import { type Db, rowsOf } from '../../db/database.js';
import { LOCK_KEYS } from '../../db/lock-keys.js';
import { JobsService } from '../jobs/jobs.service.js';
import { AccountRoles } from './account-roles.js';
import { displayName, IMPERSONATION_ABSOLUTE_MS, impersonationEndReason, SESSION_IDLE_MS, toMyDetails } from './auth.rules.js';
import { impersonationActions, impersonations, sessions, users } from './auth.schema.js';
import { closeImpersonationsOf, endedSessionColumns } from './impersonation-audit.js';
import { currentSessionOf, SessionsService } from './sessions.service.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const admins = alias(users, 'admins');
export const CLOSE_EXPIRED_IMPERSONATIONS_JOB = 'auth.close-expired-impersonations';

/** An admin acting as a customer, for support: never another admin, always in the audit log. */
@Injectable()
export class ImpersonationService implements OnModuleInit {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly sessions: SessionsService,
    private readonly jobs: JobsService,
    private readonly roles: AccountRoles,
  ) {}

  /** Every five minutes, the sweep closes impersonations whose admin simply walked away. */
  onModuleInit(): void {
    this.jobs.define({
      name: CLOSE_EXPIRED_IMPERSONATIONS_JOB,
      schedule: '*/5 * * * *',
      singleton: true,
      retryLimit: 1,
      retryDelaySeconds: 30,
      expireInSeconds: 300,
      run: async () => {
        await this.closeExpired();
      },
    });
  }

  async start(request: FastifyRequest, reply: FastifyReply, admin: RequestUser, userId: number): Promise<MyDetails> {
    if (!admin.isAdmin || admin.impersonator) throw AppError.forbidden('Only an admin can act as another user');
    const [target] = await this.db.select().from(users).where(eq(users.id, userId));
    if (!target) throw AppError.notFound('User not found');
    if (target.isAdmin) throw AppError.forbidden('An admin cannot act as another admin');
    return this.db.transaction(async (tx) => {
      const startedAt = new Date();
      const [record] = await tx
        .insert(impersonations)
        .values({
          adminId: admin.id,
          userId: target.id,
          ip: request.ip,
          userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
          startedAt,
        })
        .returning({ id: impersonations.id });
      if (!record) throw new Error('Impersonation insert returned nothing');
      await this.sessions.start(tx, request, reply, target.id, {
        impersonatorId: admin.id,
        impersonationId: record.id,
        startedAt,
      });
      return toMyDetails(target, { id: admin.id, name: displayName(admin) }, await this.roles.of(target.id, tx));
    });
  }

  /**
   * Back to the admin's own account, in a new session. Starting it ends the impersonation session,
   * which closes the audit row (sessions.service.ts).
   */
  async stop(request: FastifyRequest, reply: FastifyReply): Promise<MyDetails> {
    const session = currentSessionOf(request);
    if (!session?.impersonatorId || !session.impersonationId) throw AppError.forbidden('Not acting as another user');
    const [admin] = await this.db.select().from(users).where(eq(users.id, session.impersonatorId));
    if (!admin) throw AppError.unauthorized();
    await this.db.transaction((tx) => this.sessions.start(tx, request, reply, admin.id));
    return toMyDetails(admin, null, await this.roles.of(admin.id));
  }

  /**
   * The sweep: impersonation sessions past their limits that no request has presented since are
   * deleted and their audit rows closed at the moment they expired. Rows left open by a session that
   * vanished without closing them (before this sweep existed) are closed at their hour's end, or now
   * if that is still to come. Safe to run on any number of nodes at once.
   */
  /**
   * Ends impersonation sessions past their limits and closes their audit rows; returns how many ended.
   * One node at a time (a transaction-scoped advisory lock): another node sweeping meanwhile skips (0).
   */
  async closeExpired(now = new Date()): Promise<number> {
    return this.db.transaction(async (tx) => {
      const [alone] = await rowsOf<{ locked: boolean }>(
        tx,
        sql`SELECT pg_try_advisory_xact_lock(${LOCK_KEYS.impersonationExpirySweep}) AS locked`,
      );
      if (!alone?.locked) return 0;
      const open = tx.select({ userId: impersonations.userId }).from(impersonations).where(isNull(impersonations.endedAt));
      const expired = await tx
        .delete(sessions)
        .where(
          and(
            // Through the user index: only the sessions of customers with an open impersonation.
            inArray(sessions.userId, open),
            isNotNull(sessions.impersonationId),
            or(lte(sessions.expiresAt, now), lte(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS))),
          ),
        )
        .returning(endedSessionColumns);
      await closeImpersonationsOf(tx, expired, now);
      await tx
        .update(impersonations)
        .set({
          endedAt: sql`least(${now.toISOString()}::timestamptz, ${impersonations.startedAt} + make_interval(secs => ${IMPERSONATION_ABSOLUTE_MS / 1000}))`,
        })
        .where(
          and(
            isNull(impersonations.endedAt),
            notExists(
              tx
                .select({ id: sessions.id })
                .from(sessions)
                .where(and(eq(sessions.userId, impersonations.userId), eq(sessions.impersonationId, impersonations.id))),
            ),
          ),
        );
      return expired.length;
    });
  }

  /** Called before every answer is sent: a change made while impersonating goes into the audit log. */
  async recordAction(request: FastifyRequest, statusCode: number): Promise<void> {
    const session = currentSessionOf(request);
    if (!session?.impersonationId || SAFE_METHODS.has(request.method)) return;
    // Coming back is recorded as the impersonation's end, not as a change.
    if (request.method === 'DELETE' && request.routeOptions.url === '/api/admin/impersonate') return;
    const body = request.body;
    const fields = body && typeof body === 'object' && !Array.isArray(body) ? Object.keys(body).slice(0, 50) : [];
    await this.db.insert(impersonationActions).values({
      impersonationId: session.impersonationId,
      method: request.method,
      path: request.url.split('?')[0]?.slice(0, 500) ?? request.url,
      statusCode,
      fields,
    });
  }

  async auditLog(actor: RequestUser | undefined, limit = 50): Promise<ImpersonationRecord[]> {
    requireAdmin(actor);
    // Whatever the sweep has not reached yet, the log never shows an expired impersonation as active.
    await this.closeExpired();
    const rows = await this.db
      .select({ record: impersonations, admin: admins, user: users })
      .from(impersonations)
      .innerJoin(admins, eq(admins.id, impersonations.adminId))
      .innerJoin(users, eq(users.id, impersonations.userId))
      .orderBy(desc(impersonations.startedAt), desc(impersonations.id))
      .limit(limit);
    const ids = rows.map((row) => row.record.id);
    const actions = ids.length
      ? await this.db
          .select()
          .from(impersonationActions)
          .where(inArray(impersonationActions.impersonationId, ids))
          .orderBy(impersonationActions.at)
      : [];
    return rows.map(({ record, admin, user }) => ({
      id: record.id,
      admin: { id: admin.id, name: displayName(admin) },
      user: { id: user.id, name: displayName(user), email: user.email },
      ip: record.ip,
      startedAt: record.startedAt.toISOString(),
      endedAt: record.endedAt?.toISOString() ?? null,
      endReason: impersonationEndReason(record),
      actions: actions
        .filter((a) => a.impersonationId === record.id)
        .map((a) => ({ method: a.method, path: a.path, statusCode: a.statusCode, fields: a.fields, at: a.at.toISOString() })),
    }));
  }
}
