import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { ParentageStatus } from '../../../shared/parentage-lifecycle.js';
import type { ParentageReportRecord } from '../../../shared/types/parentage.js';
import { animals } from '../animals/animals.schema.js';
import { users } from '../auth/auth.schema.js';

/**
 * A breeder's request to verify an offspring's dam and/or sire against their DNA profiles. Parents are
 * the breeder's own animals or found by microchip (another owner's animal, never shown with its owner).
 * Once every profile is published the comparison is frozen in `record` and signed with `reportCode`.
 */
export const parentageRequests = pgTable(
  'parentage_requests',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    species: text('species').$type<'canine' | 'feline'>().notNull(),
    offspringId: integer('offspring_id')
      .notNull()
      .references(() => animals.id, { onDelete: 'cascade' }),
    damId: integer('dam_id').references(() => animals.id, { onDelete: 'set null' }),
    damFoundBy: text('dam_found_by').$type<'own' | 'microchip'>(),
    sireId: integer('sire_id').references(() => animals.id, { onDelete: 'set null' }),
    sireFoundBy: text('sire_found_by').$type<'own' | 'microchip'>(),
    /** Requested through the breeder's club ("via club"): the club's name as the breeder gave it. */
    clubName: text('club_name'),
    status: text('status').$type<ParentageStatus>().notNull().default('awaiting_profiles'),
    record: jsonb('record').$type<ParentageReportRecord>(),
    reportCode: text('report_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('parentage_requests_owner_idx').on(t.ownerId, t.status, t.id),
    index('parentage_requests_status_idx').on(t.status, t.id),
  ],
);

/** Every move of a request through its lifecycle, with who made it. */
export const parentageRequestEvents = pgTable(
  'parentage_request_events',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => parentageRequests.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status').$type<ParentageStatus>(),
    toStatus: text('to_status').$type<ParentageStatus>().notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('parentage_request_events_request_idx').on(t.requestId, t.id)],
);
