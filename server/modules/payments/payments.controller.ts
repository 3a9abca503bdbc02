import { Controller, Headers, HttpCode, Post, Req } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyRequest } from 'fastify';
import { rawBodyOf } from '../../common/raw-body.js';
import { StripeWebhookService } from './stripe-webhook.service.js';

@Controller('payments')
export class PaymentsController {
  constructor(private readonly stripeWebhook: StripeWebhookService) {}

  /** Stripe's signed event deliveries; verified over the exact bytes, recorded once per event id. */
  @Post('stripe/webhook')
  @HttpCode(200)
  @RouteConfig({ rawBody: true })
  stripeWebhookReceived(@Req() request: FastifyRequest, @Headers('stripe-signature') signature: string | undefined) {
    return this.stripeWebhook.receive(rawBodyOf(request), signature);
  }
}
