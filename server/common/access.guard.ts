import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { ACCESS_KEY, type Access } from './access.js';
import { decideAccess } from './access.rules.js';
import { AppError } from './app-error.js';
import { requestUserOf } from './request-user.js';

/** Reads the matched handler's (or its controller's) declared access; guests 401, others 403. */
export function accessOf(reflector: Reflector, handler: object, controller: object): Access | undefined {
  return reflector.getAllAndOverride<Access | undefined>(ACCESS_KEY, [handler, controller] as never);
}

@Injectable()
export class AccessGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const access = accessOf(this.reflector, context.getHandler(), context.getClass());
    const user = requestUserOf(context.switchToHttp().getRequest<FastifyRequest>());
    switch (decideAccess(access, user)) {
      case 'allow':
        return true;
      case 'sign-in':
        throw AppError.unauthorized();
      case 'forbidden':
        throw AppError.forbidden(
          !access
            ? 'This route declares no access'
            : access.kind === 'admin'
              ? 'Admins only'
              : 'This is not available for your account type',
        );
    }
  }
}
