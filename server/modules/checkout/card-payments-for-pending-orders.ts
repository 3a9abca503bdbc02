import { Injectable, type OnModuleInit } from '@nestjs/common';
import { PendingPaymentsService } from '../orders/pending-payments.service.js';
import { CheckoutService } from './checkout.service.js';

/**
 * Paying pending orders by card starts the payment through checkout's card flow. Orders cannot import checkout
 * (checkout places orders through orders' OrderPlacementService, docs/decisions/0063), so orders declares the
 * `CardPaymentStarter` port and this class, the one place that wires it, registers CheckoutService at start-up
 * (docs/decisions/0050).
 */
@Injectable()
export class CardPaymentsForPendingOrders implements OnModuleInit {
  constructor(
    private readonly checkout: CheckoutService,
    private readonly pendingPayments: PendingPaymentsService,
  ) {}

  onModuleInit(): void {
    this.pendingPayments.useCardPaymentStarter(this.checkout);
  }
}
