import { resolve } from 'node:path';
import { type PaymentsConfig, parsePaymentsConfig } from './payments-config.js';

export type NodeEnv = 'development' | 'production' | 'test';
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface AppConfig {
  nodeEnv: NodeEnv;
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  sessionSecret: string;
  logLevel: LogLevel;
  /** Demo accounts with published passwords: on for the embedded database, opt-in on PostgreSQL. */
  demoData: boolean;
  /** Maximum accepted request body in bytes. */
  bodyLimit: number;
  /** Header set by the trusted edge (CDN / load balancer) carrying the visitor's ISO country. */
  geoHeader: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Trust X-Forwarded-* from a proxy in front (needed for client IPs behind a load balancer). */
  trustProxy: boolean;
  /** After SIGTERM, keep serving (with /api/ready answering 503) this long before closing. */
  shutdownDrainMs: number;
  /** How long a page rendered for a visitor without a session is served again to the same kind of visitor (0: off). */
  pageCacheSeconds: number;
  /** Stripe and PayPal keys per region account; a provider without keys is in test mode or hidden (payments-config.ts). */
  payments: PaymentsConfig;
  /** Server processes sharing the port, one per core to use (docs/decisions/1103); above 1 only in production on PostgreSQL. */
  webConcurrency: number;
}

/** Thrown with every problem found, so that one start names them all. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

const NODE_ENVS: readonly NodeEnv[] = ['development', 'production', 'test'];
const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const DEV_SESSION_SECRET = 'dev-only-session-secret-change-me-0123456789';

export function parseConfig(env: Env): AppConfig {
  const problems: string[] = [];
  const read = (name: string) => {
    const value = env[name]?.trim();
    return value === '' ? undefined : value;
  };

  const nodeEnv = oneOf(read('NODE_ENV') ?? 'development', 'NODE_ENV', NODE_ENVS, problems, 'development');
  const port = integer(read('PORT') ?? '3000', 'PORT', 0, 65535, problems);
  const host = read('HOST') ?? '0.0.0.0';
  const publicUrl = url(read('PUBLIC_URL') ?? `http://localhost:${port}`, 'PUBLIC_URL', ['http:', 'https:'], problems);
  const databaseUrl = read('DATABASE_URL');
  if (databaseUrl !== undefined) url(databaseUrl, 'DATABASE_URL', ['postgres:', 'postgresql:'], problems);

  let sessionSecret = read('SESSION_SECRET');
  if (sessionSecret === undefined) {
    if (nodeEnv === 'production' && databaseUrl !== undefined) {
      problems.push('SESSION_SECRET is required in production on PostgreSQL (a random string of at least 32 characters)');
    }
    sessionSecret = DEV_SESSION_SECRET;
  } else if (sessionSecret.length < 32) {
    problems.push('SESSION_SECRET must be at least 32 characters long');
  }

  const demoFlag = read('DEMO_DATA');
  const demoData = demoFlag === undefined ? databaseUrl === undefined : bool(demoFlag, 'DEMO_DATA', problems);

  const smtpUrl = read('SMTP_URL');
  if (smtpUrl !== undefined) url(smtpUrl, 'SMTP_URL', ['smtp:', 'smtps:'], problems);

  const config: AppConfig = {
    nodeEnv,
    port,
    host,
    publicUrl: publicUrl.replace(/\/$/, ''),
    dataDir: resolve(read('DATA_DIR') ?? '.data'),
    databaseUrl,
    sessionSecret,
    logLevel: oneOf(read('LOG_LEVEL') ?? (nodeEnv === 'test' ? 'silent' : 'info'), 'LOG_LEVEL', LOG_LEVELS, problems, 'info'),
    demoData,
    bodyLimit: integer(read('BODY_LIMIT') ?? '1048576', 'BODY_LIMIT', 1024, 50 * 1024 * 1024, problems),
    geoHeader: (read('GEO_HEADER') ?? 'cf-ipcountry').toLowerCase(),
    smtpUrl,
    mailFrom: read('MAIL_FROM') ?? 'Pet DNA Lab <no-reply@petdna.example>',
    trustProxy: bool(read('TRUST_PROXY') ?? 'false', 'TRUST_PROXY', problems),
    shutdownDrainMs: integer(
      read('SHUTDOWN_DRAIN_MS') ?? (nodeEnv === 'production' ? '2000' : '0'),
      'SHUTDOWN_DRAIN_MS',
      0,
      60_000,
      problems,
    ),
    pageCacheSeconds: integer(
      read('PAGE_CACHE_SECONDS') ?? (nodeEnv === 'production' ? '10' : '0'),
      'PAGE_CACHE_SECONDS',
      0,
      3600,
      problems,
    ),
    payments: parsePaymentsConfig(read, problems, { live: nodeEnv === 'production' && databaseUrl !== undefined }),
    webConcurrency: integer(read('WEB_CONCURRENCY') ?? '1', 'WEB_CONCURRENCY', 1, 64, problems),
  };
  if (config.webConcurrency > 1 && (databaseUrl === undefined || nodeEnv !== 'production')) {
    problems.push(
      'WEB_CONCURRENCY above 1 needs NODE_ENV=production and DATABASE_URL (the embedded database admits one process)',
    );
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

function integer(raw: string, name: string, min: number, max: number, problems: string[]): number {
  if (!/^\d+$/.test(raw)) {
    problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
    return min;
  }
  const value = Number(raw);
  if (value < min || value > max) problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
  return value;
}

function bool(raw: string, name: string, problems: string[]): boolean {
  if (raw !== 'true' && raw !== 'false') problems.push(`${name} must be "true" or "false" (got "${raw}")`);
  return raw === 'true';
}

function oneOf<T extends string>(raw: string, name: string, allowed: readonly T[], problems: string[], fallback: T): T {
  if ((allowed as readonly string[]).includes(raw)) return raw as T;
  problems.push(`${name} must be one of ${allowed.join(', ')} (got "${raw}")`);
  return fallback;
}

function url(raw: string, name: string, protocols: string[], problems: string[]): string {
  try {
    const parsed = new URL(raw);
    if (protocols.includes(parsed.protocol)) return raw;
  } catch {
    // reported below
  }
  problems.push(`${name} must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')} (got "${redactUrl(raw)}")`);
  return raw;
}

function redactUrl(raw: string): string {
  return raw.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
}
