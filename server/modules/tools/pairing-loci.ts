import type { FelineGenotypes, FelineLocus } from '../../../shared/genetics/feline-colour.js';
import { parseFelineGenotype } from '../../../shared/genetics/feline-colour.js';
import {
  isXLinked,
  parseGenotype,
  parseStrategyType,
  STRATEGY_OF_INHERITANCE,
  type StrategyType,
} from '../../../shared/genetics/inheritance.js';
import type { DiseaseLocusInput, TraitLocusInput } from '../../../shared/genetics/pairing.js';
import { FieldErrors } from '../../common/app-error.js';
import type { PublishedResult } from '../kits/kits.service.js';
import type { PairingLocusDto } from './dto/plan-pairing.dto.js';

/** The catalogue's feline colour tests and the colour tool's locus each reports. */
export const FELINE_COLOUR_TESTS: Readonly<Record<string, FelineLocus>> = {
  'D Locus (Dilution)': 'dilute',
  'B Locus (Chocolate and Cinnamon)': 'bcc',
  'A Locus (Agouti)': 'agouti',
  'Colourpoint (Siamese)': 'colourpoint',
  'Burmese Sepia': 'colourpoint',
};

/** Explicit loci of the planner's request, every wrong field named as `loci.<i>.<field>`. */
export function readExplicitLoci(loci: PairingLocusDto[]): DiseaseLocusInput[] {
  if (loci.length === 0) throw new FieldErrors({ loci: 'Add at least one test' });
  const errors: Record<string, string> = {};
  const read = loci.map((locus, i): DiseaseLocusInput | undefined => {
    const mode = parseStrategyType(locus.strategy_type);
    if (!mode.ok) {
      errors[`loci.${i}.strategy_type`] = mode.message;
      return undefined;
    }
    const side = (parent: 'dam' | 'sire') => {
      const raw = locus[parent];
      if (raw === undefined || raw === null || raw.trim() === '') return null;
      const genotype = parseGenotype(raw, mode.value, parent);
      if (genotype.ok) return genotype.value;
      errors[`loci.${i}.${parent}`] = genotype.message;
      return null;
    };
    return { test: locus.test.trim(), strategyType: mode.value, dam: side('dam'), sire: side('sire') };
  });
  if (Object.keys(errors).length) throw new FieldErrors(errors);
  return read.filter((l) => l !== undefined);
}

/**
 * A stored result as the planner reads it. Labs report a male's single X as N/N or m/m as often as N/Y
 * or m/Y; a result that cannot belong to this parent counts as not tested rather than as a guess.
 */
function genotypeOf(result: PublishedResult | undefined, mode: StrategyType, parent: 'dam' | 'sire'): string | null {
  if (!result) return null;
  let raw = result.genotype;
  if (parent === 'sire' && isXLinked(mode)) raw = raw.replace(/^N\/N$/, 'N/Y').replace(/^m\/m$/, 'm/Y');
  const read = parseGenotype(raw, mode, parent);
  return read.ok ? read.value : null;
}

const isTrait = (r: PublishedResult) => r.kind === 't' || !r.inheritance || !STRATEGY_OF_INHERITANCE[r.inheritance];

/** Both parents' published results as the planner's disease loci, trait loci and feline colour loci. */
export function lociOfPair(
  dam: PublishedResult[],
  sire: PublishedResult[],
): { loci: DiseaseLocusInput[]; traits: TraitLocusInput[]; colours: { dam?: FelineGenotypes; sire?: FelineGenotypes } } {
  const tests = new Map<number, PublishedResult>();
  for (const r of [...dam, ...sire]) if (!tests.has(r.testId)) tests.set(r.testId, r);
  const loci: DiseaseLocusInput[] = [];
  const traits: TraitLocusInput[] = [];
  for (const [testId, test] of tests) {
    const d = dam.find((r) => r.testId === testId);
    const s = sire.find((r) => r.testId === testId);
    if (isTrait(test)) {
      if (test.inheritance === 'STR') continue;
      traits.push({ test: test.testName, gene: test.gene, dam: d?.genotype || null, sire: s?.genotype || null });
      continue;
    }
    const mode = STRATEGY_OF_INHERITANCE[test.inheritance ?? ''] as StrategyType;
    loci.push({
      test: test.testName,
      gene: test.gene,
      strategyType: mode,
      dam: genotypeOf(d, mode, 'dam'),
      sire: genotypeOf(s, mode, 'sire'),
    });
  }
  return { loci, traits, colours: { dam: coloursOf(dam), sire: coloursOf(sire) } };
}

/** The four colour loci of a cat when all are published, else undefined. */
export function coloursOf(results: PublishedResult[]): FelineGenotypes | undefined {
  const loci: Partial<FelineGenotypes> = {};
  for (const r of results) {
    const locus = FELINE_COLOUR_TESTS[r.testName];
    const genotype = locus ? parseFelineGenotype(locus, r.genotype) : undefined;
    if (locus && genotype && !loci[locus]) loci[locus] = genotype;
  }
  return loci.dilute && loci.bcc && loci.agouti && loci.colourpoint ? (loci as FelineGenotypes) : undefined;
}
