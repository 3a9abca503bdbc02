import { Body, Controller, Get, Headers, HttpCode, Param, Post, Put, Query, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { UserTypes } from '../../common/access.js';
import { ParseIdPipe } from '../../common/validation.js';
import { AdvanceOrdersService } from './advance-orders.service.js';
import { AdvanceOrderDto } from './dto/advance-order.dto.js';
import { PageQueryDto } from './dto/checkout.dto.js';

/** Spec §7 advance orders: a clinic's supplies and kits ordered ahead of need (docs/decisions/0606). */
@Controller('store/orders/advance')
@UserTypes('vet')
export class AdvanceOrdersController {
  constructor(private readonly advanceOrders: AdvanceOrdersService) {}

  @Get()
  list(@Req() request: FastifyRequest, @Query() query: PageQueryDto) {
    return this.advanceOrders.list(request, Number(query.page ?? 1));
  }

  @Get('supplies')
  form(@Req() request: FastifyRequest) {
    return this.advanceOrders.form(request);
  }

  @Post()
  @HttpCode(201)
  create(@Req() request: FastifyRequest, @Headers('idempotency-key') key: string | undefined, @Body() body: AdvanceOrderDto) {
    return this.advanceOrders.create(request, key, body);
  }

  @Put(':id')
  update(@Req() request: FastifyRequest, @Param('id', ParseIdPipe) id: number, @Body() body: AdvanceOrderDto) {
    return this.advanceOrders.update(request, id, body);
  }

  @Post(':id/cancel')
  @HttpCode(200)
  cancel(@Req() request: FastifyRequest, @Param('id', ParseIdPipe) id: number) {
    return this.advanceOrders.cancel(request, id);
  }
}
