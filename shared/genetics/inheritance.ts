import { type Fraction, fraction, HALF, inWords, isZero, mul, ONE, sum, toPercent } from './fraction.js';

/**
 * One locus, one pairing: the Punnett square of a dam and a sire (domain notes "Reading a result").
 * Pure and shared: the breeding-strategy API, the litter planner and the pages all read odds from here.
 */
export const STRATEGY_TYPES = [
  'recessive',
  'recessive-incomplete-penetrance',
  'dominant',
  'dominant-incomplete-penetrance',
  'codominant',
  'x-linked',
  'x-linked-dominant',
] as const;
export type StrategyType = (typeof STRATEGY_TYPES)[number];

export const STRATEGY_LABELS: Record<StrategyType, string> = {
  recessive: 'Autosomal recessive',
  'recessive-incomplete-penetrance': 'Autosomal recessive, incomplete penetrance',
  dominant: 'Autosomal dominant',
  'dominant-incomplete-penetrance': 'Autosomal dominant, incomplete penetrance',
  codominant: 'Codominant',
  'x-linked': 'X-linked recessive',
  'x-linked-dominant': 'X-linked dominant',
};

/** The catalogue's inheritance codes (products.inheritance) as the tool's modes; others are not disease loci. */
export const STRATEGY_OF_INHERITANCE: Readonly<Record<string, StrategyType>> = {
  AR: 'recessive',
  ARIP: 'recessive-incomplete-penetrance',
  AD: 'dominant',
  ADIP: 'dominant-incomplete-penetrance',
  CD: 'codominant',
  XR: 'x-linked',
  XD: 'x-linked-dominant',
};

export const GENETICS_MSG = {
  strategyType: `Choose one of: ${STRATEGY_TYPES.join(', ')}`,
  required: 'Enter the result, e.g. N/m',
  genotype: 'Enter a result written N/N, N/m or m/m',
  xLinkedSire: 'A male has one X chromosome: enter N/Y or m/Y',
  xLinkedDam: 'A female has two X chromosomes: enter N/N, N/m or m/m',
} as const;

export type Allele = 'N' | 'm';
export type ResultClass = 'clear' | 'carrier' | 'affected';
export type Sex = 'female' | 'male';

export const isXLinked = (mode: StrategyType) => mode === 'x-linked' || mode === 'x-linked-dominant';
const isRecessive = (mode: StrategyType) =>
  mode === 'recessive' || mode === 'recessive-incomplete-penetrance' || mode === 'x-linked';
const isIncomplete = (mode: StrategyType) => mode.endsWith('incomplete-penetrance');

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

export function parseStrategyType(raw: unknown): Parsed<StrategyType> {
  return typeof raw === 'string' && (STRATEGY_TYPES as readonly string[]).includes(raw)
    ? { ok: true, value: raw as StrategyType }
    : { ok: false, message: GENETICS_MSG.strategyType };
}

/**
 * A parent's result written the lab's way (`N/m`, and `N/Y`, `m/Y` for a male at an X-linked locus).
 * Case, spaces and allele order are forgiven (`n/M`, `m/N`); anything else is refused with a message.
 */
export function parseGenotype(raw: unknown, mode: StrategyType, parent: 'dam' | 'sire'): Parsed<string> {
  if (typeof raw !== 'string' || raw.trim() === '') return { ok: false, message: GENETICS_MSG.required };
  const text = raw.replace(/\s+/g, '');
  const match = /^([nm])\/([nmy])$/i.exec(text);
  if (!match?.[1] || !match[2]) return { ok: false, message: GENETICS_MSG.genotype };
  const first = match[1].toLowerCase() === 'n' ? 'N' : 'm';
  const second = match[2].toLowerCase() === 'y' ? 'Y' : match[2].toLowerCase() === 'n' ? 'N' : 'm';
  const maleAtX = isXLinked(mode) && parent === 'sire';
  if (second === 'Y') {
    return maleAtX
      ? { ok: true, value: `${first}/Y` }
      : { ok: false, message: isXLinked(mode) ? GENETICS_MSG.xLinkedDam : GENETICS_MSG.genotype };
  }
  if (maleAtX) return { ok: false, message: GENETICS_MSG.xLinkedSire };
  return { ok: true, value: first === 'm' && second === 'N' ? 'N/m' : `${first}/${second}` };
}

/** Which class an offspring genotype falls in under a mode (N/Y, m/Y for males at an X-linked locus). */
export function classOf(mode: StrategyType, genotype: string): ResultClass {
  const copies = copiesOf(genotype);
  if (copies === 0) return 'clear';
  if (genotype.endsWith('/Y')) return 'affected';
  if (copies === 2) return 'affected';
  return isRecessive(mode) ? 'carrier' : 'affected';
}

export interface ExactOdds {
  clear: Fraction;
  carrier: Fraction;
  affected: Fraction;
}

