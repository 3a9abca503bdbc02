import { describe, expect, it } from '@jest/globals';
import {
  allowedParentageMoves,
  isParentageStatus,
  PARENTAGE_STATUSES,
  type ParentageStatus,
  refuseParentageMove,
} from './parentage-lifecycle.js';

describe('the parentage request lifecycle', () => {
  it('allows exactly these moves', () => {
    const table = Object.fromEntries(PARENTAGE_STATUSES.map((s) => [s, allowedParentageMoves(s)]));
    expect(table).toEqual({
      awaiting_profiles: ['completed', 'withdrawn'],
      completed: ['withdrawn'],
      withdrawn: [],
    });
  });

  it('completes only once every profile is published', () => {
    expect(refuseParentageMove('awaiting_profiles', 'completed', { profilesPublished: true })).toBeUndefined();
    expect(refuseParentageMove('awaiting_profiles', 'completed', { profilesPublished: false })).toBe(
      'Every animal named in the request needs a published DNA profile before it can be compared',
    );
    expect(refuseParentageMove('awaiting_profiles', 'completed')).toMatch(/published DNA profile/);
  });

  it('lets the breeder delete a request that waits or is completed, once', () => {
    expect(refuseParentageMove('awaiting_profiles', 'withdrawn')).toBeUndefined();
    expect(refuseParentageMove('completed', 'withdrawn')).toBeUndefined();
    expect(refuseParentageMove('withdrawn', 'withdrawn')).toBe('The parentage request is already deleted');
  });

  it('refuses every move the table does not list, with a reason', () => {
    const refused: Array<[ParentageStatus, ParentageStatus]> = [
      ['completed', 'awaiting_profiles'],
      ['completed', 'completed'],
      ['withdrawn', 'awaiting_profiles'],
      ['withdrawn', 'completed'],
      ['awaiting_profiles', 'awaiting_profiles'],
    ];
    for (const [from, to] of refused)
      expect(refuseParentageMove(from, to, { profilesPublished: true })).toEqual(expect.any(String));
    expect(refuseParentageMove('completed', 'awaiting_profiles')).toBe(
      'A parentage request cannot go from "Completed" to "Waiting for DNA profiles"',
    );
    expect(refuseParentageMove('withdrawn', 'completed')).toBe('The parentage request has been deleted');
  });

  it('knows its states', () => {
    expect(isParentageStatus('completed')).toBe(true);
    expect(isParentageStatus('pending')).toBe(false);
  });
});
