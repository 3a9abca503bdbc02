import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { SignedIn } from '../../common/access.js';
import { SignedInUser } from '../../common/current-user.js';
import type { RequestUser } from '../../common/request-user.js';
import { KitsService } from '../kits/kits.service.js';
import { PageQueryDto, PayPendingDto, PendingPaymentQueryDto, TransferMultipackDto } from './dto/orders.dto.js';
import { OrdersService } from './orders.service.js';
import { PendingPaymentsService } from './pending-payments.service.js';

/** The signed-in user's orders, pending payments, multi-pack transfers and addresses (spec §7; invoices: the invoices module). The auth hook answers 401 to guests. */
@SignedIn()
@Controller('my')
export class MyOrdersController {
  constructor(
    private readonly orders: OrdersService,
    private readonly pendingPayments: PendingPaymentsService,
    private readonly kits: KitsService,
  ) {}

  @Get('order-history')
  async history(@SignedInUser() user: RequestUser, @Query() query: PageQueryDto) {
    await this.orders.claimGuestOrders(user);
    const paid = query.paid === undefined ? undefined : query.paid === 'true';
    return this.orders.ordersOf(user.id, { paid }, Number(query.page ?? 1), Number(query.size ?? 20));
  }

  @Get('pending-orders')
  async pending(@SignedInUser() user: RequestUser, @Query() query: PageQueryDto) {
    await this.orders.claimGuestOrders(user);
    return this.orders.ordersOf(user.id, { pendingOnly: true }, Number(query.page ?? 1), Number(query.size ?? 20));
  }

  @Get('pending-orders/payment')
  pendingTotal(@SignedInUser() user: RequestUser, @Query() query: PendingPaymentQueryDto) {
    return this.pendingPayments.total(user, query.order_ids, Number(query.loyalty_points ?? 0));
  }

  @Post('pending-orders/payment')
  @HttpCode(201)
  payPending(@SignedInUser() user: RequestUser, @Body() body: PayPendingDto) {
    return this.pendingPayments.pay(user, body.order_ids, body.loyalty_points ?? 0);
  }

  @Post('transfer-multipack')
  @HttpCode(200)
  transferMultipack(@SignedInUser() user: RequestUser, @Body() body: TransferMultipackDto) {
    return this.kits.transferCredits(user.id, body.email, body.category_id, body.quantity);
  }

  @Get('addresses')
  addresses(@SignedInUser() user: RequestUser) {
    return this.orders.addressesOf(user);
  }
}
