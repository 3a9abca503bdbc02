import { Module } from '@nestjs/common';
import { CheckoutModule } from '../checkout/checkout.module.js';
import { InvoicesController } from './invoices.controller.js';
import { InvoicesService } from './invoices.service.js';

/**
 * Invoices: the signed-in user's invoices, their totals and PDFs. The invoice itself is issued by the orders
 * side (OrdersService) in the transaction that marks an order paid; this module reads and renders it.
 */
@Module({
  imports: [CheckoutModule],
  controllers: [InvoicesController],
  providers: [InvoicesService],
  exports: [InvoicesService],
})
export class InvoicesModule {}
