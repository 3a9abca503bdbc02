import { type CanActivate, type ExecutionContext, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import type { UserType } from '../../shared/types/user.js';
import { AppError } from './app-error.js';
import { requestUserOf } from './request-user.js';

const USER_TYPES_KEY = 'shop:userTypes';

/**
 * Limits a route (or a controller) to signed-in users of these types, e.g. `@UserTypes('vet')` for
 * vets' order supplies. Guests get 401, other types 403. Checked by the global UserTypesGuard.
 */
export const UserTypes = (...types: UserType[]) => SetMetadata(USER_TYPES_KEY, types);

@Injectable()
export class UserTypesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const types = this.reflector.getAllAndOverride<UserType[] | undefined>(USER_TYPES_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!types?.length) return true;
    const user = requestUserOf(context.switchToHttp().getRequest<FastifyRequest>());
    if (!user) throw AppError.unauthorized();
    if (!types.includes(user.userType)) throw AppError.forbidden('This is not available for your account type');
    return true;
  }
}
