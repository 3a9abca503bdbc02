import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { CatalogueModule } from '../catalogue/catalogue.module.js';
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
 * the public tools are their own modules on top of this one (docs/decisions/0050).
 */
@Module({
  imports: [AuthModule, CatalogueModule],
  controllers: [LabController],
  providers: [KitsService, KitsReportingService, LabService, ReportsService, KitTestsForCatalogue, ReportAuthority],
  exports: [KitsService, KitsReportingService, LabService, ReportsService, ReportAuthority],
})
export class KitsModule {}
