import { Injectable, Logger } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import { isApiRoute } from '../../common/api-route.js';
import { ImpersonationService } from './impersonation.service.js';
import { currentSessionOf, SessionsService } from './sessions.service.js';

/**
 * Who is asking: the session cookie becomes the request's user before any controller runs. Who may call
 * a route is not decided here but by the AccessGuard on the matched handler (decision 0013). Callback-style
 * hooks with a synchronous fast path: a request without a session cookie costs no promise and no query,
 * and neither does a page request (pages reach the API in-process, with the cookie, and are identified there).
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
      if (!request.cookies?.[this.sessions.cookieName] || !isApiRoute(request)) return done();
      this.sessions.load(request, reply).then(() => done(), done);
    });
    // A change made while acting as a customer is in the audit log before its answer leaves: an admin who looks
    // at the log right after (or a process that stops right after) never misses it.
    // Callback-style, like the hook above: an answer to anyone not acting as a customer costs no promise.
    fastify.addHook('onSend', (request, reply, payload, done) => {
      if (!currentSessionOf(request)?.impersonationId) return done(null, payload);
      this.impersonation.recordAction(request, reply.statusCode).then(
        () => done(null, payload),
        (error: unknown) => {
          this.logger.error(`Could not write the impersonation audit log: ${String(error)}`);
          done(null, payload);
        },
      );
    });
  }
}
