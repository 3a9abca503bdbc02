import { describe, expect, it } from '@jest/globals';
import { crossAlleles, type DiseaseLocusInput, planPairing } from './pairing.js';

const locus = (
  test: string,
  dam: string | null,
  sire: string | null,
  strategyType: DiseaseLocusInput['strategyType'] = 'recessive',
) => ({
  test,
  strategyType,
  dam,
  sire,
});

describe('litter planner: several loci', () => {
  it('multiplies independent loci: two carrier × carrier loci give 1/16 clear and 7/16 affected', () => {
    const plan = planPairing({ loci: [locus('PRA-prcd', 'N/m', 'N/m'), locus('DM', 'N/m', 'N/m')] });
    expect(plan).toMatchObject({ clearAtAll: 6.25, affectedAtAny: 43.75, exact: { clearAtAll: '1/16', affectedAtAny: '7/16' } });
    expect(plan.loci.map((l) => [l.test, l.affected])).toEqual([
      ['DM', 25],
      ['PRA-prcd', 25],
    ]);
  });

  it('combines modes: a recessive carrier × clear and a dominant N/m × N/N', () => {
    const plan = planPairing({ loci: [locus('HUU', 'N/m', 'N/N'), locus('PKD', 'N/m', 'N/N', 'dominant')] });
    expect(plan).toMatchObject({ clearAtAll: 25, affectedAtAny: 50 });
    expect(plan.loci[0]).toMatchObject({ test: 'PKD', risk: 'affected' });
    expect(plan.loci[1]).toMatchObject({ test: 'HUU', risk: 'carriers' });
    expect(plan.verdict).toBe(
      '50% of the offspring are expected to be affected by at least one condition (PKD); 25% are clear at every locus tested on both parents.',
    );
  });

  it('stays exact past floating point: 30 carrier × carrier loci', () => {
    const loci = Array.from({ length: 30 }, (_, i) => locus(`Test ${i}`, 'N/m', 'N/m'));
    const plan = planPairing({ loci });
    const four = 4n ** 30n;
    expect(plan.exact).toEqual({ clearAtAll: `1/${four}`, affectedAtAny: `${four - 3n ** 30n}/${four}` });
    expect(plan.clearAtAll).toBe(0);
    expect(plan.affectedAtAny).toBe(99.9821);
  });

  it('takes X-linked loci per sex: two X-linked carrier loci affect 3/4 of sons and no daughter', () => {
    const plan = planPairing({
      loci: [locus('XLPRA1', 'N/m', 'N/Y', 'x-linked'), locus('Haemophilia B', 'N/m', 'N/Y', 'x-linked')],
    });
    expect(plan.females).toEqual({ clearAtAll: 25, affectedAtAny: 0 });
    expect(plan.males).toEqual({ clearAtAll: 25, affectedAtAny: 75 });
    // 3/8 overall, not the 7/16 that multiplying the loci's overall odds would wrongly give.
    expect(plan).toMatchObject({ clearAtAll: 25, affectedAtAny: 37.5, exact: { affectedAtAny: '3/8' } });
  });

  it('lists loci tested on one parent only as unknown and leaves them out of the totals', () => {
    const plan = planPairing({
      loci: [locus('PRA-prcd', 'N/N', 'N/N'), locus('EIC', null, 'N/m'), locus('DM', 'm/m', null), locus('CEA', null, null)],
    });
    expect(plan.unknown).toEqual([
      { test: 'DM', gene: null, testedOn: 'dam', genotype: 'm/m' },
      { test: 'EIC', gene: null, testedOn: 'sire', genotype: 'N/m' },
    ]);
    expect(plan.loci.map((l) => l.test)).toEqual(['PRA-prcd']);
    expect(plan).toMatchObject({ clearAtAll: 100, affectedAtAny: 0 });
    expect(plan.verdict).toBe('Every offspring is expected to be clear at all 1 conditions tested on both parents.');
  });

  it('gives no totals when nothing is tested on both', () => {
    const plan = planPairing({ loci: [locus('EIC', null, 'N/m')] });
    expect(plan.clearAtAll).toBeUndefined();
    expect(plan.affectedAtAny).toBeUndefined();
    expect(plan.verdict).toMatch(/No condition has been tested on both parents/);
  });

  it('crosses trait loci allele by allele', () => {
    expect(crossAlleles('B/b', 'B/b')).toEqual([
      { genotype: 'B/B', percent: 25 },
      { genotype: 'B/b', percent: 50 },
      { genotype: 'b/b', percent: 25 },
    ]);
    expect(crossAlleles('e/e', 'E/e')).toEqual([
      { genotype: 'E/e', percent: 50 },
      { genotype: 'e/e', percent: 50 },
    ]);
    const plan = planPairing({
      loci: [],
      traits: [
        { test: 'B Locus', dam: 'B/b', sire: 'b/b' },
        { test: 'E Locus', dam: 'e/e', sire: null },
      ],
    });
    expect(plan.traits).toEqual([
      {
        test: 'B Locus',
        gene: null,
        dam: 'B/b',
        sire: 'b/b',
        offspring: [
          { genotype: 'B/b', percent: 50 },
          { genotype: 'b/b', percent: 50 },
        ],
      },
    ]);
    expect(plan.unknown).toEqual([{ test: 'E Locus', gene: null, testedOn: 'dam', genotype: 'e/e' }]);
  });
});
