import { IsIn, IsNotEmpty, IsString } from 'class-validator';
import { USER_TYPES, type UserType } from '../../../../shared/types/user.js';
import { MSG, SHELL_MSG } from '../../../../shared/validation-messages.js';

export class SetUserTypeCookieDto {
  @IsString({ message: MSG.required })
  @IsNotEmpty({ message: MSG.required })
  @IsIn(USER_TYPES, { message: SHELL_MSG.unknownUserType })
  userType: UserType;
}
