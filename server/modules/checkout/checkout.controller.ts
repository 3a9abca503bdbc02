import { Body, Controller, Get, Headers, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { Public } from '../../common/access.js';
import { requestUserOf } from '../../common/request-user.js';
import { ParseIdPipe } from '../../common/validation.js';
import { CheckoutService } from './checkout.service.js';
import { CheckoutDto, OrderRefDto } from './dto/checkout.dto.js';
import { OrdersService } from './orders.service.js';

/** Spec §7 store calls: the order from the cart, and its payment. */
@Public()
@Controller('store')
export class CheckoutController {
  constructor(
    private readonly checkoutService: CheckoutService,
    private readonly orders: OrdersService,
  ) {}

  @Post('checkout')
  @HttpCode(201)
  checkout(@Req() request: FastifyRequest, @Headers('idempotency-key') key: string | undefined, @Body() body: CheckoutDto) {
    return this.checkoutService.checkout(request, key, body);
  }

  @Post('checkout/payment')
  @HttpCode(201)
  payment(@Req() request: FastifyRequest, @Body() body: OrderRefDto) {
    return this.checkoutService.startCardPayment(request, body.orderId, body.sessionId);
  }

  @Post('checkout/paypal')
  @HttpCode(201)
  paypal(@Req() request: FastifyRequest, @Body() body: OrderRefDto) {
    return this.checkoutService.startWalletPayment(request, body.orderId, body.sessionId);
  }

  @Post('checkout/paypal/capture')
  @HttpCode(200)
  capture(@Req() request: FastifyRequest, @Body() body: OrderRefDto) {
    return this.checkoutService.captureWalletPayment(request, body.orderId, body.sessionId);
  }

  /** The order on /checkout/complete: the owner's, or a guest's with the cart session it came from. */
  @Get('orders/:id')
  order(@Req() request: FastifyRequest, @Param('id', ParseIdPipe) id: number, @Query('sessionId') sessionId?: string) {
    return this.orders.viewFor(requestUserOf(request), id, sessionId);
  }
}
