import { Body, Controller, Get, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SignedIn } from '../../common/access.js';
import { signedIn } from '../kits/activation.controller.js';
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
  breedingStrategy(@Req() request: FastifyRequest, @Query() query: BreedingStrategyQueryDto) {
    signedIn(request);
    return this.tools.breedingStrategy(query);
  }

  @Get('breeding-strategy/animals')
  pairingAnimals(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    reply.header('cache-control', 'private, no-store');
    return this.tools.pairingAnimals(signedIn(request));
  }

  @Post('breeding-strategy/pairing')
  @HttpCode(200)
  pairing(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply, @Body() body: PlanPairingDto) {
    reply.header('cache-control', 'private, no-store');
    return this.tools.pairing(signedIn(request), body);
  }

  @Post('feline-colour')
  @HttpCode(200)
  felineColour(@Req() request: FastifyRequest, @Body() body: FelineColourDto) {
    signedIn(request);
    return this.tools.felineColour(body);
  }

  @Get('feline-colour/cats')
  colourCats(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    reply.header('cache-control', 'private, no-store');
    return this.tools.colourCats(signedIn(request));
  }
}
