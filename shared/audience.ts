import type { UserType } from './types/user.js';

/** Whose shop a page is dressed for: decides the header colour, the menus and the logo's home. */
export type Audience = 'breeder' | 'pet-owner' | 'vet' | 'guest';

/** Path segments that never select an audience (spec §2 "Audience inference"). */
function isExcludedSegment(segment: string): boolean {
  return segment === 'my' || segment.startsWith('why-') || segment === 'research-innovation';
}

function audienceOfSegment(segment: string): Audience | undefined {
  if (segment === 'breeder') return 'breeder';
  if (segment === 'pet-owner' || segment === 'owner') return 'pet-owner';
  if (segment === 'vet') return 'vet';
  if (segment === 'guest') return 'guest';
  return undefined;
}

/** The audience a path names on its own, or undefined when the path belongs to everyone. */
export function audienceOfPath(pathname: string): Audience | undefined {
  const segments = pathname.split('?')[0]?.split('/').filter(Boolean) ?? [];
  if (segments.some(isExcludedSegment)) return undefined;
  for (const segment of segments) {
    const audience = audienceOfSegment(segment);
    if (audience) return audience;
  }
  return undefined;
}

export function audienceOfUserType(userType: UserType): Audience {
  return userType === 'owner' ? 'pet-owner' : userType;
}

/**
 * Spec §2: for a guest, a path naming breeder, owner, vet or guest (but not /my, /why-{product} or
 * /research-innovation) selects that audience; otherwise the user's type is used (the signed-in
 * user's type, or a guest's remembered user-type cookie); owner maps to pet-owner.
 */
export function inferAudience(input: { pathname: string; userType: UserType; signedIn: boolean }): Audience {
  if (!input.signedIn) {
    const fromPath = audienceOfPath(input.pathname);
    if (fromPath) return fromPath;
  }
  return audienceOfUserType(input.userType);
}

/**
 * Spec §4 "User type cookie": guest by default; a signed-in non-guest user keeps their type; a guest
 * on a vet path becomes vet, on a pet-owner path owner, else breeder.
 */
export function userTypeCookieValue(input: { signedInType?: UserType; pathname?: string }): UserType {
  if (input.signedInType && input.signedInType !== 'guest') return input.signedInType;
  if (input.pathname === undefined) return 'guest';
  const audience = audienceOfPath(input.pathname);
  if (audience === 'vet') return 'vet';
  if (audience === 'pet-owner') return 'owner';
  return 'breeder';
}

/** Header colour by audience (spec §1): owner orange, vet teal, breeder and others pink. */
export type HeaderTheme = 'owner' | 'vet' | 'breeder';

export function headerThemeOf(audience: Audience): HeaderTheme {
  if (audience === 'pet-owner') return 'owner';
  if (audience === 'vet') return 'vet';
  return 'breeder';
}
