import { Module } from '@nestjs/common';
import { APP_CONFIG, DB } from '../../common/tokens.js';
import type { AppConfig } from '../../config/config.js';
import type { Db } from '../../db/database.js';
import { PaymentEventsService } from './payment-events.service.js';
import { CARD_GATEWAY, WALLET_GATEWAY } from './payment-gateway.js';
import { PaymentsController } from './payments.controller.js';
import { PaymentsService } from './payments.service.js';
import { PayPalGateway } from './paypal.gateway.js';
import { PayPalWebhookService } from './paypal-webhook.service.js';
import { StripeGateway } from './stripe.gateway.js';
import { StripeWebhookService } from './stripe-webhook.service.js';
import { TestModeGateway } from './test-mode.gateway.js';
import { TestPaymentsController } from './test-payments.controller.js';

/**
 * Payment providers behind two small interfaces (card: Stripe; wallet: PayPal), each replaced by the
 * local test-mode gateway when its keys are not configured. Checkout uses PaymentsService (which picks the
 * region account by storefront) and subscribes to PaymentEventsService; it never touches the SDKs.
 */
@Module({
  controllers: [PaymentsController, TestPaymentsController],
  providers: [
    PaymentsService,
    PaymentEventsService,
    StripeWebhookService,
    PayPalWebhookService,
    {
      provide: TestModeGateway,
      inject: [DB, PaymentEventsService, APP_CONFIG],
      useFactory: (db: Db, events: PaymentEventsService, config: AppConfig) => new TestModeGateway(db, events, config.publicUrl),
    },
    {
      provide: CARD_GATEWAY,
      inject: [APP_CONFIG, TestModeGateway],
      useFactory: (config: AppConfig, testMode: TestModeGateway) =>
        config.payments.stripe ? new StripeGateway(config.payments.stripe, config.payments.stripeApiUrl) : testMode,
    },
    {
      provide: PayPalGateway,
      inject: [APP_CONFIG],
      useFactory: ({ payments }: AppConfig) =>
        payments.paypal ? new PayPalGateway(payments.paypal, payments.paypalEnvironment, payments.paypalApiUrl) : null,
    },
    {
      provide: WALLET_GATEWAY,
      inject: [PayPalGateway, TestModeGateway],
      useFactory: (paypal: PayPalGateway | null, testMode: TestModeGateway) => paypal ?? testMode,
    },
  ],
  exports: [PaymentsService, CARD_GATEWAY, WALLET_GATEWAY, PaymentEventsService],
})
export class PaymentsModule {}
