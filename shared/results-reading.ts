/**
 * How a results page and a report word each result (issue #20 §3): a coloured status, what the result
 * means for this animal and for breeding in plain words, what a trait genotype gives the coat, a
 * summary read in two seconds, and the groups results are shown in. Pure, shared by the screens and the
 * PDF reports so that every place says the same thing.
 */
import { type ResultCall, traitInheritance } from './genotype.js';

export { traitInheritance };

export type ResultGroup = 'health' | 'traits' | 'identity';

export const RESULT_GROUP_TITLES: Record<ResultGroup, string> = {
  health: 'Health',
  traits: 'Traits and colour',
  identity: 'Identity and parentage',
};

/** The status a result is shown with: its colour class and its word. */
export type ResultStatus = 'clear' | 'carrier' | 'at_risk' | 'trait';

export const RESULT_STATUS_LABELS: Record<ResultStatus, string> = {
  clear: 'Clear',
  carrier: 'Carrier',
  at_risk: 'At risk',
  trait: 'Trait',
};

export interface ResultToRead {
  testName: string;
  genotype: string;
  call: ResultCall;
  /** The long explanation the API gives (interpret), kept as the detail under the headline. */
  meaning?: string;
  breeding?: string;
}

export interface ResultReading {
  group: ResultGroup;
  status: ResultStatus;
  statusLabel: string;
  /** One line, the result itself: "Carrier" for a health test, "b/b: chocolate" for a trait. */
  headline: string;
  /** What the result means for this animal. */
  forAnimal: string;
  /** What it means for breeding, short enough to act on ("Pair only with a clear"). */
  forBreeding: string;
}

/** Alleles of a genotype as written (`B/b`, `cs/cs`, `bˡ/bˡ`); superscripts written plainly. */
export function allelesOf(genotype: string): [string, string] {
  const plain = genotype.replace(/ˡ/g, 'l').replace(/ᵇ/g, 'b').replace(/ˢ/g, 's').replace(/\s+/g, '');
  const [a = '', b = ''] = plain.split('/');
  return [a, b];
}

/** Which locus a trait test reads, from the catalogue's test name. */
function locusOf(testName: string): string | undefined {
  const name = testName.toLowerCase();
  if (/^em locus/.test(name)) return 'Em';
  const locus = /^([a-z]{1,2}) locus/.exec(name);
  if (locus?.[1]) return locus[1].toUpperCase();
  if (name.startsWith('long hair')) return 'L';
  if (name.startsWith('colourpoint') || name.startsWith('burmese sepia')) return 'C';
  if (name.startsWith('orange')) return 'O';
  if (name.startsWith('curly coat')) return 'Cu';
  if (name.startsWith('furnishings')) return 'F';
  return undefined;
}

type Pair = [string, string];
const has = (pair: Pair, allele: string) => pair[0] === allele || pair[1] === allele;
const both = (pair: Pair, allele: string) => pair[0] === allele && pair[1] === allele;

/** What a pair of alleles gives the coat at one locus, or undefined when this locus is not described here. */
function coatAt(locus: string, pair: Pair, species: 'canine' | 'feline'): string | undefined {
  const lower: Pair = [pair[0].toLowerCase(), pair[1].toLowerCase()];
  switch (locus) {
    case 'E':
      if (both(pair, 'e')) return 'yellow, red or cream coat: no black or brown pigment in the hair';
      if (has(pair, 'e')) return 'black or brown pigment can show; carries yellow (e)';
      return 'black or brown pigment can show in the coat';
    case 'Em':
      return has(lower, 'em') ? 'dark melanistic mask on the muzzle' : 'no melanistic mask';
    case 'B':
      if (species === 'feline') {
        if (both(pair, 'bl')) return 'cinnamon';
        if (has(pair, 'B')) return has(pair, 'bl') || has(pair, 'b') ? 'black; carries chocolate or cinnamon' : 'black';
        return 'chocolate';
      }
      if (both(pair, 'b')) return 'chocolate (liver): brown pigment instead of black';
      if (has(pair, 'b')) return 'black pigment; carries chocolate (b)';
      return 'black pigment, no chocolate';
    case 'D':
      if (both(pair, 'd')) return 'dilute: black shows as blue, chocolate as lilac';
      if (has(pair, 'd')) return 'full colour; carries dilute (d)';
      return 'full colour, not dilute';
    case 'K':
      if (has(lower, 'kb')) return 'solid coat (dominant black): the A locus pattern does not show';
      if (has(lower, 'kbr')) return 'brindle';
      return 'no dominant black: the A locus pattern shows';
    case 'A':
      if (species === 'feline') return both(pair, 'a') ? 'solid (non-agouti) coat' : 'tabby pattern shows';
      if (both(lower, 'a')) return 'recessive black';
      return 'agouti pattern (sable, wild type or tan points)';
    case 'S':
      if (both(lower, 'sp')) return 'piebald: extensive white markings';
      if (has(lower, 'sp')) return 'little or no white; carries piebald (sp)';
      return 'solid coat, no white spotting';
    case 'M':
      if (both(pair, 'M')) return 'double merle: a health risk for eyes and hearing';
      if (has(pair, 'M')) return 'merle coat';
      return 'non-merle';
    case 'L':
      if (both(pair, 'l')) return 'long hair';
      if (has(pair, 'l')) return 'short hair; carries long hair (l)';
      return 'short hair';
    case 'C':
      if (both(lower, 'cs')) return 'pointed (Siamese): colour on the face, ears, legs and tail';
      if (both(lower, 'cb')) return 'sepia (Burmese)';
      if (has(lower, 'cb') && has(lower, 'cs')) return 'mink (Tonkinese)';
      if (has(lower, 'cs')) return 'full colour; carries pointed (cs)';
      if (has(lower, 'cb')) return 'full colour; carries sepia (cb)';
      return 'full colour';
    case 'O':
      if (pair[1] === 'Y') return pair[0] === 'O' ? 'orange (red)' : 'not orange';
      if (both(pair, 'O')) return 'orange (red)';
      if (has(pair, 'O')) return 'tortoiseshell: orange and black patches';
      return 'not orange';
    case 'Cu':
      if (both(lower, 'c')) return 'curly coat';
      if (has(lower, 'c') && pair[0] !== pair[1]) return 'wavy coat';
      return 'straight coat';
    case 'F':
      if (has(pair, 'F')) return 'furnishings: moustache and eyebrows';
      return 'no furnishings (smooth face)';
    default:
      return undefined;
  }
}

