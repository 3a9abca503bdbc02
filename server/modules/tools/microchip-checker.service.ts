import { Injectable } from '@nestjs/common';
import { describeOrigin, readMicrochip } from '../../../shared/microchip.js';
import type { MicrochipCheck, MicrochipMatch } from '../../../shared/types/kits.js';
import { FieldErrors } from '../../common/app-error.js';
import type { RequestUser } from '../../common/request-user.js';
import { DnaProfilesService } from '../animals/dna-profiles.service.js';
import { AnimalKitsService } from '../kits/animal-kits.service.js';
import { parentageReadiness } from '../kits/kits.rules.js';
import { animalSeenBy } from './animal-seen-by.js';

/** More animals than this on one chip means bad data, not a family: the first ones are enough to see it. */
const MAX_MATCHES = 20;

/**
 * The microchip parent checker: before a parentage test, a breeder looks up the sire or dam by its
 * chip to see whether the lab already holds its DNA profile. The search covers every account, as a
 * lab's register of breeding animals does; another owner's animal shows only its name, species, sex,
 * breed and the state of its profile, never the owner, identifiers, samples or results.
 */
@Injectable()
export class MicrochipCheckerService {
  constructor(
    private readonly animals: DnaProfilesService,
    private readonly kits: AnimalKitsService,
  ) {}

  async check(user: RequestUser, raw: string): Promise<MicrochipCheck> {
    const reading = readMicrochip(raw);
    if (!reading.ok) throw new FieldErrors({ microchip: reading.message });
    const found = await this.animals.carryingMicrochip(reading.chip, MAX_MATCHES);
    // Published profiles only: the kit's results are out (results_ready) and its profile row is there.
    const profiles = await this.kits.publishedProfiles(found.map((a) => a.id));
    const matches = found.map((animal): MicrochipMatch => {
      const own = profiles
        .filter((p) => p.animalId === animal.id)
        .map((p) => ({ publishedAt: p.publishedAt, ...parentageReadiness(animal.species, p.markers) }));
      // The newest profile that parentage can use, else the newest one.
      const best = own.find((p) => p.usableForParentage) ?? own[0];
      return {
        ...animalSeenBy({ ...animal, breed: animal.breedName }, user.id),
        dnaProfile: best
          ? {
              onFile: true,
              publishedAt: best.publishedAt?.toISOString() ?? null,
              markersTyped: best.markersTyped,
              markersRequired: best.markersRequired,
              usableForParentage: best.usableForParentage,
            }
          : { onFile: false, publishedAt: null, ...parentageReadiness(animal.species, {}) },
      };
    });
    matches.sort(
      (a, b) =>
        Number(b.dnaProfile.usableForParentage) - Number(a.dnaProfile.usableForParentage) ||
        Number(b.dnaProfile.onFile) - Number(a.dnaProfile.onFile) ||
        a.name.localeCompare(b.name),
    );
    return { microchip: reading.chip, origin: reading.origin, originLabel: describeOrigin(reading.origin), animals: matches };
  }
}
