import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CartItemMeta } from '../../../shared/types/cart.js';

/**
 * Carts, found by an unguessable session id (32 random bytes). A signed-in user's cart carries their id,
 * so it follows them across devices; a guest cart has none until it is merged at sign-in.
 */
export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    sessionId: text('session_id').notNull(),
    userId: integer('user_id'),
    storefront: text('storefront').notNull(),
    currency: text('currency').notNull(),
    email: text('email'),
    country: text('country'),
    phoneNumber: text('phone_number'),
    collector: jsonb('collector').$type<{ type: string; name: string; clinic: string | null }>(),
    /** The order made from this cart that is waiting for its payment; the cart is deleted when it is paid. */
    orderId: integer('order_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('carts_session_uq').on(t.sessionId), index('carts_user_idx').on(t.userId, t.updatedAt)],
);

/** What is in a cart: a product and quantity; the price is always read from the catalogue, never stored here. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    quantity: integer('quantity').notNull().default(1),
    metaData: jsonb('meta_data').$type<CartItemMeta>().notNull().default(sql`'{}'::jsonb`),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cart_items_cart_idx').on(t.cartId, t.id)],
);

/**
 * Coupons and loyalty vouchers. `used_count` only grows through a conditional update
 * (`used_count < total_limit`), so a single-use code is redeemed once however many checkouts race for it.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    kind: text('kind').$type<'percent' | 'fixed' | 'points'>().notNull(),
    value: integer('value').notNull(),
    currency: text('currency'),
    minSpend: integer('min_spend'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    totalLimit: integer('total_limit'),
    usedCount: integer('used_count').notNull().default(0),
    perUserLimit: integer('per_user_limit'),
    productIds: integer('product_ids').array().notNull().default(sql`'{}'::integer[]`),
    categoryIds: integer('category_ids').array().notNull().default(sql`'{}'::integer[]`),
    /** Back office terms: a start date, the storefronts it is valid in (none: all) and when it was disabled. */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    storefronts: text('storefronts').array().notNull().default(sql`'{}'::text[]`),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('coupons_code_uq').on(t.code)],
);

/** One row per use of a coupon (by an order, or a loyalty voucher redeemed by a user). */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id),
    userId: integer('user_id'),
    email: text('email'),
    orderId: integer('order_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('coupon_redemptions_coupon_user_idx').on(t.couponId, t.userId),
    index('coupon_redemptions_email_idx').on(t.couponId, t.email),
  ],
);

/** Loyalty points as a ledger: earned on paid orders, vouchers; spent at checkout. The balance is the sum. */
export const loyaltyLedger = pgTable(
  'loyalty_ledger',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    points: integer('points').notNull(),
    reason: text('reason').notNull(),
    orderId: integer('order_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('loyalty_ledger_user_idx').on(t.userId, t.createdAt)],
);
