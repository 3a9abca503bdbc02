import { describe, expect, it } from '@jest/globals';
import {
  crossLocus,
  FELINE_ALLELES,
  type FelineGenotypes,
  felineColour,
  kittenColours,
  parseFelineGenotype,
  readFelineGenotypes,
} from './feline-colour.js';
import { add, fraction, toText } from './fraction.js';

const cat = (bcc: string, dilute: string, agouti: string, colourpoint: string): FelineGenotypes => ({
  bcc,
  dilute,
  agouti,
  colourpoint,
});

/** Every genotype of a locus, dominant allele first. */
function genotypesOf(alleles: readonly string[]): string[] {
  return alleles.flatMap((a, i) => alleles.slice(i).map((b) => `${a}/${b}`));
}

describe('feline colour: one cat', () => {
  it.each([
    [cat('B/b', 'D/d', 'A/a', 'C/C'), 'black tabby'],
    [cat('B/B', 'D/D', 'a/a', 'C/cs'), 'black'],
    [cat('b/bl', 'D/d', 'A/a', 'C/cs'), 'chocolate tabby'],
    [cat('B/b', 'd/d', 'a/a', 'cs/cs'), 'blue point'],
    [cat('b/b', 'd/d', 'a/a', 'cs/cs'), 'lilac point'],
    [cat('B/B', 'D/D', 'a/a', 'cb/cs'), 'seal mink'],
    [cat('B/B', 'D/d', 'a/a', 'cb/cb'), 'seal sepia'],
    [cat('B/bl', 'D/D', 'A/A', 'cs/cs'), 'seal tabby point'],
    [cat('bl/bl', 'D/D', 'a/a', 'C/C'), 'cinnamon'],
    [cat('bl/bl', 'd/d', 'a/a', 'C/cb'), 'fawn'],
    [cat('b/b', 'd/d', 'A/a', 'cb/cs'), 'lilac tabby mink'],
  ])('%j is %s', (genotypes, colour) => {
    expect(felineColour(genotypes).colour).toBe(colour);
  });

  it('names every combination of the four loci from dominance alone', () => {
    // B > b > bl gives black, chocolate or cinnamon; d/d dilutes them to blue, lilac, fawn.
    const pigment: Record<string, [string, string]> = {
      B: ['black', 'blue'],
      b: ['chocolate', 'lilac'],
      bl: ['cinnamon', 'fawn'],
    };
    const restriction: Record<string, string> = { 'cb/cb': 'sepia', 'cb/cs': 'mink', 'cs/cs': 'point' };
    let count = 0;
    for (const bcc of genotypesOf(FELINE_ALLELES.bcc))
      for (const dilute of genotypesOf(FELINE_ALLELES.dilute))
        for (const agouti of genotypesOf(FELINE_ALLELES.agouti))
          for (const colourpoint of genotypesOf(FELINE_ALLELES.colourpoint)) {
            const [dense, diluted] = pigment[bcc.split('/')[0] as string] as [string, string];
            const base = dilute === 'd/d' ? diluted : dense;
            const restricted = restriction[colourpoint];
            const shade = restricted && base === 'black' ? 'seal' : base;
            const expected = [shade, agouti.includes('A') ? 'tabby' : '', restricted ?? ''].filter(Boolean).join(' ');
            const answer = felineColour({ bcc, dilute, agouti, colourpoint });
            expect(answer.colour).toBe(expected);
            expect(answer.reasons.map((r) => r.locus)).toEqual(['bcc', 'dilute', 'agouti', 'colourpoint']);
            count += 1;
          }
    expect(count).toBe(6 * 3 * 3 * 6);
  });

  it('says why, locus by locus, including what the cat carries', () => {
    const { reasons } = felineColour(cat('B/b', 'D/d', 'A/a', 'cb/cs'));
    expect(reasons.map((r) => r.text)).toEqual([
      'B (black) is dominant over b and bl: black pigment; carries chocolate.',
      'D keeps the colour dense (not diluted); carries dilute.',
      'A shows the tabby pattern; carries solid.',
      'cb (Burmese) with cs (Siamese): mink (Tonkinese), between sepia and pointed.',
    ]);
    expect(felineColour(cat('b/bl', 'd/d', 'a/a', 'C/C')).reasons[1]?.text).toBe('Two copies of d dilute chocolate to lilac.');
  });

  it('reads genotypes written with superscripts, spaces or in any order, and refuses others', () => {
    expect(parseFelineGenotype('bcc', 'bˡ/b')).toBe('b/bl');
    expect(parseFelineGenotype('colourpoint', 'cˢ / cᵇ')).toBe('cb/cs');
    expect(parseFelineGenotype('dilute', 'd/D')).toBe('D/d');
    expect(parseFelineGenotype('colourpoint', 'c/c')).toBeUndefined();
    expect(parseFelineGenotype('agouti', 'A')).toBeUndefined();
    expect(parseFelineGenotype('bcc', 'BL/b')).toBe('b/bl');
    expect(readFelineGenotypes({ dilute: 'D/x', bcc: 'B/b', agouti: '', colourpoint: 'C/C' }, 'dam.')).toEqual({
      ok: false,
      errors: { 'dam.dilute': 'Enter the D locus as D/D, D/d or d/d', 'dam.agouti': 'Enter the A locus as A/A, A/a or a/a' },
    });
  });
});

