import { IsIn, IsOptional, Matches } from 'class-validator';
import { USER_TYPES, type UserType } from '../../../../shared/types/user.js';
import { CATALOGUE_MSG, SHELL_MSG } from '../../../../shared/validation-messages.js';

/** GET /api/store/products/breed?id= */
export class BreedProductsDto {
  @Matches(/^[1-9]\d{0,8}$/, { message: CATALOGUE_MSG.id })
  id: string;

  @IsOptional()
  @IsIn(USER_TYPES, { message: SHELL_MSG.unknownUserType })
  user_type?: UserType;
}

/** The audience query of a single product. */
export class ProductAudienceDto {
  @IsOptional()
  @IsIn(USER_TYPES, { message: SHELL_MSG.unknownUserType })
  user_type?: UserType;
}
