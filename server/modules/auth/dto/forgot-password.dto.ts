import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { MSG } from '../../../../shared/validation-messages.js';

/** Spec §5: the forgot-password form's texts, verbatim. */
export class ForgotPasswordDto {
  @IsString({ message: MSG.required })
  @IsNotEmpty({ message: MSG.required })
  @MaxLength(120, { message: MSG.emailMax120 })
  @IsEmail({}, { message: MSG.emailInvalidForgot })
  email: string;

  /** The solved human check: `<signed challenge>:<nonce>`. */
  @IsString({ message: MSG.required })
  @IsNotEmpty({ message: MSG.required })
  @MaxLength(500, { message: MSG.required })
  security: string;
}
