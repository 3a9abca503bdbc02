import { IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { AUTH_MSG, MSG, SHELL_MSG } from '../../../../shared/validation-messages.js';
import { NestedDto } from '../../../common/validation.js';

export class AddressDto {
  @IsOptional()
  @IsString()
  @MaxLength(200, { message: AUTH_MSG.max200 })
  line1?: string;

  @IsOptional()
  @IsString()
  @MaxLength(200, { message: AUTH_MSG.max200 })
  line2?: string;

  @IsOptional()
  @IsString()
  @MaxLength(120, { message: AUTH_MSG.max120 })
  city?: string;

  @IsOptional()
  @IsString()
  @MaxLength(20, { message: AUTH_MSG.max20 })
  postalCode?: string;

  @IsOptional()
  @IsString()
  @MaxLength(20, { message: AUTH_MSG.unknownState })
  state?: string;

  @IsString({ message: MSG.required })
  @Matches(/^[A-Za-z]{2}$/, { message: SHELL_MSG.unknownCountry })
  countryCode: string;
}

/** PUT /api/my/user/me: name, phone and address (with country and state). */
export class UpdateMeDto {
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

  @NestedDto(() => AddressDto)
  address: AddressDto;

  /** Breeders only. */
  @IsOptional()
  @IsString({ message: MSG.required })
  @IsNotEmpty({ message: MSG.required })
  @MaxLength(120, { message: AUTH_MSG.max120 })
  kennelName?: string;

  /** Breeders only. */
  @IsOptional()
  @IsString({ message: MSG.required })
  @IsNotEmpty({ message: MSG.required })
  @MaxLength(40, { message: AUTH_MSG.max40 })
  kennelPrefix?: string;

  /** Vets only. */
  @IsOptional()
  @IsString({ message: MSG.required })
  @IsNotEmpty({ message: MSG.required })
  @MaxLength(120, { message: AUTH_MSG.max120 })
  clinicName?: string;

  /** Vets only. */
  @IsOptional()
  @IsString({ message: MSG.required })
  @IsNotEmpty({ message: MSG.required })
  @MaxLength(200, { message: AUTH_MSG.max200 })
  clinicAddress?: string;
}
