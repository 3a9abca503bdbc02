import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';
import { requestUserOf } from './request-user.js';

/**
 * The signed-in user the session hook attached to the request (undefined for a guest). The whole caller
 * (storefront inputs, acting admin, request id) is `@Ctx()` in ./request-context.ts.
 */
export const CurrentUser = createParamDecorator((_: unknown, context: ExecutionContext) =>
  requestUserOf(context.switchToHttp().getRequest<FastifyRequest>()),
);

/**
 * The signed-in user on a route the access guard keeps from guests (`@SignedIn()` and stricter), typed as
 * present: `@SignedInUser() user: RequestUser`. A guest would be a 401, never an undefined user.
 */
export const SignedInUser = createParamDecorator((_: unknown, context: ExecutionContext) => {
  const user = requestUserOf(context.switchToHttp().getRequest<FastifyRequest>());
  if (!user) throw AppError.unauthorized();
  return user;
});
