import { describe, expect, it } from '@jest/globals';
import type { ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AppError } from './app-error.js';
import { attachRequestUser, type RequestUser } from './request-user.js';
import { UserTypes, UserTypesGuard } from './user-types.guard.js';

class VetOnly {
  @UserTypes('vet')
  orderSupplies() {}

  open() {}
}

function contextFor(handler: () => void, user?: Partial<RequestUser>): ExecutionContext {
  const request = {};
  if (user) attachRequestUser(request as never, { userType: 'owner', ...user } as RequestUser);
  return {
    getHandler: () => handler,
    getClass: () => VetOnly,
    switchToHttp: () => ({ getRequest: () => request }),
  } as unknown as ExecutionContext;
}

describe('UserTypesGuard', () => {
  const guard = new UserTypesGuard(new Reflector());
  const handler = VetOnly.prototype.orderSupplies;

  it('lets anyone through a route without the decorator', () => {
    expect(guard.canActivate(contextFor(VetOnly.prototype.open))).toBe(true);
  });

  it('admits the named types only: 401 for a guest, 403 for another type', () => {
    expect(guard.canActivate(contextFor(handler, { userType: 'vet' }))).toBe(true);
    expect(() => guard.canActivate(contextFor(handler))).toThrow(AppError);
    try {
      guard.canActivate(contextFor(handler));
    } catch (error) {
      expect((error as AppError).status).toBe(401);
    }
    try {
      guard.canActivate(contextFor(handler, { userType: 'owner' }));
    } catch (error) {
      expect((error as AppError).status).toBe(403);
    }
    expect.assertions(4);
  });
});
