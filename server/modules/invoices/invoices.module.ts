import { Module } from '@nestjs/common';
import { OrdersModule } from '../orders/orders.module.js';
import { InvoicesController } from './invoices.controller.js';
import { InvoicesService } from './invoices.service.js';

/**
 * Invoices: the invoice tables, and the signed-in user's invoices, their totals and PDFs. Orders issues the
 * invoice in the transaction that marks an order paid; it cannot import this module (this one imports orders),
 * so it uses the plain functions of invoice-records.ts, part of this module's face (docs/decisions/0062).
 */
@Module({
  imports: [OrdersModule],
  controllers: [InvoicesController],
  providers: [InvoicesService],
  exports: [InvoicesService],
})
export class InvoicesModule {}
