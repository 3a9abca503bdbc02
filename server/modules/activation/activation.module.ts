import { Module } from '@nestjs/common';
import { AnimalsModule } from '../animals/animals.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { CatalogueModule } from '../catalogue/catalogue.module.js';
import { KitsModule } from '../kits/kits.module.js';
import { ActivationController } from './activation.controller.js';
import { ActivationService } from './activation.service.js';
import { ActivationAccountService } from './activation-account.service.js';

/**
 * Kit activation (spec §7): the e-mail step that signs a visitor in or creates their account, barcode
 * checks, the pet and the activation itself, which hands the kit to the kits module's lifecycle. The pet is
 * entered through the animals module (AnimalEntryService), credits and the kit's details through kits
 * (KitActivationService), docs/decisions/0055. Its face is ActivationService.
 */
@Module({
  imports: [AuthModule, CatalogueModule, KitsModule, AnimalsModule],
  controllers: [ActivationController],
  providers: [ActivationService, ActivationAccountService],
  exports: [ActivationService],
})
export class ActivationModule {}
