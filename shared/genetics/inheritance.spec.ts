import { describe, expect, it } from '@jest/globals';
import { describeLocus, parseGenotype, readBreedingQuery, STRATEGY_TYPES, type StrategyType } from './inheritance.js';

/** Textbook Punnett squares of an autosomal locus: offspring N/N, N/m, m/m in percent. */
const AUTOSOMAL: Record<string, [number, number, number]> = {
  'N/N × N/N': [100, 0, 0],
  'N/N × N/m': [50, 50, 0],
  'N/N × m/m': [0, 100, 0],
  'N/m × N/N': [50, 50, 0],
  'N/m × N/m': [25, 50, 25],
  'N/m × m/m': [0, 50, 50],
  'm/m × N/N': [0, 100, 0],
  'm/m × N/m': [0, 50, 50],
  'm/m × m/m': [0, 0, 100],
};

/** Textbook X-linked squares: daughters N/N, N/m, m/m and sons N/Y, m/Y, each in percent of their sex. */
const X_LINKED: Record<string, { daughters: [number, number, number]; sons: [number, number] }> = {
  'N/N × N/Y': { daughters: [100, 0, 0], sons: [100, 0] },
  'N/N × m/Y': { daughters: [0, 100, 0], sons: [100, 0] },
  'N/m × N/Y': { daughters: [50, 50, 0], sons: [50, 50] },
  'N/m × m/Y': { daughters: [0, 50, 50], sons: [50, 50] },
  'm/m × N/Y': { daughters: [0, 100, 0], sons: [0, 100] },
  'm/m × m/Y': { daughters: [0, 0, 100], sons: [0, 100] },
};

const AUTOSOMAL_MODES: StrategyType[] = [
  'recessive',
  'recessive-incomplete-penetrance',
  'dominant',
  'dominant-incomplete-penetrance',
  'codominant',
];
const pairs = (table: object) => Object.keys(table).map((key) => key.split(' × ') as [string, string]);

