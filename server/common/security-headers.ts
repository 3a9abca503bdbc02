import { randomBytes } from 'node:crypto';
import type { AppConfig } from '../config/config.js';

/**
 * The security headers of every answer, the set helmet sends, computed once at boot so that a
 * request pays one object copy instead of a dozen middleware steps (the health bench showed helmet
 * halving the API's throughput). The Content-Security-Policy here covers API answers and static
 * files: they are never rendered as a page, so they may load nothing. Pages replace it with their
 * own policy carrying a per-response nonce (server/ssr).
 */
export function createSecurityHeaders(config: AppConfig): Readonly<Record<string, string>> {
  return Object.freeze({
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    ...(config.publicUrl.startsWith('https:') ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  });
}

/**
 * Stripe's documented sources for Stripe.js and the Payment Element: the script, its iframes (the card
 * fields and the 3-D Secure challenge) and its API calls. Allowed only when Stripe keys are configured;
 * test mode pays on our own page and needs none of them (docs/decisions/0615).
 */
const STRIPE_SOURCES = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

/** The policy for server-rendered pages: scripts only from us or carrying this response's nonce. */
export function createPageCsp(config: AppConfig): (nonce: string) => string {
  const development = config.nodeEnv === 'development';
  const stripe = config.payments.stripe !== undefined;
  const extra = (sources: string[]) => (stripe ? ` ${sources.join(' ')}` : '');
  const directives = [
    "default-src 'self'",
    "base-uri 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    // Vite's dev client injects <style> elements for hot reload; production CSS is a file.
    development ? "style-src 'self' 'unsafe-inline'" : "style-src 'self'",
    "style-src-attr 'unsafe-inline'",
    `${development ? "connect-src 'self' ws:" : "connect-src 'self'"}${extra(STRIPE_SOURCES.connect)}`,
    ...(stripe ? [`frame-src ${STRIPE_SOURCES.frame.join(' ')}`] : []),
    ...(config.publicUrl.startsWith('https:') ? ['upgrade-insecure-requests'] : []),
  ];
  const rest = directives.join('; ');
  const scripts = extra(STRIPE_SOURCES.script);
  return (nonce) => `script-src 'self' 'nonce-${nonce}'${scripts}; script-src-attr 'none'; ${rest}`;
}

export function createNonce(): string {
  return randomBytes(16).toString('base64');
}
