import { IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { ENQUIRY_KINDS, type EnquiryKind } from '../../../../shared/types/enquiry.js';
import { MSG } from '../../../../shared/validation-messages.js';

export class CreateEnquiryDto {
  @IsIn(ENQUIRY_KINDS, { message: MSG.required })
  kind: EnquiryKind;

  @IsString({ message: MSG.required })
  @IsNotEmpty({ message: MSG.required })
  @MaxLength(120, { message: 'This field have maximum 120 characters' })
  name: string;

  @IsString({ message: MSG.required })
  @IsNotEmpty({ message: MSG.required })
  @MaxLength(120, { message: MSG.emailMax120 })
  @IsEmail({}, { message: MSG.emailInvalid })
  email: string;

  @IsOptional()
  @IsString()
  @MaxLength(40, { message: 'This field have maximum 40 characters' })
  phone?: string;

  @IsOptional()
  @IsString()
  @MaxLength(160, { message: 'This field have maximum 160 characters' })
  organisation?: string;

  @IsOptional()
  @Matches(/^[A-Za-z]{2}$/, { message: 'Choose a country we ship to' })
  countryCode?: string;

  @IsOptional()
  @IsString()
  @MaxLength(160, { message: 'This field have maximum 160 characters' })
  subject?: string;

  @IsString({ message: MSG.required })
  @IsNotEmpty({ message: MSG.required })
  @MaxLength(5000, { message: 'This field have maximum 5000 characters' })
  message: string;

  /** Honeypot: hidden from people; anything in it marks the sender as a bot. */
  @IsOptional()
  @IsString()
  website?: string;
}
