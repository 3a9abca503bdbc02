import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, sql } from 'drizzle-orm';
import { AppError } from '../../common/app-error.js';
import { DB } from '../../common/tokens.js';
import type { Db, DbExecutor } from '../../db/database.js';
import { JobsService } from '../jobs/jobs.service.js';
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

/** The job that sends one queued mail (mail.worker.ts). */
export const MAIL_SEND_JOB = 'mail.send';
export interface MailSendJob {
  mailId: string;
}

export function isOutboxStatus(value: unknown): value is OutboxStatus {
  return (OUTBOX_STATUSES as readonly unknown[]).includes(value);
}

@Injectable()
export class MailService {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly jobs: JobsService,
  ) {}

  /** Queue a mail, and the job that sends it, inside the caller's transaction: it goes once that commits. */
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
    await this.jobs.send(executor, MAIL_SEND_JOB, { mailId: row.id } satisfies MailSendJob);
    return row.id;
  }

  /**
   * A mail that gave up, queued to be sent again, in the caller's transaction (which writes the audit row).
   * Returns it as it was; undefined for an unknown id; 409 unless it failed.
   */
  async retryFailed(tx: DbExecutor, id: string): Promise<OutboxEntry | undefined> {
    const [mail] = await tx.select().from(mailOutbox).where(eq(mailOutbox.id, id)).for('update');
    if (!mail) return undefined;
    if (mail.status !== 'failed') throw AppError.conflict('Only a failed e-mail can be sent again');
    await tx.update(mailOutbox).set({ status: 'pending' }).where(eq(mailOutbox.id, id));
    await this.jobs.send(tx, MAIL_SEND_JOB, { mailId: id } satisfies MailSendJob);
    return mail;
  }

  /**
   * Newest first (by when it was written, or with `bySent` by when it went: a mail sent again long after it was
   * written is news again); for support (admin) and tests.
   */
  async list(
    filter: { to?: string; kind?: string; status?: OutboxStatus; limit?: number; bySent?: boolean } = {},
  ): Promise<OutboxEntry[]> {
    const conditions = [
      filter.to ? eq(mailOutbox.to, filter.to.toLowerCase()) : undefined,
      filter.kind ? eq(mailOutbox.kind, filter.kind) : undefined,
      filter.status ? eq(mailOutbox.status, filter.status) : undefined,
    ].filter((c) => c !== undefined);
    return this.db
      .select()
      .from(mailOutbox)
      .where(conditions.length ? and(...conditions) : undefined)
      .orderBy(filter.bySent ? desc(sql`coalesce(${mailOutbox.sentAt}, ${mailOutbox.createdAt})`) : desc(mailOutbox.createdAt))
      .limit(filter.limit ?? 50);
  }

  /** Mail that gave up after its retries: the dashboard counts it. */
  async failedCount(): Promise<number> {
    const [row] = await this.db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox).where(eq(mailOutbox.status, 'failed'));
    return Number(row?.n ?? 0);
  }
}
