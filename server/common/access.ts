import { SetMetadata } from '@nestjs/common';
import type { UserType } from '../../shared/types/user.js';

/**
 * Who may call a route, declared on the route (or its controller) and checked by the global AccessGuard
 * on the handler the router matched, never by reading the URL (docs/decisions/0013-access-model.md).
 * A route that declares nothing is refused, and the app refuses to start with one.
 */
export type Access =
  | { kind: 'public' }
  | { kind: 'signedIn' }
  | { kind: 'userTypes'; types: readonly UserType[] }
  | { kind: 'admin' }
  /** An admin acting as a user: the one way back to the admin's own session. */
  | { kind: 'impersonating' };

export const ACCESS_KEY = 'shop:access';

/** Anyone, signed in or not. */
export const Public = () => SetMetadata(ACCESS_KEY, { kind: 'public' } satisfies Access);
/** Any signed-in user (an admin acting as a user is that user). */
export const SignedIn = () => SetMetadata(ACCESS_KEY, { kind: 'signedIn' } satisfies Access);
/** Signed-in users of these types, e.g. `@UserTypes('vet')`: guests 401, other types 403. */
export const UserTypes = (...types: UserType[]) => SetMetadata(ACCESS_KEY, { kind: 'userTypes', types } satisfies Access);
/** Admins, in their own session (not while acting as a user). */
export const Admin = () => SetMetadata(ACCESS_KEY, { kind: 'admin' } satisfies Access);
/** An admin's session while acting as a user. */
export const Impersonating = () => SetMetadata(ACCESS_KEY, { kind: 'impersonating' } satisfies Access);
