import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { requestUserOf } from './request-user.js';

/** The signed-in user the session hook attached to the request (undefined for a guest). */
export const CurrentUser = createParamDecorator((_: unknown, context: ExecutionContext) =>
  requestUserOf(context.switchToHttp().getRequest<FastifyRequest>()),
);
