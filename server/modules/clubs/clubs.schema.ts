import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { ClubKind, ClubRole } from '../../../shared/types/clubs.js';
import { animals } from '../animals/animals.schema.js';
import { users } from '../auth/auth.schema.js';

/** A breed, kennel or cat club, or a state registration office (Dogs Victoria style), created by the lab. */
export const clubs = pgTable('clubs', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  kind: text('kind').$type<ClubKind>().notNull(),
  /** Where the club is, as its members name it (e.g. "Victoria, AU"). */
  region: text('region'),
  contactEmail: text('contact_email'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An account's link to a club: a member shares animals with it; an official reads what was shared. */
export const clubMembers = pgTable(
  'club_members',
  {
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<ClubRole>().notNull().default('member'),
    membershipNumber: text('membership_number'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.clubId, t.userId] }), index('club_members_user_idx').on(t.userId)],
);

/**
 * A member's animal whose published results a club may read (decision 0925). The animal's name and breed
 * are read live from the kits module; the row only records the grant.
 */
export const clubAnimals = pgTable(
  'club_animals',
  {
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    animalId: integer('animal_id')
      .notNull()
      .references(() => animals.id, { onDelete: 'cascade' }),
    grantedBy: integer('granted_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.clubId, t.animalId] }), index('club_animals_animal_idx').on(t.animalId)],
);
