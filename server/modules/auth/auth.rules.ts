import { createHash, randomBytes } from 'node:crypto';
import type { AdminUserRow, MyDetails } from '../../../shared/types/account.js';
import type { RequestUser } from '../../common/request-user.js';
import type { users } from './auth.schema.js';

export type UserRow = typeof users.$inferSelect;

export const SESSION_IDLE_MS = 7 * 24 * 60 * 60_000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60_000;
/** An admin acting as someone else does so for at most an hour per start. */
export const IMPERSONATION_ABSOLUTE_MS = 60 * 60_000;
/** lastSeenAt is written at most this often, not on every request. */
export const SESSION_TOUCH_MS = 60_000;
export const RESET_TOKEN_TTL_MS = 60 * 60_000;
export const CONFIRM_TOKEN_TTL_MS = 7 * 24 * 60 * 60_000;

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function displayName(user: Pick<UserRow, 'firstName' | 'lastName'>): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

/** An account as the admin lists show it. */
export function adminUserRow(row: UserRow): AdminUserRow & { userType: UserRow['userType'] } {
  return {
    id: row.id,
    email: row.email,
    name: displayName(row),
    userType: row.userType,
    isAdmin: row.isAdmin,
    emailConfirmed: row.emailConfirmedAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Whether a session found by its token may still be used at `now`. */
export function sessionIsLive(session: { expiresAt: Date; lastSeenAt: Date }, now: Date): boolean {
  return session.expiresAt.getTime() > now.getTime() && now.getTime() - session.lastSeenAt.getTime() < SESSION_IDLE_MS;
}

/**
 * When a session ended, as seen at `now`: the moment it passed its absolute or idle limit, or `now`
 * when it is being ended while still live.
 */
export function sessionEndedAt(session: { expiresAt: Date; lastSeenAt: Date }, now: Date): Date {
  return new Date(Math.min(now.getTime(), session.expiresAt.getTime(), session.lastSeenAt.getTime() + SESSION_IDLE_MS));
}

/**
 * Why an impersonation ended, read from its audit row (docs/decisions/0209): its session ran out its
 * hour ('expired'), or it was ended earlier by the admin or by the end of the customer's sessions.
 * The idle limit (7 days) can never come before the hour, so every expiry ends exactly at the hour.
 */
export function impersonationEndReason(record: { startedAt: Date; endedAt: Date | null }): 'expired' | 'ended' | null {
  if (!record.endedAt) return null;
  return record.endedAt.getTime() - record.startedAt.getTime() >= IMPERSONATION_ABSOLUTE_MS ? 'expired' : 'ended';
}

export function toRequestUser(user: UserRow, impersonator?: { id: number; name: string }): RequestUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    userType: user.userType,
    isAdmin: user.isAdmin,
    emailConfirmed: user.emailConfirmedAt !== null,
    countryCode: user.countryCode,
    currency: user.currency,
    ...(impersonator ? { impersonator } : {}),
  };
}

export function toMyDetails(
  user: UserRow,
  impersonator: { id: number; name: string } | null,
  roles: { collectionAgent: boolean },
): MyDetails {
  return {
    id: user.id,
    email: user.email,
    name: displayName(user),
    firstName: user.firstName,
    lastName: user.lastName,
    userType: user.userType,
    isAdmin: user.isAdmin,
    emailConfirmed: user.emailConfirmedAt !== null,
    phone: user.phone,
    address: {
      line1: user.addressLine1,
      line2: user.addressLine2,
      city: user.city,
      postalCode: user.postalCode,
      state: user.state,
      country: user.countryCode ? { code: user.countryCode } : null,
    },
    countryCode: user.countryCode,
    currency: user.currency,
    kennelName: user.kennelName,
    kennelPrefix: user.kennelPrefix,
    clinicName: user.clinicName,
    clinicAddress: user.clinicAddress,
    animalPreset: { breed_ids: user.animalPresetBreedIds },
    impersonator,
    collectionAgent: roles.collectionAgent,
  };
}

/** Breed ids of a preset: whole, positive, each once, in the order given. */
export function normaliseBreedIds(ids: number[]): number[] {
  return [...new Set(ids)];
}

const OWN_FIELDS = { breeder: ['kennelName', 'kennelPrefix'], vet: ['clinicName', 'clinicAddress'] } as const;

/** Kennel fields belong to breeders and clinic fields to vets; any other sender gets them refused. */
export function misplacedProfileFields(userType: string, input: object): string[] {
  const own: readonly string[] = OWN_FIELDS[userType as keyof typeof OWN_FIELDS] ?? [];
  return [...OWN_FIELDS.breeder, ...OWN_FIELDS.vet].filter(
    (field) => (input as Record<string, unknown>)[field] !== undefined && !own.includes(field),
  );
}
