import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { AUTH_MSG, MSG } from '../../../../shared/validation-messages.js';
import { RegisterOwnerDto } from './register-owner.dto.js';

export class RegisterBreederDto extends RegisterOwnerDto {
  /** Kennel (dogs) or cattery (cats) name. */
  @IsString({ message: MSG.required })
  @IsNotEmpty({ message: MSG.required })
  @MaxLength(120, { message: AUTH_MSG.max120 })
  kennelName: string;

  /** The registered prefix that starts the names of the animals they breed. */
  @IsString({ message: MSG.required })
  @IsNotEmpty({ message: MSG.required })
  @MaxLength(40, { message: AUTH_MSG.max40 })
  kennelPrefix: string;
}
