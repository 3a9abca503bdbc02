import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { LogController } from 'fastify';
import type { Bindings, ChildLoggerOptions, Logger } from 'pino';
import { AppModule } from './app.module.js';
import { loggableUrl, pathOf, shouldLogRequest } from './common/access-log.js';
import { ApiExceptionFilter } from './common/api-exception.filter.js';
import { useJsonBodyParser } from './common/json-body.js';
import { Lifecycle } from './common/lifecycle.js';
import { createLogger, lazyChildLogger, NestPinoLogger } from './common/logger.js';
import { databaseRateLimitStore } from './common/rate-limit-store.js';
import { captureRawBodyWhereAsked } from './common/raw-body.js';
import { refuseUndeclaredRoutes } from './common/route-table.js';
import { isCrossSiteRequest } from './common/same-origin.js';
import { createSecurityHeaders } from './common/security-headers.js';
import { createValidationPipe } from './common/validation.js';
import type { AppConfig } from './config/config.js';
import type { Database } from './db/database.js';
import { AuthHooks } from './modules/auth/auth.hooks.js';
import { MAIL_LOGO_PATH } from './modules/mail/templates/layout.js';
import { registerSsr, type SsrMode } from './ssr/ssr.js';

export interface CreateAppOptions {
  config: AppConfig;
  database: Database;
  /** Server rendering of pages; API tests run without it. */
  ssr?: SsrMode | 'off';
  logger?: Logger;
}

export async function createApp(options: CreateAppOptions): Promise<NestFastifyApplication> {
  const { config, database } = options;
  const logger = options.logger ?? createLogger(config);
  const adapter = new FastifyAdapter({
    loggerInstance: logger,
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    // One line per request is written by the onResponse hook below.
    logController: new LogController({ requestIdLogLabel: 'requestId', disableRequestLogging: true }),
    childLoggerFactory: (parent: unknown, bindings: Bindings, childOptions: ChildLoggerOptions) =>
      lazyChildLogger(parent as Logger, bindings, childOptions),
    // Requests already on an open connection when closing starts are served, not refused.
    return503OnClosing: false,
    // The spec writes some paths with a trailing slash (`/api/countries/states/`) and some without.
    routerOptions: { ignoreTrailingSlash: true },
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config, database), adapter, {
    logger: new NestPinoLogger(logger),
  });
  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new ApiExceptionFilter());
  useJsonBodyParser(app, config.bodyLimit);

  await app.register(cookie, { secret: config.sessionSecret });
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  // Routes opt in with @RouteConfig({ rateLimit: { max, timeWindow } }). Counted in the database, so that
  // several nodes share one limit.
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(database.db) });

  const fastify = app.getHttpAdapter().getInstance();
  const securityHeaders = createSecurityHeaders(config);
  fastify.addHook('onRequest', (request, reply, done) => {
    reply.headers(securityHeaders);
    // Webmail and the back office's sandboxed mail preview load the mail logo from another origin.
    if (request.url === MAIL_LOGO_PATH) reply.header('cross-origin-resource-policy', 'cross-origin');
    reply.header('x-request-id', request.id);
    const refused = isCrossSiteRequest({
      method: request.method,
      host: request.headers.host,
      origin: request.headers.origin,
      secFetchSite: request.headers['sec-fetch-site'] as string | undefined,
      publicUrl: config.publicUrl,
    });
    if (refused) {
      reply.code(403).send({ statusCode: 403, error: 'Forbidden', message: 'Cross-site request refused' });
      return;
    }
    done();
  });
  // The session cookie becomes the request's user; the AccessGuard checks each matched route's declaration.
  app.get(AuthHooks).register(fastify);
  captureRawBodyWhereAsked(fastify);
  // Callback-style hooks: on the hot path an async hook costs a promise per request.
  fastify.addHook('onResponse', (request, reply, done) => {
    if (shouldLogRequest(pathOf(request.url), reply.statusCode)) {
      // The root logger with the request id, so that a request that logs nothing else builds no child logger.
      logger.info(
        {
          requestId: request.id,
          method: request.method,
          url: loggableUrl(request.url),
          statusCode: reply.statusCode,
          ms: Math.round(reply.elapsedTime),
        },
        'request completed',
      );
    }
    done();
  });

  // While draining after SIGTERM, every response asks the client to close its connection, so a keep-alive
  // client opens its next request elsewhere instead of being reset when this server closes (0031).
  const lifecycle = app.get(Lifecycle);
  fastify.addHook('onSend', (_request, reply, payload, done) => {
    if (lifecycle.draining) reply.header('connection', 'close');
    done(null, payload);
  });

  if (options.ssr && options.ssr !== 'off') await registerSsr(app, config, options.ssr);
  await app.init();
  refuseUndeclaredRoutes(app);
  await fastify.ready();
  return app;
}
