import { describe, expect, it } from '@jest/globals';
import { APPROVED_BREEDERS, searchBreeders } from './responsible-breeders.js';

const names = (search: Parameters<typeof searchBreeders>[1]) => searchBreeders(APPROVED_BREEDERS, search).map((b) => b.name);

describe('searchBreeders', () => {
  it('lists every approved breeder when nothing is asked', () => {
    expect(names({})).toHaveLength(APPROVED_BREEDERS.length);
  });
  it('finds by part of the name, ignoring case', () => {
    expect(names({ name: 'ragdoll' })).toEqual(['Fenland Ragdolls']);
  });
  it('finds by breed', () => {
    expect(names({ breed: 'retriever' })).toEqual(['Harbourside Labradors', 'Polderhof Retrievers']);
  });
  it('finds by country, and combines criteria', () => {
    expect(names({ country: 'us' })).toEqual(['Blue Ridge Aussies', 'Desert Sun Bengals']);
    expect(names({ country: 'US', breed: 'bengal' })).toEqual(['Desert Sun Bengals']);
    expect(names({ country: 'GB', name: 'kelpie' })).toEqual([]);
  });
});
