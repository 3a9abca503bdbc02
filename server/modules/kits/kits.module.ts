import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { CatalogueModule } from '../catalogue/catalogue.module.js';
import { ActivationController } from './activation.controller.js';
import { ActivationService } from './activation.service.js';
import { ActivationAccountService } from './activation-account.service.js';
import { AnimalsController } from './animals.controller.js';
import { AnimalsService } from './animals.service.js';
import { BreedProfileService } from './breed-profile.service.js';
import { CollectedAnimalsService } from './collected-animals.service.js';
import { DnaProfilesService } from './dna-profiles.service.js';
import { KitTestsForCatalogue } from './kit-tests-for-catalogue.js';
import { KitsService } from './kits.service.js';
import { KitsReportingService } from './kits-reporting.service.js';
import { LabController } from './lab.controller.js';
import { LabService } from './lab.service.js';
import { MicrochipCheckerController } from './microchip-checker.controller.js';
import { MicrochipCheckerService } from './microchip-checker.service.js';
import { ReportAuthority } from './report-authority.service.js';
import { ReportsService } from './reports.service.js';
import { ToolsController } from './tools.controller.js';

/**
 * Kits to results: kit allocation (the seam orders calls), activation, animals, the lab's workflow,
 * reports and their verification, and the microchip parent checker.
 */
@Module({
  imports: [AuthModule, CatalogueModule],
  controllers: [ActivationController, AnimalsController, LabController, ToolsController, MicrochipCheckerController],
  providers: [
    KitsService,
    KitsReportingService,
    ActivationService,
    ActivationAccountService,
    AnimalsService,
    LabService,
    ReportsService,
    CollectedAnimalsService,
    MicrochipCheckerService,
    KitTestsForCatalogue,
    DnaProfilesService,
    ReportAuthority,
    BreedProfileService,
  ],
  exports: [KitsService, DnaProfilesService, ReportAuthority, KitsReportingService],
})
export class KitsModule {}
