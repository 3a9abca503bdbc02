import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { Admin } from '../../common/access.js';
import { CurrentUser } from '../../common/current-user.js';
import type { RequestUser } from '../../common/request-user.js';
import { ParseIdPipe } from '../../common/validation.js';
import { CouponsAdminService } from '../cart/coupons-admin.service.js';
import { SaveCouponDto } from '../cart/dto/admin-coupon.dto.js';
import { BackOfficeService } from './back-office.service.js';

/** The back office's coupons (the cart module owns them and keeps their redemption safe under load). */
@Admin()
@Controller('admin/coupons')
export class AdminCouponsController {
  constructor(
    private readonly coupons: CouponsAdminService,
    private readonly backOffice: BackOfficeService,
  ) {}

  @Get()
  list(@CurrentUser() actor: RequestUser | undefined) {
    return this.coupons.list(actor);
  }

  @Get(':id')
  show(@CurrentUser() actor: RequestUser | undefined, @Param('id', ParseIdPipe) id: number) {
    return this.backOffice.coupon(actor, id);
  }

  @Post()
  create(@CurrentUser() actor: RequestUser | undefined, @Body() body: SaveCouponDto) {
    return this.coupons.create(actor, body);
  }

  @Put(':id')
  update(@CurrentUser() actor: RequestUser | undefined, @Param('id', ParseIdPipe) id: number, @Body() body: SaveCouponDto) {
    return this.coupons.update(actor, id, body);
  }

  @Post(':id/disable')
  @HttpCode(200)
  disable(@CurrentUser() actor: RequestUser | undefined, @Param('id', ParseIdPipe) id: number) {
    return this.coupons.setDisabled(actor, id, true);
  }

  @Post(':id/enable')
  @HttpCode(200)
  enable(@CurrentUser() actor: RequestUser | undefined, @Param('id', ParseIdPipe) id: number) {
    return this.coupons.setDisabled(actor, id, false);
  }
}
