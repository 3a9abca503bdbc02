import { describe, expect, it } from '@jest/globals';
import { isNominationId, kindOfQualification, likePattern, placeTerms } from './agents.rules.js';

describe('placeTerms', () => {
  it('splits a place into lower-case words, commas and spaces alike', () => {
    expect(placeTerms('Ballarat, VIC')).toEqual(['ballarat', 'vic']);
    expect(placeTerms('  3550 ')).toEqual(['3550']);
    expect(placeTerms(undefined)).toEqual([]);
    expect(placeTerms(' , ')).toEqual([]);
  });

  it('keeps at most five words', () => {
    expect(placeTerms('a b c d e f g')).toHaveLength(5);
  });
});

describe('likePattern', () => {
  it('matches the term literally, wildcards included', () => {
    expect(likePattern('north')).toBe('%north%');
    expect(likePattern('50%_off')).toBe('%50\\%\\_off%');
  });
});

describe('kindOfQualification', () => {
  it('maps the nomination form qualifications to agent kinds', () => {
    expect(kindOfQualification('Veterinarian')).toBe('vet_clinic');
    expect(kindOfQualification(' veterinary nurse ')).toBe('vet_nurse');
    expect(kindOfQualification('Breed club official')).toBe('club_official');
    expect(kindOfQualification('Other trained person')).toBe('trained_agent');
    expect(kindOfQualification(null)).toBe('trained_agent');
  });
});

describe('isNominationId', () => {
  it('takes a uuid only', () => {
    expect(isNominationId('0b7e9a52-3c1d-4f5e-8a9b-1c2d3e4f5a6b')).toBe(true);
    expect(isNominationId('12')).toBe(false);
    expect(isNominationId("0b7e9a52-3c1d-4f5e-8a9b-1c2d3e4f5a6b' or 1=1")).toBe(false);
  });
});
