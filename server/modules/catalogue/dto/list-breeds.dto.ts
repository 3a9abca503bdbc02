import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { CATALOGUE_MSG } from '../../../../shared/validation-messages.js';

/** GET /api/breed: the breeds dropdown (spec §9 virtual dropdown pages through it). */
export class ListBreedsDto {
  @IsOptional()
  @IsIn(['canine', 'feline', 'dog', 'cat'], { message: CATALOGUE_MSG.species })
  species?: string;

  @IsOptional()
  @Matches(/^[1-9]\d{0,5}$/, { message: CATALOGUE_MSG.page })
  page?: string;

  @IsOptional()
  @IsString({ message: CATALOGUE_MSG.search })
  @MaxLength(100, { message: CATALOGUE_MSG.search })
  name?: string;

  /** Breeds by id, e.g. to show the names of the breeds already selected in a shared link. */
  @IsOptional()
  @Matches(/^\d{1,9}(,\d{1,9}){0,49}$/, { message: CATALOGUE_MSG.ids })
  ids?: string;

  /** The kits (their barcodes, comma separated) whose tests the breeds must be relevant to. */
  @IsOptional()
  @Matches(/^[A-Za-z0-9-]{1,50}(,[A-Za-z0-9-]{1,50}){0,19}$/, { message: CATALOGUE_MSG.barcodes })
  barcodes?: string;
}
