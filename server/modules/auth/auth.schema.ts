import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { UserType } from '../../../shared/types/user.js';

/** People with an account. The email is stored lower-cased and is the sign-in name. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    userType: text('user_type').$type<Exclude<UserType, 'guest'>>().notNull(),
    isAdmin: boolean('is_admin').notNull().default(false),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    addressLine1: text('address_line1'),
    addressLine2: text('address_line2'),
    city: text('city'),
    postalCode: text('postal_code'),
    /** A state or province code of the country (geo reference data). */
    state: text('state'),
    countryCode: text('country_code'),
    currency: text('currency'),
    /** Breeders: kennel or cattery name and the registered prefix of their animals' names. */
    kennelName: text('kennel_name'),
    kennelPrefix: text('kennel_prefix'),
    /** Vets: the clinic. */
    clinicName: text('clinic_name'),
    clinicAddress: text('clinic_address'),
    /** Breed ids of the animal preset; the breed table arrives with the catalogue (no foreign key yet). */
    animalPresetBreedIds: integer('animal_preset_breed_ids').array().notNull().default(sql`'{}'::integer[]`),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set while the lab has blocked the account: it cannot sign in, and blocking ended its sessions. */
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_idx').on(t.email), index('users_name_idx').on(t.lastName, t.firstName)],
);

/**
 * Server-side sessions. The cookie carries a random token; only its SHA-256 is stored, so a copy of
 * the table does not sign anyone in. `id` is the public handle shown in "my sessions".
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Set while an admin acts as this user: the admin's id and the audit record. */
    impersonatorId: integer('impersonator_id').references(() => users.id, { onDelete: 'cascade' }),
    impersonationId: integer('impersonation_id'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('sessions_token_hash_idx').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

export type AccountTokenPurpose = 'confirm-email' | 'reset-password';

/** Single-use tokens sent by e-mail; stored hashed. */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<AccountTokenPurpose>().notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('account_tokens_hash_idx').on(t.tokenHash), index('account_tokens_user_idx').on(t.userId, t.purpose)],
);

/** Failed sign-ins per key (`account:<email>` or `ip:<address>`), for growing delays. */
export const signInFailures = pgTable('sign_in_failures', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull().defaultNow(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
});

/** Human-check challenges already used, so that one solved challenge serves one request. */
export const spentChallenges = pgTable('spent_challenges', {
  id: text('id').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Audit log: an admin acting as a user, from where and when. */
export const impersonations = pgTable(
  'impersonations',
  {
    id: serial('id').primaryKey(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => users.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    ip: text('ip'),
    userAgent: text('user_agent'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [index('impersonations_admin_idx').on(t.adminId, t.startedAt), index('impersonations_user_idx').on(t.userId)],
);

/** Every change an admin made while impersonating: the call, its outcome and which fields it sent. */
export const impersonationActions = pgTable(
  'impersonation_actions',
  {
    id: serial('id').primaryKey(),
    impersonationId: integer('impersonation_id')
      .notNull()
      .references(() => impersonations.id),
    method: text('method').notNull(),
    path: text('path').notNull(),
    statusCode: integer('status_code').notNull(),
    /** Names of the fields sent (never their values: they may be secrets). */
    fields: jsonb('fields').$type<string[]>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('impersonation_actions_idx').on(t.impersonationId, t.at)],
);
