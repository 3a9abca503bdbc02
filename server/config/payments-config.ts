import { PAYMENT_REGIONS, type PaymentRegion } from '../../shared/payment-region.js';

export interface StripeAccountKeys {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
}

export interface PayPalAccountKeys {
  clientId: string;
  clientSecret: string;
}

export type PayPalEnvironment = 'sandbox' | 'production';

/** How card payments are taken: Stripe with keys, the labelled local test page, or not offered at all. */
export type CardMode = 'stripe' | 'test' | 'off';
/** How PayPal payments are taken: PayPal with keys, the labelled local test page, or not offered at all. */
export type WalletMode = 'paypal' | 'test' | 'off';

export interface PaymentsConfig {
  /** Providers without keys run on the local test page (true) or are hidden (false); docs/decisions/0030. */
  testMode: boolean;
  card: CardMode;
  wallet: WalletMode;
  /** Unset: no Stripe keys, card payments run in test mode on the local payment page. */
  stripe: Record<PaymentRegion, StripeAccountKeys> | undefined;
  /** Unset: no PayPal keys, PayPal payments run in test mode. */
  paypal: Record<PaymentRegion, PayPalAccountKeys> | undefined;
  /** PayPal webhook ids per account, to verify PayPal's deliveries; unset: no PayPal webhooks. */
  paypalWebhookIds: Record<PaymentRegion, string> | undefined;
  paypalEnvironment: PayPalEnvironment;
  /** Overrides api.stripe.com, e.g. a local fake in tests. */
  stripeApiUrl: string | undefined;
  /** Overrides PayPal's API host, e.g. a local fake in tests. */
  paypalApiUrl: string | undefined;
  /** How old a webhook's signed timestamp (Stripe) or transmission time (PayPal) may be, in seconds. */
  webhookToleranceSeconds: number;
}

type Read = (name: string) => string | undefined;

/** Where the shop runs: `live` is production on PostgreSQL, where test payments are never the default. */
export interface PaymentsContext {
  live: boolean;
}

/** `STRIPE_AU_SECRET_KEY`, `PAYPAL_US_EU_CLIENT_ID` … */
const variable = (provider: 'STRIPE' | 'PAYPAL', region: PaymentRegion, key: string) => `${provider}_${region}_${key}`;

const STRIPE_FORMATS = {
  SECRET_KEY: /^(sk|rk)_(test|live)_\w+$/,
  PUBLISHABLE_KEY: /^pk_(test|live)_\w+$/,
  WEBHOOK_SECRET: /^whsec_\w+$/,
};
const PAYPAL_FORMATS = { CLIENT_ID: /^\S{8,}$/, CLIENT_SECRET: /^\S{8,}$/ };

/**
 * Payment keys come per region account, all of a provider's or none: a provider with some keys missing is
 * a mistake that must stop the start, not a half-live shop. A provider with no keys at all runs in the
 * labelled test mode or is hidden, as PAYMENTS_TEST_MODE says; production on PostgreSQL has no default
 * for it, so a live shop never takes test payments by accident (docs/decisions/0030).
 */
export function parsePaymentsConfig(read: Read, problems: string[], context: PaymentsContext): PaymentsConfig {
  const stripe = accounts(read, problems, 'STRIPE', STRIPE_FORMATS, (v) => ({
    secretKey: v.SECRET_KEY,
    publishableKey: v.PUBLISHABLE_KEY,
    webhookSecret: v.WEBHOOK_SECRET,
  }));
  const paypal = accounts(read, problems, 'PAYPAL', PAYPAL_FORMATS, (v) => ({
    clientId: v.CLIENT_ID,
    clientSecret: v.CLIENT_SECRET,
  }));
  const testMode = testModeOf(read, problems, context);
  return {
    testMode,
    card: stripe ? 'stripe' : testMode ? 'test' : 'off',
    wallet: paypal ? 'paypal' : testMode ? 'test' : 'off',
    stripe,
    paypal,
    paypalWebhookIds: paypalWebhookIds(read, problems),
    paypalEnvironment: paypalEnvironment(read('PAYPAL_ENVIRONMENT') ?? 'sandbox', problems),
    stripeApiUrl: httpUrl(read('STRIPE_API_URL'), 'STRIPE_API_URL', problems),
    paypalApiUrl: httpUrl(read('PAYPAL_API_URL'), 'PAYPAL_API_URL', problems),
    webhookToleranceSeconds: tolerance(read('WEBHOOK_TOLERANCE') ?? '300', problems),
  };
}

