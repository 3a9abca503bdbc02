import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { Admin } from '../../common/access.js';
import { CurrentUser } from '../../common/current-user.js';
import type { RequestUser } from '../../common/request-user.js';
import { ParseIdPipe } from '../../common/validation.js';
import { AdminOrdersQueryDto, RefundDto } from './dto/orders.dto.js';
import { OrdersAdminService } from './orders-admin.service.js';

/** Admin: orders with search and status, refunds through the provider, bank transfers marked paid. */
@Admin()
@Controller('admin/orders')
export class AdminOrdersController {
  constructor(private readonly admin: OrdersAdminService) {}

  @Get()
  list(@CurrentUser() actor: RequestUser | undefined, @Query() query: AdminOrdersQueryDto) {
    const { search, status, storefront, from } = query;
    return this.admin.list(actor, { search, status, storefront, from }, Number(query.page ?? 1));
  }

  @Post(':id/refund')
  @HttpCode(200)
  refund(@CurrentUser() actor: RequestUser | undefined, @Param('id', ParseIdPipe) id: number, @Body() body: RefundDto) {
    return this.admin.refund(actor, id, body.amount);
  }

  @Post(':id/mark-paid')
  @HttpCode(200)
  markPaid(@CurrentUser() actor: RequestUser | undefined, @Param('id', ParseIdPipe) id: number) {
    return this.admin.markPaid(actor, id);
  }
}