export interface ExactLocus extends ExactOdds {
  /** Offspring genotypes with their probability over all offspring (X-linked: sexes equally likely). */
  genotypes: Array<{ genotype: string; sex?: Sex; p: Fraction }>;
  /** X-linked loci: the odds among daughters and among sons. */
  bySex?: Record<Sex, ExactOdds>;
}

const copiesOf = (genotype: string) => (genotype.match(/m/g) ?? []).length;
const alleles = (genotype: string) => genotype.split('/') as [Allele, Allele | 'Y'];
const canonical = (a: Allele, b: Allele) => (a === 'm' && b === 'N' ? 'N/m' : `${a}/${b}`);

function oddsOf(entries: Array<{ genotype: string; p: Fraction }>, mode: StrategyType, within: Fraction = ONE): ExactOdds {
  const total = (cls: ResultClass) =>
    mul(sum(entries.filter((e) => classOf(mode, e.genotype) === cls).map((e) => e.p)), fraction(within.d, within.n));
  return { clear: total('clear'), carrier: total('carrier'), affected: total('affected') };
}

/** The Punnett square: each parent passes either allele with probability ½ (a male passes X or Y). */
export function punnett(mode: StrategyType, dam: string, sire: string): ExactLocus {
  const quarter = mul(HALF, HALF);
  const cells = new Map<string, { genotype: string; sex?: Sex; p: Fraction }>();
  for (const fromDam of alleles(dam)) {
    for (const fromSire of alleles(sire)) {
      const male = fromSire === 'Y';
      const genotype = male ? `${fromDam}/Y` : canonical(fromDam as Allele, fromSire);
      const sex: Sex | undefined = isXLinked(mode) ? (male ? 'male' : 'female') : undefined;
      const key = `${sex ?? ''}${genotype}`;
      const before = cells.get(key);
      cells.set(key, { genotype, ...(sex ? { sex } : {}), p: before ? sum([before.p, quarter]) : quarter });
    }
  }
  const genotypes = [...cells.values()].sort(
    (a, b) => (a.sex ?? '').localeCompare(b.sex ?? '') || copiesOf(a.genotype) - copiesOf(b.genotype),
  );
  const overall = oddsOf(genotypes, mode);
  if (!isXLinked(mode)) return { ...overall, genotypes };
  const female = genotypes.filter((g) => g.sex === 'female');
  const male = genotypes.filter((g) => g.sex === 'male');
  return {
    ...overall,
    genotypes,
    bySex: { female: oddsOf(female, mode, HALF), male: oddsOf(male, mode, HALF) },
  };
}

export interface Odds {
  clear: number;
  carrier: number;
  affected: number;
}

/** The answer of GET /api/my/breeding-strategy: percentages, the verdict and advice in plain words. */
export interface LocusOdds extends Odds {
  strategyType: StrategyType;
  dam: string;
  sire: string;
  genotypes: Array<{ genotype: string; sex?: Sex; percent: number }>;
  /** X-linked loci: percentages among daughters (`females`) and among sons (`males`). */
  females?: Odds;
  males?: Odds;
  /** none: every offspring clear; carriers: no offspring affected but some carry it; affected: some at risk. */
  risk: 'none' | 'carriers' | 'affected';
  verdict: string;
  advice: string;
}

export const percentages = (odds: ExactOdds): Odds => ({
  clear: toPercent(odds.clear),
  carrier: toPercent(odds.carrier),
  affected: toPercent(odds.affected),
});

export function riskOf(odds: ExactOdds): LocusOdds['risk'] {
  if (!isZero(odds.affected)) return 'affected';
  return isZero(odds.carrier) ? 'none' : 'carriers';
}

function parentWord(mode: StrategyType, genotype: string): string {
  const cls = classOf(mode, genotype);
  if (cls === 'carrier') return 'carrier';
  if (cls === 'clear') return 'clear';
  return isIncomplete(mode) ? 'at-risk' : 'affected';
}

function pairPhrase(mode: StrategyType, dam: string, sire: string): string {
  const a = parentWord(mode, dam);
  const b = parentWord(mode, sire);
  if (a === b) return `Two ${a === 'at-risk' ? 'at-risk parents' : a === 'affected' ? 'affected parents' : `${a}s`}`;
  const article = (w: string) => (/^[aeiou]/.test(w) ? `an ${w}` : `a ${w}`);
  return `${article(a)[0]?.toUpperCase()}${article(a).slice(1)} dam and ${article(b)} sire`;
}

const share = (p: Fraction, what: string) => `${inWords(p)} ${what} (${toPercent(p)}%)`;

