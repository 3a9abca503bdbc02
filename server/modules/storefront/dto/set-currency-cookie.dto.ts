import { IsIn, IsNotEmpty, IsString } from 'class-validator';
import { CURRENCY_CODES } from '../../../../shared/storefronts.js';
import { MSG, SHELL_MSG } from '../../../../shared/validation-messages.js';

export class SetCurrencyCookieDto {
  @IsString({ message: MSG.required })
  @IsNotEmpty({ message: MSG.required })
  @IsIn(CURRENCY_CODES, { message: SHELL_MSG.unknownCurrency })
  currency: string;
}
