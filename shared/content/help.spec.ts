import { describe, expect, it } from '@jest/globals';
import { FAQ_GROUPS, searchFaqs } from './help.js';

describe('searchFaqs', () => {
  it('keeps every group for an empty query', () => {
    expect(searchFaqs(FAQ_GROUPS, '  ')).toEqual(FAQ_GROUPS);
  });
  it('keeps only questions containing every word, in question or answer', () => {
    const found = searchFaqs(FAQ_GROUPS, 'Carrier breed');
    expect(found.map((g) => g.topic)).toEqual(['Results']);
    expect(found[0]?.faqs.map((f) => f.question)).toEqual(['My animal is a carrier. Can I breed from it?']);
  });
  it('answers nothing when no question matches', () => {
    expect(searchFaqs(FAQ_GROUPS, 'xylophone')).toEqual([]);
  });
});
