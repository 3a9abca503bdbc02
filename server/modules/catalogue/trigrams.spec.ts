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

  it('counts a search trigram that no indexed text has, without adding it to the dictionary', () => {
    const dictionary = new TrigramDictionary();
    const indexed = dictionary.sequence('labrador');
    const first = dictionary.distinct('labxyz');
    expect(first.filter((id) => id < 0).length).toBeGreaterThan(0);
    expect(Array.from(dictionary.distinct('labxyz'))).toEqual(Array.from(first));
    expect(wordSimilarity(first, indexed, new SimilarityScratch(dictionary))).toBeCloseTo(0.4285714, 6);
  });
});
