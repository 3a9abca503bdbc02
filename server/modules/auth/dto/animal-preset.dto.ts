import { ArrayMaxSize, IsArray } from 'class-validator';
import { AUTH_MSG, MSG } from '../../../../shared/validation-messages.js';
import { IsId } from '../../../common/validation.js';

/** PUT /api/my/user/me/animal-preset: the breeds preselected in the user's animal forms. */
export class AnimalPresetDto {
  @IsArray({ message: MSG.required })
  @ArrayMaxSize(50, { message: 'Choose at most 50 breeds' })
  @IsId({ each: true, message: AUTH_MSG.breedIds })
  breed_ids: number[];
}
