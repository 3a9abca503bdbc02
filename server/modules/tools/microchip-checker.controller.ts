import { Controller, Get, Param, Res } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyReply } from 'fastify';
import { SignedIn } from '../../common/access.js';
import { SignedInUser } from '../../common/current-user.js';
import type { RequestUser } from '../../common/request-user.js';
import { MicrochipCheckerService } from './microchip-checker.service.js';

/** The microchip parent checker (spec §7 `GET /api/my/microchip-checker/{id}`, tool microchip-parent-checker). */
@SignedIn()
@Controller('my')
export class MicrochipCheckerController {
  constructor(private readonly checker: MicrochipCheckerService) {}

  /** `id` is the chip number. Look-ups reach every account, so guessing is limited as barcode checks are. */
  @Get('microchip-checker/:id')
  @RouteConfig({ rateLimit: { max: 20, timeWindow: '10 minutes' } })
  check(@SignedInUser() user: RequestUser, @Res({ passthrough: true }) reply: FastifyReply, @Param('id') id: string) {
    reply.header('cache-control', 'private, no-store');
    return this.checker.check(user, id);
  }
}
