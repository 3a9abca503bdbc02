import { Controller, Delete, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Admin, Impersonating } from '../../common/access.js';
import { requireAdmin } from '../../common/access.rules.js';
import { CurrentUser, SignedInUser } from '../../common/current-user.js';
import type { RequestUser } from '../../common/request-user.js';
import { ParseIdPipe } from '../../common/validation.js';
import { isOutboxStatus, MailService } from '../mail/mail.service.js';
import { ListUsersQueryDto } from './dto/list-users.query.dto.js';
import { ImpersonationService } from './impersonation.service.js';
import { UsersService } from './users.service.js';

/** Support tools: admins only (and an admin acting as a user on the way back, by DELETE). */
@Admin()
@Controller('admin')
export class AdminUsersController {
  constructor(
    private readonly users: UsersService,
    private readonly impersonation: ImpersonationService,
    private readonly mail: MailService,
  ) {}

  @Get('users')
  list(@CurrentUser() actor: RequestUser | undefined, @Query() query: ListUsersQueryDto) {
    return this.users.listForAdmin(actor, query.search, query.page);
  }

  @Post('impersonate/:userId')
  @HttpCode(200)
  start(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @SignedInUser() admin: RequestUser,
    @Param('userId', ParseIdPipe) userId: number,
  ) {
    return this.impersonation.start(request, reply, admin, userId);
  }

  @Impersonating()
  @Delete('impersonate')
  stop(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.impersonation.stop(request, reply);
  }

  @Get('impersonations')
  auditLog(@CurrentUser() actor: RequestUser | undefined) {
    return this.impersonation.auditLog(actor);
  }

  /** With no SMTP server configured mail stays in the outbox; support reads it here. */
  @Get('mail-outbox')
  outbox(@CurrentUser() actor: RequestUser | undefined, @Query('to') to?: string, @Query('status') status?: string) {
    requireAdmin(actor);
    return this.mail.list({ to, status: isOutboxStatus(status) ? status : undefined, limit: 50 });
  }
}
