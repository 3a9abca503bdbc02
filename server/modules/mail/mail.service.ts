import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, sql } from 'drizzle-orm';
import { DB } from '../../common/tokens.js';
import type { Db, DbExecutor } from '../../db/database.js';
import { mailOutbox, OUTBOX_STATUSES, type OutboxStatus } from './mail.schema.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  kind: string;
  attachments?: Array<{ filename: string; contentType: string; content: string }>;
}

export type OutboxEntry = typeof mailOutbox.$inferSelect;

export function isOutboxStatus(value: unknown): value is OutboxStatus {
  return (OUTBOX_STATUSES as readonly unknown[]).includes(value);
}

@Injectable()
export class MailService {
  constructor(@Inject(DB) private readonly db: Db) {}

  /** Queue a mail inside the caller's transaction; the worker sends it after commit. */
  async enqueue(executor: DbExecutor, message: MailMessage): Promise<string> {
    const [row] = await executor
      .insert(mailOutbox)
      .values({
        to: message.to.toLowerCase(),
        subject: message.subject,
        text: message.text,
        html: message.html,
        kind: message.kind,
        attachments: message.attachments ? JSON.stringify(message.attachments) : null,
      })
      .returning({ id: mailOutbox.id });
    if (!row) throw new Error('Outbox insert returned nothing');
    return row.id;
  }

  /** Newest first; for support (admin) and tests. */
  async list(filter: { to?: string; kind?: string; status?: OutboxStatus; limit?: number } = {}): Promise<OutboxEntry[]> {
    const conditions = [
      filter.to ? eq(mailOutbox.to, filter.to.toLowerCase()) : undefined,
      filter.kind ? eq(mailOutbox.kind, filter.kind) : undefined,
      filter.status ? eq(mailOutbox.status, filter.status) : undefined,
    ].filter((c) => c !== undefined);
    return this.db
      .select()
      .from(mailOutbox)
      .where(conditions.length ? and(...conditions) : undefined)
      .orderBy(desc(mailOutbox.createdAt))
      .limit(filter.limit ?? 50);
  }

  /** Mail that gave up after its retries: the dashboard counts it. */
  async failedCount(): Promise<number> {
    const [row] = await this.db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox).where(eq(mailOutbox.status, 'failed'));
    return Number(row?.n ?? 0);
  }
}
