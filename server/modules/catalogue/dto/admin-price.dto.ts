import { IsIn, IsISO8601, IsOptional } from 'class-validator';
import { CURRENCY_CODES } from '../../../../shared/storefronts.js';
import { BACK_OFFICE_MSG } from '../../../../shared/validation-messages.js';
import { IsWholeNumber } from '../../../common/validation.js';

/** PUT /api/admin/catalogue/products/{id}/prices: a product's price in one currency (minor units). */
export class SetPriceDto {
  @IsIn(CURRENCY_CODES, { message: BACK_OFFICE_MSG.currencyChoice })
  currency: string;

  @IsWholeNumber(1, { message: BACK_OFFICE_MSG.priceAmount })
  amount: number;

  @IsOptional()
  @IsWholeNumber(1, { message: BACK_OFFICE_MSG.priceAmount })
  saleAmount?: number | null;

  @IsOptional()
  @IsISO8601({ strict: true }, { message: BACK_OFFICE_MSG.date })
  saleStartsAt?: string | null;

  @IsOptional()
  @IsISO8601({ strict: true }, { message: BACK_OFFICE_MSG.date })
  saleEndsAt?: string | null;

  @IsOptional()
  @IsWholeNumber(1, { message: BACK_OFFICE_MSG.priceAmount })
  memberAmount?: number | null;
}
