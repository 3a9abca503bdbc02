import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ShowBookingStatus } from '../../../shared/types/shows.js';
import { users } from '../auth/auth.schema.js';
import { kits } from '../kits/kits.schema.js';

/** A show secretary's or club's booking of the lab to collect samples at a show (decision 0929). */
export const showBookings = pgTable(
  'show_bookings',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    showName: text('show_name').notNull(),
    showDate: date('show_date').notNull(),
    venue: text('venue').notNull(),
    city: text('city').notNull(),
    countryCode: text('country_code').notNull(),
    expectedAnimals: integer('expected_animals').notNull(),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    contactEmail: text('contact_email').notNull(),
    notes: text('notes'),
    status: text('status').$type<ShowBookingStatus>().notNull().default('requested'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [index('show_bookings_user_idx').on(t.userId, t.showDate), index('show_bookings_status_idx').on(t.status, t.showDate)],
);

/**
 * The kits the lab sampled at a confirmed show (docs/decisions/0972): recorded in admin, listed under the
 * booking on `/my/shows`. A kit belongs to at most one show.
 */
export const showSamples = pgTable(
  'show_samples',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => showBookings.id, { onDelete: 'cascade' }),
    kitId: integer('kit_id')
      .notNull()
      .references(() => kits.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('show_samples_kit_idx').on(t.kitId), index('show_samples_booking_idx').on(t.bookingId)],
);
