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

const paypalKeys = {
  PAYPAL_AU_CLIENT_ID: 'au-client-id',
  PAYPAL_AU_CLIENT_SECRET: 'au-client-secret',
  PAYPAL_US_EU_CLIENT_ID: 'us-client-id',
  PAYPAL_US_EU_CLIENT_SECRET: 'us-client-secret',
};
const livePostgres = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://localhost/shop',
  SESSION_SECRET: 'a-real-session-secret-of-32-chars-or-more',
};
const ALL_STRIPE =
  'STRIPE_AU_SECRET_KEY, STRIPE_AU_PUBLISHABLE_KEY, STRIPE_AU_WEBHOOK_SECRET, ' +
  'STRIPE_US_EU_SECRET_KEY, STRIPE_US_EU_PUBLISHABLE_KEY, STRIPE_US_EU_WEBHOOK_SECRET';
const ALL_PAYPAL = 'PAYPAL_AU_CLIENT_ID, PAYPAL_AU_CLIENT_SECRET, PAYPAL_US_EU_CLIENT_ID, PAYPAL_US_EU_CLIENT_SECRET';
const problemsOf = (env: Record<string, string>) => {
  try {
    parseConfig(env);
    return [];
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return error.problems;
  }
};

describe('payments are never silently in test mode (0030)', () => {
  it('keeps the labelled test mode on the embedded database, also for `npm start` (production)', () => {
    for (const env of [{}, { NODE_ENV: 'production' }]) {
      const { payments } = parseConfig(env);
      expect(payments).toMatchObject({ testMode: true, card: 'test', wallet: 'test' });
    }
  });

  it('keeps test mode by default on PostgreSQL outside production (development, tests)', () => {
    for (const NODE_ENV of ['development', 'test']) {
      expect(parseConfig({ NODE_ENV, DATABASE_URL: 'postgres://localhost/shop' }).payments).toMatchObject({
        card: 'test',
        wallet: 'test',
      });
    }
  });

  it('refuses to start in production on PostgreSQL without keys, naming every variable and the way out', () => {
    const problems = problemsOf(livePostgres);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(`${ALL_STRIPE}, ${ALL_PAYPAL} are not set`);
    expect(problems[0]).toMatch(/PAYMENTS_TEST_MODE=true to take test payments on purpose/);
    expect(problems[0]).toMatch(/PAYMENTS_TEST_MODE=false to offer only the providers whose keys are set/);
  });

  it('names only the provider that lacks its keys', () => {
    const stripeOnly = problemsOf({ ...livePostgres, ...stripeKeys('AU'), ...stripeKeys('US_EU') });
    expect(stripeOnly).toEqual([expect.stringContaining(`${ALL_PAYPAL} are not set`)]);
    expect(stripeOnly[0]).not.toMatch(/STRIPE_/);
    const paypalOnly = problemsOf({ ...livePostgres, ...paypalKeys });
    expect(paypalOnly).toEqual([expect.stringContaining(`${ALL_STRIPE} are not set`)]);
    expect(paypalOnly[0]).not.toMatch(/PAYPAL_/);
  });

  it('starts live with both providers keyed, test mode off', () => {
    const { payments } = parseConfig({ ...livePostgres, ...stripeKeys('AU'), ...stripeKeys('US_EU'), ...paypalKeys });
    expect(payments).toMatchObject({ testMode: false, card: 'stripe', wallet: 'paypal' });
  });

  it('takes test payments in production on PostgreSQL only when PAYMENTS_TEST_MODE=true says so', () => {
    expect(parseConfig({ ...livePostgres, PAYMENTS_TEST_MODE: 'true' }).payments).toMatchObject({
      testMode: true,
      card: 'test',
      wallet: 'test',
    });
    // Keys win: test mode only stands in for a provider without them.
    expect(
      parseConfig({ ...livePostgres, PAYMENTS_TEST_MODE: 'true', ...stripeKeys('AU'), ...stripeKeys('US_EU') }).payments,
    ).toMatchObject({ card: 'stripe', wallet: 'test' });
  });

  it('hides a provider without keys when PAYMENTS_TEST_MODE=false, never fakes it', () => {
    const live = parseConfig({ ...livePostgres, PAYMENTS_TEST_MODE: 'false', ...stripeKeys('AU'), ...stripeKeys('US_EU') });
    expect(live.payments).toMatchObject({ testMode: false, card: 'stripe', wallet: 'off' });
    expect(publicConfigOf(live).payments).toMatchObject({ card: 'stripe', wallet: 'off', paypalClientIds: null });
    // The same switch turns the embedded database's test mode off too.
    expect(parseConfig({ PAYMENTS_TEST_MODE: 'false' }).payments).toMatchObject({ card: 'off', wallet: 'off' });
  });

  it('names PAYMENTS_TEST_MODE when it is not true or false', () => {
    expect(problemsOf({ PAYMENTS_TEST_MODE: 'yes' })).toEqual(['PAYMENTS_TEST_MODE must be "true" or "false" (got "yes")']);
  });

  it('reports half-set keys as such, not as missing ones', () => {
    const problems = problemsOf({ ...livePostgres, ...stripeKeys('AU'), PAYMENTS_TEST_MODE: 'true' });
    expect(problems).toEqual([expect.stringMatching(/^STRIPE_US_EU_SECRET_KEY, .* must be set too/)]);
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
