import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ImpersonationRecord, MyDetails } from '../../../shared/types/account.js';
import { AppError } from '../../common/app-error.js';
import type { RequestUser } from '../../common/request-user.js';
import { DB } from '../../common/tokens.js';
import type { Db, DbExecutor } from '../../db/database.js';
import { displayName, toMyDetails } from './auth.rules.js';
import { impersonationActions, impersonations, users } from './auth.schema.js';
import { currentSessionOf, SessionsService } from './sessions.service.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const admins = alias(users, 'admins');

/** An admin acting as a customer, for support: never another admin, always in the audit log. */
@Injectable()
export class ImpersonationService {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly sessions: SessionsService,
  ) {}

  async start(request: FastifyRequest, reply: FastifyReply, admin: RequestUser, userId: number): Promise<MyDetails> {
    if (!admin.isAdmin || admin.impersonator) throw AppError.forbidden('Only an admin can act as another user');
    const [target] = await this.db.select().from(users).where(eq(users.id, userId));
    if (!target) throw AppError.notFound('User not found');
    if (target.isAdmin) throw AppError.forbidden('An admin cannot act as another admin');
    return this.db.transaction(async (tx) => {
      const [record] = await tx
        .insert(impersonations)
        .values({
          adminId: admin.id,
          userId: target.id,
          ip: request.ip,
          userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
        })
        .returning({ id: impersonations.id });
      if (!record) throw new Error('Impersonation insert returned nothing');
      await this.sessions.start(tx, request, reply, target.id, { impersonatorId: admin.id, impersonationId: record.id });
      return toMyDetails(target, { id: admin.id, name: displayName(admin) });
    });
  }

  /** Back to the admin's own account, in a new session. */
  async stop(request: FastifyRequest, reply: FastifyReply): Promise<MyDetails> {
    const session = currentSessionOf(request);
    if (!session?.impersonatorId || !session.impersonationId) throw AppError.forbidden('Not acting as another user');
    const { impersonatorId, impersonationId } = session;
    const [admin] = await this.db.select().from(users).where(eq(users.id, impersonatorId));
    if (!admin) throw AppError.unauthorized();
    await this.db.transaction(async (tx) => {
      await tx
        .update(impersonations)
        .set({ endedAt: new Date() })
        .where(and(eq(impersonations.id, impersonationId), isNull(impersonations.endedAt)));
      await this.sessions.start(tx, request, reply, admin.id);
    });
    return toMyDetails(admin, null);
  }

  /** Signing out while acting as a customer ends the impersonation too. */
  async endOnLogout(executor: DbExecutor, request: FastifyRequest): Promise<void> {
    const impersonationId = currentSessionOf(request)?.impersonationId;
    if (!impersonationId) return;
    await executor
      .update(impersonations)
      .set({ endedAt: new Date() })
      .where(and(eq(impersonations.id, impersonationId), isNull(impersonations.endedAt)));
  }

  /** Called after every response: a change made while impersonating goes into the audit log. */
  async recordAction(request: FastifyRequest, statusCode: number): Promise<void> {
    const session = currentSessionOf(request);
    if (!session?.impersonationId || SAFE_METHODS.has(request.method)) return;
    // Coming back is recorded as the impersonation's end, not as a change.
    if (request.method === 'DELETE' && request.url.startsWith('/api/admin/impersonate')) return;
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

  async auditLog(limit = 50): Promise<ImpersonationRecord[]> {
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
      actions: actions
        .filter((a) => a.impersonationId === record.id)
        .map((a) => ({ method: a.method, path: a.path, statusCode: a.statusCode, fields: a.fields, at: a.at.toISOString() })),
    }));
  }
}
