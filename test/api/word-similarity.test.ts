import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../server/db/database.js';
import { SimilarityScratch, TrigramDictionary, wordSimilarity } from '../../server/modules/catalogue/trigrams.js';
import { openTestDatabase } from './support/test-app.js';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** Texts as visitors type them: prefixes, whole words, several words, typos, letters repeated, no match. */
const SEARCHES = [
  'lab',
  'labr',
  'labrador',
  'labardor',
  'retr',
  'retrevier',
  'golden retriever',
  'pro',
  'progressive retinal',
  'full breed pro',
  'full breed profile',
  'maine c',
  'maine coon',
  'coat colour',
  'colour coat',
  'deg',
  'degenerative myelopathy',
  'myelopathi',
  'mye lop',
  'cyst',
  'cystinuria',
  'sod1',
  'hcm',
  'dm',
  'von willebrand',
  'willebrand von',
  'exercise induced',
  'ataxia',
  'cataract',
  'glycogen',
  'collie eye',
  'eye collie eye',
  'aaa',
  'a b c',
  'copper',
  'brachyury',
  'zzzqqqxxx',
];

describe('wordSimilarity in the process (decision 1101)', () => {
  it("answers as pg_trgm's word_similarity for every product's name and search text", async () => {
    const searches = sql.join(
      SEARCHES.map((search) => sql`${search}`),
      sql`, `,
    );
    const rows = await rowsOf<{ search: string; name: string; text: string; by_name: number; by_text: number }>(
      database.db,
      sql`SELECT s.search, lower(p.name) AS name, p.search_text AS text,
            word_similarity(s.search, lower(p.name)) AS by_name, word_similarity(s.search, p.search_text) AS by_text
          FROM products p CROSS JOIN unnest(ARRAY[${searches}]::text[]) AS s(search)
          ORDER BY s.search, p.id`,
    );
    expect(rows.length).toBeGreaterThan(SEARCHES.length * 300);
    const dictionary = new TrigramDictionary();
    const texts = new Map<string, Int32Array>();
    const sequence = (text: string) => {
      let indexed = texts.get(text);
      if (!indexed) {
        indexed = dictionary.sequence(text);
        texts.set(text, indexed);
      }
      return indexed;
    };
    for (const row of rows) {
      sequence(row.name);
      sequence(row.text);
    }
    const scratch = new SimilarityScratch(dictionary);
    const differ: string[] = [];
    let matched = 0;
    for (const row of rows) {
      const search = dictionary.distinct(row.search);
      for (const [text, expected] of [
        [row.name, row.by_name],
        [row.text, row.by_text],
      ] as const) {
        const ours = wordSimilarity(search, sequence(text), scratch);
        if (ours !== Math.fround(Number(expected))) differ.push(`${row.search} | ${text}: ${ours} ≠ ${expected}`);
        if (ours >= 0.35) matched++;
      }
    }
    expect(differ).toEqual([]);
    expect(matched).toBeGreaterThan(1000); // the searches find things, not only zeros
  });
});
