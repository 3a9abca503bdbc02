import {
  FELINE_LOCI,
  type FelineGenotypes,
  type FelineLocus,
  readFelineGenotypes,
} from '../../../shared/genetics/feline-colour.js';
import type { FelineColourInput } from './api/feline-colour.js';
import type { BreedingStrategyInput } from './api/get-breeding-strategy.js';
import type { PairingChoice } from './api/plan-pairing.js';

/**
 * The tools keep their question in the page's address, so an answer can be reloaded, shared and rendered
 * by the server: the route loaders and the components read it with these.
 */
export function breedingInputOf(params: URLSearchParams): BreedingStrategyInput | null {
  const input = {
    strategy_type: params.get('strategy_type') ?? '',
    dam_genetic_result: params.get('dam_genetic_result') ?? '',
    sire_genetic_result: params.get('sire_genetic_result') ?? '',
  };
  return input.strategy_type || input.dam_genetic_result || input.sire_genetic_result ? input : null;
}

/** The pair (damId or damChip, sireId or sireChip), or null until both parents are named. */
export function pairingChoiceOf(params: URLSearchParams): PairingChoice | null {
  const choice: PairingChoice = {};
  const id = (name: string) => (/^[1-9]\d{0,9}$/.test(params.get(name) ?? '') ? Number(params.get(name)) : undefined);
  const damId = id('damId');
  const sireId = id('sireId');
  if (damId !== undefined) choice.damId = damId;
  else if (params.get('damChip')) choice.damMicrochip = params.get('damChip') ?? '';
  if (sireId !== undefined) choice.sireId = sireId;
  else if (params.get('sireChip')) choice.sireMicrochip = params.get('sireChip') ?? '';
  const dam = choice.damId !== undefined || choice.damMicrochip !== undefined;
  const sire = choice.sireId !== undefined || choice.sireMicrochip !== undefined;
  return dam && sire ? choice : null;
}

export type Loci = Record<FelineLocus, string>;
export const EMPTY_LOCI: Loci = { dilute: '', bcc: '', agouti: '', colourpoint: '' };

/** A cat in the address is written `D/d,B/b,A/a,C/cs` (dilute, bcc, agouti, colourpoint). */
export const lociOf = (text: string | null): Loci => {
  const parts = (text ?? '').split(',');
  return Object.fromEntries(FELINE_LOCI.map((locus, i) => [locus, parts[i] ?? ''])) as Loci;
};
export const textOf = (loci: Loci) => FELINE_LOCI.map((l) => loci[l]).join(',');

const valid = (loci: Loci): FelineGenotypes | null => {
  const read = readFelineGenotypes(loci);
  return read.ok ? read.value : null;
};

/** One cat (`?cat=`) or a pair (`?dam=&sire=`), or null when there is no readable question yet. */
export function felineInputOf(params: URLSearchParams): FelineColourInput | null {
  if (params.has('dam') || params.has('sire')) {
    const dam = valid(lociOf(params.get('dam')));
    const sire = valid(lociOf(params.get('sire')));
    return dam && sire ? { dam, sire } : null;
  }
  return params.has('cat') ? valid(lociOf(params.get('cat'))) : null;
}
