import { Body, Controller, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../common/app-error.js';
import { requestUserOf } from '../../common/request-user.js';
import { ParseIdPipe } from '../../common/validation.js';
import { AdminOrdersQueryDto, RefundDto } from './dto/checkout.dto.js';
import { OrdersAdminService } from './orders-admin.service.js';

/** Admin: orders with search and status, refunds through the provider, bank transfers marked paid. */
@Controller('admin/orders')
export class AdminOrdersController {
  constructor(private readonly admin: OrdersAdminService) {}

  @Get()
  list(@Query() query: AdminOrdersQueryDto) {
    return this.admin.list(query.search, query.status, Number(query.page ?? 1));
  }

  @Post(':id/refund')
  @HttpCode(200)
  refund(@Req() request: FastifyRequest, @Param('id', ParseIdPipe) id: number, @Body() body: RefundDto) {
    return this.admin.refund(id, body.amount, admin(request).id);
  }

  @Post(':id/mark-paid')
  @HttpCode(200)
  markPaid(@Req() request: FastifyRequest, @Param('id', ParseIdPipe) id: number) {
    return this.admin.markPaid(id, admin(request));
  }
}

function admin(request: FastifyRequest) {
  const user = requestUserOf(request);
  if (!user?.isAdmin) throw AppError.forbidden('Admins only');
  return user;
}
