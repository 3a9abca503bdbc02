import type { StorefrontCode } from '../storefronts.js';

export const ARTICLE_KINDS = ['news', 'blog'] as const;
export type ArticleKind = (typeof ARTICLE_KINDS)[number];

export const ARTICLE_STATUSES = ['draft', 'published'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

/** An article in a list: what the news page shows of it. */
export interface ArticleSummary {
  slug: string;
  kind: ArticleKind;
  title: string;
  description: string;
  /** ISO date (YYYY-MM-DD), shown in the storefront's date format. */
  publishOn: string;
}

/** A published article as its public page shows it: the body already rendered from Markdown, safely. */
export interface ArticleView extends ArticleSummary {
  bodyHtml: string;
}

/** An article as the back office edits it. `storefronts` empty: listed in every storefront. */
export interface AdminArticle extends ArticleSummary {
  id: number;
  body: string;
  storefronts: StorefrontCode[];
  status: ArticleStatus;
  /** Published and its date has come: the public page and the sitemap show it. */
  live: boolean;
  updatedAt: string;
}

/** Where a banner stands: the announcement strip under the header, or the research banner above the footer. */
export const BANNER_PLACEMENTS = ['announcement', 'research'] as const;
export type BannerPlacement = (typeof BANNER_PLACEMENTS)[number];

/** A banner as the shop frame shows it. `title` is the research banner's heading (the strip has none). */
export interface BannerView {
  placement: BannerPlacement;
  title: string | null;
  text: string;
  linkLabel: string;
  linkUrl: string;
}

/** The banners of the visitor's storefront today; a placement with none shows nothing. */
export interface ActiveBanners {
  announcement: BannerView | null;
  research: BannerView | null;
}

/** A banner as the back office edits it. Dates are ISO days, inclusive; null: open-ended. */
export interface AdminBanner extends BannerView {
  storefronts: StorefrontCode[];
  startsOn: string | null;
  endsOn: string | null;
  /** Shown today in at least one storefront. */
  active: boolean;
  updatedAt: string;
}
