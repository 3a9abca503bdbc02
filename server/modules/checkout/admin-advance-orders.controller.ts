import { Body, Controller, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../common/app-error.js';
import { requestUserOf } from '../../common/request-user.js';
import { ParseIdPipe } from '../../common/validation.js';
import { AdvanceOrdersAdminService } from './advance-orders-admin.service.js';
import { AdminAdvanceOrdersQueryDto, DispatchAdvanceOrderDto } from './dto/advance-order.dto.js';

/** Admin: the clinics' advance orders to pack, and their dispatch (invoice, barcoded kits, e-mail). */
@Controller('admin/advance-orders')
export class AdminAdvanceOrdersController {
  constructor(private readonly admin: AdvanceOrdersAdminService) {}

  @Get()
  list(@Query() query: AdminAdvanceOrdersQueryDto) {
    return this.admin.list({
      search: query.search,
      status: query.status,
      page: Number(query.page ?? 1),
    });
  }

  @Post(':id/dispatch')
  @HttpCode(200)
  dispatch(@Req() request: FastifyRequest, @Param('id', ParseIdPipe) id: number, @Body() body: DispatchAdvanceOrderDto) {
    const user = requestUserOf(request);
    if (!user?.isAdmin) throw AppError.forbidden('Admins only');
    return this.admin.dispatch(id, user, body.trackingNumber);
  }
}
