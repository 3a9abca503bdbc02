import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { AUTH_MSG, MSG } from '../../../../shared/validation-messages.js';

/** PUT /api/my/user/me/state: the state or province of the user's country. */
export class UpdateStateDto {
  @IsString({ message: MSG.required })
  @IsNotEmpty({ message: MSG.required })
  @MaxLength(20, { message: AUTH_MSG.unknownState })
  state: string;
}
