import { Controller, Headers, HttpCode, Param, Post, Req } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyRequest } from 'fastify';
import { Public } from '../../common/access.js';
import { rawBodyOf } from '../../common/raw-body.js';
import { PayPalWebhookService } from './paypal-webhook.service.js';
import { StripeWebhookService } from './stripe-webhook.service.js';

@Public()
@Controller('payments')
export class PaymentsController {
  constructor(
    private readonly stripeWebhook: StripeWebhookService,
    private readonly paypalWebhook: PayPalWebhookService,
  ) {}

  /** Stripe's signed event deliveries; verified over the exact bytes, recorded once per event id. */
  @Post('stripe/webhook')
  @HttpCode(200)
  @RouteConfig({ rawBody: true })
  stripeWebhookReceived(@Req() request: FastifyRequest, @Headers('stripe-signature') signature: string | undefined) {
    return this.stripeWebhook.receive(rawBodyOf(request), signature);
  }

  /** PayPal's event deliveries, one URL per account (`au`, `us-eu`); verified with PayPal, recorded once. */
  @Post('paypal/webhook/:account')
  @HttpCode(200)
  @RouteConfig({ rawBody: true })
  paypalWebhookReceived(@Param('account') account: string, @Req() request: FastifyRequest) {
    return this.paypalWebhook.receive(account, rawBodyOf(request), request.headers as Record<string, string | undefined>);
  }
}