describe('feline colour: a litter', () => {
  it('crosses one locus by its Punnett square', () => {
    const order = ['D/D', 'D/d', 'd/d'];
    const dilute = crossLocus('dilute', 'D/d', 'D/d').sort((a, b) => order.indexOf(a.genotype) - order.indexOf(b.genotype));
    expect(dilute.map((o) => [o.genotype, toText(o.p)])).toEqual([
      ['D/D', '1/4'],
      ['D/d', '1/2'],
      ['d/d', '1/4'],
    ]);
    expect(crossLocus('colourpoint', 'cb/cb', 'cs/cs').map((o) => [o.genotype, toText(o.p)])).toEqual([['cb/cs', '1']]);
  });

  it('gives the 9:3:3:1 ratio for two black cats carrying chocolate and dilute', () => {
    const both = cat('B/b', 'D/d', 'a/a', 'C/C');
    expect(kittenColours(both, both).kittens).toEqual([
      { colour: 'black', percent: 56.25, fraction: '9/16' },
      { colour: 'blue', percent: 18.75, fraction: '3/16' },
      { colour: 'chocolate', percent: 18.75, fraction: '3/16' },
      { colour: 'lilac', percent: 6.25, fraction: '1/16' },
    ]);
  });

  it('gives one pointed kitten in four from two full-colour cats carrying cs, and all mink from sepia × point', () => {
    expect(kittenColours(cat('B/B', 'D/D', 'a/a', 'C/cs'), cat('B/B', 'D/D', 'a/a', 'C/cs')).kittens).toEqual([
      { colour: 'black', percent: 75, fraction: '3/4' },
      { colour: 'seal point', percent: 25, fraction: '1/4' },
    ]);
    expect(kittenColours(cat('B/B', 'D/D', 'a/a', 'cb/cb'), cat('B/b', 'd/d', 'a/a', 'cs/cs')).kittens).toEqual([
      { colour: 'seal mink', percent: 100, fraction: '1' },
    ]);
  });

  it('shares out the whole litter across many colours', () => {
    const litter = kittenColours(cat('b/bl', 'D/d', 'A/a', 'C/cs'), cat('B/bl', 'd/d', 'A/a', 'cb/cs')).kittens;
    const shares = litter.map((k) => k.fraction.split('/').map(BigInt) as [bigint, bigint]);
    expect(toText(shares.reduce((total, [n, d]) => add(total, fraction(n, d)), fraction(0)))).toBe('1');
    expect(litter.reduce((total, k) => total + k.percent, 0)).toBeCloseTo(100, 2);
    expect(litter.map((k) => k.colour)).toContain('fawn point');
  });
});
