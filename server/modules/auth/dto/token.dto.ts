import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { MSG } from '../../../../shared/validation-messages.js';

/** POST /api/register/confirm */
export class TokenDto {
  @IsString({ message: MSG.required })
  @IsNotEmpty({ message: MSG.required })
  @MaxLength(200, { message: MSG.required })
  token: string;
}
