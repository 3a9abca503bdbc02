import { IsInt, IsNotEmpty, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { MSG, PARENTAGE_MSG } from '../../../../shared/validation-messages.js';

/**
 * `POST /api/my/parentage-request`: the offspring (one of the caller's animals) and its dam and/or sire,
 * each either one of the caller's animals (`damId`) or found by microchip (`damMicrochip`).
 */
export class CreateParentageRequestDto {
  @IsInt({ message: MSG.required })
  @Min(1, { message: PARENTAGE_MSG.id })
  offspringId: number;

  @IsOptional()
  @IsInt({ message: PARENTAGE_MSG.id })
  @Min(1, { message: PARENTAGE_MSG.id })
  damId?: number;

  @IsOptional()
  @IsString({ message: MSG.required })
  @MaxLength(40, { message: MSG.required })
  damMicrochip?: string;

  @IsOptional()
  @IsInt({ message: PARENTAGE_MSG.id })
  @Min(1, { message: PARENTAGE_MSG.id })
  sireId?: number;

  @IsOptional()
  @IsString({ message: MSG.required })
  @MaxLength(40, { message: MSG.required })
  sireMicrochip?: string;
}

/** `POST /api/my/parentage-request/via-club`: the same request, made through the breeder's club. */
export class CreateClubParentageRequestDto extends CreateParentageRequestDto {
  @IsString({ message: MSG.required })
  @IsNotEmpty({ message: MSG.required })
  @MaxLength(120, { message: PARENTAGE_MSG.clubName })
  clubName: string;
}
