import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Admin, SignedIn } from '../../common/access.js';
import { AppError } from '../../common/app-error.js';
import { type RequestUser, requestUserOf } from '../../common/request-user.js';
import { ParseIdPipe } from '../../common/validation.js';
import { CreateClubParentageRequestDto, CreateParentageRequestDto } from './dto/create-parentage-request.dto.js';
import { AdminParentageRequestsDto, ListParentageAnimalsDto, ListParentageRequestsDto } from './dto/list-parentage.dto.js';
import { ParentageService } from './parentage.service.js';

function signedIn(request: FastifyRequest): RequestUser {
  const user = requestUserOf(request);
  if (!user) throw AppError.unauthorized();
  return user;
}

const CHIP_LOOKUP_LIMIT = { rateLimit: { max: 30, timeWindow: '10 minutes' } };

/** A breeder's parentage requests (spec §7, tool `parentage-request`). */
@Controller('my')
@SignedIn()
export class ParentageController {
  constructor(private readonly parentage: ParentageService) {}

  @Get('parentage-animals')
  animals(@Req() request: FastifyRequest, @Query() query: ListParentageAnimalsDto) {
    return this.parentage.animals(signedIn(request), query);
  }

  @Get('parentage-request')
  list(@Req() request: FastifyRequest, @Query() query: ListParentageRequestsDto) {
    return this.parentage.list(signedIn(request), query);
  }

  /** A parent named by microchip is looked up across accounts: limited as the microchip checker is. */
  @Post('parentage-request')
  @HttpCode(201)
  @RouteConfig(CHIP_LOOKUP_LIMIT)
  create(@Req() request: FastifyRequest, @Body() body: CreateParentageRequestDto) {
    return this.parentage.create(signedIn(request), body);
  }

  @Post('parentage-request/via-club')
  @HttpCode(201)
  @RouteConfig(CHIP_LOOKUP_LIMIT)
  createViaClub(@Req() request: FastifyRequest, @Body() body: CreateClubParentageRequestDto) {
    return this.parentage.create(signedIn(request), body);
  }

  @Delete('parentage-request/:id')
  @HttpCode(204)
  async remove(@Req() request: FastifyRequest, @Param('id', ParseIdPipe) id: number) {
    await this.parentage.remove(signedIn(request), id);
  }

  @Get('parentage-request/:id/report')
  async report(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Param('id', ParseIdPipe) id: number,
  ) {
    const { filename, bytes } = await this.parentage.report(signedIn(request), id);
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
