import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsOptional, IsString, Length, MaxLength, ValidateIf } from 'class-validator';
import { CATEGORIES, INHERITANCE_LABELS, PRODUCT_KINDS, SPECIES } from '../../../../shared/catalogue.js';
import { STOREFRONT_CODES } from '../../../../shared/storefronts.js';
import { BACK_OFFICE_MSG } from '../../../../shared/validation-messages.js';
import { IsId } from '../../../common/validation.js';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** An optional text: blank means none. */
const blankIsNull = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || null : value);

/** POST /api/admin/catalogue/products and PUT /api/admin/catalogue/products/{id}: the whole product, as the form sends it. */
export class SaveProductDto {
  @Transform(trimmed)
  @IsString({ message: BACK_OFFICE_MSG.productName })
  @Length(3, 120, { message: BACK_OFFICE_MSG.productName })
  name: string;

  @IsIn(
    CATEGORIES.map((c) => c.id),
    { message: BACK_OFFICE_MSG.productCategory },
  )
  categoryId: number;

  @IsIn(PRODUCT_KINDS, { message: BACK_OFFICE_MSG.productKind })
  kind: string;

  @Transform(blankIsNull)
  @ValidateIf((dto: SaveProductDto) => dto.species !== null)
  @IsIn(SPECIES, { message: BACK_OFFICE_MSG.productSpecies })
  species: 'canine' | 'feline' | null;

  @IsOptional()
  @IsArray({ message: BACK_OFFICE_MSG.productBreeds })
  @ArrayMaxSize(500, { message: BACK_OFFICE_MSG.productBreeds })
  @IsId({ each: true, message: BACK_OFFICE_MSG.productBreeds })
  breedIds?: number[];

  @IsOptional()
  @Transform(blankIsNull)
  @IsString({ message: BACK_OFFICE_MSG.productText })
  @MaxLength(120, { message: BACK_OFFICE_MSG.productText })
  gene?: string | null;

  @IsOptional()
  @Transform(blankIsNull)
  @IsIn(Object.keys(INHERITANCE_LABELS), { message: BACK_OFFICE_MSG.productInheritance })
  inheritance?: string | null;

  @IsOptional()
  @Transform(blankIsNull)
  @IsString({ message: BACK_OFFICE_MSG.productText })
  @MaxLength(120, { message: BACK_OFFICE_MSG.productText })
  sampleType?: string | null;

  @IsOptional()
  @Transform(blankIsNull)
  @IsString({ message: BACK_OFFICE_MSG.productText })
  @MaxLength(120, { message: BACK_OFFICE_MSG.productText })
  turnaround?: string | null;

  @Transform(trimmed)
  @IsString({ message: BACK_OFFICE_MSG.productDescription })
  @Length(10, 4000, { message: BACK_OFFICE_MSG.productDescription })
  description: string;

  @IsOptional()
  @Transform(blankIsNull)
  @IsIn(STOREFRONT_CODES, { message: BACK_OFFICE_MSG.productStorefront })
  onlyStorefront?: string | null;
}

/** GET /api/admin/catalogue/products: filters of the back office's product list. */
export class AdminProductsQueryDto {
  @IsOptional()
  @IsString()
  @MaxLength(100)
  search?: string;

  @IsOptional()
  @IsIn(
    CATEGORIES.map((c) => String(c.id)),
    { message: BACK_OFFICE_MSG.productCategory },
  )
  category?: string;

  @IsOptional()
  @IsIn([...SPECIES, 'none'], { message: BACK_OFFICE_MSG.productSpecies })
  species?: string;

  @IsOptional()
  @IsIn(['active', 'retired', 'all'], { message: BACK_OFFICE_MSG.productStatus })
  status?: 'active' | 'retired' | 'all';
}

/** GET /api/admin/catalogue/breeds?species */
export class BreedChoicesQueryDto {
  @IsIn(SPECIES, { message: BACK_OFFICE_MSG.productSpecies })
  species: 'canine' | 'feline';
}

/** GET /api/admin/catalogue/products/{id}/preview?storefront */
export class ProductPreviewQueryDto {
  @IsOptional()
  @IsIn(STOREFRONT_CODES, { message: BACK_OFFICE_MSG.productStorefront })
  storefront?: string;
}
