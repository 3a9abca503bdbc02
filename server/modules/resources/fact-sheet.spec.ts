import { describe, expect, it } from '@jest/globals';
import type { FactSheetFacts } from '../catalogue/catalogue-lookup.service.js';
import { factSheetOf } from './fact-sheet.js';

const facts = (over: Partial<FactSheetFacts>): FactSheetFacts => ({
  id: 1,
  name: 'Test',
  species: 'canine',
  kind: 'd',
  gene: 'GENE',
  inheritance: 'AR',
  condition: null,
  description: 'What it is.',
  breeds: [],
  ...over,
});

describe('fact sheet', () => {
  it('lists the three results of a recessive test with the carrier advice', () => {
    const sheet = factSheetOf(facts({}));
    expect(sheet.inheritance).toBe('Autosomal recessive');
    expect(sheet.results.map((r) => r.label)).toEqual(['Normal/Clear', 'Carrier', 'At risk/Affected']);
    expect(sheet.advice).toContain('25% risk');
  });

  it('reads one copy of a dominant variant as at risk', () => {
    const sheet = factSheetOf(facts({ inheritance: 'AD', species: 'feline' }));
    expect(sheet.results.find((r) => r.genotype === 'N/m')?.label).toBe('At risk/Affected');
    expect(sheet.advice).toContain('One copy of the variant is enough');
  });

  it('adds the hemizygous male results to an X-linked test', () => {
    expect(factSheetOf(facts({ inheritance: 'XR' })).results.map((r) => r.genotype)).toEqual(['N/N', 'N/m', 'm/m', 'N/Y', 'm/Y']);
  });

  it('explains a trait by its alleles rather than listing disease results', () => {
    const sheet = factSheetOf(facts({ kind: 't', inheritance: 'MULTI' }));
    expect(sheet.kind).toBe('trait');
    expect(sheet.results).toEqual([]);
    expect(sheet.advice).toContain('two alleles');
  });
});
