import { Body, Controller, Get, Header, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SignedIn } from '../../common/access.js';
import { AppError } from '../../common/app-error.js';
import { type RequestUser, requestUserOf } from '../../common/request-user.js';
import { ParseIdPipe } from '../../common/validation.js';
import { KitsService } from '../kits/kits.service.js';
import { PageQueryDto, PayPendingDto, PendingPaymentQueryDto, TransferMultipackDto } from './dto/checkout.dto.js';
import { InvoicesService } from './invoices.service.js';
import { OrdersService } from './orders.service.js';
import { PendingPaymentsService } from './pending-payments.service.js';

/** The signed-in user's orders, pending payments, invoices and addresses (spec §7). The auth hook answers 401 to guests. */
@SignedIn()
@Controller('my')
export class MyOrdersController {
  constructor(
    private readonly orders: OrdersService,
    private readonly pendingPayments: PendingPaymentsService,
    private readonly invoices: InvoicesService,
    private readonly kits: KitsService,
  ) {}

  @Get('order-history')
  async history(@Req() request: FastifyRequest, @Query() query: PageQueryDto) {
    const user = signedIn(request);
    await this.orders.claimGuestOrders(user);
    const paid = query.paid === undefined ? undefined : query.paid === 'true';
    return this.orders.ordersOf(user.id, { paid }, Number(query.page ?? 1), Number(query.size ?? 20));
  }

  @Get('pending-orders')
  async pending(@Req() request: FastifyRequest, @Query() query: PageQueryDto) {
    const user = signedIn(request);
    await this.orders.claimGuestOrders(user);
    return this.orders.ordersOf(user.id, { pendingOnly: true }, Number(query.page ?? 1), Number(query.size ?? 20));
  }

  @Get('pending-orders/payment')
  pendingTotal(@Req() request: FastifyRequest, @Query() query: PendingPaymentQueryDto) {
    return this.pendingPayments.total(signedIn(request), query.order_ids, Number(query.loyalty_points ?? 0));
  }

  @Post('pending-orders/payment')
  @HttpCode(201)
  payPending(@Req() request: FastifyRequest, @Body() body: PayPendingDto) {
    return this.pendingPayments.pay(signedIn(request), body.order_ids, body.loyalty_points ?? 0);
  }

  @Get('invoices')
  invoiceList(@Req() request: FastifyRequest, @Query() query: PageQueryDto) {
    return this.invoices.list(signedIn(request), Number(query.page ?? 1));
  }

  @Get('invoices/total')
  invoiceTotal(@Req() request: FastifyRequest) {
    return this.invoices.total(signedIn(request));
  }

  @Get('invoices/:id')
  invoice(@Req() request: FastifyRequest, @Param('id', ParseIdPipe) id: number) {
    return this.invoices.one(signedIn(request), id);
  }

  @Get('invoices/:id/pdf')
  @Header('cache-control', 'private, no-store')
  async invoicePdf(@Req() request: FastifyRequest, @Res() reply: FastifyReply, @Param('id', ParseIdPipe) id: number) {
    const pdf = await this.invoices.pdf(signedIn(request), id);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="${pdf.filename}"`)
      .send(pdf.body);
  }

  @Post('transfer-multipack')
  @HttpCode(200)
  transferMultipack(@Req() request: FastifyRequest, @Body() body: TransferMultipackDto) {
    return this.kits.transferCredits(signedIn(request).id, body.email, body.category_id, body.quantity);
  }

  @Get('addresses')
  addresses(@Req() request: FastifyRequest) {
    return this.orders.addressesOf(signedIn(request));
  }
}

function signedIn(request: FastifyRequest): RequestUser {
  const user = requestUserOf(request);
  if (!user) throw AppError.unauthorized();
  return user;
}
