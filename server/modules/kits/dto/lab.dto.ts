import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsEmail,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { KIT_STATUSES, type KitStatus } from '../../../../shared/kit-lifecycle.js';
import { MSG } from '../../../../shared/validation-messages.js';
import { IsId } from '../../../common/validation.js';

export class AllocateKitsDto {
  @IsString({ message: MSG.required })
  @IsNotEmpty({ message: MSG.required })
  @MaxLength(120, { message: MSG.emailMax120 })
  @IsEmail({}, { message: MSG.emailInvalid })
  email: string;

  @IsArray({ message: 'Choose tests from the catalogue' })
  @ArrayMinSize(1, { message: 'Choose tests from the catalogue' })
  @ArrayMaxSize(60, { message: 'Choose tests from the catalogue' })
  @IsId({ each: true, message: 'Choose tests from the catalogue' })
  testIds: number[];

  @IsInt({ message: 'Quantity must be a whole number from 1 to 100' })
  @Min(1, { message: 'Quantity must be a whole number from 1 to 100' })
  @Max(100, { message: 'Quantity must be a whole number from 1 to 100' })
  quantity: number;

  @IsOptional()
  @IsString()
  @MaxLength(60, { message: 'This field have maximum 60 characters' })
  orderReference?: string;
}

export class BarcodeListDto {
  @IsArray({ message: MSG.required })
  @ArrayMinSize(1, { message: MSG.required })
  @ArrayMaxSize(500, { message: 'Scan at most 500 barcodes at once' })
  @IsString({ each: true, message: MSG.required })
  @MaxLength(50, { each: true, message: MSG.barcodeMax50 })
  barcodes: string[];
}

export class MoveKitDto {
  @IsIn(KIT_STATUSES, { message: 'Choose a status' })
  status: KitStatus;

  @IsOptional()
  @IsString()
  @MaxLength(300, { message: 'This field have maximum 300 characters' })
  note?: string;
}

export class ImportResultsDto {
  @IsString({ message: MSG.required })
  @IsNotEmpty({ message: MSG.required })
  @MaxLength(500_000, { message: 'Import at most 500,000 characters at once' })
  csv: string;
}

export class ListKitsDto {
  @IsOptional()
  @IsIn(KIT_STATUSES)
  status?: KitStatus;

  @IsOptional()
  @IsString()
  @MaxLength(50)
  barcode?: string;
}
