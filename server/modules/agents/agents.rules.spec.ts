import { describe, expect, it } from '@jest/globals';
import { likePattern, placeTerms } from './agents.rules.js';

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
