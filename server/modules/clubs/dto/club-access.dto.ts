import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsEmail,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
} from 'class-validator';
import { CLUB_KINDS, CLUB_ROLES, type ClubKind, type ClubRole } from '../../../../shared/types/clubs.js';
import { MSG } from '../../../../shared/validation-messages.js';
import { IsId } from '../../../common/validation.js';
import { CLUB_MSG } from '../clubs.rules.js';

/** DELETE /api/tools/club-access/?animalId (spec §7); `clubId` narrows the withdrawal to one club. */
export class WithdrawClubAccessDto {
  @Matches(/^\d{1,9}$/, { message: CLUB_MSG.chooseAnimal })
  animalId: string;

  @IsOptional()
  @Matches(/^\d{1,9}$/, { message: CLUB_MSG.chooseClub })
  clubId?: string;
}

/** POST /api/my/clubs/transfer-club-animals {animal_ids} (spec §7); `club_id` when the member has several clubs. */
export class TransferClubAnimalsDto {
  @IsArray({ message: CLUB_MSG.chooseAnimals })
  @ArrayMinSize(1, { message: CLUB_MSG.chooseAnimals })
  @ArrayMaxSize(100, { message: CLUB_MSG.tooManyAnimals })
  @IsId({ each: true, message: CLUB_MSG.chooseAnimals })
  animal_ids: number[];

  @IsOptional()
  @IsId({ message: CLUB_MSG.chooseClub })
  club_id?: number;
}

export class ClubAnimalsQueryDto {
  @Matches(/^\d{1,9}$/, { message: CLUB_MSG.chooseClub })
  clubId: string;
}

export class CreateClubDto {
  @IsString({ message: MSG.required })
  @IsNotEmpty({ message: MSG.required })
  @MaxLength(120, { message: CLUB_MSG.max120 })
  name: string;

  @IsIn(CLUB_KINDS, { message: CLUB_MSG.kindInvalid })
  kind: ClubKind;

  @IsOptional()
  @IsString()
  @MaxLength(120, { message: CLUB_MSG.max120 })
  region?: string;

  @IsOptional()
  @IsString()
  @MaxLength(120, { message: MSG.emailMax120 })
  @IsEmail({}, { message: MSG.emailInvalid })
  contactEmail?: string;
}

export class AddClubMemberDto {
  @IsString({ message: MSG.required })
  @IsNotEmpty({ message: MSG.required })
  @MaxLength(120, { message: MSG.emailMax120 })
  @IsEmail({}, { message: MSG.emailInvalid })
  email: string;

  @IsIn(CLUB_ROLES, { message: CLUB_MSG.roleInvalid })
  role: ClubRole;

  @IsOptional()
  @IsString()
  @MaxLength(40, { message: CLUB_MSG.max40 })
  membershipNumber?: string;
}
