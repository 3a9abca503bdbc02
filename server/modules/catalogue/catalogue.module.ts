import { Module } from '@nestjs/common';
import { StorefrontModule } from '../storefront/storefront.module.js';
import { CatalogueController } from './catalogue.controller.js';
import { CatalogueService } from './catalogue.service.js';
import { CatalogueAdminService } from './catalogue-admin.service.js';
import { CatalogueChangesService } from './catalogue-changes.service.js';
import { CatalogueLookupService } from './catalogue-lookup.service.js';
import { CustomProfilesController } from './custom-profiles.controller.js';
import { CustomProfilesService } from './custom-profiles.service.js';
import { ProductContentsService } from './product-contents.service.js';
import { ProductsAdminService } from './products-admin.service.js';

/** Products, prices, breeds and full breed profiles: browsing, filtering and searching the shop. */
@Module({
  imports: [StorefrontModule],
  controllers: [CatalogueController, CustomProfilesController],
  providers: [
    CatalogueService,
    CustomProfilesService,
    CatalogueLookupService,
    CatalogueAdminService,
    ProductsAdminService,
    ProductContentsService,
    CatalogueChangesService,
  ],
  exports: [
    CatalogueService,
    CustomProfilesService,
    CatalogueLookupService,
    CatalogueAdminService,
    ProductsAdminService,
    ProductContentsService,
    CatalogueChangesService,
  ],
})
export class CatalogueModule {}
