import {
  ArrayMaxSize,
  Equals,
  IsArray,
  IsEmail,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { SAMPLE_COLLECTOR_TYPES } from '../../../../shared/sample-collector.js';
import { AUTH_MSG, KIT_MSG, MSG, SHELL_MSG } from '../../../../shared/validation-messages.js';
import { IsId, NestedDto } from '../../../common/validation.js';
import { DifferentFrom, SameAs } from './field-match.js';

/** Whether the first step creates an account: it names the account type (the registration form's fields follow). */
const creating = (o: RegisterEmailDto) => o.userType !== undefined;

/**
 * The first step of activation for a visitor who is not signed in: the e-mail alone asks whether it has an
 * account; with the password it signs in; with an account type, a name and a country it creates the
 * account (the registration form's fields and texts) and signs in.
 */
export class RegisterEmailDto {
  @IsString({ message: MSG.required })
  @IsNotEmpty({ message: MSG.required })
  @MaxLength(120, { message: MSG.emailMax120 })
  @IsEmail({}, { message: MSG.emailInvalid })
  email: string;

  @ValidateIf((o: RegisterEmailDto) => o.password !== undefined || creating(o))
  @IsString({ message: MSG.required })
  @IsNotEmpty({ message: MSG.required })
  @MaxLength(200, { message: AUTH_MSG.passwordMax })
  password?: string;

  @IsOptional()
  @IsIn(['owner', 'breeder'], { message: KIT_MSG.accountType })
  userType?: 'owner' | 'breeder';

  @ValidateIf(creating)
  @IsString({ message: MSG.required })
  @IsNotEmpty({ message: MSG.required })
  @MaxLength(120, { message: AUTH_MSG.max120 })
  firstName?: string;

  @ValidateIf(creating)
  @IsString({ message: MSG.required })
  @IsNotEmpty({ message: MSG.required })
  @MaxLength(120, { message: AUTH_MSG.max120 })
  lastName?: string;

  @ValidateIf(creating)
  @IsString({ message: MSG.required })
  @Matches(/^[A-Za-z]{2}$/, { message: SHELL_MSG.unknownCountry })
  countryCode?: string;

  @ValidateIf((o: RegisterEmailDto) => o.userType === 'breeder')
  @IsString({ message: MSG.required })
  @IsNotEmpty({ message: MSG.required })
  @MaxLength(120, { message: AUTH_MSG.max120 })
  kennelName?: string;

  @ValidateIf((o: RegisterEmailDto) => o.userType === 'breeder')
  @IsString({ message: MSG.required })
  @IsNotEmpty({ message: MSG.required })
  @MaxLength(40, { message: AUTH_MSG.max40 })
  kennelPrefix?: string;
}

/** The barcode step: the barcode twice, and an optional second swab's barcode twice (spec §5). */
export class BarcodeEntryDto {
  @IsString({ message: MSG.required })
  @IsNotEmpty({ message: MSG.required })
  @MaxLength(50, { message: MSG.barcodeMax50 })
  barcode: string;

  @IsString({ message: MSG.required })
  @IsNotEmpty({ message: MSG.required })
  @SameAs('barcode', { message: MSG.barcodeConfirmMismatch })
  confirmBarcode: string;

  @IsOptional()
  @IsString()
  @MaxLength(50, { message: MSG.barcodeMax50 })
  @DifferentFrom('barcode', { message: MSG.secondBarcodeSame })
  secondBarcode?: string;

  @ValidateIf((o: BarcodeEntryDto) => typeof o.secondBarcode === 'string' && o.secondBarcode.trim() !== '')
  @IsString({ message: MSG.required })
  @IsNotEmpty({ message: MSG.required })
  @SameAs('secondBarcode', { message: MSG.barcodeConfirmMismatch })
  confirmSecondBarcode?: string;
}

export class CheckBarcodesDto {
  @NestedDto(() => BarcodeEntryDto)
  barcodes: BarcodeEntryDto;

  /** A multi-pack category: the barcode is checked for redeeming a credit (mode redeem), else mode step. */
  @IsOptional()
  @IsId({ message: MSG.required })
  type?: number;
}

export class PetDto {
  @IsString({ message: MSG.required })
  @IsNotEmpty({ message: MSG.required })
  @MaxLength(60, { message: KIT_MSG.max60 })
  petName: string;

  @IsIn(['male', 'female'], { message: MSG.required })
  gender: 'male' | 'female';

  @IsIn(['canine', 'feline', 'dog', 'cat'], { message: KIT_MSG.speciesInvalid })
  species: 'canine' | 'feline' | 'dog' | 'cat';

  @IsOptional()
  @IsId({ message: KIT_MSG.breedUnknown })
  breed?: number;

  @IsOptional()
  @IsInt({ message: KIT_MSG.dobInvalid })
  @Min(1, { message: KIT_MSG.dobInvalid })
  @Max(31, { message: KIT_MSG.dobInvalid })
  dobDay?: number;

  @IsOptional()
  @IsInt({ message: MSG.monthInvalid })
  @Min(1, { message: MSG.monthInvalid })
  @Max(12, { message: MSG.monthInvalid })
  dobMonth?: number;

  @IsOptional()
  @IsInt({ message: KIT_MSG.dobYear })
  @Min(2000, { message: KIT_MSG.dobYear })
  @Max(new Date().getUTCFullYear() + 1, { message: KIT_MSG.dobYear })
  dobYear?: number;

  @IsOptional()
  @Matches(/^\d{1,3}(\.\d{1,2})?$/, { message: KIT_MSG.weight })
  weight?: string;

  @IsOptional()
  @IsIn(['kg', 'lb'], { message: KIT_MSG.weight })
  weightType?: 'kg' | 'lb';

  @IsOptional()
  @IsString()
  @MaxLength(120, { message: KIT_MSG.max120 })
  registrationName?: string;

  @IsOptional()
  @IsString()
  @MaxLength(60, { message: KIT_MSG.max60 })
  registrationNumber?: string;

  @IsOptional()
  @Matches(/^\d{15}$/, { message: KIT_MSG.microchip })
  chipNumber?: string;

  /** An animal of the account to add the barcode to, chosen instead of describing a new one. */
  @IsOptional()
  @IsId({ message: KIT_MSG.animalUnknown })
  id?: number;
}

export class PersonDto {
  @IsString({ message: MSG.required })
  @IsNotEmpty({ message: MSG.required })
  @MaxLength(60, { message: KIT_MSG.max60 })
  firstName: string;

  @IsString({ message: MSG.required })
  @IsNotEmpty({ message: MSG.required })
  @MaxLength(60, { message: KIT_MSG.max60 })
  lastName: string;

  @IsString({ message: MSG.required })
  @IsNotEmpty({ message: MSG.required })
  @MaxLength(120, { message: KIT_MSG.max120 })
  address: string;

  @IsString({ message: MSG.required })
  @Matches(/^[A-Za-z]{2}$/, { message: MSG.required })
  country: string;

  @IsOptional()
  @IsString()
  @MaxLength(60, { message: KIT_MSG.max60 })
  state?: string;

  @IsString({ message: MSG.required })
  @IsNotEmpty({ message: MSG.required })
  @MaxLength(60, { message: KIT_MSG.max60 })
  city: string;

  @IsString({ message: MSG.required })
  @IsNotEmpty({ message: MSG.required })
  @MaxLength(12, { message: 'This field have maximum 12 characters' })
  postalCode: string;

  @IsString({ message: MSG.required })
  @IsNotEmpty({ message: MSG.required })
  @MaxLength(120, { message: MSG.emailMax120 })
  @IsEmail({}, { message: MSG.emailInvalid })
  email: string;

  @Equals(true, { message: SHELL_MSG.mustBeTrue })
  acceptTerms: boolean;
}

/** Who collects the sample (docs/decisions/0970): the cart's `sampleCollector` shape and texts. */
export class ActivationCollectorDto {
  @IsIn(SAMPLE_COLLECTOR_TYPES, { message: 'Choose who collects the sample' })
  type: string;

  @IsString({ message: MSG.required })
  @IsNotEmpty({ message: MSG.required })
  @MaxLength(120, { message: MSG.emailMax120 })
  name: string;

  @IsOptional()
  @IsString()
  @MaxLength(160, { message: 'This field have maximum 160 characters' })
  clinic?: string;
}

export class ActivateDto {
  @NestedDto(() => BarcodeEntryDto)
  barcodes: BarcodeEntryDto;

  @NestedDto(() => PetDto)
  pet: PetDto;

  @NestedDto(() => PersonDto)
  person: PersonDto;

  /** Redeeming a multi-pack credit: its category and the tests chosen. */
  @IsOptional()
  @IsId({ message: MSG.required })
  type?: number;

  @IsOptional()
  @IsArray({ message: KIT_MSG.chooseTests })
  @ArrayMaxSize(60, { message: KIT_MSG.chooseTests })
  @IsId({ each: true, message: KIT_MSG.chooseTests })
  productIds?: number[];

  /** A vet or approved agent who collects the sample; absent keeps what the order's checkout recorded. */
  @IsOptional()
  @NestedDto(() => ActivationCollectorDto)
  sampleCollector?: ActivationCollectorDto;
}

export class BreedQueryDto {
  @Matches(/^\d{1,9}$/, { message: KIT_MSG.breedUnknown })
  id: string;
}

export class ActivationProductsQueryDto {
  @IsOptional()
  @Matches(/^\d{1,2}$/, { message: MSG.required })
  productType?: string;

  @IsOptional()
  @Matches(/^\d{1,4}$/, { message: MSG.required })
  categoryId?: string;
}
