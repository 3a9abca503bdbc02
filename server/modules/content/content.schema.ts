import { date, index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { ArticleKind, ArticleStatus, BannerPlacement } from '../../../shared/types/content.js';

/**
 * News and blog articles (decision 0910): the body is Markdown, rendered safely on the way out. An article is
 * on the site when it is published and its `publish_on` day has come; `storefronts` empty lists it everywhere.
 */
export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    kind: text('kind').$type<ArticleKind>().notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    body: text('body').notNull(),
    publishOn: date('publish_on').notNull(),
    storefronts: text('storefronts').array().notNull().default([]),
    status: text('status').$type<ArticleStatus>().notNull().default('draft'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('articles_live_idx').on(t.status, t.publishOn)],
);

/**
 * The shop frame's banners, one row per placement (the merger announcement under the header, the research
 * project above the footer), each with its storefronts and the days it runs (decision 0912).
 */
export const banners = pgTable('banners', {
  placement: text('placement').$type<BannerPlacement>().primaryKey(),
  title: text('title'),
  text: text('text').notNull(),
  linkLabel: text('link_label').notNull(),
  linkUrl: text('link_url').notNull(),
  storefronts: text('storefronts').array().notNull().default([]),
  startsOn: date('starts_on'),
  endsOn: date('ends_on'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
