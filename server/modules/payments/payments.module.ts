import { Module } from '@nestjs/common';
import { APP_CONFIG, DB } from '../../common/tokens.js';
import type { AppConfig } from '../../config/config.js';
import type { Db } from '../../db/database.js';
import { PaymentEventsService } from './payment-events.service.js';
import { CARD_GATEWAY, PAYPAL_GATEWAY, WALLET_GATEWAY } from './payment-gateway.js';
import { PaymentsController } from './payments.controller.js';
import { PaymentsService } from './payments.service.js';
import type { PayPalGateway } from './paypal.gateway.js';
import { PayPalWebhookService } from './paypal-webhook.service.js';
import { StripeWebhookService } from './stripe-webhook.service.js';
import { TestModeGateway } from './test-mode.gateway.js';
import { TestPaymentsController } from './test-payments.controller.js';
import { UnavailableGateway } from './unavailable.gateway.js';

/**
 * Payment providers behind two small interfaces (card: Stripe; wallet: PayPal), each replaced by the
 * local test-mode gateway when its keys are not configured in test mode, or by a gateway that refuses
 * everything when the shop is live without them (docs/decisions/0030). Checkout uses PaymentsService (which picks the
 * region account by storefront) and subscribes to PaymentEventsService; it never touches the SDKs.
 * An SDK is loaded only when its keys are configured: together they took a third of the start-up time.
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
      useFactory: async ({ payments }: AppConfig, testMode: TestModeGateway) => {
        if (payments.card === 'off') return new UnavailableGateway('Card payments');
        if (!payments.stripe) return testMode;
        const { StripeGateway } = await import('./stripe.gateway.js');
        return new StripeGateway(payments.stripe, payments.stripeApiUrl);
      },
    },
    {
      provide: PAYPAL_GATEWAY,
      inject: [APP_CONFIG],
      useFactory: async ({ payments }: AppConfig) => {
        if (!payments.paypal) return null;
        const { PayPalGateway } = await import('./paypal.gateway.js');
        return new PayPalGateway(payments.paypal, payments.paypalEnvironment, payments.paypalApiUrl);
      },
    },
    {
      provide: WALLET_GATEWAY,
      inject: [APP_CONFIG, PAYPAL_GATEWAY, TestModeGateway],
      useFactory: ({ payments }: AppConfig, paypal: PayPalGateway | null, testMode: TestModeGateway) =>
        payments.wallet === 'off' ? new UnavailableGateway('PayPal payments') : (paypal ?? testMode),
    },
  ],
  exports: [PaymentsService, CARD_GATEWAY, WALLET_GATEWAY, PaymentEventsService],
})
export class PaymentsModule {}
