import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { CONTENT_MSG } from '../../../../shared/content/content-rules.js';
import { STOREFRONT_CODES, type StorefrontCode } from '../../../../shared/storefronts.js';
import { MSG } from '../../../../shared/validation-messages.js';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const emptyAsNull = ({ value }: { value: unknown }) => (typeof value === 'string' && value.trim() === '' ? null : value);

/** PUT /api/admin/content/banners/{placement}: the banner's words, link, storefronts and days. */
export class SaveBannerDto {
  @IsOptional()
  @Transform(emptyAsNull)
  @IsString({ message: MSG.required })
  @MaxLength(120, { message: CONTENT_MSG.max120 })
  title?: string | null;

  @Transform(trimmed)
  @IsString({ message: MSG.required })
  @IsNotEmpty({ message: MSG.required })
  @MaxLength(300, { message: CONTENT_MSG.max300 })
  text: string;

  @Transform(trimmed)
  @IsString({ message: MSG.required })
  @IsNotEmpty({ message: MSG.required })
  @MaxLength(120, { message: CONTENT_MSG.max120 })
  linkLabel: string;

  @Transform(trimmed)
  @IsString({ message: MSG.required })
  @IsNotEmpty({ message: MSG.required })
  @MaxLength(300, { message: CONTENT_MSG.max300 })
  linkUrl: string;

  @IsOptional()
  @IsArray({ message: CONTENT_MSG.storefronts })
  @ArrayMaxSize(STOREFRONT_CODES.length, { message: CONTENT_MSG.storefronts })
  @IsIn(STOREFRONT_CODES, { each: true, message: CONTENT_MSG.storefronts })
  storefronts?: StorefrontCode[];

  @IsOptional()
  @Transform(emptyAsNull)
  @IsString({ message: CONTENT_MSG.date })
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: CONTENT_MSG.date })
  startsOn?: string | null;

  @IsOptional()
  @Transform(emptyAsNull)
  @IsString({ message: CONTENT_MSG.date })
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: CONTENT_MSG.date })
  endsOn?: string | null;
}