function verdictOf(mode: StrategyType, dam: string, sire: string, odds: ExactLocus): string {
  const bad = isIncomplete(mode) ? 'at risk' : 'affected';
  if (odds.bySex) {
    const { female, male } = odds.bySex;
    const daughters = [
      isZero(female.affected) ? '' : share(female.affected, bad),
      isZero(female.carrier) ? '' : share(female.carrier, 'carriers'),
    ].filter(Boolean);
    const sons = isZero(male.affected) ? 'none affected' : share(male.affected, bad);
    return `${pairPhrase(mode, dam, sire)}: daughters ${daughters.length ? daughters.join(', ') : 'all clear'}; sons ${sons}.`;
  }
  if (isZero(odds.affected) && isZero(odds.carrier)) return `${pairPhrase(mode, dam, sire)}: every offspring is clear.`;
  if (isZero(odds.affected)) return `${pairPhrase(mode, dam, sire)}: no offspring ${bad}; ${share(odds.carrier, 'carriers')}.`;
  const carriers = isZero(odds.carrier) ? '' : `, and ${share(odds.carrier, 'carriers')}`;
  const oneCopy = isRecessive(mode) ? '' : ' One copy of the variant is enough.';
  return `${pairPhrase(mode, dam, sire)}: ${share(odds.affected, `of the offspring ${bad}`)}${carriers}.${oneCopy}`;
}

function adviceOf(mode: StrategyType, dam: string, sire: string, odds: ExactLocus): string {
  const penetrance = isIncomplete(mode)
    ? ' With incomplete penetrance an at-risk animal may never show the disease, but it passes the variant on.'
    : '';
  const damClass = classOf(mode, dam);
  const sireClass = classOf(mode, sire);
  if (isXLinked(mode)) {
    if (isZero(odds.affected) && isZero(odds.carrier)) return 'No risk from this test.';
    if (mode === 'x-linked' && damClass === 'clear')
      return `An affected sire passes his X to every daughter and his Y to every son: all daughters are carriers, no son is affected. Test the daughters before breeding from them.${penetrance}`;
    return `The dam's variant reaches half of her sons, who are affected. Breed from a clear (N/N) dam and a clear (N/Y) sire to avoid affected offspring, and test the litter.${penetrance}`;
  }
  if (riskOf(odds) === 'none') return 'No risk from this test: any clear partner keeps the litter clear.';
  if (riskOf(odds) === 'carriers')
    return `A safe pairing for this test. Test the offspring before breeding from them: a carrier should only be paired with a clear (N/N) animal.${penetrance}`;
  if (isRecessive(mode)) {
    if (damClass !== 'affected' && sireClass !== 'affected')
      return `Pair a carrier with a clear (N/N) partner instead: no offspring is affected, though about half are carriers.${penetrance}`;
    return `Pair an affected animal only with a clear (N/N) partner: every offspring is then a healthy carrier.${penetrance}`;
  }
  return `Any offspring that inherits one copy is at risk. Breed from clear (N/N) animals for this condition; a clear pair has no affected offspring.${penetrance}`;
}

/** `odds` may be passed when the caller already has this square (the litter planner does). */
export function describeLocus(
  mode: StrategyType,
  dam: string,
  sire: string,
  odds: ExactLocus = punnett(mode, dam, sire),
): LocusOdds {
  return {
    strategyType: mode,
    dam,
    sire,
    ...percentages(odds),
    genotypes: odds.genotypes.map((g) => ({ genotype: g.genotype, ...(g.sex ? { sex: g.sex } : {}), percent: toPercent(g.p) })),
    ...(odds.bySex ? { females: percentages(odds.bySex.female), males: percentages(odds.bySex.male) } : {}),
    risk: riskOf(odds),
    verdict: verdictOf(mode, dam, sire, odds),
    advice: adviceOf(mode, dam, sire, odds),
  };
}

/** Validates the three query fields together, so every wrong field is named at once. */
export function readBreedingQuery(input: {
  strategy_type?: unknown;
  dam_genetic_result?: unknown;
  sire_genetic_result?: unknown;
}): { ok: true; mode: StrategyType; dam: string; sire: string } | { ok: false; errors: Record<string, string> } {
  const mode = parseStrategyType(input.strategy_type);
  if (!mode.ok) {
    const errors: Record<string, string> = { strategy_type: mode.message };
    for (const field of ['dam_genetic_result', 'sire_genetic_result'] as const) {
      const value = input[field];
      if (typeof value !== 'string' || value.trim() === '') errors[field] = GENETICS_MSG.required;
    }
    return { ok: false, errors };
  }
  const dam = parseGenotype(input.dam_genetic_result, mode.value, 'dam');
  const sire = parseGenotype(input.sire_genetic_result, mode.value, 'sire');
  if (dam.ok && sire.ok) return { ok: true, mode: mode.value, dam: dam.value, sire: sire.value };
  const errors: Record<string, string> = {};
  if (!dam.ok) errors.dam_genetic_result = dam.message;
  if (!sire.ok) errors.sire_genetic_result = sire.message;
  return { ok: false, errors };
}
