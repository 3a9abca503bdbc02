import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { PRODUCT_SORTS, type ProductSort } from '../../../../shared/catalogue.js';
import { USER_TYPES, type UserType } from '../../../../shared/types/user.js';
import { CATALOGUE_MSG, SHELL_MSG } from '../../../../shared/validation-messages.js';

const ID_LIST = /^\d{1,9}(,\d{1,9}){0,49}$/;

/** GET /api/store/products: spec §7 parameters plus the filter page's breeds and sort. */
export class ListProductsDto {
  @IsOptional()
  @IsString({ message: CATALOGUE_MSG.search })
  @MaxLength(100, { message: CATALOGUE_MSG.search })
  search?: string;

  @IsOptional()
  @Matches(/^[1-9]\d{0,5}$/, { message: CATALOGUE_MSG.page })
  page?: string;

  @IsOptional()
  @IsIn(['canine', 'feline', 'dog', 'cat'], { message: CATALOGUE_MSG.species })
  species?: string;

  @IsOptional()
  @IsIn(['true', 'false'], { message: CATALOGUE_MSG.flag })
  isDetails?: string;

  @IsOptional()
  @Matches(ID_LIST, { message: CATALOGUE_MSG.ids })
  category_ids?: string;

  @IsOptional()
  @Matches(ID_LIST, { message: CATALOGUE_MSG.ids })
  breeds?: string;

  @IsOptional()
  @IsIn(PRODUCT_SORTS, { message: CATALOGUE_MSG.sort })
  sort?: ProductSort;

  @IsOptional()
  @IsIn(['true', 'false'], { message: CATALOGUE_MSG.flag })
  best_sellers?: string;

  /** Special-offer bundles and products with a sale price; vets get none (spec §6). */
  @IsOptional()
  @IsIn(['true', 'false'], { message: CATALOGUE_MSG.flag })
  special_offers?: string;

  /** The audience a guest is browsing as (the page's path); a signed-in user is always their own type. */
  @IsOptional()
  @IsIn(USER_TYPES, { message: SHELL_MSG.unknownUserType })
  user_type?: UserType;
}
