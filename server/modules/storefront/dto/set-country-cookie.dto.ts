import { IsNotEmpty, IsString, Matches } from 'class-validator';
import { MSG, SHELL_MSG } from '../../../../shared/validation-messages.js';

export class SetCountryCookieDto {
  @IsString({ message: MSG.required })
  @IsNotEmpty({ message: MSG.required })
  @Matches(/^[A-Za-z]{2}$/, { message: SHELL_MSG.unknownCountry })
  countryCode: string;
}
