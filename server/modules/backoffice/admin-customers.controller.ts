import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { Admin } from '../../common/access.js';
import { CurrentUser } from '../../common/current-user.js';
import type { RequestUser } from '../../common/request-user.js';
import { ParseIdPipe } from '../../common/validation.js';
import { AccountsAdminService } from '../auth/accounts-admin.service.js';
import { LoyaltyService } from '../cart/loyalty.service.js';
import { BackOfficeService } from './back-office.service.js';
import { AdjustPointsDto, SendAccountEmailDto, SetBlockedDto } from './dto/customer-actions.dto.js';

/** The customer page of the back office and its actions ("Log in as" stays at /api/admin/impersonate). */
@Admin()
@Controller('admin/customers')
export class AdminCustomersController {
  constructor(
    private readonly backOffice: BackOfficeService,
    private readonly accounts: AccountsAdminService,
    private readonly loyalty: LoyaltyService,
  ) {}

  @Get(':userId')
  show(@CurrentUser() actor: RequestUser | undefined, @Param('userId', ParseIdPipe) userId: number) {
    return this.backOffice.customer(actor, userId);
  }

  @Post(':userId/block')
  @HttpCode(200)
  block(
    @CurrentUser() actor: RequestUser | undefined,
    @Param('userId', ParseIdPipe) userId: number,
    @Body() body: SetBlockedDto,
  ) {
    return this.accounts.setBlocked(actor, userId, body.blocked, body.reason.trim());
  }

  /** Adds or takes loyalty points with a reason (the account must exist: 404 otherwise). */
  @Post(':userId/loyalty-points')
  @HttpCode(200)
  async adjustPoints(
    @CurrentUser() actor: RequestUser | undefined,
    @Param('userId', ParseIdPipe) userId: number,
    @Body() body: AdjustPointsDto,
  ) {
    await this.accounts.account(actor, userId);
    return this.loyalty.adjustByAdmin(actor, userId, body.points, body.reason.trim());
  }

  @Post(':userId/emails')
  @HttpCode(200)
  sendEmail(
    @CurrentUser() actor: RequestUser | undefined,
    @Param('userId', ParseIdPipe) userId: number,
    @Body() body: SendAccountEmailDto,
  ) {
    return this.accounts.sendEmail(actor, userId, body.kind);
  }
}
