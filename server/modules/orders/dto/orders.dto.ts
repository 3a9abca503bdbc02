import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsEmail,
  IsIn,
  IsISO8601,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
} from 'class-validator';
import { STOREFRONT_CODES, type StorefrontCode } from '../../../../shared/storefronts.js';
import { ORDER_STATUSES, type OrderStatus } from '../../../../shared/types/order.js';
import { BACK_OFFICE_MSG, MSG } from '../../../../shared/validation-messages.js';
import { IsId, IsWholeNumber } from '../../../common/validation.js';

const toIds = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.split(',').filter(Boolean).map(Number) : Array.isArray(value) ? value.map(Number) : value;

export class PendingPaymentQueryDto {
  @Transform(toIds)
  @IsArray({ message: 'Choose the orders to pay' })
  @ArrayMinSize(1, { message: 'Choose the orders to pay' })
  @ArrayMaxSize(50, { message: 'Pay at most 50 orders at once' })
  @IsId({ each: true, message: 'Choose the orders to pay' })
  order_ids: number[];

  @IsOptional()
  @Matches(/^\d{1,9}$/, { message: 'Loyalty points must be a whole number' })
  loyalty_points?: string;
}

export class PayPendingDto {
  @IsArray({ message: 'Choose the orders to pay' })
  @ArrayMinSize(1, { message: 'Choose the orders to pay' })
  @ArrayMaxSize(50, { message: 'Pay at most 50 orders at once' })
  @IsId({ each: true, message: 'Choose the orders to pay' })
  order_ids: number[];

  @IsOptional()
  @IsWholeNumber(0, { message: 'Loyalty points must be a whole number' })
  loyalty_points?: number;
}

export class PageQueryDto {
  @IsOptional()
  @Matches(/^[1-9]\d{0,5}$/, { message: 'Page must be a whole number from 1' })
  page?: string;

  @IsOptional()
  @Matches(/^([1-9]|[1-9]\d)$/, { message: 'Size must be a whole number from 1 to 99' })
  size?: string;

  @IsOptional()
  @IsIn(['true', 'false'], { message: 'Use true or false' })
  paid?: string;
}

export class AdminOrdersQueryDto extends PageQueryDto {
  @IsOptional()
  @IsString()
  @MaxLength(100)
  search?: string;

  @IsOptional()
  @IsIn(ORDER_STATUSES, { message: 'Choose a status' })
  status?: OrderStatus;

  /** Only the orders of this storefront (the dashboard's figures lead here). */
  @IsOptional()
  @IsIn(STOREFRONT_CODES, { message: 'Choose a storefront' })
  storefront?: StorefrontCode;

  /** Only the orders placed on or after this UTC day (YYYY-MM-DD). */
  @IsOptional()
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: BACK_OFFICE_MSG.date })
  @IsISO8601({ strict: true }, { message: BACK_OFFICE_MSG.date })
  from?: string;
}

export class RefundDto {
  /** Minor units; the whole remaining amount when left out. */
  @IsOptional()
  @IsWholeNumber(1, { message: 'Enter the amount in cents' })
  amount?: number;
}

/** Spec §3 multi-pack transfer payload. */
export class TransferMultipackDto {
  @IsString({ message: MSG.required })
  @IsNotEmpty({ message: MSG.required })
  @MaxLength(120, { message: MSG.emailMax120 })
  @IsEmail({}, { message: MSG.emailInvalid })
  email: string;

  @IsWholeNumber(1, { message: 'Quantity must be a whole number from 1' })
  quantity: number;

  @IsId({ message: 'Choose the kind of test kit' })
  category_id: number;
}