describe('breeding strategy: one locus', () => {
  it('covers every mode the catalogue uses', () => {
    expect([...AUTOSOMAL_MODES, 'x-linked', 'x-linked-dominant'].sort()).toEqual([...STRATEGY_TYPES].sort());
  });

  for (const mode of AUTOSOMAL_MODES) {
    const recessive = mode.startsWith('recessive');
    describe(mode, () => {
      it.each(pairs(AUTOSOMAL))('%s × %s matches the Punnett square', (dam, sire) => {
        const [nn, nm, mm] = AUTOSOMAL[`${dam} × ${sire}`] as [number, number, number];
        const odds = describeLocus(mode, dam, sire);
        expect(odds.genotypes.filter((g) => g.percent > 0)).toEqual(
          [
            { genotype: 'N/N', percent: nn },
            { genotype: 'N/m', percent: nm },
            { genotype: 'm/m', percent: mm },
          ].filter((g) => g.percent > 0),
        );
        // Recessive: one copy makes a healthy carrier. Dominant and codominant: one copy is enough to be affected.
        expect({ clear: odds.clear, carrier: odds.carrier, affected: odds.affected }).toEqual(
          recessive ? { clear: nn, carrier: nm, affected: mm } : { clear: nn, carrier: 0, affected: nm + mm },
        );
        expect(odds.clear + odds.carrier + odds.affected).toBe(100);
        expect(odds.females).toBeUndefined();
        expect(odds.risk).toBe(odds.affected > 0 ? 'affected' : odds.carrier > 0 ? 'carriers' : 'none');
      });
    });
  }

  for (const mode of ['x-linked', 'x-linked-dominant'] as const) {
    describe(mode, () => {
      it.each(pairs(X_LINKED))('%s × %s matches the Punnett square for daughters and sons', (dam, sire) => {
        const { daughters, sons } = X_LINKED[`${dam} × ${sire}`] as (typeof X_LINKED)[string];
        const [nn, nm, mm] = daughters;
        const odds = describeLocus(mode, dam, sire);
        const females =
          mode === 'x-linked' ? { clear: nn, carrier: nm, affected: mm } : { clear: nn, carrier: 0, affected: nm + mm };
        const males = { clear: sons[0], carrier: 0, affected: sons[1] };
        expect(odds.females).toEqual(females);
        expect(odds.males).toEqual(males);
        // Sons and daughters equally likely: the overall figure is their mean.
        expect(odds.clear).toBe((females.clear + males.clear) / 2);
        expect(odds.carrier).toBe((females.carrier + males.carrier) / 2);
        expect(odds.affected).toBe((females.affected + males.affected) / 2);
        expect(odds.genotypes.reduce((total, g) => total + g.percent, 0)).toBe(100);
        expect(odds.genotypes.every((g) => (g.sex === 'male') === g.genotype.endsWith('/Y'))).toBe(true);
      });
    });
  }

  it('says two carriers give one offspring in four affected, and advises a clear partner', () => {
    const odds = describeLocus('recessive', 'N/m', 'N/m');
    expect(odds.verdict).toBe('Two carriers: one in four of the offspring affected (25%), and half carriers (50%).');
    expect(odds.advice).toMatch(/^Pair a carrier with a clear \(N\/N\) partner instead: no offspring is affected/);
  });

  it('says a carrier bred to a clear has no affected offspring', () => {
    const odds = describeLocus('recessive', 'N/N', 'N/m');
    expect(odds.verdict).toBe('A clear dam and a carrier sire: no offspring affected; half carriers (50%).');
    expect(odds.risk).toBe('carriers');
  });

  it('speaks of risk, not certainty, under incomplete penetrance', () => {
    const odds = describeLocus('recessive-incomplete-penetrance', 'm/m', 'N/m');
    expect(odds.verdict).toMatch(/half of the offspring at risk \(50%\)/);
    expect(odds.advice).toMatch(/may never show the disease/);
  });

  it('explains a dominant variant needs one copy', () => {
    expect(describeLocus('dominant', 'N/m', 'N/N').verdict).toMatch(
      /half of the offspring affected \(50%\).*One copy of the variant is enough/,
    );
  });

  it('explains an X-linked carrier dam by sex', () => {
    const odds = describeLocus('x-linked', 'N/m', 'N/Y');
    expect(odds.verdict).toBe('A carrier dam and a clear sire: daughters half carriers (50%); sons half affected (50%).');
  });
});

describe('reading the results typed in', () => {
  it('forgives case, spaces and allele order', () => {
    expect(parseGenotype(' n / M ', 'recessive', 'dam')).toEqual({ ok: true, value: 'N/m' });
    expect(parseGenotype('m/N', 'dominant', 'sire')).toEqual({ ok: true, value: 'N/m' });
    expect(parseGenotype('m/y', 'x-linked', 'sire')).toEqual({ ok: true, value: 'm/Y' });
  });

  it('refuses what cannot be a result, with the field it belongs to', () => {
    expect(readBreedingQuery({ strategy_type: 'sideways', dam_genetic_result: 'N/m', sire_genetic_result: '' })).toEqual({
      ok: false,
      errors: {
        strategy_type:
          'Choose one of: recessive, recessive-incomplete-penetrance, dominant, dominant-incomplete-penetrance, codominant, x-linked, x-linked-dominant',
        sire_genetic_result: 'Enter the result, e.g. N/m',
      },
    });
    expect(readBreedingQuery({ strategy_type: 'recessive', dam_genetic_result: 'B/b', sire_genetic_result: 'N/Y' })).toEqual({
      ok: false,
      errors: {
        dam_genetic_result: 'Enter a result written N/N, N/m or m/m',
        sire_genetic_result: 'Enter a result written N/N, N/m or m/m',
      },
    });
    expect(readBreedingQuery({ strategy_type: 'x-linked', dam_genetic_result: 'N/Y', sire_genetic_result: 'N/N' })).toEqual({
      ok: false,
      errors: {
        dam_genetic_result: 'A female has two X chromosomes: enter N/N, N/m or m/m',
        sire_genetic_result: 'A male has one X chromosome: enter N/Y or m/Y',
      },
    });
  });
});
