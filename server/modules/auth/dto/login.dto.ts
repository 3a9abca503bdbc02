import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { AUTH_MSG, MSG } from '../../../../shared/validation-messages.js';

export class LoginDto {
  @IsString({ message: MSG.required })
  @IsNotEmpty({ message: MSG.required })
  @MaxLength(120, { message: MSG.emailMax120 })
  username: string;

  @IsString({ message: MSG.required })
  @IsNotEmpty({ message: MSG.required })
  @MaxLength(200, { message: AUTH_MSG.passwordMax })
  password: string;
}
