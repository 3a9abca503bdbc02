import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.schema.js';

/** Dogs and cats, each belonging to one account; identity by microchip and registration number. */
export const animals = pgTable(
  'animals',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    species: text('species').$type<'canine' | 'feline'>().notNull(),
    name: text('name').notNull(),
    gender: text('gender').$type<'male' | 'female'>().notNull(),
    dateOfBirth: text('date_of_birth'),
    /** Catalogue breed id and its name as it was when the animal was described. */
    breedId: integer('breed_id'),
    breedName: text('breed_name'),
    microchip: text('microchip'),
    registrationName: text('registration_name'),
    registrationNumber: text('registration_number'),
    weight: text('weight'),
    weightType: text('weight_type').notNull().default('kg'),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('animals_owner_name_idx').on(t.ownerId, t.name, t.id),
    index('animals_microchip_idx').on(t.microchip),
    index('animals_registration_idx').on(t.registrationNumber),
    // The animals search matches anywhere in these (ILIKE '%…%'): trigram indexes find the few rows that can.
    index('animals_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('animals_microchip_trgm_idx').using('gin', t.microchip.op('gin_trgm_ops')),
    index('animals_registration_name_trgm_idx').using('gin', t.registrationName.op('gin_trgm_ops')),
    index('animals_registration_number_trgm_idx').using('gin', t.registrationNumber.op('gin_trgm_ops')),
  ],
);

/**
 * How many animals each account holds, live and archived: the animals list's count for an account's own
 * animals without counting every row on every page (an account of 50,000 animals took 6 ms a page). Kept by
 * a trigger on `animals` in the same transaction as the change, whatever code makes it (migration 0022;
 * docs/decisions/1104).
 */
export const animalCounts = pgTable('animal_counts', {
  ownerId: integer('owner_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  live: integer('live').notNull().default(0),
  archived: integer('archived').notNull().default(0),
});

/** Read-only access to an animal for another account (a vet, a buyer, a co-owner). */
export const animalShares = pgTable(
  'animal_shares',
  {
    animalId: integer('animal_id')
      .notNull()
      .references(() => animals.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.animalId, t.userId] }), index('animal_shares_user_idx').on(t.userId)],
);

/** A change of owner: offered by the owner, accepted (or declined) by the recipient; kept as history. */
export const animalTransfers = pgTable(
  'animal_transfers',
  {
    id: serial('id').primaryKey(),
    animalId: integer('animal_id')
      .notNull()
      .references(() => animals.id, { onDelete: 'cascade' }),
    fromUserId: integer('from_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toUserId: integer('to_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<'pending' | 'accepted' | 'declined' | 'cancelled'>().notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [index('animal_transfers_to_idx').on(t.toUserId, t.status), index('animal_transfers_animal_idx').on(t.animalId)],
);

/** Animals whose sample a collection agent witnessed (identity checked by microchip). */
export const collectedAnimals = pgTable(
  'collected_animals',
  {
    id: serial('id').primaryKey(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    species: text('species').notNull(),
    microchip: text('microchip'),
    barcode: text('barcode'),
    ownerName: text('owner_name'),
    collectedOn: text('collected_on').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('collected_animals_agent_idx').on(t.agentId, t.id)],
);
