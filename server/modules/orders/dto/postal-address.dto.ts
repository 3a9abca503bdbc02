import { IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { MSG } from '../../../../shared/validation-messages.js';

/** The spec's message for a text longer than its column. */
export const maxChars = (n: number) => ({ message: `This field have maximum ${n} characters` });

/**
 * Where a parcel goes: the lines every address form of the shop shares (checkout's billing and shipping
 * person, the clinic of a supplies order). Who it is addressed to is the subclass's.
 */
export class PostalAddressDto {
  @IsString({ message: MSG.required })
  @IsNotEmpty({ message: MSG.required })
  @MaxLength(160, maxChars(160))
  address: string;

  @IsOptional()
  @IsString()
  @MaxLength(160, maxChars(160))
  address2?: string;

  @IsString({ message: MSG.required })
  @IsNotEmpty({ message: MSG.required })
  @MaxLength(80, maxChars(80))
  city: string;

  @IsString({ message: MSG.required })
  @IsNotEmpty({ message: MSG.required })
  @MaxLength(12, maxChars(12))
  postalCode: string;

  @IsOptional()
  @IsString()
  @MaxLength(10, maxChars(10))
  state?: string;

  @IsString({ message: MSG.required })
  @Matches(/^[A-Za-z]{2}$/, { message: MSG.required })
  country: string;

  @IsOptional()
  @IsString()
  @MaxLength(40, maxChars(40))
  phone?: string;
}