function accounts<K extends string, T>(
  read: Read,
  problems: string[],
  provider: 'STRIPE' | 'PAYPAL',
  formats: Record<K, RegExp>,
  build: (values: Record<K, string>) => T,
): Record<PaymentRegion, T> | undefined {
  const keys = Object.keys(formats) as K[];
  const names = keyNames(provider, keys);
  const present = names.filter((name) => read(name) !== undefined);
  if (present.length === 0) return undefined;
  const missing = names.filter((name) => read(name) === undefined);
  if (missing.length > 0) {
    problems.push(
      `${missing.join(', ')} must be set too: ${provider} keys are needed for both region accounts, or none for test mode`,
    );
    return undefined;
  }
  const result = {} as Record<PaymentRegion, T>;
  for (const region of PAYMENT_REGIONS) {
    const values = {} as Record<K, string>;
    for (const key of keys) {
      const name = variable(provider, region, key);
      const value = read(name) as string;
      if (!formats[key].test(value))
        problems.push(
          `${name} does not look like a ${provider === 'STRIPE' ? 'Stripe' : 'PayPal'} ${key.toLowerCase().replace('_', ' ')}`,
        );
      values[key] = value;
    }
    result[region] = build(values);
  }
  return result;
}

function testModeOf(read: Read, problems: string[], context: PaymentsContext): boolean {
  const raw = read('PAYMENTS_TEST_MODE');
  if (raw !== undefined) {
    if (raw !== 'true' && raw !== 'false') problems.push(`PAYMENTS_TEST_MODE must be "true" or "false" (got "${raw}")`);
    return raw === 'true';
  }
  if (!context.live) return true;
  const unkeyed = [keyNames('STRIPE', Object.keys(STRIPE_FORMATS)), keyNames('PAYPAL', Object.keys(PAYPAL_FORMATS))].filter(
    (names) => names.every((name) => read(name) === undefined),
  );
  if (unkeyed.length > 0) {
    problems.push(
      `${unkeyed.flat().join(', ')} are not set: a shop in production on PostgreSQL takes real payments only. ` +
        'Set the keys, or PAYMENTS_TEST_MODE=true to take test payments on purpose, ' +
        'or PAYMENTS_TEST_MODE=false to offer only the providers whose keys are set',
    );
  }
  return false;
}

/** Every variable of one provider's keys, both region accounts. */
function keyNames(provider: 'STRIPE' | 'PAYPAL', keys: string[]): string[] {
  return PAYMENT_REGIONS.flatMap((region) => keys.map((key) => variable(provider, region, key)));
}

function paypalWebhookIds(read: Read, problems: string[]): Record<PaymentRegion, string> | undefined {
  const names = PAYMENT_REGIONS.map((region) => variable('PAYPAL', region, 'WEBHOOK_ID'));
  const present = names.filter((name) => read(name) !== undefined);
  if (present.length === 0) return undefined;
  if (present.length < names.length) {
    problems.push(
      `${names.filter((name) => read(name) === undefined).join(', ')} must be set too: a webhook id for each PayPal account, or none`,
    );
    return undefined;
  }
  if (read(variable('PAYPAL', 'AU', 'CLIENT_ID')) === undefined)
    problems.push('PAYPAL_*_WEBHOOK_ID needs the PayPal client credentials too');
  return { AU: read(names[0] as string) as string, US_EU: read(names[1] as string) as string };
}

function paypalEnvironment(raw: string, problems: string[]): PayPalEnvironment {
  if (raw === 'sandbox' || raw === 'production') return raw;
  problems.push(`PAYPAL_ENVIRONMENT must be one of sandbox, production (got "${raw}")`);
  return 'sandbox';
}

function httpUrl(raw: string | undefined, name: string, problems: string[]): string | undefined {
  if (raw === undefined) return undefined;
  try {
    const parsed = new URL(raw);
    if (parsed.protocol === 'http:' || parsed.protocol === 'https:') return raw.replace(/\/$/, '');
  } catch {
    // reported below
  }
  problems.push(`${name} must be a URL starting with http:// or https:// (got "${raw}")`);
  return undefined;
}

function tolerance(raw: string, problems: string[]): number {
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < 1 || value > 3600) {
    problems.push(`WEBHOOK_TOLERANCE must be a whole number of seconds from 1 to 3600 (got "${raw}")`);
    return 300;
  }
  return value;
}
