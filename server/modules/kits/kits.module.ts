import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { CatalogueModule } from '../catalogue/catalogue.module.js';
import { AnimalKitsService } from './animal-kits.service.js';
import { KitActivationService } from './kit-activation.service.js';
import { KitTestsForCatalogue } from './kit-tests-for-catalogue.js';
import { KitsService } from './kits.service.js';
import { KitsReportingService } from './kits-reporting.service.js';
import { LabController } from './lab.controller.js';
import { LabService } from './lab.service.js';
import { ReportAuthority } from './report-authority.service.js';
import { ReportsService } from './reports.service.js';

/**
 * The kit lifecycle: kit allocation (the seam orders calls), the lab's workflow, results and reports, and
 * the lab's signature on reports (ReportAuthority, which parentage signs with too). Activation, animals and
 * the public tools are their own modules on top of this one (docs/decisions/0050); they read and write kits'
 * tables only through AnimalKitsService and KitActivationService (0055).
 */
@Module({
  imports: [AuthModule, CatalogueModule],
  controllers: [LabController],
  providers: [
    KitsService,
    KitsReportingService,
    LabService,
    ReportsService,
    KitTestsForCatalogue,
    ReportAuthority,
    AnimalKitsService,
    KitActivationService,
  ],
  exports: [
    KitsService,
    KitsReportingService,
    LabService,
    ReportsService,
    ReportAuthority,
    AnimalKitsService,
    KitActivationService,
  ],
})
export class KitsModule {}
