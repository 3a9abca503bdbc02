/**
 * Reading a genotype in plain words (domain notes "Reading a result"). Pure, shared by the results API,
 * the PDF reports and the screens, so that every place says the same thing.
 */
export type ResultCall = 'clear' | 'carrier' | 'at_risk' | 'alleles';

export interface Interpretation {
  genotype: string;
  call: ResultCall;
  /** Short label printed beside the genotype: Normal/Clear, Carrier, At risk/Affected, or the alleles. */
  label: string;
  meaning: string;
  breeding: string;
}

export interface TestForReading {
  /** Catalogue inheritance code: AR, ARIP, AD, ADIP, CD, XR, XD, MULTI. */
  inheritance: string | null;
  /** Catalogue product kind: `t` marks a trait (colour, coat, size) locus. */
  kind?: string | null;
}

const DISEASE_GENOTYPE = /^(N|m)\/(N|m|Y)$/;
const ALLELES = /^[A-Za-z0-9+^ˡᵇˢ-]{1,6}\/[A-Za-z0-9+^ˡᵇˢ-]{1,6}$/;

function isTrait(test: TestForReading): boolean {
  return test.kind === 't' || test.inheritance === 'MULTI';
}

/** The genotype written the lab's way (N/N, N/m, m/m), or undefined when it cannot be a result of this test. */
export function normaliseGenotype(raw: string, test: TestForReading): string | undefined {
  const text = raw.trim().replace(/\s+/g, '');
  if (isTrait(test)) return ALLELES.test(text) ? text : undefined;
  const fixed = text.replace(/^n\//i, 'N/').replace(/\/n$/i, '/N').replace(/M/g, 'm').replace(/\/y$/i, '/Y');
  const ordered = fixed === 'm/N' ? 'N/m' : fixed;
  if (!DISEASE_GENOTYPE.test(ordered)) return undefined;
  if (ordered.endsWith('/Y') && !test.inheritance?.startsWith('X')) return undefined;
  if (ordered.startsWith('N/Y') || ordered.startsWith('m/Y')) return ordered;
  return ordered;
}

const COPIES: Record<string, number> = { 'N/N': 0, 'N/m': 1, 'm/m': 2, 'N/Y': 0, 'm/Y': 2 };

export function interpret(genotype: string, test: TestForReading): Interpretation {
  if (isTrait(test)) {
    return {
      genotype,
      call: 'alleles',
      label: genotype,
      meaning: `Alleles found: ${genotype.replace('/', ' and ')}.`,
      breeding: `Passes one of ${genotype.replace('/', ' or ')} to each offspring, each with a 50% chance.`,
    };
  }
  const copies = COPIES[genotype] ?? 0;
  const inheritance = test.inheritance ?? 'AR';
  const incomplete = inheritance.endsWith('IP');
  const atRiskLabel = 'At risk/Affected';
  if (copies === 0) {
    return {
      genotype,
      call: 'clear',
      label: 'Normal/Clear',
      meaning: 'No copy of the variant was found. The animal will not develop the condition because of this variant.',
      breeding:
        'Cannot pass the variant on: it can be paired with any animal without producing affected offspring for this test.',
    };
  }
  const dominant = inheritance.startsWith('AD') || inheritance === 'XD' || inheritance === 'CD';
  if (copies === 1 && !dominant) {
    const xLinked = inheritance === 'XR';
    return {
      genotype,
      call: 'carrier',
      label: 'Carrier',
      meaning: xLinked
        ? 'One copy of the variant on an X chromosome. A female carrier is healthy.'
        : 'One copy of the variant. A carrier is healthy and will not develop the condition.',
      breeding: xLinked
        ? 'Passes the variant to about half of her offspring: sons who receive it are affected. Pair with a clear male.'
        : 'Passes the variant to about half of its offspring. Pair only with a Clear (N/N) animal: then no offspring is affected. Two carriers give a 25% risk of affected offspring.',
    };
  }
  const penetrance = incomplete
    ? ' The variant has incomplete penetrance: not every animal with this result develops the condition, but it is at risk.'
    : '';
  if (copies === 1) {
    return {
      genotype,
      call: 'at_risk',
      label: atRiskLabel,
      meaning: `One copy of the variant, which is enough to be at risk for this dominantly inherited condition.${penetrance}`,
      breeding:
        'Passes the variant to about half of its offspring, and each offspring that receives it is at risk. Pair only with a Clear (N/N) animal, if at all.',
    };
  }
  return {
    genotype,
    call: 'at_risk',
    label: atRiskLabel,
    meaning: `${genotype === 'm/Y' ? 'The variant on his only X chromosome' : 'Two copies of the variant'}: the animal is at risk of developing the condition.${penetrance} Discuss the result with your vet.`,
    breeding: dominant
      ? 'Passes the variant to every offspring, and each of them is at risk.'
      : 'Passes one copy to every offspring. Paired with a Clear (N/N) animal, all offspring are healthy carriers.',
  };
}

/** ISAG core STR markers of the canine parentage panel plus the sex marker. */
export const CANINE_STR_MARKERS = [
  'AHT121',
  'AHT137',
  'AHTh130',
  'AHTh171',
  'AHTh260',
  'AHTk211',
  'AHTk253',
  'C22.279',
  'FH2054',
  'FH2848',
  'INRA21',
  'INU005',
  'INU030',
  'INU055',
  'REN162C04',
  'REN169D01',
  'REN169O18',
  'REN247M23',
  'AMEL',
] as const;

/** ISAG STR markers of the feline panel plus the sex marker. */
export const FELINE_STR_MARKERS = [
  'FCA069',
  'FCA075',
  'FCA105',
  'FCA149',
  'FCA220',
  'FCA229',
  'FCA310',
  'FCA441',
  'FCA678',
  'FCA733',
  'FCA740',
  'F124',
  'F85',
  'AMEL',
] as const;

export function isStrMarker(code: string): boolean {
  return (CANINE_STR_MARKERS as readonly string[]).includes(code) || (FELINE_STR_MARKERS as readonly string[]).includes(code);
}

/** An STR call: two allele sizes in base pairs (`98/104`), or X/X, X/Y for amelogenin. */
export function parseStrCall(marker: string, raw: string): [number, number] | [string, string] | undefined {
  const text = raw.trim().replace(/\s+/g, '');
  if (marker === 'AMEL') return text === 'X/X' || text === 'X/Y' ? (text.split('/') as [string, string]) : undefined;
  const match = /^(\d{2,3})\/(\d{2,3})$/.exec(text);
  if (!match) return undefined;
  const a = Number(match[1]);
  const b = Number(match[2]);
  return a <= b ? [a, b] : [b, a];
}
