import { boolean, char, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** Countries we ship to. The id is the ISO 3166 numeric code, so it never changes between databases. */
export const countries = pgTable('countries', {
  id: integer('id').primaryKey(),
  code: char('code', { length: 2 }).notNull().unique(),
  name: text('name').notNull(),
  /** The currency of the storefront that serves this country. */
  currency: char('currency', { length: 3 }).notNull(),
  /** The storefront that serves this country (itself, for the 13 storefront countries). */
  storefrontCode: char('storefront_code', { length: 2 }).notNull(),
  isStorefront: boolean('is_storefront').notNull().default(false),
});

export const countryStates = pgTable(
  'country_states',
  {
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.countryId, t.code] }), index('country_states_country_idx').on(t.countryId)],
);
