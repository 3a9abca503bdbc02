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

/** The results a single disease test can give, as its fact sheet and product page list them; none for a trait. */
export function possibleGenotypes(test: TestForReading): string[] {
  if (isTrait(test)) return [];
  return test.inheritance?.startsWith('X') ? ['N/N', 'N/m', 'm/m', 'N/Y', 'm/Y'] : ['N/N', 'N/m', 'm/m'];
}

/** What a trait genotype passes on: never "one of e or e". */
export function traitInheritance(genotype: string): string {
  const [a, b] = genotype.split('/') as [string, string];
  if (b === 'Y') return `Passes ${a} to each daughter; sons receive his Y.`;
  if (a === b) return `Passes ${a} to every offspring.`;
  return `Passes ${a} or ${b} to each offspring, each with a 50% chance.`;
}

const homozygous = (genotype: string) => {
  const [a, b] = genotype.split('/');
  return a === b;
};

const COPIES: Record<string, number> = { 'N/N': 0, 'N/m': 1, 'm/m': 2, 'N/Y': 0, 'm/Y': 2 };

export function interpret(genotype: string, test: TestForReading): Interpretation {
  if (isTrait(test)) {
    return {
      genotype,
      call: 'alleles',
      label: genotype,
      meaning: homozygous(genotype)
        ? `Two copies of ${genotype.split('/')[0]} found.`
        : `Alleles found: ${genotype.replace('/', ' and ')}.`,
      breeding: traitInheritance(genotype),
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

/**
 * The ISAG canine core panel (domain notes "Parentage and DNA profiles"): 18 STR markers plus the sex
 * marker amelogenin. A profile missing one of them cannot be compared with other ISAG laboratories.
 * CXX279 is written C22.279 here, as the lab's CSV writes it.
 */
export const CANINE_STR_MARKERS = [
  'AHTk211',
  'C22.279',
  'REN169O18',
  'INU055',
  'REN54P11',
  'INRA21',
  'AHT137',
  'REN169D01',
  'AHTh260',
  'AHTk253',
  'INU005',
  'INU030',
  'FH2848',
  'AHT121',
  'FH2054',
  'REN162C04',
  'AHTh171',
  'REN247M23',
  'AMEL',
] as const;

/** Extended canine markers labs add to the core panel: recorded and compared, never required. */
export const CANINE_EXTENDED_STR_MARKERS = ['AHTh130', 'REN64E19', 'AHT109', 'AHTk209', 'REN105L03', 'REN106I07'] as const;

/** Other names laboratories write for a marker, mapped to the one used here. */
const MARKER_ALIASES: Record<string, string> = { CXX279: 'C22.279', 'CXX.279': 'C22.279', AMELOGENIN: 'AMEL' };

/** A marker code as this lab records it (`CXX279` → `C22.279`), or the code unchanged. */
export function canonicalMarker(code: string): string {
  return MARKER_ALIASES[code.trim().toUpperCase()] ?? code.trim();
}

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

const ALL_STR_MARKERS: ReadonlySet<string> = new Set([
  ...CANINE_STR_MARKERS,
  ...CANINE_EXTENDED_STR_MARKERS,
  ...FELINE_STR_MARKERS,
]);

/** Core and extended markers of either species, under any of their names. */
export function isStrMarker(code: string): boolean {
  return ALL_STR_MARKERS.has(canonicalMarker(code));
}

/** An STR call: two allele sizes in base pairs (`98/104`), or X/X, X/Y for amelogenin. */
export function parseStrCall(code: string, raw: string): [number, number] | [string, string] | undefined {
  const marker = canonicalMarker(code);
  const text = raw.trim().replace(/\s+/g, '');
  if (marker === 'AMEL') return text === 'X/X' || text === 'X/Y' ? (text.split('/') as [string, string]) : undefined;
  const match = /^(\d{2,3})\/(\d{2,3})$/.exec(text);
  if (!match) return undefined;
  const a = Number(match[1]);
  const b = Number(match[2]);
  return a <= b ? [a, b] : [b, a];
}
