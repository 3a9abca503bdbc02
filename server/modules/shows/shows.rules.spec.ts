import { describe, expect, it } from '@jest/globals';
import { refuseShowDate, refuseShowMove, SHOW_MSG } from './shows.rules.js';

const today = new Date('2026-11-26T10:00:00Z');

describe('refuseShowDate', () => {
  it('takes a show two weeks or more ahead', () => {
    expect(refuseShowDate('2026-12-10', today)).toBeUndefined();
    expect(refuseShowDate('2027-06-01', today)).toBeUndefined();
  });

  it('refuses a show sooner than two weeks, in the past, or over two years ahead', () => {
    expect(refuseShowDate('2026-12-09', today)).toBe(SHOW_MSG.dateTooSoon);
    expect(refuseShowDate('2026-01-01', today)).toBe(SHOW_MSG.dateTooSoon);
    expect(refuseShowDate('2029-01-01', today)).toBe(SHOW_MSG.dateTooFar);
  });

  it('refuses what is not a calendar day', () => {
    for (const bad of ['2027-02-30', '27-01-01', '2027-1-1', 'soon', '2027-13-01']) {
      expect(refuseShowDate(bad, today)).toBe(SHOW_MSG.dateInvalid);
    }
  });
});

describe('refuseShowMove', () => {
  it('lets a request be confirmed or cancelled, and nothing else move', () => {
    expect(refuseShowMove('requested', 'confirmed')).toBeUndefined();
    expect(refuseShowMove('requested', 'cancelled')).toBeUndefined();
    expect(refuseShowMove('confirmed', 'cancelled')).toBeDefined();
    expect(refuseShowMove('cancelled', 'confirmed')).toBeDefined();
    expect(refuseShowMove('confirmed', 'confirmed')).toBeDefined();
  });
});
