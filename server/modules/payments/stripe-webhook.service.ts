import { Inject, Injectable, Logger } from '@nestjs/common';
import type Stripe from 'stripe';
import { PAYMENT_REGIONS, type PaymentRegion } from '../../../shared/payment-region.js';
import { AppError } from '../../common/app-error.js';
import { APP_CONFIG } from '../../common/tokens.js';
import type { AppConfig } from '../../config/config.js';
import { paymentObjectId } from './payment-events.rules.js';
import { PaymentEventsService } from './payment-events.service.js';

export interface WebhookReceipt {
  received: true;
  duplicate: boolean;
}

/**
 * Stripe calls one endpoint for both region accounts; each account signs with its own endpoint secret,
 * so the secret that verifies the signature also tells which account the event belongs to.
 */
@Injectable()
export class StripeWebhookService {
  private readonly logger = new Logger(StripeWebhookService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly events: PaymentEventsService,
  ) {}

  async receive(rawBody: Buffer, signature: string | undefined): Promise<WebhookReceipt> {
    const accounts = this.config.payments.stripe;
    if (!accounts) throw AppError.notFound('Stripe is not configured here');
    if (!signature) throw new AppError(400, 'Missing Stripe-Signature header');
    const verified = await this.verify(rawBody, signature, accounts);
    if (!verified) {
      this.logger.warn('Refused a Stripe webhook whose signature did not verify (tampered, stale or another endpoint)');
      throw new AppError(400, 'Invalid Stripe signature');
    }
    const { event, region } = verified;
    const object = event.data.object as { id?: unknown; payment_intent?: unknown };
    const objectId = paymentObjectId(event.type, object);
    if (!objectId) return { received: true, duplicate: false };
    const { duplicate } = await this.events.record({
      provider: 'stripe',
      providerEventId: event.id,
      type: event.type,
      objectId,
      region,
      occurredAt: new Date(event.created * 1000),
      payload: withoutClientSecret(event.data.object),
    });
    return { received: true, duplicate };
  }

  private async verify(
    rawBody: Buffer,
    signature: string,
    accounts: NonNullable<AppConfig['payments']['stripe']>,
  ): Promise<{ event: Stripe.Event; region: PaymentRegion } | undefined> {
    // Loaded on the first webhook: the SDK is needed only where Stripe keys are configured.
    const { default: Stripe } = await import('stripe');
    for (const region of PAYMENT_REGIONS) {
      try {
        const event = Stripe.webhooks.constructEvent(
          rawBody,
          signature,
          accounts[region].webhookSecret,
          this.config.payments.webhookToleranceSeconds,
        );
        return { event, region };
      } catch (error) {
        if (!(error instanceof Stripe.errors.StripeSignatureVerificationError)) throw error;
      }
    }
    return undefined;
  }
}

/** A PaymentIntent's client secret lets anyone holding the publishable key confirm it: never stored. */
function withoutClientSecret(object: object): object {
  const { client_secret: _secret, ...rest } = object as { client_secret?: unknown };
  return rest;
}
