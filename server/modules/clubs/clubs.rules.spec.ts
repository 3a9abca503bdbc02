import { describe, expect, it } from '@jest/globals';
import { CLUB_MSG, chooseClub, isOfficialOf, type Membership } from './clubs.rules.js';

const breedClub: Membership = { clubId: 3, kind: 'breed_club', role: 'member' };
const office: Membership = { clubId: 7, kind: 'registration_office', role: 'member' };

describe('chooseClub', () => {
  it('takes the club named when the account belongs to it', () => {
    expect(chooseClub([breedClub, office], 7)).toEqual({ ok: true, clubId: 7 });
  });

  it('reads a club the account does not belong to as not found', () => {
    expect(chooseClub([breedClub], 7)).toEqual({ ok: false, notFound: true });
    expect(chooseClub([], 3)).toEqual({ ok: false, notFound: true });
  });

  it('takes the only club when none is named', () => {
    expect(chooseClub([office], undefined)).toEqual({ ok: true, clubId: 7 });
  });

  it('asks which club when the account has several, and says so when it has none', () => {
    expect(chooseClub([breedClub, office], undefined)).toEqual({ ok: false, field: 'club_id', message: CLUB_MSG.chooseClub });
    expect(chooseClub([], undefined)).toEqual({ ok: false, field: 'club_id', message: CLUB_MSG.notMember });
  });
});

describe('isOfficialOf', () => {
  it('lets only the club’s officials read what was shared with it', () => {
    const official: Membership = { ...breedClub, role: 'official' };
    expect(isOfficialOf([official], 3)).toBe(true);
    expect(isOfficialOf([breedClub], 3)).toBe(false);
    expect(isOfficialOf([official], 7)).toBe(false);
  });
});
