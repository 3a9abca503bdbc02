import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const OUTBOX_STATUSES = ['pending', 'sent', 'kept', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/**
 * Mail to send. Written in the same transaction as the change that causes it, so that a mail is
 * never sent for a change that rolled back, nor lost for one that committed; the `mail.send` job that sends it
 * is queued in that transaction too (mail.worker.ts).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** A template name, so that tests and support can find a kind of mail. */
    kind: text('kind').notNull(),
    /** Base64 attachments as JSON: [{ filename, contentType, content }]. */
    attachments: text('attachments'),
    status: text('status').$type<OutboxStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_status_idx').on(t.status, t.createdAt), index('mail_outbox_to_idx').on(t.to, t.createdAt)],
);
