import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { AUTH_MSG, MSG } from '../../../../shared/validation-messages.js';
import { RegisterOwnerDto } from './register-owner.dto.js';

export class RegisterVetDto extends RegisterOwnerDto {
  @IsString({ message: MSG.required })
  @IsNotEmpty({ message: MSG.required })
  @MaxLength(120, { message: AUTH_MSG.max120 })
  clinicName: string;

  @IsString({ message: MSG.required })
  @IsNotEmpty({ message: MSG.required })
  @MaxLength(200, { message: AUTH_MSG.max200 })
  clinicAddress: string;
}
