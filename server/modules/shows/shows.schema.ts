import { date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { ShowBookingStatus } from '../../../shared/types/shows.js';
import { users } from '../auth/auth.schema.js';

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
