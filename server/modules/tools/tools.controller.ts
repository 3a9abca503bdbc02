import { Body, Controller, Get, HttpCode, Post, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { SignedIn } from '../../common/access.js';
import { SignedInUser } from '../../common/current-user.js';
import type { RequestUser } from '../../common/request-user.js';
import { BreedingStrategyQueryDto } from './dto/breeding-strategy.dto.js';
import { FelineColourDto } from './dto/feline-colour.dto.js';
import { PlanPairingDto } from './dto/plan-pairing.dto.js';
import { GeneticsToolsService } from './tools.service.js';

/** The genetics tools of the account area (spec §7; tool keys breeding-strategy and feline-colour-tool). */
@Controller('my')
@SignedIn()
export class GeneticsToolsController {
  constructor(private readonly tools: GeneticsToolsService) {}

  @Get('breeding-strategy')
  breedingStrategy(@Query() query: BreedingStrategyQueryDto) {
    return this.tools.breedingStrategy(query);
  }

  @Get('breeding-strategy/animals')
  pairingAnimals(@SignedInUser() user: RequestUser, @Res({ passthrough: true }) reply: FastifyReply) {
    reply.header('cache-control', 'private, no-store');
    return this.tools.pairingAnimals(user);
  }

  @Post('breeding-strategy/pairing')
  @HttpCode(200)
  pairing(@SignedInUser() user: RequestUser, @Res({ passthrough: true }) reply: FastifyReply, @Body() body: PlanPairingDto) {
    reply.header('cache-control', 'private, no-store');
    return this.tools.pairing(user, body);
  }

  @Post('feline-colour')
  @HttpCode(200)
  felineColour(@Body() body: FelineColourDto) {
    return this.tools.felineColour(body);
  }

  @Get('feline-colour/cats')
  colourCats(@SignedInUser() user: RequestUser, @Res({ passthrough: true }) reply: FastifyReply) {
    reply.header('cache-control', 'private, no-store');
    return this.tools.colourCats(user);
  }
}
