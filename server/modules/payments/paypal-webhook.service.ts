import { Inject, Injectable, Logger } from '@nestjs/common';
import type { PaymentRegion } from '../../../shared/payment-region.js';
import { AppError } from '../../common/app-error.js';
import { APP_CONFIG } from '../../common/tokens.js';
import type { AppConfig } from '../../config/config.js';
import { PaymentEventsService } from './payment-events.service.js';
import { PAYPAL_GATEWAY } from './payment-gateway.js';
import type { PayPalGateway } from './paypal.gateway.js';
import type { WebhookReceipt } from './stripe-webhook.service.js';

interface PayPalWebhookEvent {
  id?: unknown;
  event_type?: unknown;
  create_time?: unknown;
  resource?: { id?: unknown; supplementary_data?: { related_ids?: { order_id?: unknown } } };
}

/** Each PayPal account posts to its own URL, so the URL names the account whose webhook id verifies it. */
const REGION_OF_SLUG: Record<string, PaymentRegion> = { au: 'AU', 'us-eu': 'US_EU' };

@Injectable()
export class PayPalWebhookService {
  private readonly logger = new Logger(PayPalWebhookService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PAYPAL_GATEWAY) private readonly paypal: PayPalGateway | null,
    private readonly events: PaymentEventsService,
  ) {}

  async receive(slug: string, rawBody: Buffer, headers: Record<string, string | undefined>): Promise<WebhookReceipt> {
    const region = REGION_OF_SLUG[slug];
    const webhookIds = this.config.payments.paypalWebhookIds;
    if (!region || !webhookIds || !this.paypal) throw AppError.notFound('No PayPal webhook is configured here');
    const sentAt = Date.parse(headers['paypal-transmission-time'] ?? '');
    if (Number.isNaN(sentAt) || Math.abs(Date.now() - sentAt) > this.config.payments.webhookToleranceSeconds * 1000) {
      throw new AppError(400, 'Stale or undated PayPal webhook');
    }
    let event: PayPalWebhookEvent;
    try {
      event = JSON.parse(rawBody.toString('utf8')) as PayPalWebhookEvent;
    } catch {
      throw new AppError(400, 'Invalid PayPal webhook body');
    }
    if (!(await this.paypal.verifyWebhook(region, webhookIds[region], headers, event))) {
      this.logger.warn('Refused a PayPal webhook that PayPal did not verify (tampered, foreign or replayed elsewhere)');
      throw new AppError(400, 'Invalid PayPal signature');
    }
    const objectId = paypalObjectId(event);
    if (typeof event.id !== 'string' || typeof event.event_type !== 'string' || !objectId)
      return { received: true, duplicate: false };
    const { duplicate } = await this.events.record({
      provider: 'paypal',
      providerEventId: event.id,
      type: event.event_type,
      objectId,
      region,
      occurredAt: new Date(typeof event.create_time === 'string' ? event.create_time : sentAt),
      payload: event.resource ?? {},
    });
    return { received: true, duplicate };
  }
}

/** Capture events belong to their PayPal order, as order events do. */
function paypalObjectId(event: PayPalWebhookEvent): string | undefined {
  const orderId = event.resource?.supplementary_data?.related_ids?.order_id;
  if (typeof orderId === 'string') return orderId;
  return typeof event.resource?.id === 'string' ? event.resource.id : undefined;
}
