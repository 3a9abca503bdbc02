import { Body, Controller, Get, Headers, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { UserTypes } from '../../common/access.js';
import { Ctx, type RequestContext } from '../../common/request-context.js';
import { ParseIdPipe } from '../../common/validation.js';
import { AdvanceOrdersService } from './advance-orders.service.js';
import { AdvanceOrderDto } from './dto/advance-order.dto.js';
import { PageQueryDto } from './dto/orders.dto.js';

/** Spec §7 advance orders: a clinic's supplies and kits ordered ahead of need (docs/decisions/0606). */
@Controller('store/orders/advance')
@UserTypes('vet')
export class AdvanceOrdersController {
  constructor(private readonly advanceOrders: AdvanceOrdersService) {}

  @Get()
  list(@Ctx() ctx: RequestContext, @Query() query: PageQueryDto) {
    return this.advanceOrders.list(ctx, Number(query.page ?? 1));
  }

  @Get('supplies')
  form(@Ctx() ctx: RequestContext) {
    return this.advanceOrders.form(ctx);
  }

  @Post()
  @HttpCode(201)
  create(@Ctx() ctx: RequestContext, @Headers('idempotency-key') key: string | undefined, @Body() body: AdvanceOrderDto) {
    return this.advanceOrders.create(ctx, key, body);
  }

  @Put(':id')
  update(@Ctx() ctx: RequestContext, @Param('id', ParseIdPipe) id: number, @Body() body: AdvanceOrderDto) {
    return this.advanceOrders.update(ctx, id, body);
  }

  @Post(':id/cancel')
  @HttpCode(200)
  cancel(@Ctx() ctx: RequestContext, @Param('id', ParseIdPipe) id: number) {
    return this.advanceOrders.cancel(ctx, id);
  }
}
