import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { CartModule } from '../cart/cart.module.js';
import { KitsModule } from '../kits/kits.module.js';
import { PaymentsModule } from '../payments/payments.module.js';
import { AdminOrdersController } from './admin-orders.controller.js';
import { CheckoutController } from './checkout.controller.js';
import { CheckoutService } from './checkout.service.js';
import { InvoicesService } from './invoices.service.js';
import { KitsFulfilment } from './kits-fulfilment.js';
import { MyOrdersController } from './my-orders.controller.js';
import { OrdersService } from './orders.service.js';
import { OrdersAdminService } from './orders-admin.service.js';
import { PendingPaymentsService } from './pending-payments.service.js';
import { PendingPaymentsWorker } from './pending-payments.worker.js';

/**
 * Orders: checkout from the cart, payments through the payments module's gateways, the paid-order
 * listener, order history, pending payments (and the sweep that returns their held points), invoices and
 * the admin's order tools.
 */
@Module({
  imports: [CartModule, PaymentsModule, AuthModule, KitsModule],
  controllers: [CheckoutController, MyOrdersController, AdminOrdersController],
  providers: [
    CheckoutService,
    OrdersService,
    InvoicesService,
    OrdersAdminService,
    KitsFulfilment,
    PendingPaymentsService,
    PendingPaymentsWorker,
  ],
  exports: [OrdersService],
})
export class CheckoutModule {}
