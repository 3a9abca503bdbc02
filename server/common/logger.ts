import cluster from 'node:cluster';
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
    // Worker processes (WEB_CONCURRENCY) write to one stream: each line says which process wrote it.
    base: cluster.isWorker ? { service: 'pet-dna-shop', worker: process.pid } : { service: 'pet-dna-shop' },
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
type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/**
 * Fastify gives every request a child logger bound to its request id. Building a pino child (bindings
 * serialised, redaction applied) costs more than a health check; most requests never log anything but
 * their access line, which is written through the root logger. So the child is built on first use.
 */
export function lazyChildLogger(logger: Logger, bindings: pino.Bindings, options: pino.ChildLoggerOptions): Logger {
  return new LazyChildLogger(logger, bindings, options) as unknown as Logger;
}

/** The methods live on the prototype: a request that never logs pays for one small object, not a dozen closures. */
class LazyChildLogger {
  private built: Logger | undefined;

  constructor(
    private readonly logger: Logger,
    private readonly bindings: pino.Bindings,
    private readonly options: pino.ChildLoggerOptions,
  ) {}

  get level(): string {
    return this.built?.level ?? this.options.level ?? this.logger.level;
  }

  set level(value: string) {
    this.real().level = value;
  }

  child(more: pino.Bindings, moreOptions?: pino.ChildLoggerOptions): Logger {
    return this.real().child(more, moreOptions);
  }

  silent(): void {}
  fatal(...args: unknown[]): void {
    this.write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.write('error', args);
  }
  warn(...args: unknown[]): void {
    this.write('warn', args);
  }
  info(...args: unknown[]): void {
    this.write('info', args);
  }
  debug(...args: unknown[]): void {
    this.write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.write('trace', args);
  }

  private write(level: Level, args: unknown[]): void {
    if (this.enabled(level)) (this.real()[level] as LogMethod)(...args);
  }

  /** Until it is built, the child logs at the root's level, or at the level its options give it. */
  private enabled(level: Level): boolean {
    if (this.built) return this.built.isLevelEnabled(level);
    const threshold = this.options.level;
    if (threshold === undefined) return this.logger.isLevelEnabled(level);
    const { values } = this.logger.levels;
    return (values[level] as number) >= (values[threshold] ?? Number.POSITIVE_INFINITY);
  }

  private real(): Logger {
    this.built ??= this.logger.child(this.bindings, this.options);
    return this.built;
  }
}
