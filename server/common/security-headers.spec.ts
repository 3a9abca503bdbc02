import { describe, expect, it } from '@jest/globals';
import { parseConfig } from '../config/config.js';
import { createNonce, createPageCsp, createSecurityHeaders } from './security-headers.js';

const config = (publicUrl: string, nodeEnv = 'production') =>
  parseConfig({ NODE_ENV: nodeEnv, PUBLIC_URL: publicUrl, SESSION_SECRET: 'x'.repeat(40) });

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

  it('gives every response a different nonce', () => {
    expect(createNonce()).not.toBe(createNonce());
  });
});
