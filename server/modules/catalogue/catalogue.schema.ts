import { sql } from 'drizzle-orm';
import { boolean, char, index, integer, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.schema.js';

/** Dog and cat breeds with the registries that recognise them. Ids 3–6 are the all-breeds and mixed-breed rows. */
export const breeds = pgTable(
  'breeds',
  {
    id: integer('id').primaryKey(),
    species: text('species').notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    registries: text('registries').array().notNull().default(sql`'{}'::text[]`),
    aliases: text('aliases').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [
    index('breeds_species_name_idx').on(t.species, t.name),
    index('breeds_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
  ],
);

/** Everything the shop sells: tests, full breed profiles, DNA profiles, kits, multi-packs, plans, shipping. */
export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    /** Spec §3: 1 trait, 2 disease, 3 DNA profile, 4 shippable, 5 life plan, 6 subscription, 7 shipping, 8 mix breed. */
    typeId: smallint('type_id').notNull(),
    kind: text('kind').notNull(),
    species: text('species'),
    categoryId: integer('category_id').notNull(),
    storeGroup: smallint('store_group'),
    testCategory: text('test_category'),
    subCategory: smallint('sub_category'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    gene: text('gene'),
    condition: text('condition'),
    inheritance: text('inheritance'),
    description: text('description').notNull(),
    sampleType: text('sample_type'),
    turnaround: text('turnaround'),
    /** Multi-packs: how many test kits one pack holds (spec §9 test-kit ratio). */
    kitCount: smallint('kit_count'),
    /** Sold in this storefront only (innovative products: AU); null means everywhere. */
    onlyStorefront: char('only_storefront', { length: 2 }),
    bestSellerRank: integer('best_seller_rank'),
    /** Shipping methods are products too, but never appear in the catalogue. */
    isListed: boolean('is_listed').notNull().default(true),
    /** Lower-case name, gene, condition and breeds: what the typo-tolerant search matches. */
    searchText: text('search_text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the back office retires the product: no longer listed or sold, but orders keep pointing at it. */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [
    index('products_species_category_idx').on(t.species, t.categoryId, t.name),
    index('products_category_idx').on(t.categoryId, t.name),
    index('products_created_idx').on(t.createdAt),
    index('products_best_seller_idx').on(t.bestSellerRank),
    index('products_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('products_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
  ],
);

/** A price row per product and currency, in integer minor units; sale and member prices are optional. */
export const productPrices = pgTable(
  'product_prices',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    currency: char('currency', { length: 3 }).notNull(),
    amount: integer('amount').notNull(),
    saleAmount: integer('sale_amount'),
    /** The sale price applies from `saleStartsAt` (null: already) until before `saleEndsAt` (null: no end). */
    saleStartsAt: timestamp('sale_starts_at', { withTimezone: true }),
    saleEndsAt: timestamp('sale_ends_at', { withTimezone: true }),
    memberAmount: integer('member_amount'),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.currency] }),
    index('product_prices_currency_amount_idx').on(t.currency, t.amount),
  ],
);

/** Which breeds a product is relevant to (all-breeds tests point at breed 3 or 4). */
export const productBreeds = pgTable(
  'product_breeds',
  {
    breedId: integer('breed_id')
      .notNull()
      .references(() => breeds.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.breedId, t.productId] }), index('product_breeds_product_idx').on(t.productId)],
);

/** What a bundle holds: a full breed profile's tests, a special-offer bundle's products. */
export const productBundleItems = pgTable(
  'product_bundle_items',
  {
    bundleId: integer('bundle_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.bundleId, t.itemId] }), index('product_bundle_items_item_idx').on(t.itemId)],
);

/** A breeder's own selection of tests, saved under a name and bought as one profile (build your own profile). */
export const customProfiles = pgTable(
  'custom_profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    species: text('species').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('custom_profiles_user_created_idx').on(t.userId, t.createdAt)],
);

export const customProfileItems = pgTable(
  'custom_profile_items',
  {
    profileId: uuid('profile_id')
      .notNull()
      .references(() => customProfiles.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
  },
  (t) => [primaryKey({ columns: [t.profileId, t.productId] })],
);
