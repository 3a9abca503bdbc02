import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { KitStatus } from '../../../shared/kit-lifecycle.js';
import type { SampleCollector } from '../../../shared/sample-collector.js';
import { animals } from '../animals/animals.schema.js';
import { users } from '../auth/auth.schema.js';

/**
 * A test kit with its printed barcode: allocated to a customer when an order is paid, activated for an
 * animal, then followed through the lab. `testIds` are the catalogue tests the sample is run for.
 */
export const kits = pgTable(
  'kits',
  {
    id: serial('id').primaryKey(),
    barcode: text('barcode').notNull(),
    status: text('status').$type<KitStatus>().notNull().default('allocated'),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    animalId: integer('animal_id').references(() => animals.id, { onDelete: 'set null' }),
    testIds: integer('test_ids').array().notNull().default(sql`'{}'::integer[]`),
    /** The order (or batch) the kit was allocated for; free text until the orders module exists. */
    orderReference: text('order_reference'),
    /** A free re-sample kit points at the kit whose sample failed. */
    replacesKitId: integer('replaces_kit_id'),
    /** Who activated the kit and where the lab reaches them about this sample (the "about me" step). */
    contact: jsonb('contact').$type<{
      firstName: string;
      lastName: string;
      email: string;
      address: string;
      city: string;
      postalCode: string;
      state: string | null;
      country: string;
    }>(),
    /** Who collected the sample: from the order's checkout or chosen at activation (docs/decisions/0970). */
    collector: jsonb('collector').$type<SampleCollector>(),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    resultsAt: timestamp('results_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('kits_barcode_idx').on(t.barcode),
    index('kits_owner_idx').on(t.ownerId, t.status),
    index('kits_animal_idx').on(t.animalId),
    index('kits_status_idx').on(t.status, t.updatedAt),
    index('kits_barcode_trgm_idx').using('gin', t.barcode.op('gin_trgm_ops')),
  ],
);

/** Every move of a kit through its lifecycle, with who made it: the sample's chain of custody. */
export const kitEvents = pgTable(
  'kit_events',
  {
    id: serial('id').primaryKey(),
    kitId: integer('kit_id')
      .notNull()
      .references(() => kits.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status').$type<KitStatus>(),
    toStatus: text('to_status').$type<KitStatus>().notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('kit_events_kit_idx').on(t.kitId, t.id)],
);

/** Multi-pack credits: test kits bought in bulk, redeemed one animal at a time. */
export const kitCredits = pgTable(
  'kit_credits',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').notNull(),
    credits: integer('credits').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.categoryId] })],
);

/** One genotype per test on a kit. Drafts come from a CSV import; the lab publishes after review. */
export const results = pgTable(
  'results',
  {
    id: serial('id').primaryKey(),
    kitId: integer('kit_id')
      .notNull()
      .references(() => kits.id, { onDelete: 'cascade' }),
    testId: integer('test_id').notNull(),
    testName: text('test_name').notNull(),
    gene: text('gene'),
    inheritance: text('inheritance'),
    genotype: text('genotype').notNull(),
    status: text('status').$type<'draft' | 'published'>().notNull().default('draft'),
    importedBy: integer('imported_by').references(() => users.id, { onDelete: 'set null' }),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('results_kit_test_idx').on(t.kitId, t.testId), index('results_status_idx').on(t.status)],
);

/** DNA profile of a sample: allele sizes per STR marker (ISAG panel). */
export const dnaProfiles = pgTable('dna_profiles', {
  kitId: integer('kit_id')
    .primaryKey()
    .references(() => kits.id, { onDelete: 'cascade' }),
  /** `{ marker: [allele, allele] }` in base pairs. */
  markers: jsonb('markers').$type<Record<string, [number, number] | [string, string]>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A report as the lab issued it: the published record is frozen in `record`, and `code` is an HMAC of
 * it, so a printed report whose content or code was altered does not verify.
 */
export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    kitId: integer('kit_id')
      .notNull()
      .references(() => kits.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'summary' | 'certificate'>().notNull(),
    reportNumber: text('report_number').notNull(),
    code: text('code').notNull(),
    record: jsonb('record').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('reports_kit_kind_idx').on(t.kitId, t.kind), uniqueIndex('reports_code_idx').on(t.code)],
);
