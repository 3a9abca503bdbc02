import type { LoggerService } from '@nestjs/common';
import pino, { type DestinationStream, type Logger } from 'pino';
import type { AppConfig } from '../config/config.js';

/** Never logged: secrets in headers and bodies, and anything that looks like card data. */
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-csrf-token"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.currentPassword',
  '*.newPassword',
  '*.token',
  '*.secret',
  '*.cardNumber',
  '*.card',
  '*.cvc',
  '*.securityCode',
];

/** The service's logger: JSON lines to stdout, or to `destination` (a bench that prints its own table). */
export function createLogger(config: Pick<AppConfig, 'logLevel'>, destination?: DestinationStream): Logger {
  const options = {
    level: config.logLevel,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    base: { service: 'pet-dna-shop' },
    timestamp: pino.stdTimeFunctions.isoTime,
  };
  return destination ? pino(options, destination) : pino(options);
}

/** Nest's own messages go through the same pino logger as the requests. */
export class NestPinoLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}
  log(message: unknown, context?: string) {
    this.logger.info({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string) {
    this.logger.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string) {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string) {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string) {
    this.logger.trace({ context }, String(message));
  }
}

type LogMethod = (...args: unknown[]) => void;
const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const;

/**
 * Fastify gives every request a child logger bound to its request id. Building a pino child (bindings
 * serialised, redaction applied) costs more than a health check; most requests never log anything but
 * their access line, which is written through the root logger. So the child is built on first use.
 */
export function lazyChildLogger(logger: Logger, bindings: pino.Bindings, options: pino.ChildLoggerOptions): Logger {
  let child: Logger | undefined;
  const real = () => {
    child ??= logger.child(bindings, options);
    return child;
  };
  const lazy: Record<string, unknown> = {
    child: (more: pino.Bindings, moreOptions?: pino.ChildLoggerOptions) => real().child(more, moreOptions),
    silent: () => undefined,
  };
  for (const level of LEVELS) {
    lazy[level] = (...args: unknown[]) => {
      if (logger.isLevelEnabled(level)) (real()[level] as LogMethod)(...args);
    };
  }
  Object.defineProperty(lazy, 'level', {
    get: () => child?.level ?? logger.level,
    set: (value: string) => {
      real().level = value;
    },
  });
  return lazy as unknown as Logger;
}
