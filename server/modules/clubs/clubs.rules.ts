import type { ClubKind, ClubRole } from '../../../shared/types/clubs.js';

/** The clubs' texts (the spec shows none for these calls; decision 0924). */
export const CLUB_MSG = {
  chooseAnimal: 'Choose an animal',
  chooseAnimals: 'Choose the animals to share',
  tooManyAnimals: 'Share at most 100 animals at a time',
  chooseClub: 'Choose a club',
  notMember: 'You are not a member of a club yet. Ask your club to add you.',
  max120: 'This field have maximum 120 characters',
  max40: 'This field have maximum 40 characters',
  kindInvalid: 'Choose a breed club, kennel club, cat club or registration office',
  roleInvalid: 'Choose member or official',
  userNotFound: 'User not found',
} as const;

export interface Membership {
  clubId: number;
  kind: ClubKind;
  role: ClubRole;
}

export type ClubChoice =
  | { ok: true; clubId: number }
  | { ok: false; field: 'club_id'; message: string }
  | { ok: false; notFound: true };

/**
 * Which club a member shares animals with: the one named, if they belong to it; without a name, their only
 * club. A club they do not belong to reads as not found, like another account's record.
 */
export function chooseClub(memberships: readonly Membership[], clubId: number | undefined): ClubChoice {
  if (clubId !== undefined) {
    return memberships.some((m) => m.clubId === clubId) ? { ok: true, clubId } : { ok: false, notFound: true };
  }
  if (memberships.length === 0) return { ok: false, field: 'club_id', message: CLUB_MSG.notMember };
  const [only, ...others] = memberships;
  if (only && others.length === 0) return { ok: true, clubId: only.clubId };
  return { ok: false, field: 'club_id', message: CLUB_MSG.chooseClub };
}

/** Whether the account reads this club's shared results: only its officials do. */
export function isOfficialOf(memberships: readonly Membership[], clubId: number): boolean {
  return memberships.some((m) => m.clubId === clubId && m.role === 'official');
}
