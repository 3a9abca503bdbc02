import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, lte } from 'drizzle-orm';
import { bannerRunsOn, contentToday, isLive, shownIn } from '../../../shared/content/content-rules.js';
import { renderMarkdown } from '../../../shared/content/markdown.js';
import { paths } from '../../../shared/paths.js';
import type { ActiveBanners, ArticleKind, ArticleSummary, ArticleView, BannerView } from '../../../shared/types/content.js';
import { AppError } from '../../common/app-error.js';
import type { RequestContext } from '../../common/request-context.js';
import { DB } from '../../common/tokens.js';
import { ChangeChannel } from '../../db/change-channel.js';
import type { Db } from '../../db/database.js';
import { StorefrontService } from '../storefront/storefront.service.js';
import { articles, banners } from './content.schema.js';

type ArticleRow = typeof articles.$inferSelect;
type BannerRow = typeof banners.$inferSelect;

export function summaryOf(row: ArticleRow): ArticleSummary {
  return { slug: row.slug, kind: row.kind, title: row.title, description: row.description, publishOn: row.publishOn };
}

export function bannerViewOf(row: BannerRow): BannerView {
  return { placement: row.placement, title: row.title, text: row.text, linkLabel: row.linkLabel, linkUrl: row.linkUrl };
}

/**
 * What the public site reads of the content: the published articles of the visitor's storefront, one article
 * by its slug (its body rendered from Markdown here, safely), today's banners and the sitemap's paths.
 * Articles are read from the database every time; the banners, on every server-rendered page, are kept in
 * memory until the change channel says content changed, on this node or another (decision 0913).
 */
@Injectable()
export class ContentService {
  /** Both banner rows, loaded on the first page after start or after a change. */
  private bannerRows: Promise<BannerRow[]> | undefined;

  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly storefronts: StorefrontService,
    changes: ChangeChannel,
  ) {
    // A load under way when the change arrives is not kept: the next page loads again.
    changes.onChange('content', () => {
      this.bannerRows = undefined;
    });
  }

  /** Newest first: the live articles listed in the visitor's storefront, of one kind or both. */
  async list(ctx: RequestContext, kind?: ArticleKind, now = new Date()): Promise<{ results: ArticleSummary[] }> {
    const { storefront } = await this.storefronts.visitorStorefront(ctx);
    const rows = await this.db
      .select()
      .from(articles)
      .where(and(...this.liveWhere(now), kind ? eq(articles.kind, kind) : undefined))
      .orderBy(desc(articles.publishOn), desc(articles.id));
    return { results: rows.filter((row) => shownIn(row.storefronts, storefront)).map(summaryOf) };
  }

  /**
   * A live article by its slug, in any storefront: a link shared across borders still opens (the storefronts
   * choose where it is listed). A draft, a future one or an unknown slug is a 404.
   */
  async article(slug: string, now = new Date()): Promise<ArticleView> {
    const [row] = await this.db.select().from(articles).where(eq(articles.slug, slug)).limit(1);
    if (!row || !isLive(row, contentToday(now))) throw AppError.notFound('Article not found');
    return { ...summaryOf(row), bodyHtml: renderMarkdown(row.body) };
  }

  async banners(ctx: RequestContext, now = new Date()): Promise<ActiveBanners> {
    const { storefront } = await this.storefronts.visitorStorefront(ctx);
    const today = contentToday(now);
    const rows = await this.allBanners();
    const running = (placement: 'announcement' | 'research') => {
      const row = rows.find((candidate) => candidate.placement === placement);
      return row && shownIn(row.storefronts, storefront) && bannerRunsOn(row, today) ? bannerViewOf(row) : null;
    };
    return { announcement: running('announcement'), research: running('research') };
  }

  /** Every live article's page, for the sitemap. */
  async sitemapPaths(now = new Date()): Promise<string[]> {
    const rows = await this.db
      .select({ slug: articles.slug })
      .from(articles)
      .where(and(...this.liveWhere(now)))
      .orderBy(desc(articles.publishOn), desc(articles.id));
    return rows.map((row) => paths.newsArticle(row.slug));
  }

  private allBanners(): Promise<BannerRow[]> {
    if (!this.bannerRows) {
      const load = (async () => this.db.select().from(banners))();
      this.bannerRows = load;
      // A failed load is not kept: the next page tries again.
      load.catch(() => {
        if (this.bannerRows === load) this.bannerRows = undefined;
      });
    }
    return this.bannerRows;
  }

  private liveWhere(now: Date) {
    return [eq(articles.status, 'published'), lte(articles.publishOn, contentToday(now))];
  }
}
