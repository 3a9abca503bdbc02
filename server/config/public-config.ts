import type { PublicConfig } from '../../shared/public-config.js';
import type { AppConfig } from './config.js';

/** The only configuration the browser ever sees: a whitelist, never a filtered copy. */
export function publicConfigOf(config: AppConfig): PublicConfig {
  const { stripe, paypal, card, wallet } = config.payments;
  return {
    publicUrl: config.publicUrl,
    environment: config.nodeEnv,
    payments: {
      card,
      wallet,
      stripePublishableKeys: stripe ? { AU: stripe.AU.publishableKey, US_EU: stripe.US_EU.publishableKey } : null,
      paypalClientIds: paypal ? { AU: paypal.AU.clientId, US_EU: paypal.US_EU.clientId } : null,
    },
  };
}
