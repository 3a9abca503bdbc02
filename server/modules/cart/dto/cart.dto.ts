import { Type } from 'class-transformer';
import {
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { MSG } from '../../../../shared/validation-messages.js';
import { IsId, NestedDto } from '../../../common/validation.js';

export const CART_MSG = {
  productId: 'Choose a product',
  quantity: 'Quantity must be a whole number from 1 to 50',
  note: 'This field have maximum 500 characters',
  sessionId: 'This cart does not exist',
  country: 'Choose a country we ship to',
  phone: 'This field have maximum 40 characters',
  points: 'Loyalty points must be a whole number',
  barcode: MSG.barcodeMax50,
  customProfile: 'Choose a custom profile',
  /** An upgrade's barcode that is unknown or someone else's: one text for both, so it tells nothing (0634). */
  upgradeBarcode: 'This barcode is not one of your kits. Check the number printed on the kit label',
  /** A club product asked for by a guest or an account in no club (docs/decisions/0971). */
  clubOnly: 'Club products are sold only to signed-in members of a club',
  /** An agent product asked for by anyone but an approved collection agent (docs/decisions/0974). */
  agentOnly: 'Collection agent products are sold only to approved collection agents',
} as const;

/** Checkout finds a members-only line its buyer may no longer have (left the club, agent removed): 0974. */
export const membersOnlyAtCheckout = (productName: string, audience: 'club' | 'agent'): string =>
  audience === 'club'
    ? `${productName} is sold only to members of a club, and you are no longer one. Remove it from the cart to order the rest`
    : `${productName} is sold only to approved collection agents, and you are no longer one. Remove it from the cart to order the rest`;

export class CreateCartDto {
  /** The guest cart kept in this browser, merged into the signed-in user's cart. */
  @IsOptional()
  @IsString()
  @MaxLength(100)
  sessionId?: string;
}

export class MyCartQueryDto {
  /** The cart session id this browser holds, if any: a guest cart is merged into the user's. */
  @IsOptional()
  @IsString()
  @MaxLength(100)
  sessionId?: string;
}

export class CartItemMetaDto {
  @IsOptional()
  @IsBoolean()
  isUpgradeTests?: boolean;

  @IsOptional()
  @IsBoolean()
  isUpgradeFullbreed?: boolean;

  @IsOptional()
  @IsString()
  @MaxLength(50, { message: CART_MSG.barcode })
  barcode?: string;

  /** A saved custom profile of the signed-in breeder, added as its species' custom-profile product. */
  @IsOptional()
  @IsUUID('all', { message: CART_MSG.customProfile })
  customProfileId?: string;
}

export class AddCartItemDto {
  @Type(() => Number)
  @IsId({ message: CART_MSG.productId })
  productId: number;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: CART_MSG.quantity })
  @Min(1, { message: CART_MSG.quantity })
  @Max(50, { message: CART_MSG.quantity })
  quantity?: number;

  @IsOptional()
  @NestedDto(() => CartItemMetaDto)
  metaData?: CartItemMetaDto;

  /** Accepted for compatibility and ignored: prices always come from the catalogue. */
  @IsOptional()
  amount?: unknown;

  @IsOptional()
  price?: unknown;
}

export class UpdateCartItemDto {
  @Type(() => Number)
  @IsId({ message: CART_MSG.productId })
  productId: number;

  @Type(() => Number)
  @IsInt({ message: CART_MSG.quantity })
  @Min(1, { message: CART_MSG.quantity })
  @Max(50, { message: CART_MSG.quantity })
  quantity: number;
}

export class CartNoteDto {
  @IsString({ message: MSG.required })
  @MaxLength(500, { message: CART_MSG.note })
  note: string;
}

export class SampleCollectorDto {
  @IsIn(['vet', 'agent', 'self'], { message: 'Choose who collects the sample' })
  type: string;

  @IsString({ message: MSG.required })
  @IsNotEmpty({ message: MSG.required })
  @MaxLength(120, { message: MSG.emailMax120 })
  name: string;

  @IsOptional()
  @IsString()
  @MaxLength(160, { message: 'This field have maximum 160 characters' })
  clinic?: string;
}

export class UpdateCartDto {
  @IsOptional()
  @IsString({ message: MSG.required })
  @MaxLength(120, { message: MSG.emailMax120 })
  @IsEmail({}, { message: MSG.emailInvalid })
  email?: string;

  @IsOptional()
  @Matches(/^[A-Za-z]{2}$/, { message: CART_MSG.country })
  country?: string;

  @IsOptional()
  @IsString()
  @MaxLength(40, { message: CART_MSG.phone })
  phoneNumber?: string;

  @IsOptional()
  @NestedDto(() => SampleCollectorDto)
  sampleCollector?: SampleCollectorDto;
}

export class CartQueryDto {
  @IsOptional()
  @IsString()
  @MaxLength(40)
  coupon?: string;

  @IsOptional()
  @Matches(/^\d{1,9}$/, { message: CART_MSG.points })
  loyalty_points?: string;

  @IsOptional()
  @Matches(/^\d{1,9}$/, { message: 'Choose a shipping method' })
  shipping_method?: string;
}
