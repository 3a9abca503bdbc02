import { ArrayMaxSize, IsArray, IsInt, IsOptional, Max, Min } from 'class-validator';
import { BACK_OFFICE_MSG } from '../../../../shared/validation-messages.js';
import { IsId } from '../../../common/validation.js';
import { MAX_KITS_PER_PACK, MAX_PROFILE_TESTS } from '../product-contents.js';

/** PUT /api/admin/catalogue/products/{id}/contents: a full breed profile's tests, or a multi-pack's kits. */
export class SetProductContentsDto {
  @IsOptional()
  @IsArray({ message: BACK_OFFICE_MSG.profileTests })
  @ArrayMaxSize(MAX_PROFILE_TESTS, { message: BACK_OFFICE_MSG.profileTests })
  @IsId({ each: true, message: BACK_OFFICE_MSG.profileTests })
  testIds?: number[];

  @IsOptional()
  @IsInt({ message: BACK_OFFICE_MSG.kitCount })
  @Min(1, { message: BACK_OFFICE_MSG.kitCount })
  @Max(MAX_KITS_PER_PACK, { message: BACK_OFFICE_MSG.kitCount })
  kitCount?: number;
}
