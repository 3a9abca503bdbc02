import { randomBytes } from 'node:crypto';
import type { AppConfig } from '../config/config.js';

/**
 * Content-Security-Policy for API answers and static files: they are never rendered as a page, so
 * they may load nothing. Static, computed once, so the API pays nothing per request.
 */
export const API_CSP_DIRECTIVES = {
  defaultSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'none'"],
};

/** The policy for server-rendered pages: scripts only from us or carrying this response's nonce. */
export function createPageCsp(config: AppConfig): (nonce: string) => string {
  const development = config.nodeEnv === 'development';
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
    development ? "connect-src 'self' ws:" : "connect-src 'self'",
    ...(config.publicUrl.startsWith('https:') ? ['upgrade-insecure-requests'] : []),
  ];
  const rest = directives.join('; ');
  return (nonce) => `script-src 'self' 'nonce-${nonce}'; script-src-attr 'none'; ${rest}`;
}

export function createNonce(): string {
  return randomBytes(16).toString('base64');
}
