import { Module } from '@nestjs/common';
import { ActivationModule } from '../activation/activation.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { CatalogueModule } from '../catalogue/catalogue.module.js';
import { KitsModule } from '../kits/kits.module.js';
import { AnimalsController } from './animals.controller.js';
import { AnimalsService } from './animals.service.js';
import { BreedProfileService } from './breed-profile.service.js';
import { CollectedAnimalsService } from './collected-animals.service.js';
import { DnaProfilesService } from './dna-profiles.service.js';

/**
 * A customer's animals: their results and reports, shares and transfers, breed profiles and certificates,
 * the collection agents' register of collected animals, and the published DNA profiles other modules
 * compare (parentage). Its faces are AnimalsService, CollectedAnimalsService and DnaProfilesService.
 */
@Module({
  imports: [AuthModule, CatalogueModule, KitsModule, ActivationModule],
  controllers: [AnimalsController],
  providers: [AnimalsService, BreedProfileService, CollectedAnimalsService, DnaProfilesService],
  exports: [AnimalsService, CollectedAnimalsService, DnaProfilesService],
})
export class AnimalsModule {}
