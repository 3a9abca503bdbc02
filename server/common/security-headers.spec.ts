import { describe, expect, it } from '@jest/globals';
import { parseConfig } from '../config/config.js';
import { createNonce, createPageCsp, createSecurityHeaders } from './security-headers.js';

const config = (publicUrl: string, nodeEnv = 'production', env: Record<string, string> = {}) =>
  parseConfig({ NODE_ENV: nodeEnv, PUBLIC_URL: publicUrl, SESSION_SECRET: 'x'.repeat(40), ...env });

const stripeKeys: Record<string, string> = {};
for (const region of ['AU', 'US_EU']) {
  stripeKeys[`STRIPE_${region}_SECRET_KEY`] = `sk_live_${region.toLowerCase()}0123456789`;
  stripeKeys[`STRIPE_${region}_PUBLISHABLE_KEY`] = `pk_live_${region.toLowerCase()}0123456789`;
  stripeKeys[`STRIPE_${region}_WEBHOOK_SECRET`] = `whsec_${region.toLowerCase()}0123456789`;
}
const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `));

describe('security headers', () => {
  it('promise HTTPS for a year only when the shop is served over HTTPS', () => {
    expect(createSecurityHeaders(config('https://shop.example'))['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(createSecurityHeaders(config('http://localhost:3000'))['strict-transport-security']).toBeUndefined();
  });

  it('let an API answer load nothing and never be framed', () => {
    const headers = createSecurityHeaders(config('https://shop.example'));
    expect(headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    );
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['x-content-type-options']).toBe('nosniff');
  });

  it('are computed once and cannot be changed by a request', () => {
    const headers = createSecurityHeaders(config('https://shop.example'));
    expect(Object.isFrozen(headers)).toBe(true);
  });
});

describe('page policy', () => {
  it('allows scripts only from the shop or with the response nonce', () => {
    const nonce = createNonce();
    const csp = createPageCsp(config('https://shop.example'))(nonce);
    expect(csp).toContain(`script-src 'self' 'nonce-${nonce}'`);
    expect(csp).toContain('upgrade-insecure-requests');
    expect(csp).not.toContain("unsafe-inline'; script");
  });

  it('in test mode (no Stripe keys) loads nothing from Stripe and allows no frames but our own', () => {
    const csp = createPageCsp(config('https://shop.example'))('abc');
    expect(csp).not.toContain('stripe');
    expect(directive(csp, 'script-src')).toBe("script-src 'self' 'nonce-abc'");
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self'");
    expect(directive(csp, 'frame-src')).toBeUndefined();
    expect(directive(csp, 'default-src')).toBe("default-src 'self'");
  });

  it('with Stripe keys allows Stripe.js, its frames and its API, as Stripe documents, and nothing more', () => {
    const csp = createPageCsp(config('https://shop.example', 'production', stripeKeys))('abc');
    expect(directive(csp, 'script-src')).toBe("script-src 'self' 'nonce-abc' https://js.stripe.com https://*.js.stripe.com");
    expect(directive(csp, 'frame-src')).toBe('frame-src https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com');
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://api.stripe.com");
    expect(directive(csp, 'script-src-attr')).toBe("script-src-attr 'none'");
    expect(directive(csp, 'default-src')).toBe("default-src 'self'");
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
  });

  it('keeps the development websocket beside Stripe when both apply', () => {
    const csp = createPageCsp(config('http://localhost:3000', 'development', stripeKeys))('abc');
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' ws: https://api.stripe.com");
  });

  it('gives every response a different nonce', () => {
    expect(createNonce()).not.toBe(createNonce());
  });
});
