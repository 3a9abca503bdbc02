import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsInt, IsOptional, IsString, MaxLength, Min, ValidateNested } from 'class-validator';
import { GENETICS_MSG } from '../../../../shared/genetics/inheritance.js';

export const PAIRING_MSG = {
  animalId: 'Choose one of your animals',
  microchip: 'Enter a microchip number',
  test: 'Name the test',
  loci: 'Add at most 200 tests',
} as const;

export class PairingLocusDto {
  @IsString({ message: PAIRING_MSG.test })
  @MaxLength(120, { message: PAIRING_MSG.test })
  test!: string;

  @IsString({ message: GENETICS_MSG.strategyType })
  @MaxLength(40, { message: GENETICS_MSG.strategyType })
  strategy_type!: string;

  /** Null or empty: the dam was not tested for it. */
  @IsOptional()
  @IsString({ message: GENETICS_MSG.genotype })
  @MaxLength(12, { message: GENETICS_MSG.genotype })
  dam?: string | null;

  @IsOptional()
  @IsString({ message: GENETICS_MSG.genotype })
  @MaxLength(12, { message: GENETICS_MSG.genotype })
  sire?: string | null;
}

/** POST /api/my/breeding-strategy/pairing: a dam and a sire (own animal id or microchip), or explicit loci. */
export class PlanPairingDto {
  @IsOptional()
  @IsInt({ message: PAIRING_MSG.animalId })
  @Min(1, { message: PAIRING_MSG.animalId })
  damId?: number;

  @IsOptional()
  @IsInt({ message: PAIRING_MSG.animalId })
  @Min(1, { message: PAIRING_MSG.animalId })
  sireId?: number;

  @IsOptional()
  @IsString({ message: PAIRING_MSG.microchip })
  @MaxLength(40, { message: PAIRING_MSG.microchip })
  damMicrochip?: string;

  @IsOptional()
  @IsString({ message: PAIRING_MSG.microchip })
  @MaxLength(40, { message: PAIRING_MSG.microchip })
  sireMicrochip?: string;

  @IsOptional()
  @IsArray({ message: PAIRING_MSG.loci })
  @ArrayMaxSize(200, { message: PAIRING_MSG.loci })
  @ValidateNested({ each: true })
  @Type(() => PairingLocusDto)
  loci?: PairingLocusDto[];
}
