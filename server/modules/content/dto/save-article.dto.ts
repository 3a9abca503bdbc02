import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { CONTENT_MSG, SLUG_PATTERN } from '../../../../shared/content/content-rules.js';
import { STOREFRONT_CODES, type StorefrontCode } from '../../../../shared/storefronts.js';
import { ARTICLE_KINDS, type ArticleKind } from '../../../../shared/types/content.js';
import { MSG } from '../../../../shared/validation-messages.js';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** POST /api/admin/content/articles and PUT /api/admin/content/articles/{id}: the article as the form sends it. */
export class SaveArticleDto {
  @Transform(trimmed)
  @IsString({ message: MSG.required })
  @IsNotEmpty({ message: MSG.required })
  @MaxLength(80, { message: CONTENT_MSG.slug })
  @Matches(/^.{3,}$/, { message: CONTENT_MSG.slug })
  @Matches(SLUG_PATTERN, { message: CONTENT_MSG.slug })
  slug: string;

  @IsIn(ARTICLE_KINDS, { message: CONTENT_MSG.kind })
  kind: ArticleKind;

  @Transform(trimmed)
  @IsString({ message: MSG.required })
  @IsNotEmpty({ message: MSG.required })
  @MaxLength(120, { message: CONTENT_MSG.max120 })
  title: string;

  @Transform(trimmed)
  @IsString({ message: MSG.required })
  @IsNotEmpty({ message: MSG.required })
  @MaxLength(300, { message: CONTENT_MSG.max300 })
  description: string;

  @IsString({ message: MSG.required })
  @Matches(/\S/, { message: MSG.required })
  @MaxLength(50_000, { message: CONTENT_MSG.bodyMax })
  body: string;

  @IsString({ message: CONTENT_MSG.date })
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: CONTENT_MSG.date })
  publishOn: string;

  @IsOptional()
  @IsArray({ message: CONTENT_MSG.storefronts })
  @ArrayMaxSize(STOREFRONT_CODES.length, { message: CONTENT_MSG.storefronts })
  @IsIn(STOREFRONT_CODES, { each: true, message: CONTENT_MSG.storefronts })
  storefronts?: StorefrontCode[];
}
