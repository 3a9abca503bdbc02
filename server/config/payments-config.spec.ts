import { describe, expect, it } from '@jest/globals';
import { ConfigError, parseConfig } from './config.js';
import { publicConfigOf } from './public-config.js';

const stripeKeys = (region: 'AU' | 'US_EU') => ({
  [`STRIPE_${region}_SECRET_KEY`]: `sk_test_${region}abc123`,
  [`STRIPE_${region}_PUBLISHABLE_KEY`]: `pk_test_${region}abc123`,
  [`STRIPE_${region}_WEBHOOK_SECRET`]: `whsec_${region}abc123`,
});

describe('payment configuration', () => {
  it('runs both providers in test mode when no keys are set', () => {
    const { payments } = parseConfig({});
    expect(payments.stripe).toBeUndefined();
    expect(payments.paypal).toBeUndefined();
    expect(payments.paypalEnvironment).toBe('sandbox');
    expect(payments.webhookToleranceSeconds).toBe(300);
  });

  it('reads the keys of both region accounts', () => {
    const { payments } = parseConfig({
      ...stripeKeys('AU'),
      ...stripeKeys('US_EU'),
      PAYPAL_AU_CLIENT_ID: 'au-client-id',
      PAYPAL_AU_CLIENT_SECRET: 'au-client-secret',
      PAYPAL_US_EU_CLIENT_ID: 'us-client-id',
      PAYPAL_US_EU_CLIENT_SECRET: 'us-client-secret',
      PAYPAL_ENVIRONMENT: 'production',
      STRIPE_API_URL: 'http://127.0.0.1:12111/',
    });
    expect(payments.stripe?.AU).toEqual({
      secretKey: 'sk_test_AUabc123',
      publishableKey: 'pk_test_AUabc123',
      webhookSecret: 'whsec_AUabc123',
    });
    expect(payments.stripe?.US_EU.secretKey).toBe('sk_test_US_EUabc123');
    expect(payments.paypal?.US_EU).toEqual({ clientId: 'us-client-id', clientSecret: 'us-client-secret' });
    expect(payments.paypalEnvironment).toBe('production');
    expect(payments.stripeApiUrl).toBe('http://127.0.0.1:12111');
  });

  it('stops the start when one region account lacks its keys, naming them', () => {
    expect(() => parseConfig(stripeKeys('AU'))).toThrow(ConfigError);
    expect(() => parseConfig(stripeKeys('AU'))).toThrow(
      /STRIPE_US_EU_SECRET_KEY, STRIPE_US_EU_PUBLISHABLE_KEY, STRIPE_US_EU_WEBHOOK_SECRET must be set too/,
    );
    expect(() => parseConfig({ PAYPAL_AU_CLIENT_ID: 'au-client-id' })).toThrow(/PAYPAL_AU_CLIENT_SECRET/);
  });

  it('names a key that is not the kind it should be, without echoing it', () => {
    const env = { ...stripeKeys('AU'), ...stripeKeys('US_EU'), STRIPE_AU_SECRET_KEY: 'pk_test_swapped123' };
    expect(() => parseConfig(env)).toThrow(/STRIPE_AU_SECRET_KEY does not look like a Stripe secret key/);
    expect(() => parseConfig(env)).not.toThrow(/pk_test_swapped123/);
  });

  it('takes PayPal webhook ids for both accounts, only with the PayPal credentials', () => {
    const paypal = {
      PAYPAL_AU_CLIENT_ID: 'au-client-id',
      PAYPAL_AU_CLIENT_SECRET: 'au-client-secret',
      PAYPAL_US_EU_CLIENT_ID: 'us-client-id',
      PAYPAL_US_EU_CLIENT_SECRET: 'us-client-secret',
    };
    const ids = { PAYPAL_AU_WEBHOOK_ID: 'WH-1', PAYPAL_US_EU_WEBHOOK_ID: 'WH-2' };
    expect(parseConfig({ ...paypal, ...ids }).payments.paypalWebhookIds).toEqual({ AU: 'WH-1', US_EU: 'WH-2' });
    expect(parseConfig(paypal).payments.paypalWebhookIds).toBeUndefined();
    expect(() => parseConfig({ ...paypal, PAYPAL_AU_WEBHOOK_ID: 'WH-1' })).toThrow(/PAYPAL_US_EU_WEBHOOK_ID must be set too/);
    expect(() => parseConfig(ids)).toThrow(/needs the PayPal client credentials/);
  });

  it('rejects a bad environment, override URL or webhook tolerance', () => {
    expect(() => parseConfig({ PAYPAL_ENVIRONMENT: 'live' })).toThrow(/PAYPAL_ENVIRONMENT/);
    expect(() => parseConfig({ STRIPE_API_URL: 'ftp://x' })).toThrow(/STRIPE_API_URL/);
    expect(() => parseConfig({ WEBHOOK_TOLERANCE: '0' })).toThrow(/WEBHOOK_TOLERANCE/);
  });
});

describe('payment settings the browser sees', () => {
  it('names test mode when no keys are set', () => {
    expect(publicConfigOf(parseConfig({})).payments).toEqual({
      card: 'test',
      wallet: 'test',
      stripePublishableKeys: null,
      paypalClientIds: null,
    });
  });

  it('carries the publishable keys and client ids, never a secret', () => {
    const config = parseConfig({
      ...stripeKeys('AU'),
      ...stripeKeys('US_EU'),
      PAYPAL_AU_CLIENT_ID: 'au-client-id',
      PAYPAL_AU_CLIENT_SECRET: 'au-client-secret',
      PAYPAL_US_EU_CLIENT_ID: 'us-client-id',
      PAYPAL_US_EU_CLIENT_SECRET: 'us-client-secret',
    });
    const seen = publicConfigOf(config);
    expect(seen.payments).toEqual({
      card: 'stripe',
      wallet: 'paypal',
      stripePublishableKeys: { AU: 'pk_test_AUabc123', US_EU: 'pk_test_US_EUabc123' },
      paypalClientIds: { AU: 'au-client-id', US_EU: 'us-client-id' },
    });
    const json = JSON.stringify(seen);
    expect(json).not.toMatch(/sk_test|whsec_|client-secret/);
  });
});
