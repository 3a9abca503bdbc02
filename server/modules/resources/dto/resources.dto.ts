import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { RESOURCES_MSG } from '../../../../shared/resources.js';
import { CATALOGUE_MSG } from '../../../../shared/validation-messages.js';
import { IsId } from '../../../common/validation.js';

/** `GET /api/my/work-spreadsheet?format=csv|xlsx`. */
export class WorkSpreadsheetDto {
  @IsOptional()
  @IsIn(['csv', 'xlsx'], { message: RESOURCES_MSG.format })
  format?: 'csv' | 'xlsx';
}

/** `GET /api/my/fact-sheets?search&page`. */
export class ListFactSheetsDto {
  @IsOptional()
  @IsString({ message: RESOURCES_MSG.search })
  @MaxLength(120, { message: RESOURCES_MSG.search })
  search?: string;

  @IsOptional()
  @Matches(/^[1-9]\d{0,5}$/, { message: CATALOGUE_MSG.page })
  page?: string;
}

/** `POST /api/my/acm-form-requests`: the caller's animals and, optionally, the agent who will collect. */
export class CreateAcmFormRequestDto {
  @IsArray({ message: RESOURCES_MSG.chooseAnimals })
  @ArrayMinSize(1, { message: RESOURCES_MSG.chooseAnimals })
  @ArrayMaxSize(20, { message: RESOURCES_MSG.tooManyAnimals })
  @IsId({ each: true, message: RESOURCES_MSG.unknownAnimal })
  animalIds: number[];

  @IsOptional()
  @IsString({ message: RESOURCES_MSG.agentName })
  @MaxLength(120, { message: RESOURCES_MSG.agentName })
  agentName?: string;

  @IsOptional()
  @IsString({ message: RESOURCES_MSG.agentClinic })
  @MaxLength(120, { message: RESOURCES_MSG.agentClinic })
  agentClinic?: string;
}

/** `GET /api/admin/acm-form-requests?status`. */
export class AdminAcmFormRequestsDto {
  @IsOptional()
  @IsIn(['requested', 'sent', 'all'], { message: 'Choose requested, sent or all' })
  status?: 'requested' | 'sent' | 'all';
}
