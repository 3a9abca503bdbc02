import { Controller, Delete, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../common/app-error.js';
import { requestUserOf } from '../../common/request-user.js';
import { ParseIdPipe } from '../../common/validation.js';
import { MailService } from '../mail/mail.service.js';
import { ListUsersQueryDto } from './dto/list-users.query.dto.js';
import { ImpersonationService } from './impersonation.service.js';
import { UsersService } from './users.service.js';

/** Support tools. The auth hook lets only admins in (and an impersonating admin out, by DELETE). */
@Controller('admin')
export class AdminUsersController {
  constructor(
    private readonly users: UsersService,
    private readonly impersonation: ImpersonationService,
    private readonly mail: MailService,
  ) {}

  @Get('users')
  list(@Query() query: ListUsersQueryDto) {
    return this.users.listForAdmin(query.search, query.page);
  }

  @Post('impersonate/:userId')
  @HttpCode(200)
  start(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Param('userId', ParseIdPipe) userId: number,
  ) {
    const admin = requestUserOf(request);
    if (!admin) throw AppError.unauthorized();
    return this.impersonation.start(request, reply, admin, userId);
  }

  @Delete('impersonate')
  stop(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.impersonation.stop(request, reply);
  }

  @Get('impersonations')
  auditLog() {
    return this.impersonation.auditLog();
  }

  /** With no SMTP server configured mail stays in the outbox; support reads it here. */
  @Get('mail-outbox')
  outbox(@Query('to') to?: string) {
    return this.mail.list({ to, limit: 50 });
  }
}
