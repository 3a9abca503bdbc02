import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  Equals,
  IsArray,
  IsEmail,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
} from 'class-validator';
import { ORDER_STATUSES, type OrderStatus } from '../../../../shared/types/order.js';
import { MSG, SHELL_MSG } from '../../../../shared/validation-messages.js';
import { IsId, IsWholeNumber, NestedDto } from '../../../common/validation.js';
import { maxChars, PostalAddressDto } from './postal-address.dto.js';

/** The person form of spec §5: every field required but the second address line, phone and state. */
export class PersonAddressDto extends PostalAddressDto {
  @IsString({ message: MSG.required })
  @IsNotEmpty({ message: MSG.required })
  @MaxLength(60, maxChars(60))
  firstName: string;

  @IsString({ message: MSG.required })
  @IsNotEmpty({ message: MSG.required })
  @MaxLength(60, maxChars(60))
  lastName: string;

  @IsString({ message: MSG.required })
  @IsNotEmpty({ message: MSG.required })
  @MaxLength(120, { message: MSG.emailMax120 })
  @IsEmail({}, { message: MSG.emailInvalid })
  email: string;
}

export class CheckoutPaymentChoiceDto {
  @IsIn(['C', 'P', 'A', 'EFT'], { message: 'Choose a payment method' })
  method: 'C' | 'P' | 'A' | 'EFT';
}

export class CheckoutDto {
  @IsString({ message: MSG.required })
  @IsNotEmpty({ message: MSG.required })
  @MaxLength(100)
  sessionId: string;

  @IsOptional()
  @NestedDto(() => PersonAddressDto)
  billingAddress?: PersonAddressDto;

  @IsOptional()
  @NestedDto(() => PersonAddressDto)
  shippingAddress?: PersonAddressDto;

  @IsOptional()
  @NestedDto(() => CheckoutPaymentChoiceDto)
  payment?: CheckoutPaymentChoiceDto;

  /** Spec §3 names `user` in the payload: the contact when it differs from the billing person. */
  @IsOptional()
  user?: unknown;

  @IsOptional()
  @IsId({ message: 'Choose a shipping method' })
  shippingMethod?: number;

  @IsOptional()
  @IsString()
  @MaxLength(40)
  coupon?: string;

  @IsOptional()
  @IsWholeNumber(0, { message: 'Loyalty points must be a whole number' })
  loyaltyPoints?: number;

  @Equals(true, { message: SHELL_MSG.mustBeTrue })
  acceptTerms: boolean;
}

export class OrderRefDto {
  @IsId({ message: 'Choose an order' })
  orderId: number;

  /** A guest proves the order is theirs with the cart session it came from. */
  @IsOptional()
  @IsString()
  @MaxLength(100)
  sessionId?: string;
}

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
