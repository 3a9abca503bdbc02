import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { AcmAnimal, AcmRequestStatus, CaseStudySection } from '../../../shared/types/resources.js';
import { users } from '../auth/auth.schema.js';

/**
 * A request for witnessed-collection (ACM) forms pre-filled for named animals. The animals are copied as
 * they were when asked for (`animals`), since the form the lab sends prints exactly those details.
 */
export const acmFormRequests = pgTable(
  'acm_form_requests',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    animals: jsonb('animals').$type<AcmAnimal[]>().notNull(),
    agentName: text('agent_name'),
    agentClinic: text('agent_clinic'),
    status: text('status').$type<AcmRequestStatus>().notNull().default('requested'),
    /** The outbox mail that carried the forms. */
    mailId: text('mail_id'),
    sentBy: integer('sent_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('acm_form_requests_owner_idx').on(t.ownerId, t.id), index('acm_form_requests_status_idx').on(t.status, t.id)],
);

/** Case studies written for vets: a clinical story around one test, published by the lab. */
export const caseStudies = pgTable('case_studies', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  species: text('species').$type<'canine' | 'feline'>().notNull(),
  test: text('test').notNull(),
  summary: text('summary').notNull(),
  sections: jsonb('sections').$type<CaseStudySection[]>().notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
});
