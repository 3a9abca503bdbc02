import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { CatalogueModule } from '../catalogue/catalogue.module.js';
import { KitsModule } from '../kits/kits.module.js';
import { AdminResourcesController, ResourcesController } from './resources.controller.js';
import { ResourcesService } from './resources.service.js';

/**
 * Forms, resources and learning material (issue 18 §4): work spreadsheets, fact sheets, case studies and
 * ACM form requests. Animals and results come from the kits module, tests from the catalogue's.
 */
@Module({
  imports: [AuthModule, KitsModule, CatalogueModule],
  controllers: [ResourcesController, AdminResourcesController],
  providers: [ResourcesService],
})
export class ResourcesModule {}
