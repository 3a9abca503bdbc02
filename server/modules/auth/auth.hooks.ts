import { Injectable, Logger } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import { requestUserOf } from '../../common/request-user.js';
import { ImpersonationService } from './impersonation.service.js';
import { SessionsService } from './sessions.service.js';

/** The way back from impersonation is the one admin route a (temporarily non-admin) session may call. */
const STOP_IMPERSONATION = 'DELETE /api/admin/impersonate';

/**
 * Who is asking, for every API call: the session cookie becomes the request's user before any
 * controller runs. Everything under /api/my needs a session (401); /api/admin needs an admin (403).
 */
@Injectable()
export class AuthHooks {
  private readonly logger = new Logger(AuthHooks.name);

  constructor(
    private readonly sessions: SessionsService,
    private readonly impersonation: ImpersonationService,
  ) {}

  register(fastify: FastifyInstance): void {
    fastify.addHook('onRequest', async (request, reply) => {
      if (!request.url.startsWith('/api/')) return;
      await this.sessions.load(request);
      const path = request.url.split('?')[0] ?? request.url;
      const user = requestUserOf(request);
      if (path === '/api/my' || path.startsWith('/api/my/')) {
        if (!user) return reply.code(401).send({ statusCode: 401, error: 'Unauthorized', message: 'Please sign in' });
      }
      if (path === '/api/admin' || path.startsWith('/api/admin/')) {
        if (!user) return reply.code(401).send({ statusCode: 401, error: 'Unauthorized', message: 'Please sign in' });
        const stopping = `${request.method} ${path.replace(/\/$/, '')}` === STOP_IMPERSONATION && user.impersonator;
        if (!user.isAdmin && !stopping)
          return reply.code(403).send({ statusCode: 403, error: 'Forbidden', message: 'Admins only' });
      }
    });
    fastify.addHook('onResponse', (request, reply, done) => {
      this.impersonation.recordAction(request, reply.statusCode).catch((error: unknown) => {
        this.logger.error(`Could not write the impersonation audit log: ${String(error)}`);
      });
      done();
    });
  }
}
