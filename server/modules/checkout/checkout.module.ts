import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { CartModule } from '../cart/cart.module.js';
import { KitsModule } from '../kits/kits.module.js';
import { OrdersModule } from '../orders/orders.module.js';
import { PaymentsModule } from '../payments/payments.module.js';
import { CardPaymentsForPendingOrders } from './card-payments-for-pending-orders.js';
import { CheckoutController } from './checkout.controller.js';
import { CheckoutService } from './checkout.service.js';
import { KitsUpgrades } from './kits-upgrades.js';

/**
 * Placing an order from the cart (idempotent per key), and starting its card or PayPal payment; the orders
 * themselves, once placed, are the orders module's (docs/decisions/0050).
 */
@Module({
  imports: [CartModule, PaymentsModule, AuthModule, KitsModule, OrdersModule],
  controllers: [CheckoutController],
  providers: [CheckoutService, KitsUpgrades, CardPaymentsForPendingOrders],
})
export class CheckoutModule {}
