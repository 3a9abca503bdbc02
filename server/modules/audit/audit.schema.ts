import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.schema.js';

/**
 * The back office's audit log: every change an admin makes there, who made it, when, to which entity, and
 * the entity before and after as JSON. `subject_user_id` names the customer the change concerns, so the
 * customer page can list the admin actions on that account. Impersonations keep their own log (auth).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id')
      .notNull()
      .references(() => users.id),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    action: text('action').notNull(),
    subjectUserId: integer('subject_user_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_entity_idx').on(t.entity, t.entityId, t.at), index('audit_log_subject_idx').on(t.subjectUserId, t.at)],
);
