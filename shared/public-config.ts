import type { PaymentRegion } from './payment-region.js';

export interface PublicConfig {
  publicUrl: string;
  environment: 'development' | 'production' | 'test';
  /**
   * Which payment providers are live; `test` means the local test-mode payment page (docs/decisions/0401),
   * `off` a provider this shop does not offer (docs/decisions/0030).
   */
  payments: {
    card: 'stripe' | 'test' | 'off';
    wallet: 'paypal' | 'test' | 'off';
    /** Public by design: Stripe.js and Elements need the account's publishable key. */
    stripePublishableKeys: Record<PaymentRegion, string> | null;
    /** Public by design: the PayPal JS SDK needs the account's client id. */
    paypalClientIds: Record<PaymentRegion, string> | null;
  };
}
