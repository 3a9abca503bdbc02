import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { AuditEntry } from '../../../shared/types/back-office.js';
import { DB } from '../../common/tokens.js';
import type { Db, DbExecutor } from '../../db/database.js';
import { auditLog } from './audit.schema.js';

/** One change made in the back office, as the module making it describes it. */
export interface AuditRecord {
  actorId: number;
  entity: string;
  entityId: string | number;
  action: string;
  /** The customer the change concerns, when there is one (shown on their page). */
  subjectUserId?: number | null;
  before: unknown;
  after: unknown;
}

/**
 * The audit log other modules write to. `record` takes the caller's executor, so the row commits or rolls
 * back with the change it describes.
 */
@Injectable()
export class AuditService {
  constructor(@Inject(DB) private readonly db: Db) {}

  async record(executor: DbExecutor, entry: AuditRecord): Promise<void> {
    await executor.insert(auditLog).values({
      actorId: entry.actorId,
      entity: entry.entity,
      entityId: String(entry.entityId),
      action: entry.action,
      subjectUserId: entry.subjectUserId ?? null,
      before: toJson(entry.before),
      after: toJson(entry.after),
    });
  }

  /** The newest entries about one customer: changes to the account itself and those that name it as subject. */
  async aboutUser(userId: number, limit = 50): Promise<AuditEntry[]> {
    const rows = await this.db
      .select()
      .from(auditLog)
      .where(or(eq(auditLog.subjectUserId, userId), and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, String(userId)))))
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(limit);
    return rows.map(toEntry);
  }

  /** The newest entries about one entity, e.g. a coupon. */
  async aboutEntity(entity: string, entityId: string | number, limit = 50): Promise<AuditEntry[]> {
    const rows = await this.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))))
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(limit);
    return rows.map(toEntry);
  }

  async count(executor: DbExecutor = this.db): Promise<number> {
    const [row] = await executor.select({ n: sql<number>`count(*)::int` }).from(auditLog);
    return Number(row?.n ?? 0);
  }
}

function toJson(value: unknown): unknown {
  // Dates and other values become what JSON makes of them, so before and after compare as stored.
  return value === undefined ? null : JSON.parse(JSON.stringify(value));
}

function toEntry(row: typeof auditLog.$inferSelect): AuditEntry {
  return {
    id: row.id,
    actorId: row.actorId,
    entity: row.entity,
    entityId: row.entityId,
    action: row.action,
    before: row.before ?? null,
    after: row.after ?? null,
    at: row.at.toISOString(),
  };
}
