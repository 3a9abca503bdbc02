import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SignedIn } from '../../common/access.js';
import { signedIn } from './activation.controller.js';
import { MicrochipCheckerService } from './microchip-checker.service.js';

/** The microchip parent checker (spec §7 `GET /api/my/microchip-checker/{id}`, tool microchip-parent-checker). */
@SignedIn()
@Controller('my')
export class MicrochipCheckerController {
  constructor(private readonly checker: MicrochipCheckerService) {}

  /** `id` is the chip number. Look-ups reach every account, so guessing is limited as barcode checks are. */
  @Get('microchip-checker/:id')
  @RouteConfig({ rateLimit: { max: 20, timeWindow: '10 minutes' } })
  check(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply, @Param('id') id: string) {
    reply.header('cache-control', 'private, no-store');
    return this.checker.check(signedIn(request), id);
  }
}
