import type { KittenColours } from './feline-colour.js';
import { add, type Fraction, HALF, isZero, mul, ONE, product, sub, toPercent, toText, ZERO } from './fraction.js';
import { describeLocus, type ExactOdds, isXLinked, type LocusOdds, punnett, type Sex, type StrategyType } from './inheritance.js';

/**
 * The litter planner: every locus tested on both parents at once. Loci assort independently, so the
 * chance of a puppy clear at every locus is the product of the per-locus chances; X-linked loci depend on
 * the puppy's sex, so the product is taken per sex and the sexes averaged (equally likely). Linkage between
 * loci on one chromosome is not modelled (docs/decisions/0701).
 */
export interface DiseaseLocusInput {
  test: string;
  gene?: string | null;
  strategyType: StrategyType;
  /** The parent's result written N/N, N/m, m/m (N/Y, m/Y for the sire at an X-linked locus), or null if untested. */
  dam: string | null;
  sire: string | null;
}

export interface TraitLocusInput {
  test: string;
  gene?: string | null;
  dam: string | null;
  sire: string | null;
}

export interface PairingLocus extends LocusOdds {
  test: string;
  gene: string | null;
}

export interface UnknownLocus {
  test: string;
  gene: string | null;
  /** The parent that has a result; the other has none. */
  testedOn: 'dam' | 'sire';
  genotype: string;
}

export interface TraitOdds {
  test: string;
  gene: string | null;
  dam: string;
  sire: string;
  offspring: Array<{ genotype: string; percent: number }>;
}

export interface PairingTotals {
  /** Percent of offspring clear (no copy of any variant) at every locus tested on both parents. */
  clearAtAll: number;
  /** Percent of offspring affected (at risk) at one locus or more. */
  affectedAtAny: number;
}

export interface PairingOdds extends Partial<PairingTotals> {
  loci: PairingLocus[];
  unknown: UnknownLocus[];
  traits: TraitOdds[];
  /** The same figures as exact fractions ("63/64"), for whoever needs more than four decimals. */
  exact?: { clearAtAll: string; affectedAtAny: string };
  /** With an X-linked locus the totals differ between daughters and sons. */
  females?: PairingTotals;
  males?: PairingTotals;
  verdict: string;
  /** Feline pairs with the four colour loci known on both: the kittens' likely coats. */
  coats?: KittenColours;
}

const RISK_ORDER: Record<LocusOdds['risk'], number> = { affected: 0, carriers: 1, none: 2 };

function oddsFor(exact: ReturnType<typeof punnett>, sex: Sex): ExactOdds {
  return exact.bySex ? exact.bySex[sex] : exact;
}

/** Offspring genotypes of a trait locus written as alleles (`B/b`, `e/e`): each parent passes either allele. */
export function crossAlleles(dam: string, sire: string): Array<{ genotype: string; percent: number }> {
  const order = (a: string, b: string) => {
    const upper = (x: string) => (x[0] && x[0] !== x[0].toLowerCase() ? 0 : 1);
    return upper(a) - upper(b) || a.localeCompare(b);
  };
  const recessiveCopies = (genotype: string) =>
    genotype.split('/').filter((allele) => allele[0] === allele[0]?.toLowerCase()).length;
  const cells = new Map<string, Fraction>();
  const quarter = mul(HALF, HALF);
  for (const a of dam.split('/'))
    for (const b of sire.split('/')) {
      const genotype = [a, b].sort(order).join('/');
      cells.set(genotype, add(cells.get(genotype) ?? ZERO, quarter));
    }
  return [...cells.entries()]
    .sort((x, y) => recessiveCopies(x[0]) - recessiveCopies(y[0]) || x[0].localeCompare(y[0]))
    .map(([genotype, p]) => ({ genotype, percent: toPercent(p) }));
}

function totals(clear: Fraction, affected: Fraction): PairingTotals {
  return { clearAtAll: toPercent(clear), affectedAtAny: toPercent(affected) };
}

/**
 * A locus's square and its description depend only on the mode and the two genotypes, of which there are
 * few (a handful of modes, three or four genotypes each), while a pairing of two well-tested animals meets
 * 30 loci or more in every request: each combination is worked out once and kept. The answers are only
 * read, never changed, by the planner and the JSON it is sent as.
 */
