import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { CartModule } from '../cart/cart.module.js';
import { CatalogueModule } from '../catalogue/catalogue.module.js';
import { KitsModule } from '../kits/kits.module.js';
import { OrdersModule } from '../orders/orders.module.js';
import {
  AdminCatalogueBreedsController,
  AdminCatalogueController,
  AdminCatalogueTestsController,
} from './admin-catalogue.controller.js';
import { AdminCouponsController } from './admin-coupons.controller.js';
import { AdminCustomersController } from './admin-customers.controller.js';
import { AdminDashboardController } from './admin-dashboard.controller.js';
import { AdminJobsController } from './admin-jobs.controller.js';
import { BackOfficeService } from './back-office.service.js';
import { BackgroundWorkService } from './background-work.service.js';

/**
 * The lab's back office (issue 19): the dashboard, the customer page, coupons and prices, composed from the owning
 * modules' services. Every change it makes is written to the audit log (modules/audit) by the module
 * that makes it, in the same transaction.
 */
@Module({
  imports: [AuthModule, CartModule, CatalogueModule, OrdersModule, KitsModule],
  controllers: [
    AdminDashboardController,
    AdminCustomersController,
    AdminCouponsController,
    AdminCatalogueController,
    AdminJobsController,
    AdminCatalogueBreedsController,
    AdminCatalogueTestsController,
  ],
  providers: [BackOfficeService, BackgroundWorkService],
})
export class BackOfficeModule {}
