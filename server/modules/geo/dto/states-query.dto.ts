import { IsNotEmpty, IsString, Length } from 'class-validator';
import { MSG } from '../../../../shared/validation-messages.js';

export class StatesQueryDto {
  @IsString({ message: MSG.required })
  @IsNotEmpty({ message: MSG.required })
  @Length(2, 2, { message: 'country_code must be a two-letter country code' })
  country_code: string;
}
