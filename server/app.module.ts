import { type DynamicModule, Module } from '@nestjs/common';
import type { AppConfig } from './config/config.js';
import type { Database } from './db/database.js';
import { CoreModule } from './db/database.module.js';
import { AuthModule } from './modules/auth/auth.module.js';
import { CartModule } from './modules/cart/cart.module.js';
import { CatalogueModule } from './modules/catalogue/catalogue.module.js';
import { CheckoutModule } from './modules/checkout/checkout.module.js';
import { EnquiriesModule } from './modules/enquiries/enquiries.module.js';
import { GeoModule } from './modules/geo/geo.module.js';
import { HealthModule } from './modules/health/health.module.js';
import { KitsModule } from './modules/kits/kits.module.js';
import { MailModule } from './modules/mail/mail.module.js';
import { ParentageModule } from './modules/parentage/parentage.module.js';
import { PaymentsModule } from './modules/payments/payments.module.js';
import { ResourcesModule } from './modules/resources/resources.module.js';
import { StorefrontModule } from './modules/storefront/storefront.module.js';
import { ToolsModule } from './modules/tools/tools.module.js';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, database: Database): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CoreModule.forRoot(config, database),
        MailModule,
        HealthModule,
        GeoModule,
        StorefrontModule,
        EnquiriesModule,
        AuthModule,
        PaymentsModule,
        KitsModule,
        ParentageModule,
        CatalogueModule,
        CartModule,
        CheckoutModule,
        ToolsModule,
        ResourcesModule,
      ],
    };
  }
}
