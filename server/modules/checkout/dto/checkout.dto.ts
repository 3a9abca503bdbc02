import { Equals, IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { MSG, SHELL_MSG } from '../../../../shared/validation-messages.js';
import { IsId, IsWholeNumber, NestedDto } from '../../../common/validation.js';
import { maxChars, PostalAddressDto } from '../../orders/dto/postal-address.dto.js';

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
