import { Injectable } from '@nestjs/common';
import { interpret } from '../../../shared/genotype.js';
import type { BreedProfile } from '../../../shared/types/kits.js';
import { AppError } from '../../common/app-error.js';
import type { RequestUser } from '../../common/request-user.js';
import { CatalogueLookupService } from '../catalogue/catalogue-lookup.service.js';
import { AnimalKitsService } from '../kits/animal-kits.service.js';
import { AnimalsService } from './animals.service.js';

/** An animal read against its breed: the breed's screening tests with the animal's results, and its certificate. */
@Injectable()
export class BreedProfileService {
  constructor(
    private readonly animals: AnimalsService,
    private readonly catalogue: CatalogueLookupService,
    private readonly kits: AnimalKitsService,
  ) {}

  async profile(user: RequestUser, breedId: number, animalId: number): Promise<BreedProfile> {
    const { animal } = await this.animals.readable(user, animalId);
    const breed = await this.catalogue.breed(breedId);
    if (!breed || breed.species !== animal.species) throw AppError.notFound('Breed not found');
    const tests = await this.catalogue.breedTests(breedId);
    const published = await this.kits.publishedResultsOfAnimal(animalId);
    const rows = tests.map((test) => {
      const found = published.find((p) => p.result.testId === test.id);
      const reading = found ? interpret(found.result.genotype, { inheritance: test.inheritance, kind: test.kind }) : undefined;
      return {
        testId: test.id,
        testName: test.name,
        gene: test.gene,
        inheritance: test.inheritance,
        result:
          found && reading
            ? {
                barcode: found.barcode,
                genotype: reading.genotype,
                call: reading.call,
                label: reading.label,
                meaning: reading.meaning,
              }
            : null,
      };
    });
    return {
      breed,
      animal: { id: animal.id, name: animal.name },
      tested: rows.filter((r) => r.result).length,
      total: rows.length,
      tests: rows,
    };
  }

  /** The newest sample of the animal with published results: its certificate is the animal's certificate. */
  async certificateKit(user: RequestUser, animalId: number): Promise<{ id: number }> {
    await this.animals.readable(user, animalId);
    const kit = await this.kits.newestFinishedKit(animalId);
    if (!kit) throw AppError.notFound('No certificate has been issued for this animal yet');
    return kit;
  }
}
