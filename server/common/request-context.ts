import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';
import { type RequestUser, requestUserOf } from './request-user.js';

/**
 * Everything a service may need to know about the caller, built once per request from the Fastify request
 * (docs/decisions/0050-module-map-and-request-context.md). Services take it (or its `user`) first and never
 * see Fastify: cookies and replies are set by controllers.
 */
export interface RequestContext {
  /** Fastify's request id (also the `x-request-id` answer header and the logs' `requestId`). */
  readonly requestId: string;
  /** The signed-in user (the impersonated one while an admin acts as a user), undefined for a guest. */
  readonly user: RequestUser | undefined;
  /** The admin acting as `user`, if any (the same as `user.impersonator`). */
  readonly actingAdmin: { id: number; name: string } | undefined;
  /** The caller's address as Fastify resolved it (trust-proxy aware). */
  readonly ip: string;
  /** The request's cookies (unsigned values); the storefront resolution reads its preference cookies here. */
  readonly cookies: Readonly<Record<string, string | undefined>>;
  /** The cart session a cart route names in its path (`:sessionId`), if any. */
  readonly cartSessionId: string | undefined;
  /** A request header's single value (lower-case name); a repeated header reads as absent. */
  header(name: string): string | undefined;
}

/** The context on a `@SignedIn()` (or stricter) route: the access guard has already refused guests. */
export interface SignedInContext extends RequestContext {
  readonly user: RequestUser;
}

const CONTEXT = Symbol.for('shop.requestContext');

/** The request's context, built on first use and kept on the request, so that every reader shares one. */
export function requestContextOf(request: FastifyRequest): RequestContext {
  const holder = request as unknown as Record<symbol, RequestContext | undefined>;
  const existing = holder[CONTEXT];
  if (existing) return existing;
  const user = requestUserOf(request);
  const params = request.params as Record<string, unknown> | undefined;
  const context: RequestContext = {
    requestId: String(request.id),
    user,
    actingAdmin: user?.impersonator,
    ip: request.ip,
    cookies: request.cookies ?? {},
    cartSessionId: typeof params?.sessionId === 'string' ? params.sessionId : undefined,
    header: (name) => {
      const value = request.headers[name.toLowerCase()];
      return typeof value === 'string' ? value : undefined;
    },
  };
  holder[CONTEXT] = context;
  return context;
}

/** Narrows a context to a signed-in one; a guest is a 401 (the access guard makes this unreachable on `@SignedIn()`). */
export function signedInContext(context: RequestContext): SignedInContext {
  if (!context.user) throw AppError.unauthorized();
  return context as SignedInContext;
}

/** A guest context for code that acts outside any request (seeds, workers, tests). */
export function systemContext(user?: RequestUser): RequestContext {
  return {
    requestId: 'system',
    user,
    actingAdmin: user?.impersonator,
    ip: '127.0.0.1',
    cookies: {},
    cartSessionId: undefined,
    header: () => undefined,
  };
}

/**
 * `@Ctx()` gives the request's `RequestContext`; `@Ctx('signedIn')` gives a `SignedInContext` (a guest is a 401,
 * which the access guard already guarantees on `@SignedIn()`, `@UserTypes()`, `@Admin()` and `@Impersonating()`).
 */
export const Ctx = createParamDecorator((mode: 'signedIn' | undefined, context: ExecutionContext) => {
  const requestContext = requestContextOf(context.switchToHttp().getRequest<FastifyRequest>());
  return mode === 'signedIn' ? signedInContext(requestContext) : requestContext;
});
