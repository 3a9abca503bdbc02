import { IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { AUTH_MSG, MSG } from '../../../../shared/validation-messages.js';

export class ChangePasswordDto {
  @IsString({ message: MSG.required })
  @IsNotEmpty({ message: MSG.required })
  @MaxLength(200, { message: AUTH_MSG.passwordMax })
  currentPassword: string;

  @IsString({ message: MSG.required })
  @IsNotEmpty({ message: MSG.required })
  @MinLength(10, { message: AUTH_MSG.passwordTooShort })
  @MaxLength(200, { message: AUTH_MSG.passwordMax })
  newPassword: string;
}
