import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { BANNER_PLACEMENTS, type BannerPlacement } from '../../../shared/types/content.js';
import { Admin, Public } from '../../common/access.js';
import { AppError } from '../../common/app-error.js';
import { CurrentUser } from '../../common/current-user.js';
import { Ctx, type RequestContext } from '../../common/request-context.js';
import type { RequestUser } from '../../common/request-user.js';
import { ParseIdPipe } from '../../common/validation.js';
import { ContentService } from './content.service.js';
import { ContentAdminService } from './content-admin.service.js';
import { ListArticlesQueryDto } from './dto/list-articles.dto.js';
import { SaveArticleDto } from './dto/save-article.dto.js';
import { SaveBannerDto } from './dto/save-banner.dto.js';

/** The public site's content: the news page, an article, and the banners of the shop frame. */
@Public()
@Controller('content')
export class ContentController {
  constructor(private readonly content: ContentService) {}

  @Get('articles')
  list(@Ctx() ctx: RequestContext, @Query() query: ListArticlesQueryDto) {
    return this.content.list(ctx, query.type);
  }

  @Get('articles/:slug')
  article(@Param('slug') slug: string) {
    return this.content.article(slug);
  }

  @Get('banners')
  banners(@Ctx() ctx: RequestContext) {
    return this.content.banners(ctx);
  }
}

/** The back office's content: articles (drafts, published, scheduled) and the banners (issue 19 §4). */
@Admin()
@Controller('admin/content')
export class AdminContentController {
  constructor(private readonly content: ContentAdminService) {}

  @Get('articles')
  list(@CurrentUser() actor: RequestUser | undefined) {
    return this.content.list(actor);
  }

  @Post('articles')
  @HttpCode(201)
  create(@CurrentUser() actor: RequestUser | undefined, @Body() body: SaveArticleDto) {
    return this.content.create(actor, body);
  }

  @Get('articles/:id')
  show(@CurrentUser() actor: RequestUser | undefined, @Param('id', ParseIdPipe) id: number) {
    return this.content.get(actor, id);
  }

  @Put('articles/:id')
  update(@CurrentUser() actor: RequestUser | undefined, @Param('id', ParseIdPipe) id: number, @Body() body: SaveArticleDto) {
    return this.content.update(actor, id, body);
  }

  @Post('articles/:id/publish')
  @HttpCode(200)
  publish(@CurrentUser() actor: RequestUser | undefined, @Param('id', ParseIdPipe) id: number) {
    return this.content.setStatus(actor, id, 'published');
  }

  @Post('articles/:id/unpublish')
  @HttpCode(200)
  unpublish(@CurrentUser() actor: RequestUser | undefined, @Param('id', ParseIdPipe) id: number) {
    return this.content.setStatus(actor, id, 'draft');
  }

  @Delete('articles/:id')
  @HttpCode(204)
  async remove(@CurrentUser() actor: RequestUser | undefined, @Param('id', ParseIdPipe) id: number): Promise<void> {
    await this.content.remove(actor, id);
  }

  @Get('banners')
  banners(@CurrentUser() actor: RequestUser | undefined) {
    return this.content.banners(actor);
  }

  @Put('banners/:placement')
  saveBanner(@CurrentUser() actor: RequestUser | undefined, @Param('placement') placement: string, @Body() body: SaveBannerDto) {
    if (!BANNER_PLACEMENTS.includes(placement as BannerPlacement)) throw AppError.notFound('Banner not found');
    return this.content.saveBanner(actor, placement as BannerPlacement, body);
  }
}
