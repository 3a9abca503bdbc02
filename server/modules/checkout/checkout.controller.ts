import { Body, Controller, Get, Headers, HttpCode, Param, Post, Query } from '@nestjs/common';
import { Public } from '../../common/access.js';
import { Ctx, type RequestContext } from '../../common/request-context.js';
import { ParseIdPipe } from '../../common/validation.js';
import { OrdersService } from '../orders/orders.service.js';
import { CheckoutService } from './checkout.service.js';
import { CheckoutDto, OrderRefDto } from './dto/checkout.dto.js';

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
  checkout(@Ctx() ctx: RequestContext, @Headers('idempotency-key') key: string | undefined, @Body() body: CheckoutDto) {
    return this.checkoutService.checkout(ctx, key, body);
  }

  @Post('checkout/payment')
  @HttpCode(201)
  payment(@Ctx() ctx: RequestContext, @Body() body: OrderRefDto) {
    return this.checkoutService.startCardPayment(ctx, body.orderId, body.sessionId);
  }

  @Post('checkout/paypal')
  @HttpCode(201)
  paypal(@Ctx() ctx: RequestContext, @Body() body: OrderRefDto) {
    return this.checkoutService.startWalletPayment(ctx, body.orderId, body.sessionId);
  }

  @Post('checkout/paypal/capture')
  @HttpCode(200)
  capture(@Ctx() ctx: RequestContext, @Body() body: OrderRefDto) {
    return this.checkoutService.captureWalletPayment(ctx, body.orderId, body.sessionId);
  }

  /** The order on /checkout/complete: the owner's, or a guest's with the cart session it came from. */
  @Get('orders/:id')
  order(@Ctx() ctx: RequestContext, @Param('id', ParseIdPipe) id: number, @Query('sessionId') sessionId?: string) {
    return this.orders.viewFor(ctx.user, id, sessionId);
  }
}
