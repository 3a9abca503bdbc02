import { describe, expect, it } from '@jest/globals';
import { SimilarityScratch, TrigramDictionary, wordSimilarity } from './trigrams.js';

/** `word_similarity(search, text)` as pg_trgm 1.6 on PostgreSQL 15 answers it (values read from the database). */
const POSTGRES: [string, string, number][] = [
  ['word', 'two words', 0.8],
  ['labardor', 'full breed profile labrador retriever', 0.3846154],
  ['myelopathi', 'degenerative myelopathy (dm) sod1 all breeds', 0.8181818],
  ['retrevier', 'golden retriever', 0.4],
  ['collie eye', 'collie eye anomaly (cea) nhej1 border collie', 1],
  ['hcm', 'hypertrophic cardiomyopathy (hcm) mybpc3 maine coon', 1],
  ['zzzqqqxxx', 'copper toxicosis', 0],
  ['a', 'a b c a', 1],
  ['dilution', 'd locus (dilution) mlph all breeds', 1],
  ['mye lop', 'degenerative myelopathy', 0.4],
];

describe('wordSimilarity', () => {
  it.each(POSTGRES)('word_similarity(%j, %j) = %d, as in PostgreSQL', (search, text, expected) => {
    const dictionary = new TrigramDictionary();
    const indexed = dictionary.sequence(text);
    expect(wordSimilarity(dictionary.distinct(search), indexed, new SimilarityScratch(dictionary))).toBeCloseTo(expected, 6);
  });

  it.each(POSTGRES)(
    'stopped at the 0.35 threshold, word_similarity(%j, %j) reaches it exactly when PostgreSQL says',
    (search, text, expected) => {
      const dictionary = new TrigramDictionary();
      const indexed = dictionary.sequence(text);
      const stopped = wordSimilarity(dictionary.distinct(search), indexed, new SimilarityScratch(dictionary), 0.35);
      expect(stopped >= 0.35).toBe(expected >= 0.35);
    },
  );

  it('counts a search trigram that no indexed text has, without adding it to the dictionary', () => {
    const dictionary = new TrigramDictionary();
    const indexed = dictionary.sequence('labrador');
    const first = dictionary.distinct('labxyz');
    expect(first.filter((id) => id < 0).length).toBeGreaterThan(0);
    expect(Array.from(dictionary.distinct('labxyz'))).toEqual(Array.from(first));
    expect(wordSimilarity(first, indexed, new SimilarityScratch(dictionary))).toBeCloseTo(0.4285714, 6);
  });
});

describe('TrigramDictionary.interior', () => {
  it('gives the trigrams inside the words, which any text containing the search has', () => {
    const dictionary = new TrigramDictionary();
    const text = dictionary.sequence('collie eye anomaly');
    const interior = dictionary.interior('llie ey');
    expect(interior).toHaveLength(2); // lli and lie; "ey" has none
    expect(Array.from(interior ?? []).every((id) => text.includes(id))).toBe(true);
    expect(dictionary.interior('ab')).toHaveLength(0);
  });

  it('is undefined when no indexed text has one of them (nothing can contain the search)', () => {
    const dictionary = new TrigramDictionary();
    dictionary.sequence('labrador');
    expect(dictionary.interior('labx')).toBeUndefined();
  });
});
