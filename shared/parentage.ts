import { CANINE_EXTENDED_STR_MARKERS, CANINE_STR_MARKERS, FELINE_STR_MARKERS } from './genotype.js';

/**
 * The ISAG parentage exclusion rule (domain notes "Parentage and DNA profiles"). Pure, shared by the
 * parentage service, its report and the screens, so every place reads a comparison the same way.
 *
 * An offspring inherits one allele from each parent at every STR marker, so it must share at least one
 * allele with each true parent at each marker. Counting the markers where it shares none:
 * 0 → the parent qualifies, 1 → inconclusive (a mutation or a typing error: retest), 2 or more → excluded.
 */
export type ParentageVerdict = 'qualifies' | 'inconclusive' | 'excluded';
export type Species = 'canine' | 'feline';
export type StrCall = readonly [number, number] | readonly [string, string];
export type StrProfile = Readonly<Record<string, StrCall>>;

/** The sex marker: it tells the animals' sex, it does not count for or against parentage. */
export const SEX_MARKER = 'AMEL';

export const VERDICT_LABELS: Record<ParentageVerdict, string> = {
  qualifies: 'Qualifies',
  inconclusive: 'Inconclusive',
  excluded: 'Excluded',
};

export interface MarkerComparison {
  marker: string;
  /** Part of the species' ISAG core panel (else an extended marker). */
  core: boolean;
  offspring: string;
  parent: string;
  /** The offspring's alleles that the parent also carries (sizes in base pairs). */
  shared: string[];
  /** False when the offspring shares no allele with the parent here: the marker fails. */
  consistent: boolean;
}

export interface ParentComparison {
  verdict: ParentageVerdict;
  /** Markers typed in both profiles, sex marker left out. */
  markersCompared: number;
  /** The markers that fail, in panel order. */
  failing: string[];
  /** Core markers of the species that one of the two profiles lacks. */
  missingCore: { offspring: string[]; parent: string[] };
  /** Both profiles hold the whole core panel, so other ISAG laboratories can repeat the comparison. */
  isagComparable: boolean;
  markers: MarkerComparison[];
  /** One sentence a breeder reads first. */
  summary: string;
}

/** 0 failing markers qualifies, 1 is inconclusive, 2 or more exclude. */
export function verdictOf(failingMarkers: number): ParentageVerdict {
  if (!Number.isInteger(failingMarkers) || failingMarkers < 0) throw new RangeError('A count of markers is a whole number');
  if (failingMarkers === 0) return 'qualifies';
  if (failingMarkers === 1) return 'inconclusive';
  return 'excluded';
}

/** The core panel of a species without the sex marker. */
export function corePanel(species: Species): readonly string[] {
  return (species === 'canine' ? CANINE_STR_MARKERS : FELINE_STR_MARKERS).filter((m) => m !== SEX_MARKER);
}

/** Core markers in panel order, then extended markers in their order, then any other marker alphabetically. */
function markerOrder(species: Species, markers: Iterable<string>): string[] {
  const known: readonly string[] =
    species === 'canine' ? [...CANINE_STR_MARKERS, ...CANINE_EXTENDED_STR_MARKERS] : FELINE_STR_MARKERS;
  const rank = (m: string) => (known.includes(m) ? known.indexOf(m) : known.length);
  return [...markers].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

const written = (call: StrCall) => `${call[0]}/${call[1]}`;

/**
 * Compares an offspring's profile with one parent's on every marker both have typed (core and extended;
 * the sex marker is left out), and names the core markers either profile lacks.
 */
export function compareWithParent(species: Species, offspring: StrProfile, parent: StrProfile): ParentComparison {
  const both = markerOrder(
    species,
    Object.keys(offspring).filter((m) => m !== SEX_MARKER && parent[m] !== undefined),
  );
  const markers = both.map((marker): MarkerComparison => {
    const child = offspring[marker] as StrCall;
    const candidate = parent[marker] as StrCall;
    const parentAlleles = new Set<string>(candidate.map(String));
    const shared = [...new Set(child.map(String))].filter((allele) => parentAlleles.has(allele));
    return {
      marker,
      core: corePanel(species).includes(marker),
      offspring: written(child),
      parent: written(candidate),
      shared,
      consistent: shared.length > 0,
    };
  });
  const failing = markers.filter((m) => !m.consistent).map((m) => m.marker);
  const core = corePanel(species);
  const missingCore = {
    offspring: core.filter((m) => offspring[m] === undefined),
    parent: core.filter((m) => parent[m] === undefined),
  };
  const verdict = verdictOf(failing.length);
  return {
    verdict,
    markersCompared: markers.length,
    failing,
    missingCore,
    isagComparable: missingCore.offspring.length === 0 && missingCore.parent.length === 0,
    markers,
    summary: summaryOf(verdict, markers.length, failing),
  };
}

function summaryOf(verdict: ParentageVerdict, compared: number, failing: string[]): string {
  switch (verdict) {
    case 'qualifies':
      return `Shares an allele with the offspring at all ${compared} markers compared: parentage qualifies.`;
    case 'inconclusive':
      return `Shares no allele with the offspring at 1 of ${compared} markers (${failing[0]}): inconclusive. A single mismatch can be a mutation; the lab retests before deciding.`;
    case 'excluded':
      return `Shares no allele with the offspring at ${failing.length} of ${compared} markers (${failing.join(', ')}): excluded as the parent.`;
  }
}

/** Plain words for the core markers a comparison lacks, or undefined when both profiles are complete. */
export function missingCoreNote(comparison: Pick<ParentComparison, 'missingCore'>, names: { offspring: string; parent: string }) {
  const parts = [
    comparison.missingCore.offspring.length ? `${names.offspring} lacks ${comparison.missingCore.offspring.join(', ')}` : '',
    comparison.missingCore.parent.length ? `${names.parent} lacks ${comparison.missingCore.parent.join(', ')}` : '',
  ].filter(Boolean);
  if (parts.length === 0) return undefined;
  return `Not comparable with other ISAG laboratories: ${parts.join('; ')} of the ISAG core panel.`;
}
