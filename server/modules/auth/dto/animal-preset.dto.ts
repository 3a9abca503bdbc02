import { ArrayMaxSize, IsArray, IsInt, Min } from 'class-validator';
import { AUTH_MSG, MSG } from '../../../../shared/validation-messages.js';

/** PUT /api/my/user/me/animal-preset: the breeds preselected in the user's animal forms. */
export class AnimalPresetDto {
  @IsArray({ message: MSG.required })
  @ArrayMaxSize(50, { message: 'Choose at most 50 breeds' })
  @IsInt({ each: true, message: AUTH_MSG.breedIds })
  @Min(1, { each: true, message: AUTH_MSG.breedIds })
  breed_ids: number[];
}
