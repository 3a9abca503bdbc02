import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { SignedIn } from '../../common/access.js';
import { AppError } from '../../common/app-error.js';
import { requestUserOf } from '../../common/request-user.js';
import { RedeemVoucherDto } from './dto/redeem-voucher.dto.js';
import { LoyaltyService } from './loyalty.service.js';

/** GET/POST /api/my/loyalty-points: the balance with its history, and loyalty vouchers redeemed into points. */
@SignedIn()
@Controller('my/loyalty-points')
export class LoyaltyController {
  constructor(private readonly loyalty: LoyaltyService) {}

  @Get()
  view(@Req() request: FastifyRequest) {
    return this.loyalty.view(signedIn(request));
  }

  @Post()
  @HttpCode(200)
  redeem(@Req() request: FastifyRequest, @Body() body: RedeemVoucherDto) {
    return this.loyalty.redeemVoucher(signedIn(request), body.coupon);
  }
}

function signedIn(request: FastifyRequest) {
  const user = requestUserOf(request);
  if (!user) throw AppError.unauthorized();
  return user;
}
