import { Injectable } from '@nestjs/common';
import {
  FELINE_LOCI,
  type FelineGenotypes,
  type FelineLocus,
  felineColour,
  kittenColours,
  parseFelineGenotype,
  readFelineGenotypes,
} from '../../../shared/genetics/feline-colour.js';
import { describeLocus, type LocusOdds, readBreedingQuery } from '../../../shared/genetics/inheritance.js';
import { planPairing } from '../../../shared/genetics/pairing.js';
import type { BreedingAnimal, ColourCat, FelineColourAnswer, PairingAnswer } from '../../../shared/types/genetics-tools.js';
import { FieldErrors } from '../../common/app-error.js';
import type { RequestUser } from '../../common/request-user.js';
import { KitsService } from '../kits/kits.service.js';
import type { BreedingStrategyQueryDto } from './dto/breeding-strategy.dto.js';
import type { FelineColourDto } from './dto/feline-colour.dto.js';
import type { PlanPairingDto } from './dto/plan-pairing.dto.js';
import { FELINE_COLOUR_TESTS, lociOfPair, readExplicitLoci } from './pairing-loci.js';
import { PairingParents } from './pairing-parents.js';

/**
 * The genetics tools (issue 17 §1–3): the one-locus breeding strategy, the litter planner over every
 * published locus of a pair, and the feline colour tool. Results come from the kits module's published
 * results through KitsService; the rules are the shared pure functions in shared/genetics.
 */
@Injectable()
export class GeneticsToolsService {
  constructor(
    private readonly kits: KitsService,
    private readonly parents: PairingParents,
  ) {}

  breedingStrategy(query: BreedingStrategyQueryDto): LocusOdds {
    const read = readBreedingQuery(query);
    if (!read.ok) throw new FieldErrors(read.errors);
    return describeLocus(read.mode, read.dam, read.sire);
  }

  async pairing(user: RequestUser, body: PlanPairingDto): Promise<PairingAnswer> {
    const byAnimal = [body.damId, body.sireId, body.damMicrochip, body.sireMicrochip].some((v) => v !== undefined && v !== null);
    if (body.loci !== undefined && body.loci !== null) {
      if (byAnimal) throw new FieldErrors({ loci: 'Send either the tests or a dam and a sire, not both' });
      return { dam: null, sire: null, ...planPairing({ loci: readExplicitLoci(body.loci) }) };
    }
    const { dam, sire } = await this.parents.resolve(user, body);
    const results = await this.kits.publishedResults([dam.animal.id, sire.animal.id]);
    const { loci, traits, colours } = lociOfPair(results.get(dam.animal.id) ?? [], results.get(sire.animal.id) ?? []);
    const coats =
      dam.animal.species === 'feline' && colours.dam && colours.sire ? kittenColours(colours.dam, colours.sire) : undefined;
    return { dam: dam.summary, sire: sire.summary, ...planPairing({ loci, traits, ...(coats ? { coats } : {}) }) };
  }

  async pairingAnimals(user: RequestUser): Promise<BreedingAnimal[]> {
    const animals = await this.kits.ownAnimalsWithResults(user.id);
    return animals.map(({ ownerId: _owner, ...animal }) => animal);
  }

  felineColour(body: FelineColourDto): FelineColourAnswer {
    const flat = FELINE_LOCI.some((locus) => body[locus] !== undefined);
    if (body.dam !== undefined || body.sire !== undefined) {
      if (flat) throw new FieldErrors({ dam: 'Send one cat’s loci, or a dam and a sire, not both' });
      const dam = readFelineGenotypes(body.dam ?? {}, 'dam.');
      const sire = readFelineGenotypes(body.sire ?? {}, 'sire.');
      if (!dam.ok || !sire.ok) throw new FieldErrors({ ...(dam.ok ? {} : dam.errors), ...(sire.ok ? {} : sire.errors) });
      return { dam: felineColour(dam.value), sire: felineColour(sire.value), ...kittenColours(dam.value, sire.value) };
    }
    const cat = readFelineGenotypes(body);
    if (!cat.ok) throw new FieldErrors(cat.errors);
    return felineColour(cat.value);
  }

  /** The caller's cats with any colour locus published, to fill the colour tool's fields. */
  async colourCats(user: RequestUser): Promise<ColourCat[]> {
    const cats = (await this.kits.ownAnimalsWithResults(user.id)).filter((a) => a.species === 'feline');
    const results = await this.kits.publishedResults(cats.map((c) => c.id));
    return cats.flatMap((cat): ColourCat[] => {
      const loci: Partial<FelineGenotypes> = {};
      for (const result of results.get(cat.id) ?? []) {
        const locus: FelineLocus | undefined = FELINE_COLOUR_TESTS[result.testName];
        const genotype = locus ? parseFelineGenotype(locus, result.genotype) : undefined;
        if (locus && genotype && !loci[locus]) loci[locus] = genotype;
      }
      return Object.keys(loci).length ? [{ id: cat.id, name: cat.name, gender: cat.gender, breed: cat.breed, loci }] : [];
    });
  }
}
