import { IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { AGENT_KINDS, type AgentKind } from '../../../../shared/types/agents.js';
import { MSG } from '../../../../shared/validation-messages.js';
import { AGENT_MSG } from '../agents.rules.js';

/** GET /api/collection-agents?place&country&page. */
export class ListAgentsDto {
  @IsOptional()
  @IsString({ message: AGENT_MSG.placeMax })
  @MaxLength(60, { message: AGENT_MSG.placeMax })
  place?: string;

  @IsOptional()
  @Matches(/^[A-Za-z]{2}$/, { message: AGENT_MSG.countryInvalid })
  country?: string;

  @IsOptional()
  @Matches(/^[1-9]\d{0,3}$/, { message: AGENT_MSG.pageInvalid })
  page?: string;
}

/** PUT /api/my/collection-agent: what an agent keeps up to date themselves; kind and country are the lab's. */
export class UpdateMyAgentDto {
  @IsString({ message: MSG.required })
  @IsNotEmpty({ message: MSG.required })
  @MaxLength(120, { message: AGENT_MSG.max120 })
  name: string;

  @IsOptional()
  @IsString()
  @MaxLength(120, { message: AGENT_MSG.max120 })
  organisation?: string;

  @IsString({ message: MSG.required })
  @IsNotEmpty({ message: MSG.required })
  @MaxLength(60, { message: AGENT_MSG.placeMax })
  city: string;

  @IsOptional()
  @IsString()
  @MaxLength(60, { message: AGENT_MSG.placeMax })
  region?: string;

  @IsOptional()
  @IsString()
  @MaxLength(12, { message: AGENT_MSG.max12 })
  postcode?: string;

  @IsOptional()
  @IsString()
  @MaxLength(30, { message: AGENT_MSG.max30 })
  phone?: string;

  @IsOptional()
  @IsString()
  @MaxLength(120, { message: MSG.emailMax120 })
  @IsEmail({}, { message: MSG.emailInvalid })
  email?: string;
}

/** POST /api/admin/collection-agents: the details an agent keeps, with the kind and country the lab sets. */
export class CreateAgentDto extends UpdateMyAgentDto {
  @IsIn(AGENT_KINDS, { message: AGENT_MSG.kindInvalid })
  kind: AgentKind;

  @Matches(/^[A-Za-z]{2}$/, { message: AGENT_MSG.countryInvalid })
  countryCode: string;
}

/** PUT /api/admin/collection-agents/{id}/account: the shop account the agent signs in with. */
export class LinkAgentAccountDto {
  @IsString({ message: MSG.required })
  @IsNotEmpty({ message: MSG.required })
  @MaxLength(120, { message: MSG.emailMax120 })
  @IsEmail({}, { message: MSG.emailInvalid })
  email: string;
}
