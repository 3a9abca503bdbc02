import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { CartModule } from '../cart/cart.module.js';
import { CatalogueModule } from '../catalogue/catalogue.module.js';
import { KitsModule } from '../kits/kits.module.js';
import { PaymentsModule } from '../payments/payments.module.js';
import { AbandonedOrdersService } from './abandoned-orders.service.js';
import { AdminAdvanceOrdersController } from './admin-advance-orders.controller.js';
import { AdminOrdersController } from './admin-orders.controller.js';
import { AdvanceOrdersController } from './advance-orders.controller.js';
import { AdvanceOrdersService } from './advance-orders.service.js';
import { AdvanceOrdersAdminService } from './advance-orders-admin.service.js';
import { CheckoutController } from './checkout.controller.js';
import { CheckoutService } from './checkout.service.js';
import { KitsFulfilment } from './kits-fulfilment.js';
import { KitsUpgrades } from './kits-upgrades.js';
import { MyOrdersController } from './my-orders.controller.js';
import { OrdersService } from './orders.service.js';
import { OrdersAdminService } from './orders-admin.service.js';
import { OrdersReportingService } from './orders-reporting.service.js';
import { PendingPaymentsService } from './pending-payments.service.js';
import { PendingPaymentsWorker } from './pending-payments.worker.js';

/**
 * Orders: checkout from the cart, payments through the payments module's gateways, the paid-order
 * listener, order history, pending payments (and the sweep that returns the loyalty points of payments and
 * orders never paid), clinics' advance orders of supplies and the admin's order tools.
 */
@Module({
  imports: [CartModule, CatalogueModule, PaymentsModule, AuthModule, KitsModule],
  controllers: [
    CheckoutController,
    MyOrdersController,
    AdminOrdersController,
    AdvanceOrdersController,
    AdminAdvanceOrdersController,
  ],
  providers: [
    CheckoutService,
    OrdersService,
    OrdersAdminService,
    OrdersReportingService,
    KitsFulfilment,
    KitsUpgrades,
    AdvanceOrdersService,
    AdvanceOrdersAdminService,
    PendingPaymentsService,
    AbandonedOrdersService,
    PendingPaymentsWorker,
  ],
  exports: [OrdersService, OrdersReportingService],
})
export class CheckoutModule {}
