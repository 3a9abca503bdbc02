import { Injectable, Logger } from '@nestjs/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestUserOf } from '../../common/request-user.js';
import { ImpersonationService } from './impersonation.service.js';
import { currentSessionOf, SessionsService } from './sessions.service.js';

/** The way back from impersonation is the one admin route a (temporarily non-admin) session may call. */
const STOP_IMPERSONATION = 'DELETE /api/admin/impersonate';

type Area = 'my' | 'admin' | undefined;

function areaOf(path: string): Area {
  if (path === '/api/my' || path.startsWith('/api/my/')) return 'my';
  if (path === '/api/admin' || path.startsWith('/api/admin/')) return 'admin';
  return undefined;
}

/**
 * Who is asking, for every API call: the session cookie becomes the request's user before any
 * controller runs. Everything under /api/my needs a session (401); /api/admin needs an admin (403).
 * Callback-style hooks with a synchronous fast path: a request without a session cookie outside
 * those areas costs no promise and no query.
 */
@Injectable()
export class AuthHooks {
  private readonly logger = new Logger(AuthHooks.name);

  constructor(
    private readonly sessions: SessionsService,
    private readonly impersonation: ImpersonationService,
  ) {}

  register(fastify: FastifyInstance): void {
    fastify.addHook('onRequest', (request, reply, done) => {
      if (!request.url.startsWith('/api/')) return done();
      const path = request.url.split('?')[0] ?? request.url;
      const area = areaOf(path);
      if (!area && !request.cookies?.[this.sessions.cookieName]) return done();
      this.identify(request, reply, path, area).then((answered) => {
        if (!answered) done();
      }, done);
    });
    fastify.addHook('onResponse', (request, reply, done) => {
      if (currentSessionOf(request)?.impersonationId) {
        this.impersonation.recordAction(request, reply.statusCode).catch((error: unknown) => {
          this.logger.error(`Could not write the impersonation audit log: ${String(error)}`);
        });
      }
      done();
    });
  }

  /** Loads the session and applies the area's rule; true when it has answered the request itself. */
  private async identify(request: FastifyRequest, reply: FastifyReply, path: string, area: Area): Promise<boolean> {
    await this.sessions.load(request, reply);
    if (!area) return false;
    const user = requestUserOf(request);
    if (!user) {
      reply.code(401).send({ statusCode: 401, error: 'Unauthorized', message: 'Please sign in' });
      return true;
    }
    if (area === 'admin' && !user.isAdmin) {
      const stopping = `${request.method} ${path.replace(/\/$/, '')}` === STOP_IMPERSONATION && user.impersonator;
      if (!stopping) {
        reply.code(403).send({ statusCode: 403, error: 'Forbidden', message: 'Admins only' });
        return true;
      }
    }
    return false;
  }
}
