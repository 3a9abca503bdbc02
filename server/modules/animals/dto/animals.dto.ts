import { IsBoolean, IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { KIT_MSG, MSG } from '../../../../shared/validation-messages.js';

export const SEARCH_TYPES = [
  'pet_name',
  'owner_name',
  'name',
  'barcode',
  'chip_number',
  'registration_number',
  'registration_name',
] as const;

export class ListAnimalsDto {
  @IsOptional()
  @Matches(/^[1-9]\d{0,5}$/)
  page?: string;

  @IsOptional()
  @Matches(/^[1-9]\d?$/)
  size?: string;

  @IsOptional()
  @IsIn(SEARCH_TYPES)
  query_type?: (typeof SEARCH_TYPES)[number];

  @IsOptional()
  @IsString()
  @MaxLength(120)
  query?: string;

  @IsOptional()
  @IsString()
  @MaxLength(120)
  search?: string;

  @IsOptional()
  @IsIn(['male', 'female'])
  gender?: 'male' | 'female';

  /** mine (default: own, active), archived, shared (shared with me), all (own and shared). */
  @IsOptional()
  @IsIn(['mine', 'archived', 'shared', 'all'])
  view?: 'mine' | 'archived' | 'shared' | 'all';

  /** 1 canine, 2 feline (the catalogue's species ids). */
  @IsOptional()
  @IsIn(['1', '2'])
  species_id?: '1' | '2';
}

export class ShareAnimalDto {
  @IsString({ message: MSG.required })
  @IsNotEmpty({ message: MSG.required })
  @MaxLength(120, { message: MSG.emailMax120 })
  @IsEmail({}, { message: MSG.emailInvalid })
  email: string;
}

export class PatchAnimalDto {
  @IsBoolean({ message: MSG.required })
  archived: boolean;
}

export class ReportQueryDto {
  @IsOptional()
  @IsIn(['summary', 'certificate'])
  report_type?: 'summary' | 'certificate';

  @IsOptional()
  @IsIn(['true', 'false'])
  send_email?: 'true' | 'false';
}

export class DnaQueryDto {
  @IsOptional()
  @IsIn(['canine', 'feline', 'dog', 'cat'])
  species?: string;
}

export class CollectedAnimalDto {
  @IsString({ message: MSG.required })
  @IsNotEmpty({ message: MSG.required })
  @MaxLength(60, { message: KIT_MSG.max60 })
  name: string;

  @IsIn(['canine', 'feline'], { message: KIT_MSG.speciesInvalid })
  species: 'canine' | 'feline';

  @IsOptional()
  @Matches(/^\d{15}$/, { message: KIT_MSG.microchip })
  microchip?: string;

  @IsOptional()
  @IsString()
  @MaxLength(50, { message: MSG.barcodeMax50 })
  barcode?: string;

  @IsOptional()
  @IsString()
  @MaxLength(120, { message: KIT_MSG.max120 })
  ownerName?: string;

  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: KIT_MSG.collectedDate })
  collectedOn: string;
}

export class CollectedQueryDto {
  @IsOptional()
  @Matches(/^[1-9]\d{0,5}$/)
  page?: string;

  @IsOptional()
  @IsString()
  @MaxLength(60)
  name?: string;
}
