import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import { bannerRunsOn, CONTENT_MSG, contentToday, isIsoDay, isLive, isValidLink } from '../../../shared/content/content-rules.js';
import type { StorefrontCode } from '../../../shared/storefronts.js';
import type { AdminArticle, AdminBanner, BannerPlacement } from '../../../shared/types/content.js';
import { requireAdmin } from '../../common/access.rules.js';
import { AppError, FieldErrors } from '../../common/app-error.js';
import type { RequestUser } from '../../common/request-user.js';
import { DB } from '../../common/tokens.js';
import { ChangeChannel } from '../../db/change-channel.js';
import type { Db, DbExecutor } from '../../db/database.js';
import { isUniqueViolation } from '../../db/postgres-errors.js';
import { AuditService } from '../audit/audit.service.js';
import { articles, banners } from './content.schema.js';
import { bannerViewOf, summaryOf } from './content.service.js';
import type { SaveArticleDto } from './dto/save-article.dto.js';
import type { SaveBannerDto } from './dto/save-banner.dto.js';

type ArticleRow = typeof articles.$inferSelect;
type BannerRow = typeof banners.$inferSelect;

function adminArticleOf(row: ArticleRow, today = contentToday()): AdminArticle {
  return {
    ...summaryOf(row),
    id: row.id,
    body: row.body,
    storefronts: row.storefronts as StorefrontCode[],
    status: row.status,
    live: isLive(row, today),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function adminBannerOf(row: BannerRow, today = contentToday()): AdminBanner {
  return {
    ...bannerViewOf(row),
    storefronts: row.storefronts as StorefrontCode[],
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    active: bannerRunsOn(row, today),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the audit row keeps of an article: everything but the timestamps. */
function audited(row: ArticleRow) {
  const { createdAt: _created, updatedAt: _updated, ...rest } = row;
  return rest;
}

/**
 * The back office's content (issue 19 §4): articles written in Markdown, published or unpublished, drafts
 * deleted, and the two banners edited. Each change writes its audit row in its own transaction and announces
 * itself on the change channel's `content` topic there, so every node's page cache and banners follow once it
 * committed; this node's follow at once (decision 0913).
 */
@Injectable()
export class ContentAdminService {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly audit: AuditService,
    private readonly changes: ChangeChannel,
  ) {}

  /** Drafts first, then newest first. */
  async list(actor: RequestUser | undefined): Promise<{ results: AdminArticle[] }> {
    requireAdmin(actor);
    const rows = await this.db.select().from(articles).orderBy(asc(articles.status), desc(articles.publishOn), desc(articles.id));
    const today = contentToday();
    return { results: rows.map((row) => adminArticleOf(row, today)) };
  }

  async get(actor: RequestUser | undefined, id: number): Promise<AdminArticle> {
    requireAdmin(actor);
    const [row] = await this.db.select().from(articles).where(eq(articles.id, id));
    if (!row) throw AppError.notFound('Article not found');
    return adminArticleOf(row);
  }

  /** A new article is a draft until it is published. */
  async create(actor: RequestUser | undefined, input: SaveArticleDto): Promise<AdminArticle> {
    const admin = requireAdmin(actor);
    refuseArticleInput(input);
    const row = await this.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(articles)
        .values({ ...articleValues(input), status: 'draft' })
        .onConflictDoNothing({ target: articles.slug })
        .returning();
      if (!created) throw new FieldErrors({ slug: CONTENT_MSG.slugTaken });
      await this.audit.record(tx, {
        actorId: admin.id,
        entity: 'article',
        entityId: created.id,
        action: 'create',
        before: null,
        after: audited(created),
      });
      await this.changes.announce(tx, 'content');
      return created;
    });
    this.changes.changedHere('content');
    return adminArticleOf(row);
  }

  async update(actor: RequestUser | undefined, id: number, input: SaveArticleDto): Promise<AdminArticle> {
    const admin = requireAdmin(actor);
    refuseArticleInput(input);
    const row = await this.writeArticle(id, async (tx, before) => {
      const [taken] = await tx
        .select({ id: articles.id })
        .from(articles)
        .where(and(eq(articles.slug, input.slug), ne(articles.id, id)));
      if (taken) throw new FieldErrors({ slug: CONTENT_MSG.slugTaken });
      const [after] = await tx
        .update(articles)
        .set({ ...articleValues(input), updatedAt: new Date() })
        .where(eq(articles.id, id))
        .returning();
      if (!after) throw AppError.notFound('Article not found');
      await this.audit.record(tx, {
        actorId: admin.id,
        entity: 'article',
        entityId: id,
        action: 'update',
        before: audited(before),
        after: audited(after),
      });
      return after;
    });
    return adminArticleOf(row);
  }

  /** Publishing twice (a double click) changes nothing the second time and writes one audit row. */
  async setStatus(actor: RequestUser | undefined, id: number, status: 'draft' | 'published'): Promise<AdminArticle> {
    const admin = requireAdmin(actor);
    const row = await this.writeArticle(id, async (tx, before) => {
      if (before.status === status) return before;
      const [after] = await tx.update(articles).set({ status, updatedAt: new Date() }).where(eq(articles.id, id)).returning();
      if (!after) throw AppError.notFound('Article not found');
      await this.audit.record(tx, {
        actorId: admin.id,
        entity: 'article',
        entityId: id,
        action: status === 'published' ? 'publish' : 'unpublish',
        before: { status: before.status },
        after: { status: after.status },
      });
      return after;
    });
    return adminArticleOf(row);
  }

  /** Only a draft is deleted: a published article is unpublished first, so nobody removes a live page by mistake. */
  async remove(actor: RequestUser | undefined, id: number): Promise<void> {
    const admin = requireAdmin(actor);
    await this.writeArticle(id, async (tx, before) => {
      if (before.status !== 'draft') throw AppError.conflict(CONTENT_MSG.publishedNotDeleted);
      await tx.delete(articles).where(eq(articles.id, id));
      await this.audit.record(tx, {
        actorId: admin.id,
        entity: 'article',
        entityId: id,
        action: 'delete',
        before: audited(before),
        after: null,
      });
      return before;
    });
  }

  async banners(actor: RequestUser | undefined): Promise<{ results: AdminBanner[] }> {
    requireAdmin(actor);
    const rows = await this.db.select().from(banners).orderBy(asc(banners.placement));
    const today = contentToday();
    return { results: rows.map((row) => adminBannerOf(row, today)) };
  }

  async saveBanner(actor: RequestUser | undefined, placement: BannerPlacement, input: SaveBannerDto): Promise<AdminBanner> {
    const admin = requireAdmin(actor);
    refuseBannerInput(input);
    const row = await this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(banners).where(eq(banners.placement, placement)).for('update');
      if (!before) throw AppError.notFound('Banner not found');
      const [after] = await tx
        .update(banners)
        .set({
          title: input.title?.trim() || null,
          text: input.text,
          linkLabel: input.linkLabel,
          linkUrl: input.linkUrl,
          storefronts: uniqueStorefronts(input.storefronts),
          startsOn: input.startsOn ?? null,
          endsOn: input.endsOn ?? null,
          updatedAt: new Date(),
        })
        .where(eq(banners.placement, placement))
        .returning();
      if (!after) throw AppError.notFound('Banner not found');
      const { updatedAt: _before, ...kept } = before;
      const { updatedAt: _after, ...now } = after;
      await this.audit.record(tx, {
        actorId: admin.id,
        entity: 'banner',
        entityId: placement,
        action: 'update',
        before: kept,
        after: now,
      });
      await this.changes.announce(tx, 'content');
      return after;
    });
    this.changes.changedHere('content');
    return adminBannerOf(row);
  }

  /** One article's change under its row lock; every node's page cache hears of it once the change committed. */
  private async writeArticle(
    id: number,
    change: (tx: DbExecutor, before: ArticleRow) => Promise<ArticleRow>,
  ): Promise<ArticleRow> {
    let row: ArticleRow;
    try {
      row = await this.db.transaction(async (tx) => {
        const [before] = await tx.select().from(articles).where(eq(articles.id, id)).for('update');
        if (!before) throw AppError.notFound('Article not found');
        const after = await change(tx, before);
        await this.changes.announce(tx, 'content');
        return after;
      });
    } catch (error) {
      // Two editors giving two articles the same slug at once: the unique index decides, as the check would.
      if (isUniqueViolation(error)) throw new FieldErrors({ slug: CONTENT_MSG.slugTaken });
      throw error;
    }
    this.changes.changedHere('content');
    return row;
  }
}

