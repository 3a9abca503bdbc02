import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { CATALOGUE_MSG } from '../../../../shared/validation-messages.js';

const PAGE = /^[1-9]\d{0,5}$/;
const SIZE = /^[1-9]\d?$/;

/** `GET /api/my/parentage-animals?page&size&search&gender&species_id` (species 1 canine, 2 feline). */
export class ListParentageAnimalsDto {
  @IsOptional()
  @Matches(PAGE, { message: CATALOGUE_MSG.page })
  page?: string;

  @IsOptional()
  @Matches(SIZE, { message: 'Size must be a whole number from 1 to 99' })
  size?: string;

  @IsOptional()
  @IsString()
  @MaxLength(120, { message: 'Search text can have at most 120 characters' })
  search?: string;

  @IsOptional()
  @IsIn(['male', 'female'], { message: 'Choose male or female' })
  gender?: 'male' | 'female';

  @IsOptional()
  @IsIn(['1', '2'], { message: CATALOGUE_MSG.species })
  species_id?: '1' | '2';
}

export const PARENTAGE_QUERY_TYPES = ['any', 'offspring', 'parent', 'reference'] as const;

/** `GET /api/my/parentage-request?species&page&size&query&queryType`. */
export class ListParentageRequestsDto {
  @IsOptional()
  @IsIn(['canine', 'feline', '1', '2'], { message: CATALOGUE_MSG.species })
  species?: 'canine' | 'feline' | '1' | '2';

  @IsOptional()
  @Matches(PAGE, { message: CATALOGUE_MSG.page })
  page?: string;

  @IsOptional()
  @Matches(SIZE, { message: 'Size must be a whole number from 1 to 99' })
  size?: string;

  @IsOptional()
  @IsString()
  @MaxLength(120, { message: 'Search text can have at most 120 characters' })
  query?: string;

  @IsOptional()
  @IsIn(PARENTAGE_QUERY_TYPES, { message: 'Search by any, offspring, parent or reference' })
  queryType?: (typeof PARENTAGE_QUERY_TYPES)[number];
}

/** `GET /api/admin/parentage-requests?status`: the lab's list, waiting requests by default. */
export class AdminParentageRequestsDto {
  @IsOptional()
  @IsIn(['awaiting_profiles', 'completed', 'withdrawn', 'all'], {
    message: 'Choose awaiting_profiles, completed, withdrawn or all',
  })
  status?: 'awaiting_profiles' | 'completed' | 'withdrawn' | 'all';
}
