import { Type } from 'class-transformer';
import { IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { FELINE_MSG } from '../../../../shared/genetics/feline-colour.js';

/** The four loci of one cat (spec §3 "Feline colour inputs"); the shared rule reads and names each. */
export class FelineLociDto {
  @IsOptional()
  @IsString({ message: FELINE_MSG.dilute })
  @MaxLength(12, { message: FELINE_MSG.dilute })
  dilute?: string;

  @IsOptional()
  @IsString({ message: FELINE_MSG.bcc })
  @MaxLength(12, { message: FELINE_MSG.bcc })
  bcc?: string;

  @IsOptional()
  @IsString({ message: FELINE_MSG.agouti })
  @MaxLength(12, { message: FELINE_MSG.agouti })
  agouti?: string;

  @IsOptional()
  @IsString({ message: FELINE_MSG.colourpoint })
  @MaxLength(12, { message: FELINE_MSG.colourpoint })
  colourpoint?: string;
}

/** POST /api/my/feline-colour: one cat's loci, or a dam's and a sire's for their kittens. */
export class FelineColourDto extends FelineLociDto {
  @IsOptional()
  @ValidateNested()
  @Type(() => FelineLociDto)
  dam?: FelineLociDto;

  @IsOptional()
  @ValidateNested()
  @Type(() => FelineLociDto)
  sire?: FelineLociDto;
}