function uniqueStorefronts(storefronts: StorefrontCode[] | undefined): StorefrontCode[] {
  return [...new Set(storefronts ?? [])];
}

function articleValues(input: SaveArticleDto) {
  return {
    slug: input.slug,
    kind: input.kind,
    title: input.title,
    description: input.description,
    body: input.body,
    publishOn: input.publishOn,
    storefronts: uniqueStorefronts(input.storefronts),
  };
}

function refuseArticleInput(input: SaveArticleDto): void {
  if (!isIsoDay(input.publishOn)) throw new FieldErrors({ publishOn: CONTENT_MSG.date });
}

function refuseBannerInput(input: SaveBannerDto): void {
  const errors: Record<string, string> = {};
  if (!isValidLink(input.linkUrl)) errors.linkUrl = CONTENT_MSG.link;
  if (input.startsOn && !isIsoDay(input.startsOn)) errors.startsOn = CONTENT_MSG.date;
  if (input.endsOn && !isIsoDay(input.endsOn)) errors.endsOn = CONTENT_MSG.date;
  if (!errors.startsOn && !errors.endsOn && input.startsOn && input.endsOn && input.endsOn < input.startsOn)
    errors.endsOn = CONTENT_MSG.endsBeforeStart;
  if (Object.keys(errors).length > 0) throw new FieldErrors(errors);
}
