import type { Access } from './access.js';
import { AppError } from './app-error.js';
import type { RequestUser } from './request-user.js';

export type AccessDecision = 'allow' | 'sign-in' | 'forbidden';

/** What a caller may do on a route that declares `access`; a route that declares nothing is refused. */
export function decideAccess(access: Access | undefined, user: RequestUser | undefined): AccessDecision {
  if (!access) return 'forbidden';
  switch (access.kind) {
    case 'public':
      return 'allow';
    case 'signedIn':
      return user ? 'allow' : 'sign-in';
    case 'userTypes':
      if (!user) return 'sign-in';
      return access.types.includes(user.userType) ? 'allow' : 'forbidden';
    case 'admin':
      if (!user) return 'sign-in';
      return user.isAdmin && !user.impersonator ? 'allow' : 'forbidden';
    case 'impersonating':
      if (!user) return 'sign-in';
      return user.impersonator ? 'allow' : 'forbidden';
  }
}

/**
 * Defence in depth: admin and lab services check the caller again at their entry, so that a route
 * declared wrongly, or a new caller inside the app, still cannot act as the lab (decision 0013).
 */
export function requireAdmin(actor: RequestUser | undefined): RequestUser {
  if (!actor) throw AppError.unauthorized();
  if (decideAccess({ kind: 'admin' }, actor) !== 'allow') throw AppError.forbidden('Admins only');
  return actor;
}
