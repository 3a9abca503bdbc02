import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest, preParsingHookHandler } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Keep the exact request bytes in `request.rawBody` (signature checks); set with @RouteConfig. */
    rawBody?: boolean;
  }
  interface FastifyRequest {
    rawBody?: Buffer;
  }
}

/**
 * Signed webhooks are verified over the exact bytes received, which parsing and re-serialising JSON would
 * not reproduce. Only routes that ask for it (`@RouteConfig({ rawBody: true })`) get the hook that copies
 * the body, as a hook of their own route: every other request runs no raw-body hook at all (decision 1100).
 * The body is still parsed as usual afterwards. Call before the routes are registered (before `app.init()`).
 */
export function captureRawBodyWhereAsked(fastify: FastifyInstance): void {
  fastify.addHook('onRoute', (route) => {
    if (!(route.config as { rawBody?: boolean } | undefined)?.rawBody) return;
    const own = route.preParsing;
    route.preParsing = [...(own === undefined ? [] : Array.isArray(own) ? own : [own]), captureRawBody(fastify)];
  });
}

function captureRawBody(fastify: FastifyInstance): preParsingHookHandler {
  return (request, _reply, payload, done) => {
    const limit = request.routeOptions.bodyLimit ?? fastify.initialConfig.bodyLimit ?? 1_048_576;
    const chunks: Buffer[] = [];
    let size = 0;
    let finished = false;
    const finish = (error: Error | null, body?: Buffer) => {
      if (finished) return;
      finished = true;
      if (error) done(error);
      else done(null, Readable.from([body as Buffer]));
    };
    payload.on('data', (chunk: Buffer) => {
      size += chunk.length;
      // Buffered before the parser's own limit applies, so the limit is enforced here too.
      if (size > limit) finish(Object.assign(new Error('Request body is too large'), { statusCode: 413 }));
      else chunks.push(chunk);
    });
    payload.on('error', (error) => finish(error));
    payload.on('end', () => {
      request.rawBody = Buffer.concat(chunks);
      finish(null, request.rawBody);
    });
  };
}

export function rawBodyOf(request: FastifyRequest): Buffer {
  if (!request.rawBody) throw new Error('Route did not ask for the raw body: add @RouteConfig({ rawBody: true })');
  return request.rawBody;
}
