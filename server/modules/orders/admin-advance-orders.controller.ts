import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { Admin } from '../../common/access.js';
import { CurrentUser } from '../../common/current-user.js';
import type { RequestUser } from '../../common/request-user.js';
import { ParseIdPipe } from '../../common/validation.js';
import { AdvanceOrdersAdminService } from './advance-orders-admin.service.js';
import { AdminAdvanceOrdersQueryDto, DispatchAdvanceOrderDto } from './dto/advance-order.dto.js';

/** Admin: the clinics' advance orders to pack, and their dispatch (invoice, barcoded kits, e-mail). */
@Admin()
@Controller('admin/advance-orders')
export class AdminAdvanceOrdersController {
  constructor(private readonly admin: AdvanceOrdersAdminService) {}

  @Get()
  list(@CurrentUser() actor: RequestUser | undefined, @Query() query: AdminAdvanceOrdersQueryDto) {
    return this.admin.list(actor, { search: query.search, status: query.status, page: Number(query.page ?? 1) });
  }

  @Post(':id/dispatch')
  @HttpCode(200)
  dispatch(
    @CurrentUser() actor: RequestUser | undefined,
    @Param('id', ParseIdPipe) id: number,
    @Body() body: DispatchAdvanceOrderDto,
  ) {
    return this.admin.dispatch(actor, id, body.trackingNumber);
  }
}
