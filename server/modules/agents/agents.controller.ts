import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { Admin, Public } from '../../common/access.js';
import { CurrentUser } from '../../common/current-user.js';
import type { RequestUser } from '../../common/request-user.js';
import { AgentsService } from './agents.service.js';
import { CreateAgentDto, ListAgentsDto } from './dto/agents.dto.js';

/** The public register of approved collection agents (`/resources/collection-agents`). */
@Public()
@Controller('collection-agents')
export class AgentsController {
  constructor(private readonly agents: AgentsService) {}

  @Get()
  list(@Query() query: ListAgentsDto) {
    return this.agents.list({ place: query.place, country: query.country, page: Number(query.page ?? 1) });
  }
}

@Admin()
@Controller('admin/collection-agents')
export class AdminAgentsController {
  constructor(private readonly agents: AgentsService) {}

  @Post()
  @HttpCode(201)
  create(@CurrentUser() actor: RequestUser | undefined, @Body() body: CreateAgentDto) {
    return this.agents.create(actor, body);
  }

  @Get('nominations')
  nominations(@CurrentUser() actor: RequestUser | undefined) {
    return this.agents.nominations(actor);
  }

  @Post('nominations/:id/approve')
  @HttpCode(201)
  approve(@CurrentUser() actor: RequestUser | undefined, @Param('id') id: string, @Body() body: CreateAgentDto) {
    return this.agents.approveNomination(actor, id, body);
  }
}