/** The trait's name without its bracketed detail: "Long Hair (L Locus)" → "Long Hair". */
const traitName = (testName: string) => testName.replace(/\s*\([^)]*\)\s*$/, '').trim();

/**
 * What a trait genotype means for the coat, written after the genotype: "b/b: chocolate (liver)…".
 * Loci not described here still read as a fact about the animal, never as the bare genotype again.
 */
export function coatMeaning(testName: string, genotype: string, species: 'canine' | 'feline' = 'canine'): string {
  const pair = allelesOf(genotype);
  const locus = locusOf(testName);
  const coat = locus ? coatAt(locus, pair, species) : undefined;
  if (coat) return `${genotype}: ${coat}`;
  const name = traitName(testName);
  if (pair[0] === 'N' || pair[1] === 'N' || pair[0] === 'm') {
    const copies = pair.filter((a) => a !== 'N' && a !== 'Y').length;
    if (copies === 0) return `${genotype}: no copy of the ${name} variant`;
    return `${genotype}: ${copies === 1 ? 'one copy' : 'two copies'} of the ${name} variant`;
  }
  return pair[0] === pair[1]
    ? `${genotype}: two copies of ${pair[0]} for ${name}`
    : `${genotype}: one copy each of ${pair[0]} and ${pair[1]} for ${name}`;
}

/** Reads one published result: its group, coloured status, headline and plain meanings. */
export function readResult(result: ResultToRead, species: 'canine' | 'feline' = 'canine'): ResultReading {
  if (result.call === 'alleles') {
    return {
      group: 'traits',
      status: 'trait',
      statusLabel: RESULT_STATUS_LABELS.trait,
      headline: coatMeaning(result.testName, result.genotype, species),
      forAnimal: 'A trait, not a health result.',
      forBreeding: traitInheritance(result.genotype),
    };
  }
  if (result.call === 'clear') {
    return {
      group: 'health',
      status: 'clear',
      statusLabel: RESULT_STATUS_LABELS.clear,
      headline: 'Clear',
      forAnimal: 'Will not develop the condition because of this variant.',
      forBreeding: 'Can be paired with any animal for this test.',
    };
  }
  if (result.call === 'carrier') {
    return {
      group: 'health',
      status: 'carrier',
      statusLabel: RESULT_STATUS_LABELS.carrier,
      headline: 'Carrier',
      forAnimal: 'Healthy: one copy does not cause the condition.',
      forBreeding: 'Pair only with a clear: then no offspring is affected.',
    };
  }
  return {
    group: 'health',
    status: 'at_risk',
    statusLabel: RESULT_STATUS_LABELS.at_risk,
    headline: 'At risk',
    forAnimal: 'At risk of the condition: discuss the result with your vet.',
    forBreeding: 'Pair only with a clear, if at all.',
  };
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * The line at the top of a results page: "6 tests: 1 carrier, 3 clear, 2 traits", then what is still
 * at the lab. Health counts come first, worst first; zero counts are left out.
 */
export function resultsSummary(
  results: ReadonlyArray<{ call: ResultCall }>,
  extra: { pending?: number; dnaProfile?: boolean } = {},
): string {
  const count = (call: ResultCall) => results.filter((r) => r.call === call).length;
  const parts = [
    count('at_risk') && `${count('at_risk')} at risk`,
    count('carrier') && plural(count('carrier'), 'carrier'),
    count('clear') && `${count('clear')} clear`,
    count('alleles') && plural(count('alleles'), 'trait'),
    extra.dnaProfile && 'DNA profile on file',
  ].filter(Boolean);
  const pending = extra.pending ? `${plural(extra.pending, 'test')} awaiting results` : '';
  if (results.length === 0) return pending || (extra.dnaProfile ? 'DNA profile on file' : 'No results yet');
  const line = `${plural(results.length, 'test')}: ${parts.join(', ')}`;
  return pending ? `${line}; ${pending}` : line;
}

/** Results in the order a breeder reads them: health (worst first), then traits, each by test name. */
export function groupResults<T extends ResultToRead>(results: readonly T[]): Array<{ group: ResultGroup; results: T[] }> {
  const rank: Record<ResultCall, number> = { at_risk: 0, carrier: 1, clear: 2, alleles: 3 };
  const sorted = [...results].sort((a, b) => rank[a.call] - rank[b.call] || a.testName.localeCompare(b.testName));
  const groups: Array<{ group: ResultGroup; results: T[] }> = [];
  for (const group of ['health', 'traits'] as const) {
    const inGroup = sorted.filter((r) => (r.call === 'alleles' ? 'traits' : 'health') === group);
    if (inGroup.length > 0) groups.push({ group, results: inGroup });
  }
  return groups;
}
