import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { CATALOGUE_MSG, CUSTOM_PROFILE_MSG, MSG } from '../../../../shared/validation-messages.js';
import { IsId } from '../../../common/validation.js';

/** POST /api/cart/custom-profile */
export class CreateCustomProfileDto {
  @IsString({ message: MSG.required })
  @IsNotEmpty({ message: MSG.required })
  @MaxLength(80, { message: 'This field have maximum 80 characters' })
  name: string;

  @IsIn(['canine', 'feline'], { message: CATALOGUE_MSG.species })
  species: 'canine' | 'feline';

  @IsArray({ message: CUSTOM_PROFILE_MSG.tooFew })
  @ArrayMinSize(2, { message: CUSTOM_PROFILE_MSG.tooFew })
  @ArrayMaxSize(30, { message: CUSTOM_PROFILE_MSG.tooMany })
  @IsId({ each: true, message: CUSTOM_PROFILE_MSG.unknownTest })
  @Type(() => Number)
  productIds: number[];
}

/** GET /api/cart/custom-profile?page&size&query */
export class ListCustomProfilesDto {
  @IsOptional()
  @Matches(/^[1-9]\d{0,5}$/, { message: CATALOGUE_MSG.page })
  page?: string;

  @IsOptional()
  @Matches(/^([1-9]|[1-4]\d|50)$/, { message: 'Size must be a whole number from 1 to 50' })
  size?: string;

  @IsOptional()
  @IsString({ message: CATALOGUE_MSG.search })
  @MaxLength(100, { message: CATALOGUE_MSG.search })
  query?: string;
}
