import type { FastifyRequest } from 'fastify';
import type { UserType } from '../../shared/types/user.js';

/**
 * The signed-in user of a request, attached by the auth module's session hook. Every other module
 * reads it through `requestUserOf` and never touches sessions itself.
 */
export interface RequestUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  userType: UserType;
  isAdmin: boolean;
  /** Unconfirmed accounts may sign in and browse but not check out (issue 8). */
  emailConfirmed: boolean;
  /** The user's own storefront country (ISO alpha-2) and currency, which win over any cookie. */
  countryCode: string | null;
  currency: string | null;
  /** Set while an admin is impersonating this user. */
  impersonator?: { id: number; name: string };
}

const USER = Symbol.for('shop.requestUser');

export function attachRequestUser(request: FastifyRequest, user: RequestUser | undefined): void {
  (request as unknown as Record<symbol, RequestUser | undefined>)[USER] = user;
}

export function requestUserOf(request: FastifyRequest): RequestUser | undefined {
  return (request as unknown as Record<symbol, RequestUser | undefined>)[USER];
}
