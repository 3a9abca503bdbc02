import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { Public } from '../../common/access.js';
import { ParseIdPipe } from '../../common/validation.js';
import { CartService } from './cart.service.js';
import { AddCartItemDto, CartNoteDto, CartQueryDto, CreateCartDto, UpdateCartDto, UpdateCartItemDto } from './dto/cart.dto.js';

/** Spec §7 cart calls. The session id in the path is the capability; a signed-in user's cart is theirs only. */
@Public()
@Controller('cart')
export class CartController {
  constructor(private readonly carts: CartService) {}

  @Post()
  @HttpCode(201)
  create(@Req() request: FastifyRequest, @Body() body: CreateCartDto) {
    return this.carts.create(request, body.sessionId);
  }

  @Get(':sessionId')
  view(@Req() request: FastifyRequest, @Param('sessionId') sessionId: string, @Query() query: CartQueryDto) {
    return this.carts.viewWithQuery(request, sessionId, query);
  }

  @Put(':sessionId')
  update(@Req() request: FastifyRequest, @Param('sessionId') sessionId: string, @Body() body: UpdateCartDto) {
    return this.carts.update(request, sessionId, body);
  }

  @Post(':sessionId/item')
  @HttpCode(201)
  addItem(@Req() request: FastifyRequest, @Param('sessionId') sessionId: string, @Body() body: AddCartItemDto) {
    return this.carts.addItem(request, sessionId, body);
  }

  @Put(':sessionId/item/:itemId')
  updateItem(
    @Req() request: FastifyRequest,
    @Param('sessionId') sessionId: string,
    @Param('itemId', ParseIdPipe) itemId: number,
    @Body() body: UpdateCartItemDto,
  ) {
    return this.carts.updateItem(request, sessionId, itemId, body);
  }

  @Delete(':sessionId/item/:itemId')
  deleteItem(
    @Req() request: FastifyRequest,
    @Param('sessionId') sessionId: string,
    @Param('itemId', ParseIdPipe) itemId: number,
  ) {
    return this.carts.deleteItem(request, sessionId, itemId);
  }

  @Put(':sessionId/note/:itemId')
  note(
    @Req() request: FastifyRequest,
    @Param('sessionId') sessionId: string,
    @Param('itemId', ParseIdPipe) itemId: number,
    @Body() body: CartNoteDto,
  ) {
    return this.carts.setNote(request, sessionId, itemId, body.note);
  }

  @Get(':sessionId/shipping-methods')
  shippingMethods(@Req() request: FastifyRequest, @Param('sessionId') sessionId: string) {
    return this.carts.shippingMethods(request, sessionId);
  }

  @Get(':sessionId/coupon/:code')
  coupon(@Req() request: FastifyRequest, @Param('sessionId') sessionId: string, @Param('code') code: string) {
    return this.carts.checkCoupon(request, sessionId, code);
  }
}
