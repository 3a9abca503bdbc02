import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Key/value facts about the database itself (e.g. which reference data version is loaded). */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Request counters of the rate limits (server/common/rate-limit-store.ts), shared by every node: one row
 * per limited route and client, counting hits until `resetsAt`.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
});
