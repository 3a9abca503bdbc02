import { Body, Controller, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { Admin, Public, SignedIn } from '../../common/access.js';
import { CurrentUser, SignedInUser } from '../../common/current-user.js';
import { Ctx, type RequestContext } from '../../common/request-context.js';
import type { RequestUser } from '../../common/request-user.js';
import { ParseIdPipe } from '../../common/validation.js';
import { AgentsService } from './agents.service.js';
import { CreateAgentDto, LinkAgentAccountDto, ListAgentsDto, UpdateMyAgentDto } from './dto/agents.dto.js';

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

/**
 * The agent's own page (`/my/collection-agents`): any account may ask, the service answers only an account the
 * lab linked to an agent; for any other account there is no such entry (404: the house rule keeps 401/403 for what
 * the route declares, and a permitted caller is never answered 403; decision 0973).
 */
@SignedIn()
@Controller('my')
export class MyAgentController {
  constructor(private readonly agents: AgentsService) {}

  @Get('collection-agent')
  mine(@SignedInUser() user: RequestUser) {
    return this.agents.mine(user);
  }

  @Put('collection-agent')
  update(@SignedInUser() user: RequestUser, @Body() body: UpdateMyAgentDto) {
    return this.agents.updateMine(user, body);
  }

  @Get('collection-agent-products')
  products(@Ctx() ctx: RequestContext, @SignedInUser() user: RequestUser) {
    return this.agents.agentProducts(ctx, user);
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

  @Put(':id/account')
  linkAccount(
    @CurrentUser() actor: RequestUser | undefined,
    @Param('id', ParseIdPipe) id: number,
    @Body() body: LinkAgentAccountDto,
  ) {
    return this.agents.linkAccount(actor, id, body);
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
