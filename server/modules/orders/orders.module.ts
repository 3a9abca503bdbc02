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
import { CardCancellationService } from './card-cancellation.service.js';
import { KitsFulfilment } from './kits-fulfilment.js';
import { MyOrdersController } from './my-orders.controller.js';
import { OrderPlacementService } from './order-placement.service.js';
import { OrdersService } from './orders.service.js';
import { OrdersAdminService } from './orders-admin.service.js';
import { OrdersReportingService } from './orders-reporting.service.js';
import { PaymentRemindersService } from './payment-reminders.service.js';
import { PaymentRemindersWorker } from './payment-reminders.worker.js';
import { PendingPaymentsService } from './pending-payments.service.js';
import { PendingPaymentsWorker } from './pending-payments.worker.js';

/**
 * Orders once placed: the paid-order listener and the kits it allocates, order history, pending payments (and
 * the sweep that returns the loyalty points of payments and orders never paid), the reminders of payments due, clinics' advance orders of
 * supplies and the admin's order tools. Placing an order from the cart is checkout's (docs/decisions/0050),
 * which writes the order's rows through OrderPlacementService (0063). For invoices, which this module's
 * invoice code calls through invoices/invoice-records.ts and so cannot import back, the plain reads of
 * order-reads.ts (0062).
 */
@Module({
  imports: [CartModule, CatalogueModule, PaymentsModule, AuthModule, KitsModule],
  controllers: [MyOrdersController, AdminOrdersController, AdvanceOrdersController, AdminAdvanceOrdersController],
  providers: [
    OrdersService,
    OrderPlacementService,
    OrdersAdminService,
    OrdersReportingService,
    KitsFulfilment,
    AdvanceOrdersService,
    AdvanceOrdersAdminService,
    PendingPaymentsService,
    AbandonedOrdersService,
    CardCancellationService,
    PendingPaymentsWorker,
    PaymentRemindersService,
    PaymentRemindersWorker,
  ],
  exports: [OrdersService, OrderPlacementService, OrdersReportingService, PendingPaymentsService],
})
export class OrdersModule {}
