import { IsEmail, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { AUTH_MSG, MSG, SHELL_MSG } from '../../../../shared/validation-messages.js';

/** POST /api/register: a pet owner. Breeders and vets add their own fields. */
export class RegisterOwnerDto {
  @IsString({ message: MSG.required })
  @IsNotEmpty({ message: MSG.required })
  @MaxLength(120, { message: MSG.emailMax120 })
  @IsEmail({}, { message: MSG.emailInvalid })
  email: string;

  @IsString({ message: MSG.required })
  @IsNotEmpty({ message: MSG.required })
  @MinLength(10, { message: AUTH_MSG.passwordTooShort })
  @MaxLength(200, { message: AUTH_MSG.passwordMax })
  password: string;

  @IsString({ message: MSG.required })
  @IsNotEmpty({ message: MSG.required })
  @MaxLength(120, { message: AUTH_MSG.max120 })
  firstName: string;

  @IsString({ message: MSG.required })
  @IsNotEmpty({ message: MSG.required })
  @MaxLength(120, { message: AUTH_MSG.max120 })
  lastName: string;

  @IsOptional()
  @IsString()
  @MaxLength(40, { message: AUTH_MSG.max40 })
  phone?: string;

  @IsString({ message: MSG.required })
  @Matches(/^[A-Za-z]{2}$/, { message: SHELL_MSG.unknownCountry })
  countryCode: string;
}
