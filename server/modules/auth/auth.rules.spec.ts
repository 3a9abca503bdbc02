import { describe, expect, it } from '@jest/globals';
import {
  hashToken,
  misplacedProfileFields,
  normaliseBreedIds,
  normaliseEmail,
  SESSION_IDLE_MS,
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
