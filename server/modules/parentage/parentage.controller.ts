import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyReply } from 'fastify';
import { Admin, SignedIn } from '../../common/access.js';
import { SignedInUser } from '../../common/current-user.js';
import type { RequestUser } from '../../common/request-user.js';
import { ParseIdPipe } from '../../common/validation.js';
import { CreateClubParentageRequestDto, CreateParentageRequestDto } from './dto/create-parentage-request.dto.js';
import { AdminParentageRequestsDto, ListParentageAnimalsDto, ListParentageRequestsDto } from './dto/list-parentage.dto.js';
import { ParentageService } from './parentage.service.js';

const CHIP_LOOKUP_LIMIT = { rateLimit: { max: 30, timeWindow: '10 minutes' } };

/** A breeder's parentage requests (spec §7, tool `parentage-request`). */
@Controller('my')
@SignedIn()
export class ParentageController {
  constructor(private readonly parentage: ParentageService) {}

  @Get('parentage-animals')
  animals(@SignedInUser() user: RequestUser, @Query() query: ListParentageAnimalsDto) {
    return this.parentage.animals(user, query);
  }

  @Get('parentage-request')
  list(@SignedInUser() user: RequestUser, @Query() query: ListParentageRequestsDto) {
    return this.parentage.list(user, query);
  }

  /** A parent named by microchip is looked up across accounts: limited as the microchip checker is. */
  @Post('parentage-request')
  @HttpCode(201)
  @RouteConfig(CHIP_LOOKUP_LIMIT)
  create(@SignedInUser() user: RequestUser, @Body() body: CreateParentageRequestDto) {
    return this.parentage.create(user, body);
  }

  @Post('parentage-request/via-club')
  @HttpCode(201)
  @RouteConfig(CHIP_LOOKUP_LIMIT)
  createViaClub(@SignedInUser() user: RequestUser, @Body() body: CreateClubParentageRequestDto) {
    return this.parentage.create(user, body);
  }

  @Delete('parentage-request/:id')
  @HttpCode(204)
  async remove(@SignedInUser() user: RequestUser, @Param('id', ParseIdPipe) id: number) {
    await this.parentage.remove(user, id);
  }

  @Get('parentage-request/:id/report')
  async report(
    @SignedInUser() user: RequestUser,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Param('id', ParseIdPipe) id: number,
  ) {
    const { filename, bytes } = await this.parentage.report(user, id);
    reply.header('content-type', 'application/pdf');
    reply.header('content-disposition', `attachment; filename="${filename}"`);
    reply.header('cache-control', 'private, no-store');
    return Buffer.from(bytes);
  }
}

/** The lab's view of parentage requests (shown on /admin/lab). */
@Controller('admin')
@Admin()
export class AdminParentageController {
  constructor(private readonly parentage: ParentageService) {}

  @Get('parentage-requests')
  list(@Query() query: AdminParentageRequestsDto) {
    return this.parentage.adminList(query);
  }
}
