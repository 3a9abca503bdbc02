import { describe, expect, it } from '@jest/globals';
import type { Access } from './access.js';
import { decideAccess, requireAdmin } from './access.rules.js';
import { AppError } from './app-error.js';
import type { RequestUser } from './request-user.js';

const user = (over: Partial<RequestUser> = {}) => ({ id: 1, userType: 'owner', isAdmin: false, ...over }) as RequestUser;
const breeder = user({ userType: 'breeder' });
const vet = user({ userType: 'vet' });
const admin = user({ userType: 'breeder', isAdmin: true });
const adminActingAsBreeder = user({ userType: 'breeder', impersonator: { id: 9, name: 'Ada Admin' } });

describe('decideAccess', () => {
  it('refuses every caller on a route that declares nothing', () => {
    for (const caller of [undefined, breeder, admin]) expect(decideAccess(undefined, caller)).toBe('forbidden');
  });

  it('lets anyone call a public route', () => {
    for (const caller of [undefined, vet, admin]) expect(decideAccess({ kind: 'public' }, caller)).toBe('allow');
  });

  it('asks a guest to sign in on a signed-in route, and lets any user in', () => {
    expect(decideAccess({ kind: 'signedIn' }, undefined)).toBe('sign-in');
    for (const caller of [breeder, vet, admin, adminActingAsBreeder])
      expect(decideAccess({ kind: 'signedIn' }, caller)).toBe('allow');
  });

  it('admits the named account types only', () => {
    const vetsOnly: Access = { kind: 'userTypes', types: ['vet'] };
    expect(decideAccess(vetsOnly, undefined)).toBe('sign-in');
    expect(decideAccess(vetsOnly, vet)).toBe('allow');
    expect(decideAccess(vetsOnly, breeder)).toBe('forbidden');
  });

  it('admits admins in their own session only, not while they act as a user', () => {
    expect(decideAccess({ kind: 'admin' }, undefined)).toBe('sign-in');
    expect(decideAccess({ kind: 'admin' }, breeder)).toBe('forbidden');
    expect(decideAccess({ kind: 'admin' }, admin)).toBe('allow');
    expect(decideAccess({ kind: 'admin' }, adminActingAsBreeder)).toBe('forbidden');
  });

  it('lets only an admin acting as a user stop acting', () => {
    expect(decideAccess({ kind: 'impersonating' }, adminActingAsBreeder)).toBe('allow');
    expect(decideAccess({ kind: 'impersonating' }, admin)).toBe('forbidden');
    expect(decideAccess({ kind: 'impersonating' }, breeder)).toBe('forbidden');
    expect(decideAccess({ kind: 'impersonating' }, undefined)).toBe('sign-in');
  });
});

describe("requireAdmin (the admin services' own check)", () => {
  const statusOf = (caller: RequestUser | undefined) => {
    try {
      requireAdmin(caller);
      return 200;
    } catch (error) {
      return (error as AppError).status;
    }
  };

  it('returns the admin, and refuses guests (401), users and admins acting as users (403)', () => {
    expect(requireAdmin(admin)).toBe(admin);
    expect(statusOf(undefined)).toBe(401);
    expect(statusOf(breeder)).toBe(403);
    expect(statusOf(adminActingAsBreeder)).toBe(403);
  });
});
