import { describe, expect, it } from '@jest/globals';
import {
  hashToken,
  IMPERSONATION_ABSOLUTE_MS,
  impersonationEndReason,
  misplacedProfileFields,
  normaliseBreedIds,
  normaliseEmail,
  SESSION_IDLE_MS,
  sessionEndedAt,
  sessionIsLive,
} from './auth.rules.js';

describe('auth rules', () => {
  const now = new Date('2026-11-23T12:00:00Z');

  it('keeps a session alive until its idle or absolute limit', () => {
    const recent = new Date(now.getTime() - 60_000);
    expect(sessionIsLive({ expiresAt: new Date(now.getTime() + 1000), lastSeenAt: recent }, now)).toBe(true);
    expect(sessionIsLive({ expiresAt: new Date(now.getTime() - 1), lastSeenAt: recent }, now)).toBe(false);
    const idle = new Date(now.getTime() - SESSION_IDLE_MS - 1);
    expect(sessionIsLive({ expiresAt: new Date(now.getTime() + 1000), lastSeenAt: idle }, now)).toBe(false);
  });

  it("dates a session's end at the limit it passed, or now while it is still live", () => {
    const expiresAt = new Date(now.getTime() - 5 * 60_000);
    expect(sessionEndedAt({ expiresAt, lastSeenAt: new Date(now.getTime() - 60 * 60_000) }, now)).toEqual(expiresAt);
    const lastSeenAt = new Date(now.getTime() - SESSION_IDLE_MS - 60_000);
    expect(sessionEndedAt({ expiresAt: new Date(now.getTime() + 1000), lastSeenAt }, now)).toEqual(
      new Date(lastSeenAt.getTime() + SESSION_IDLE_MS),
    );
    expect(sessionEndedAt({ expiresAt: new Date(now.getTime() + 1000), lastSeenAt: now }, now)).toEqual(now);
  });

  it('reads an impersonation that ran its full hour as expired, an earlier end as ended', () => {
    // The reason is read from the times alone, which holds only while the hour comes before the idle limit.
    expect(IMPERSONATION_ABSOLUTE_MS).toBeLessThan(SESSION_IDLE_MS);
    const startedAt = new Date(now.getTime() - 2 * IMPERSONATION_ABSOLUTE_MS);
    const at = (ms: number) => new Date(startedAt.getTime() + ms);
    expect(impersonationEndReason({ startedAt, endedAt: null })).toBeNull();
    expect(impersonationEndReason({ startedAt, endedAt: at(IMPERSONATION_ABSOLUTE_MS) })).toBe('expired');
    expect(impersonationEndReason({ startedAt, endedAt: at(IMPERSONATION_ABSOLUTE_MS - 1) })).toBe('ended');
  });

  it('hashes tokens one way and normalises emails and breed ids', () => {
    expect(hashToken('abc')).toHaveLength(64);
    expect(hashToken('abc')).not.toBe(hashToken('abd'));
    expect(normaliseEmail('  Jane@Example.COM ')).toBe('jane@example.com');
    expect(normaliseBreedIds([5, 3, 5, 9])).toEqual([5, 3, 9]);
  });

  it('lets breeders send kennel fields and vets clinic fields, nobody else', () => {
    expect(misplacedProfileFields('breeder', { kennelName: 'K', kennelPrefix: 'P' })).toEqual([]);
    expect(misplacedProfileFields('breeder', { clinicName: 'C' })).toEqual(['clinicName']);
    expect(misplacedProfileFields('vet', { clinicName: 'C', clinicAddress: 'A' })).toEqual([]);
    expect(misplacedProfileFields('owner', { kennelName: 'K', clinicAddress: 'A' })).toEqual(['kennelName', 'clinicAddress']);
  });
});
