import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsISO8601, IsOptional, IsString, Matches, ValidateIf } from 'class-validator';
import { CURRENCY_CODES, STOREFRONT_CODES } from '../../../../shared/storefronts.js';
import { BACK_OFFICE_MSG } from '../../../../shared/validation-messages.js';
import { IsId, IsWholeNumber } from '../../../common/validation.js';

const upper = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toUpperCase() : value);

/** POST /api/admin/coupons and PUT /api/admin/coupons/{id}: the whole coupon, as the form sends it. */
export class SaveCouponDto {
  @Transform(upper)
  @IsString({ message: BACK_OFFICE_MSG.couponCode })
  @Matches(/^[A-Z0-9_-]{3,40}$/, { message: BACK_OFFICE_MSG.couponCode })
  code: string;

  @IsIn(['percent', 'fixed'], { message: BACK_OFFICE_MSG.couponKind })
  kind: 'percent' | 'fixed';

  @IsWholeNumber(1, { message: BACK_OFFICE_MSG.couponValue })
  value: number;

  /** Required for a fixed discount (minor units of this currency); a percent coupon may leave it out. */
  @ValidateIf((dto: SaveCouponDto) => dto.kind === 'fixed' || (dto.currency !== undefined && dto.currency !== null))
  @IsIn(CURRENCY_CODES, { message: BACK_OFFICE_MSG.couponCurrency })
  currency?: string | null;

  @IsOptional()
  @IsWholeNumber(0, { message: BACK_OFFICE_MSG.wholeNumber })
  minSpend?: number | null;

  @IsOptional()
  @IsISO8601({ strict: true }, { message: BACK_OFFICE_MSG.date })
  startsAt?: string | null;

  @IsOptional()
  @IsISO8601({ strict: true }, { message: BACK_OFFICE_MSG.date })
  expiresAt?: string | null;

  @IsOptional()
  @IsWholeNumber(1, { message: BACK_OFFICE_MSG.couponValue })
  totalLimit?: number | null;

  @IsOptional()
  @IsWholeNumber(1, { message: BACK_OFFICE_MSG.couponValue })
  perUserLimit?: number | null;

  @IsOptional()
  @IsArray({ message: BACK_OFFICE_MSG.storefronts })
  @ArrayMaxSize(STOREFRONT_CODES.length, { message: BACK_OFFICE_MSG.storefronts })
  @IsIn(STOREFRONT_CODES, { each: true, message: BACK_OFFICE_MSG.storefronts })
  storefronts?: string[];

  @IsOptional()
  @IsArray({ message: BACK_OFFICE_MSG.ids })
  @ArrayMaxSize(200, { message: BACK_OFFICE_MSG.ids })
  @IsId({ each: true, message: BACK_OFFICE_MSG.ids })
  productIds?: number[];

  @IsOptional()
  @IsArray({ message: BACK_OFFICE_MSG.ids })
  @ArrayMaxSize(200, { message: BACK_OFFICE_MSG.ids })
  @IsId({ each: true, message: BACK_OFFICE_MSG.ids })
  categoryIds?: number[];
}
