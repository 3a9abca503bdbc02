import { Inject, Injectable } from '@nestjs/common';
import { eq, inArray } from 'drizzle-orm';
import type { CustomerView } from '../../../shared/types/back-office.js';
import { requireAdmin } from '../../common/access.rules.js';
import { AppError } from '../../common/app-error.js';
import type { RequestUser } from '../../common/request-user.js';
import { DB } from '../../common/tokens.js';
import type { Db, DbExecutor } from '../../db/database.js';
import { AuditService } from '../audit/audit.service.js';
import { adminUserRow, displayName, type UserRow } from './auth.rules.js';
import { users } from './auth.schema.js';
import { AuthService } from './auth.service.js';
import { SessionsService } from './sessions.service.js';

export type AccountEmail = 'confirmation' | 'password-reset';

/** What the back office does to an account: read it, block or unblock it, send it a new link. */
@Injectable()
export class AccountsAdminService {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly auth: AuthService,
    private readonly sessions: SessionsService,
    private readonly audit: AuditService,
  ) {}

  async account(actor: RequestUser | undefined, userId: number): Promise<CustomerView['account']> {
    requireAdmin(actor);
    return accountView(await this.row(this.db, userId));
  }

  /** The account's own live sessions (not an admin's impersonation of it). */
  async sessionsOf(actor: RequestUser | undefined, userId: number): Promise<CustomerView['sessions']> {
    requireAdmin(actor);
    return this.sessions.liveSessionsOf(userId);
  }

  /** Names of the given accounts, e.g. the admins in an audit log. */
  async namesOf(ids: number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .select()
      .from(users)
      .where(inArray(users.id, [...new Set(ids)]));
    return new Map(rows.map((row) => [row.id, displayName(row)]));
  }

  /**
   * Blocks (the account cannot sign in and every session of it ends, an impersonation included) or
   * unblocks it. Blocking an admin's own account, or any admin's, is refused: that is not support's call.
   */
  async setBlocked(actor: RequestUser | undefined, userId: number, blocked: boolean, reason: string) {
    const admin = requireAdmin(actor);
    return this.db.transaction(async (tx) => {
      const before = await this.row(tx, userId, true);
      if (blocked && before.isAdmin) throw AppError.conflict('Admin accounts cannot be blocked here');
      if (Boolean(before.blockedAt) === blocked) return accountView(before);
      const [after] = await tx
        .update(users)
        .set({ blockedAt: blocked ? new Date() : null, updatedAt: new Date() })
        .where(eq(users.id, userId))
        .returning();
      if (!after) throw AppError.notFound('Customer not found');
      if (blocked) await this.sessions.endAllOf(tx, userId);
      await this.audit.record(tx, {
        actorId: admin.id,
        entity: 'user',
        entityId: userId,
        subjectUserId: userId,
        action: blocked ? 'block' : 'unblock',
        before: accountView(before),
        after: { ...accountView(after), reason },
      });
      return accountView(after);
    });
  }

  /** Queues a new confirmation or password-reset link through the mail outbox. */
  async sendEmail(actor: RequestUser | undefined, userId: number, kind: AccountEmail): Promise<{ queued: AccountEmail }> {
    const admin = requireAdmin(actor);
    await this.db.transaction(async (tx) => {
      const user = await this.row(tx, userId);
      if (kind === 'confirmation' && user.emailConfirmedAt) throw AppError.conflict('This e-mail address is already confirmed');
      if (kind === 'confirmation') await this.auth.queueConfirmation(tx, user);
      else await this.auth.queuePasswordReset(tx, user);
      await this.audit.record(tx, {
        actorId: admin.id,
        entity: 'user',
        entityId: userId,
        subjectUserId: userId,
        action: kind === 'confirmation' ? 'resend-confirmation' : 'send-password-reset',
        before: null,
        after: { to: user.email, kind },
      });
    });
    return { queued: kind };
  }

  private async row(executor: DbExecutor, userId: number, lock = false): Promise<UserRow> {
    const query = executor.select().from(users).where(eq(users.id, userId));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw AppError.notFound('Customer not found');
    return row;
  }
}

function accountView(row: UserRow): CustomerView['account'] {
  return {
    ...adminUserRow(row),
    blocked: row.blockedAt !== null,
    blockedAt: row.blockedAt?.toISOString() ?? null,
    countryCode: row.countryCode,
    kennelName: row.kennelName,
    clinicName: row.clinicName,
  };
}
