import { IsOptional, IsString, MaxLength } from 'class-validator';
import { GENETICS_MSG } from '../../../../shared/genetics/inheritance.js';

/** GET /api/my/breeding-strategy/: the fields are read together by the shared rule, which names every wrong one. */
export class BreedingStrategyQueryDto {
  @IsOptional()
  @IsString({ message: GENETICS_MSG.strategyType })
  @MaxLength(40, { message: GENETICS_MSG.strategyType })
  strategy_type?: string;

  @IsOptional()
  @IsString({ message: GENETICS_MSG.genotype })
  @MaxLength(12, { message: GENETICS_MSG.genotype })
  dam_genetic_result?: string;

  @IsOptional()
  @IsString({ message: GENETICS_MSG.genotype })
  @MaxLength(12, { message: GENETICS_MSG.genotype })
  sire_genetic_result?: string;
}
