import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { MSG } from '../../../../shared/validation-messages.js';

export class RedeemVoucherDto {
  @IsString({ message: MSG.required })
  @IsNotEmpty({ message: MSG.required })
  @MaxLength(40, { message: 'This field have maximum 40 characters' })
  coupon: string;
}
