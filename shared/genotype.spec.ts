import { describe, expect, it } from '@jest/globals';
import { interpret, normaliseGenotype, parseStrCall } from './genotype.js';

const AR = { inheritance: 'AR', kind: 'd' };
const ARIP = { inheritance: 'ARIP', kind: 'd' };
const AD = { inheritance: 'AD', kind: 'd' };
const TRAIT = { inheritance: 'AR', kind: 't' };

describe('reading a genotype', () => {
  it('reads recessive results as Normal/Clear, Carrier and At risk/Affected', () => {
    expect(interpret('N/N', AR).label).toBe('Normal/Clear');
    expect(interpret('N/m', AR)).toMatchObject({ call: 'carrier', label: 'Carrier' });
    expect(interpret('N/m', AR).breeding).toMatch(/25%/);
    expect(interpret('m/m', AR)).toMatchObject({ call: 'at_risk', label: 'At risk/Affected' });
  });

  it('says that incomplete penetrance means at risk, not certain disease', () => {
    expect(interpret('m/m', ARIP).meaning).toMatch(/incomplete penetrance/);
    expect(interpret('m/m', AR).meaning).not.toMatch(/incomplete penetrance/);
  });

  it('treats one copy of a dominant variant as at risk', () => {
    expect(interpret('N/m', AD).call).toBe('at_risk');
    expect(interpret('N/N', AD).call).toBe('clear');
  });

  it('reports the alleles found for a trait locus', () => {
    expect(interpret('b/b', TRAIT)).toMatchObject({ call: 'alleles', label: 'b/b' });
    expect(interpret('D/d', TRAIT).meaning).toBe('Alleles found: D and d.');
  });

  it('normalises the ways labs write genotypes and refuses nonsense', () => {
    expect(normaliseGenotype('n/m', AR)).toBe('N/m');
    expect(normaliseGenotype('M/N', AR)).toBe('N/m');
    expect(normaliseGenotype(' m / m ', AR)).toBe('m/m');
    expect(normaliseGenotype('N/Y', AR)).toBeUndefined();
    expect(normaliseGenotype('N/Y', { inheritance: 'XR' })).toBe('N/Y');
    expect(normaliseGenotype('clear', AR)).toBeUndefined();
    expect(normaliseGenotype('ky/ky', TRAIT)).toBe('ky/ky');
    expect(normaliseGenotype('kyky', TRAIT)).toBeUndefined();
  });

  it('parses STR calls as sorted allele sizes, and amelogenin as X/Y', () => {
    expect(parseStrCall('AHT121', '104/98')).toEqual([98, 104]);
    expect(parseStrCall('AMEL', 'X/Y')).toEqual(['X', 'Y']);
    expect(parseStrCall('AHT121', 'X/Y')).toBeUndefined();
  });
});