const SQUARES = new Map<string, { exact: ReturnType<typeof punnett>; described: ReturnType<typeof describeLocus> }>();
const MAX_SQUARES = 1_000;

function squareOf(mode: StrategyType, dam: string, sire: string) {
  const key = `${mode}|${dam}|${sire}`;
  let square = SQUARES.get(key);
  if (!square) {
    const exact = punnett(mode, dam, sire);
    square = { exact, described: describeLocus(mode, dam, sire, exact) };
    if (SQUARES.size >= MAX_SQUARES) SQUARES.clear();
    SQUARES.set(key, square);
  }
  return square;
}

export function planPairing(input: {
  loci: DiseaseLocusInput[];
  traits?: TraitLocusInput[];
  coats?: KittenColours;
}): PairingOdds {
  const unknown: UnknownLocus[] = [];
  const both: Array<{ locus: DiseaseLocusInput & { dam: string; sire: string } } & ReturnType<typeof squareOf>> = [];
  for (const locus of input.loci) {
    const gene = locus.gene ?? null;
    if (locus.dam && locus.sire)
      both.push({
        locus: { ...locus, dam: locus.dam, sire: locus.sire },
        ...squareOf(locus.strategyType, locus.dam, locus.sire),
      });
    else if (locus.dam) unknown.push({ test: locus.test, gene, testedOn: 'dam', genotype: locus.dam });
    else if (locus.sire) unknown.push({ test: locus.test, gene, testedOn: 'sire', genotype: locus.sire });
  }
  const loci = both
    .map(({ locus, described }) => ({ test: locus.test, gene: locus.gene ?? null, ...described }))
    .sort((a, b) => RISK_ORDER[a.risk] - RISK_ORDER[b.risk] || b.affected - a.affected || a.test.localeCompare(b.test));
  const traits = (input.traits ?? []).flatMap((t): TraitOdds[] =>
    t.dam && t.sire
      ? [{ test: t.test, gene: t.gene ?? null, dam: t.dam, sire: t.sire, offspring: crossAlleles(t.dam, t.sire) }]
      : [],
  );
  for (const t of input.traits ?? []) {
    if (t.dam && !t.sire) unknown.push({ test: t.test, gene: t.gene ?? null, testedOn: 'dam', genotype: t.dam });
    if (t.sire && !t.dam) unknown.push({ test: t.test, gene: t.gene ?? null, testedOn: 'sire', genotype: t.sire });
  }
  unknown.sort((a, b) => a.test.localeCompare(b.test));
  const base = { loci, unknown, traits, ...(input.coats ? { coats: input.coats } : {}) };
  if (both.length === 0) {
    return { ...base, verdict: 'No condition has been tested on both parents, so the litter’s odds cannot be worked out yet.' };
  }

  const bySex = (sex: Sex) => {
    const clear = product(both.map((b) => oddsFor(b.exact, sex).clear));
    const affected = sub(ONE, product(both.map((b) => sub(ONE, oddsFor(b.exact, sex).affected))));
    return { clear, affected };
  };
  const female = bySex('female');
  const male = bySex('male');
  const clear = mul(add(female.clear, male.clear), HALF);
  const affected = mul(add(female.affected, male.affected), HALF);
  const xLinked = both.some((b) => isXLinked(b.locus.strategyType));
  const atRisk = loci.filter((l) => l.risk === 'affected').map((l) => l.test);
  const carriers = loci.filter((l) => l.risk === 'carriers').length;
  const verdict = !isZero(affected)
    ? `${toPercent(affected)}% of the offspring are expected to be affected by at least one condition (${atRisk.join(', ')}); ${toPercent(clear)}% are clear at every locus tested on both parents.`
    : carriers > 0
      ? `No offspring is expected to be affected by any of the ${loci.length} conditions tested on both parents; ${toPercent(clear)}% are clear at all of them and the others carry at least one variant.`
      : `Every offspring is expected to be clear at all ${loci.length} conditions tested on both parents.`;
  return {
    ...base,
    ...totals(clear, affected),
    exact: { clearAtAll: toText(clear), affectedAtAny: toText(affected) },
    ...(xLinked ? { females: totals(female.clear, female.affected), males: totals(male.clear, male.affected) } : {}),
    verdict,
  };
}
