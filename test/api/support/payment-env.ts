import type { PaymentRegion } from '../../../shared/payment-region.js';

const stripeSecret = (region: PaymentRegion) => `sk_test_${region.toLowerCase()}fake0123456789`;
const webhookSecret = (region: PaymentRegion) => `whsec_${region.toLowerCase()}fake0123456789`;
const paypalClientId = (region: PaymentRegion) => `paypal-client-${region.toLowerCase()}`;
const paypalSecret = (region: PaymentRegion) => `paypal-secret-${region.toLowerCase()}`;
const paypalWebhookId = (region: PaymentRegion) => `WH-ID-${region}`;

/** Keys for both region accounts of both providers, pointing the SDKs at the local fakes. */
export const paymentEnv = {
  stripeSecret,
  webhookSecret,
  paypalWebhookId,
  paypalClients: { [paypalClientId('AU')]: paypalSecret('AU'), [paypalClientId('US_EU')]: paypalSecret('US_EU') },
  variables(stripeUrl: string, paypalUrl: string): Record<string, string> {
    const env: Record<string, string> = { STRIPE_API_URL: stripeUrl, PAYPAL_API_URL: paypalUrl };
    for (const region of ['AU', 'US_EU'] as const) {
      env[`STRIPE_${region}_SECRET_KEY`] = stripeSecret(region);
      env[`STRIPE_${region}_PUBLISHABLE_KEY`] = `pk_test_${region.toLowerCase()}fake0123456789`;
      env[`STRIPE_${region}_WEBHOOK_SECRET`] = webhookSecret(region);
      env[`PAYPAL_${region}_CLIENT_ID`] = paypalClientId(region);
      env[`PAYPAL_${region}_CLIENT_SECRET`] = paypalSecret(region);
      env[`PAYPAL_${region}_WEBHOOK_ID`] = paypalWebhookId(region);
    }
    return env;
  },
};
