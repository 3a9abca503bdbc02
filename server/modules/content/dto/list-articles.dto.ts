import { IsIn, IsOptional } from 'class-validator';
import { CONTENT_MSG } from '../../../../shared/content/content-rules.js';
import { ARTICLE_KINDS, type ArticleKind } from '../../../../shared/types/content.js';

/** GET /api/content/articles?type=news|blog (the news page's tabs). */
export class ListArticlesQueryDto {
  @IsOptional()
  @IsIn(ARTICLE_KINDS, { message: CONTENT_MSG.kind })
  type?: ArticleKind;
}
