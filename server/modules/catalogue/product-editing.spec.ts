import { describe, expect, it } from '@jest/globals';
import { breedLinksOf, derivedColumns, productFieldErrors, searchTextOf } from './product-editing.js';

describe('product editing rules', () => {
  it('derives the type, store group, test category and tag from the kind and category as the data files do', () => {
    expect(derivedColumns({ kind: 'd', categoryId: 1 })).toEqual({
      typeId: 2,
      storeGroup: 4,
      testCategory: 'Genetic Diseases',
      tags: ['Disease'],
    });
    expect(derivedColumns({ kind: 't', categoryId: 14 })).toMatchObject({
      typeId: 1,
      testCategory: 'Genetic Traits',
      tags: ['Trait'],
    });
    expect(derivedColumns({ kind: 'nsat', categoryId: 50 }).typeId).toBe(7);
    expect(derivedColumns({ kind: 'nsat', categoryId: 34 }).typeId).toBe(6);
    expect(derivedColumns({ kind: 'vet', categoryId: 21 })).toEqual({
      typeId: 4,
      storeGroup: null,
      testCategory: null,
      tags: [],
    });
  });

  it('links a product with no chosen breed to its species’ all-breeds row, and a product of no species to none', () => {
    expect(breedLinksOf('canine', [])).toEqual([3]);
    expect(breedLinksOf('feline', [])).toEqual([4]);
    expect(breedLinksOf('canine', [12, 12, 40])).toEqual([12, 40]);
    expect(breedLinksOf(null, [12])).toEqual([]);
  });

  it('searches the name, gene and breed names in lower case', () => {
    expect(searchTextOf({ name: 'Copper Toxicosis', gene: 'COMMD1' }, ['Bedlington Terrier'])).toBe(
      'copper toxicosis commd1 bedlington terrier',
    );
    expect(searchTextOf({ name: 'Swab Kit', gene: null }, [])).toBe('swab kit');
  });

  it('refuses a category of the other species and breeds of another species', () => {
    const breeds = [
      { id: 12, species: 'canine' },
      { id: 600, species: 'feline' },
    ];
    expect(productFieldErrors({ categoryId: 1, species: 'canine', breedIds: [12] }, breeds)).toEqual({});
    expect(productFieldErrors({ categoryId: 7, species: 'canine', breedIds: [600] }, breeds)).toEqual({
      categoryId: 'This category is for the other species',
      breedIds: 'Choose breeds of the product’s species',
    });
    expect(productFieldErrors({ categoryId: 20, species: null, breedIds: [] }, breeds)).toEqual({});
    expect(productFieldErrors({ categoryId: 1, species: 'canine', breedIds: [999] }, breeds)).toEqual({
      breedIds: 'Choose breeds of the product’s species',
    });
  });
});
