import { IsBoolean, IsIn, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { MSG } from '../../../../shared/validation-messages.js';

export class TestPaymentSecretQuery {
  @IsString({ message: MSG.required })
  @IsNotEmpty({ message: MSG.required })
  @MaxLength(200)
  secret: string;
}

export class PayTestCardDto extends TestPaymentSecretQuery {
  @IsString({ message: MSG.required })
  @IsNotEmpty({ message: MSG.required })
  @MaxLength(30, { message: 'Your card number is incorrect.' })
  cardNumber: string;
}

export class AuthenticateTestPaymentDto extends TestPaymentSecretQuery {
  @IsBoolean({ message: MSG.required })
  passed: boolean;
}

export class ApproveTestOrderDto extends TestPaymentSecretQuery {
  @IsIn(['ok', 'declined'], { message: MSG.required })
  funding: 'ok' | 'declined';
}
