import { describe, expect, it } from '@jest/globals';
import { interpret } from './genotype.js';
import { coatMeaning, groupResults, readResult, resultsSummary, traitInheritance } from './results-reading.js';

const health = (testName: string, genotype: string) => ({
  testName,
  genotype,
  call: interpret(genotype, { inheritance: 'AR', kind: 'd' }).call,
});
const trait = (testName: string, genotype: string) => ({ testName, genotype, call: 'alleles' as const });

describe('results wording', () => {
  it('sums up a sample in one line a breeder reads at a glance, worst first', () => {
    const bonnie = [
      health('Progressive Rod-Cone Degeneration (PRA-prcd)', 'N/m'),
      health('Degenerative Myelopathy (DM)', 'N/N'),
      health('Exercise-Induced Collapse (EIC)', 'N/N'),
      health('Hyperuricosuria (HUU)', 'N/N'),
      trait('B Locus (Brown)', 'B/b'),
      trait('E Locus (Yellow/Red)', 'e/e'),
    ];
    expect(resultsSummary(bonnie)).toBe('6 tests: 1 carrier, 3 clear, 2 traits');
    expect(resultsSummary(bonnie.slice(0, 2), { dnaProfile: true })).toBe('2 tests: 1 carrier, 1 clear, DNA profile on file');
    expect(resultsSummary([health('DM', 'm/m'), health('PRA', 'N/N')], { pending: 1 })).toBe(
      '2 tests: 1 at risk, 1 clear; 1 test awaiting results',
    );
    expect(resultsSummary([], { pending: 2 })).toBe('2 tests awaiting results');
    expect(resultsSummary([])).toBe('No results yet');
  });

  it('groups health results (worst first) before traits', () => {
    const groups = groupResults([trait('B Locus (Brown)', 'b/b'), health('DM', 'N/N'), health('PRA', 'N/m')]);
    expect(groups.map((g) => [g.group, g.results.map((r) => r.testName)])).toEqual([
      ['health', ['PRA', 'DM']],
      ['traits', ['B Locus (Brown)']],
    ]);
  });

  it('says what a carrier means for the animal and for breeding', () => {
    const reading = readResult(health('PRA', 'N/m'));
    expect(reading).toMatchObject({ group: 'health', status: 'carrier', headline: 'Carrier' });
    expect(reading.forAnimal).toMatch(/^Healthy/);
    expect(reading.forBreeding).toBe('Pair only with a clear: then no offspring is affected.');
    expect(readResult(health('DM', 'm/m')).status).toBe('at_risk');
    expect(readResult(health('DM', 'N/N')).forBreeding).toBe('Can be paired with any animal for this test.');
  });

  it('says what a trait genotype gives the coat instead of repeating the genotype', () => {
    expect(coatMeaning('B Locus (Brown)', 'b/b')).toBe('b/b: chocolate (liver): brown pigment instead of black');
    expect(coatMeaning('B Locus (Brown)', 'B/b')).toBe('B/b: black pigment; carries chocolate (b)');
    expect(coatMeaning('E Locus (Yellow/Red)', 'e/e')).toMatch(/^e\/e: yellow, red or cream coat/);
    expect(coatMeaning('D Locus (Dilution)', 'd/d')).toMatch(/^d\/d: dilute/);
    expect(coatMeaning('Long Hair (L Locus)', 'L/l')).toBe('L/l: short hair; carries long hair (l)');
    expect(coatMeaning('Colourpoint (Siamese)', 'cs/cs', 'feline')).toMatch(/^cs\/cs: pointed/);
    expect(coatMeaning('B Locus (Chocolate and Cinnamon)', 'bˡ/bˡ', 'feline')).toBe('bˡ/bˡ: cinnamon');
    expect(coatMeaning('Natural Bobtail', 'N/m')).toBe('N/m: one copy of the Natural Bobtail variant');
    const reading = readResult(trait('B Locus (Brown)', 'b/b'));
    expect(reading).toMatchObject({ group: 'traits', status: 'trait' });
    expect(reading.headline).not.toBe('b/b');
  });

  it('never writes "one of e or e": a homozygous locus passes its one allele', () => {
    expect(traitInheritance('e/e')).toBe('Passes e to every offspring.');
    expect(traitInheritance('B/b')).toBe('Passes B or b to each offspring, each with a 50% chance.');
    expect(interpret('e/e', { inheritance: 'AR', kind: 't' }).breeding).toBe('Passes e to every offspring.');
    expect(interpret('e/e', { inheritance: 'AR', kind: 't' }).meaning).not.toMatch(/e and e/);
  });
});
