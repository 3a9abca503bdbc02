import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';

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
 * not reproduce. Only routes that ask for it (`@RouteConfig({ rawBody: true })`) pay for the copy; the
 * body is still parsed as usual afterwards.
 */
export function captureRawBodyWhereAsked(fastify: FastifyInstance): void {
  fastify.addHook('preParsing', (request, _reply, payload, done) => {
    if (!request.routeOptions.config?.rawBody) {
      done(null, payload);
      return;
    }
    const chunks: Buffer[] = [];
    payload.on('data', (chunk: Buffer) => chunks.push(chunk));
    payload.on('error', (error) => done(error));
    payload.on('end', () => {
      request.rawBody = Buffer.concat(chunks);
      done(null, Readable.from([request.rawBody]));
    });
  });
}

export function rawBodyOf(request: FastifyRequest): Buffer {
  if (!request.rawBody) throw new Error('Route did not ask for the raw body: add @RouteConfig({ rawBody: true })');
  return request.rawBody;
}
