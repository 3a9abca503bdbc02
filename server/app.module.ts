import { type DynamicModule, Module } from '@nestjs/common';
import type { AppConfig } from './config/config.js';
import type { Database } from './db/database.js';
import { CoreModule } from './db/database.module.js';
import { ActivationModule } from './modules/activation/activation.module.js';
import { AgentsModule } from './modules/agents/agents.module.js';
import { AnimalsModule } from './modules/animals/animals.module.js';
import { AuditModule } from './modules/audit/audit.module.js';
import { AuthModule } from './modules/auth/auth.module.js';
import { BackOfficeModule } from './modules/backoffice/backoffice.module.js';
import { CartModule } from './modules/cart/cart.module.js';
import { CatalogueModule } from './modules/catalogue/catalogue.module.js';
import { CheckoutModule } from './modules/checkout/checkout.module.js';
import { ClubsModule } from './modules/clubs/clubs.module.js';
import { ContentModule } from './modules/content/content.module.js';
import { EnquiriesModule } from './modules/enquiries/enquiries.module.js';
import { GeoModule } from './modules/geo/geo.module.js';
import { HealthModule } from './modules/health/health.module.js';
import { InvoicesModule } from './modules/invoices/invoices.module.js';
import { JobsModule } from './modules/jobs/jobs.module.js';
import { KitsModule } from './modules/kits/kits.module.js';
import { MailModule } from './modules/mail/mail.module.js';
import { OrdersModule } from './modules/orders/orders.module.js';
import { ParentageModule } from './modules/parentage/parentage.module.js';
import { PaymentsModule } from './modules/payments/payments.module.js';
import { ResourcesModule } from './modules/resources/resources.module.js';
import { ShowsModule } from './modules/shows/shows.module.js';
import { StorefrontModule } from './modules/storefront/storefront.module.js';
import { ToolsModule } from './modules/tools/tools.module.js';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, database: Database): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CoreModule.forRoot(config, database),
        JobsModule,
        MailModule,
        AuditModule,
        HealthModule,
        GeoModule,
        StorefrontModule,
        EnquiriesModule,
        AuthModule,
        PaymentsModule,
        KitsModule,
        ActivationModule,
        AnimalsModule,
        ParentageModule,
        ClubsModule,
        AgentsModule,
        ShowsModule,
        CatalogueModule,
        CartModule,
        OrdersModule,
        CheckoutModule,
        InvoicesModule,
        ToolsModule,
        BackOfficeModule,
        ResourcesModule,
        ContentModule,
      ],
    };
  }
}
