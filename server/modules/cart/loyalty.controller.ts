import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { SignedIn } from '../../common/access.js';
import { SignedInUser } from '../../common/current-user.js';
import type { RequestUser } from '../../common/request-user.js';
import { RedeemVoucherDto } from './dto/redeem-voucher.dto.js';
import { LoyaltyService } from './loyalty.service.js';

/** GET/POST /api/my/loyalty-points: the balance with its history, and loyalty vouchers redeemed into points. */
@SignedIn()
@Controller('my/loyalty-points')
export class LoyaltyController {
  constructor(private readonly loyalty: LoyaltyService) {}

  @Get()
  view(@SignedInUser() user: RequestUser) {
    return this.loyalty.view(user);
  }

  @Post()
  @HttpCode(200)
  redeem(@SignedInUser() user: RequestUser, @Body() body: RedeemVoucherDto) {
    return this.loyalty.redeemVoucher(user, body.coupon);
  }
}
