import { Module } from '@nestjs/common';
import { StorefrontModule } from '../storefront/storefront.module.js';
import { CatalogueController } from './catalogue.controller.js';
import { CatalogueService } from './catalogue.service.js';
import { CatalogueLookupService } from './catalogue-lookup.service.js';

/** Products, prices, breeds and full breed profiles: browsing, filtering and searching the shop. */
@Module({
  imports: [StorefrontModule],
  controllers: [CatalogueController],
  providers: [CatalogueService, CatalogueLookupService],
  exports: [CatalogueService, CatalogueLookupService],
})
export class CatalogueModule {}
