import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { CatalogueModule } from '../catalogue/catalogue.module.js';
import { KitsModule } from '../kits/kits.module.js';
import { AnimalEntryService } from './animal-entry.service.js';
import { AnimalsController } from './animals.controller.js';
import { AnimalsService } from './animals.service.js';
import { BreedProfileService } from './breed-profile.service.js';
import { CollectedAnimalsService } from './collected-animals.service.js';
import { DnaProfilesService } from './dna-profiles.service.js';

/**
 * A customer's animals: entering one (AnimalEntryService, which activation calls too), their results and
 * reports, shares and transfers, breed profiles and certificates, the collection agents' register of collected
 * animals, and the published DNA profiles other modules compare (parentage, the microchip checker). Its faces are
 * AnimalsService, AnimalEntryService, CollectedAnimalsService and DnaProfilesService, and for kits, which this
 * module imports and so cannot import it back, the plain reads of animal-reads.ts (docs/decisions/0057). Kits'
 * tables are read through kits' AnimalKitsService (docs/decisions/0055).
 */
@Module({
  imports: [AuthModule, CatalogueModule, KitsModule],
  controllers: [AnimalsController],
  providers: [AnimalsService, AnimalEntryService, BreedProfileService, CollectedAnimalsService, DnaProfilesService],
  exports: [AnimalsService, AnimalEntryService, CollectedAnimalsService, DnaProfilesService],
})
export class AnimalsModule {}
