import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsEmail,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
} from 'class-validator';
import { SHOW_BOOKING_STATUSES, type ShowBookingStatus } from '../../../../shared/types/shows.js';
import { MSG } from '../../../../shared/validation-messages.js';
import { IsWholeNumber } from '../../../common/validation.js';
import { SHOW_MSG } from '../shows.rules.js';

/** POST /api/my/shows: the lab is booked to collect samples at a show (decision 0929). */
export class BookShowDto {
  @IsString({ message: MSG.required })
  @IsNotEmpty({ message: MSG.required })
  @MaxLength(120, { message: SHOW_MSG.max120 })
  showName: string;

  @IsString({ message: SHOW_MSG.dateInvalid })
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: SHOW_MSG.dateInvalid })
  showDate: string;

  @IsString({ message: MSG.required })
  @IsNotEmpty({ message: MSG.required })
  @MaxLength(120, { message: SHOW_MSG.max120 })
  venue: string;

  @IsString({ message: MSG.required })
  @IsNotEmpty({ message: MSG.required })
  @MaxLength(120, { message: SHOW_MSG.max120 })
  city: string;

  @Matches(/^[A-Za-z]{2}$/, { message: SHOW_MSG.countryInvalid })
  countryCode: string;

  @IsWholeNumber(1, { message: SHOW_MSG.expectedInvalid })
  @Max(500, { message: SHOW_MSG.expectedInvalid })
  expectedAnimals: number;

  @IsString({ message: MSG.required })
  @IsNotEmpty({ message: MSG.required })
  @MaxLength(120, { message: SHOW_MSG.max120 })
  contactName: string;

  @IsString({ message: MSG.required })
  @IsNotEmpty({ message: MSG.required })
  @MaxLength(30, { message: SHOW_MSG.max30 })
  contactPhone: string;

  @IsString({ message: MSG.required })
  @IsNotEmpty({ message: MSG.required })
  @MaxLength(120, { message: MSG.emailMax120 })
  @IsEmail({}, { message: MSG.emailInvalid })
  contactEmail: string;

  @IsOptional()
  @IsString()
  @MaxLength(1000, { message: SHOW_MSG.max1000 })
  notes?: string;
}

export class ShowBookingsQueryDto {
  @IsOptional()
  @IsIn(SHOW_BOOKING_STATUSES, { message: 'Choose requested, confirmed or cancelled' })
  status?: ShowBookingStatus;
}

/** POST /api/admin/shows/{id}/samples: the kits the lab sampled at a confirmed show (decision 0972). */
export class ShowSamplesDto {
  @IsArray({ message: SHOW_MSG.barcodes })
  @ArrayMinSize(1, { message: SHOW_MSG.barcodes })
  @ArrayMaxSize(500, { message: SHOW_MSG.barcodes })
  @IsString({ each: true, message: SHOW_MSG.barcodes })
  @MaxLength(50, { each: true, message: SHOW_MSG.barcodes })
  barcodes: string[];
}
