import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { ADVANCE_ORDER_MAX_QUANTITY, ADVANCE_ORDER_MSG, ADVANCE_ORDER_STATUSES } from '../../../../shared/advance-orders.js';
import type { AdvanceOrderStatus } from '../../../../shared/types/advance-order.js';
import { MSG } from '../../../../shared/validation-messages.js';
import { NestedDto } from '../../../common/validation.js';
import { ADVANCE_SUPPLIES, ADVANCE_SUPPLY_CODES } from '../advance-orders.rules.js';
import { PageQueryDto } from './orders.dto.js';
import { maxChars, PostalAddressDto } from './postal-address.dto.js';

export class AdvanceOrderItemDto {
  @IsString({ message: MSG.required })
  @IsNotEmpty({ message: MSG.required })
  @IsIn(ADVANCE_SUPPLY_CODES, { message: ADVANCE_ORDER_MSG.unknownSupply })
  supply: string;

  @IsInt({ message: ADVANCE_ORDER_MSG.quantity })
  @Min(1, { message: ADVANCE_ORDER_MSG.quantity })
  @Max(ADVANCE_ORDER_MAX_QUANTITY, { message: ADVANCE_ORDER_MSG.quantity })
  quantity: number;
}

/** The clinic the supplies are posted to; the state is required for AU, US and CA (checked by the service). */
export class AdvanceOrderAddressDto extends PostalAddressDto {
  @IsString({ message: MSG.required })
  @IsNotEmpty({ message: MSG.required })
  @MaxLength(80, maxChars(80))
  recipient: string;
}

/** POST and PUT /api/store/orders/advance/: the whole order (PUT replaces what the vet asked for). */
export class AdvanceOrderDto {
  @IsArray({ message: MSG.required })
  @ArrayMinSize(1, { message: ADVANCE_ORDER_MSG.chooseSupplies })
  @ArrayMaxSize(ADVANCE_SUPPLIES.length, { message: ADVANCE_ORDER_MSG.supplyTwice })
  @NestedDto(() => AdvanceOrderItemDto, { each: true })
  items: AdvanceOrderItemDto[];

  @IsNotEmpty({ message: MSG.required })
  @NestedDto(() => AdvanceOrderAddressDto)
  deliveryAddress: AdvanceOrderAddressDto;

  @IsOptional()
  @IsString()
  @MaxLength(40, maxChars(40))
  purchaseOrder?: string;

  @IsOptional()
  @IsString()
  @MaxLength(500, maxChars(500))
  note?: string;
}

export class AdminAdvanceOrdersQueryDto extends PageQueryDto {
  /** Order number (AO-… or the invoiced PD-…), PO number, recipient, or the vet's clinic, name or e-mail. */
  @IsOptional()
  @IsString()
  @MaxLength(100)
  search?: string;

  @IsOptional()
  @IsIn(ADVANCE_ORDER_STATUSES, { message: 'Choose a status' })
  status?: AdvanceOrderStatus;
}

export class DispatchAdvanceOrderDto {
  /** The carrier's consignment number, when the parcel has one. */
  @IsOptional()
  @IsString()
  @MaxLength(60, maxChars(60))
  trackingNumber?: string;
}
