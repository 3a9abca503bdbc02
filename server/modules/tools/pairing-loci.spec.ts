import { describe, expect, it } from '@jest/globals';
import { FieldErrors } from '../../common/app-error.js';
import type { PublishedResult } from '../kits/kits.service.js';
import { coloursOf, lociOfPair, readExplicitLoci } from './pairing-loci.js';

const result = (testId: number, testName: string, inheritance: string | null, genotype: string, kind = 'd'): PublishedResult => ({
  testId,
  testName,
  gene: null,
  inheritance,
  kind,
  genotype,
});

describe('a pair’s published results as the planner’s loci', () => {
  it('reads disease loci by their catalogue mode, and a male’s X-linked N/N or m/m as N/Y or m/Y', () => {
    const { loci } = lociOfPair(
      [result(1, 'PRA', 'AR', 'N/m'), result(2, 'XLPRA', 'XR', 'N/m'), result(3, 'PKD', 'AD', 'N/N')],
      [result(1, 'PRA', 'AR', 'N/N'), result(2, 'XLPRA', 'XR', 'm/m'), result(4, 'EIC', 'AR', 'N/m')],
    );
    expect(loci).toEqual([
      { test: 'PRA', gene: null, strategyType: 'recessive', dam: 'N/m', sire: 'N/N' },
      { test: 'XLPRA', gene: null, strategyType: 'x-linked', dam: 'N/m', sire: 'm/Y' },
      { test: 'PKD', gene: null, strategyType: 'dominant', dam: 'N/N', sire: null },
      { test: 'EIC', gene: null, strategyType: 'recessive', dam: null, sire: 'N/m' },
    ]);
  });

  it('counts a result that cannot belong to the parent as untested, never as a guess', () => {
    const { loci } = lociOfPair([result(2, 'XLPRA', 'XR', 'N/Y')], [result(2, 'XLPRA', 'XR', 'N/m')]);
    expect(loci).toEqual([{ test: 'XLPRA', gene: null, strategyType: 'x-linked', dam: null, sire: null }]);
  });

  it('keeps traits apart, and leaves DNA profiles out', () => {
    const { loci, traits } = lociOfPair(
      [result(5, 'B Locus (Brown)', 'AR', 'B/b', 't'), result(6, 'DNA profile', 'STR', 'on file', 'dna')],
      [result(5, 'B Locus (Brown)', 'AR', 'b/b', 't')],
    );
    expect(loci).toEqual([]);
    expect(traits).toEqual([{ test: 'B Locus (Brown)', gene: null, dam: 'B/b', sire: 'b/b' }]);
  });

  it('finds a cat’s four colour loci, or nothing when one is missing', () => {
    const cat = [
      result(7, 'D Locus (Dilution)', 'AR', 'd/D', 't'),
      result(8, 'B Locus (Chocolate and Cinnamon)', 'AR', 'b/bl', 't'),
      result(9, 'A Locus (Agouti)', 'AR', 'a/a', 't'),
      result(10, 'Burmese Sepia', 'CD', 'cb/cs', 't'),
    ];
    expect(coloursOf(cat)).toEqual({ dilute: 'D/d', bcc: 'b/bl', agouti: 'a/a', colourpoint: 'cb/cs' });
    expect(coloursOf(cat.slice(1))).toBeUndefined();
  });
});

describe('explicit loci', () => {
  it('treats an empty result as untested and names each wrong field', () => {
    expect(readExplicitLoci([{ test: ' PRA ', strategy_type: 'recessive', dam: 'n/m', sire: '' }])).toEqual([
      { test: 'PRA', strategyType: 'recessive', dam: 'N/m', sire: null },
    ]);
    try {
      readExplicitLoci([{ test: 'XL', strategy_type: 'x-linked', dam: 'N/m', sire: 'N/m' }]);
      throw new Error('accepted');
    } catch (error) {
      expect(error).toBeInstanceOf(FieldErrors);
      expect((error as FieldErrors).errors).toEqual({ 'loci.0.sire': 'A male has one X chromosome: enter N/Y or m/Y' });
    }
    expect(() => readExplicitLoci([])).toThrow(FieldErrors);
  });
});
