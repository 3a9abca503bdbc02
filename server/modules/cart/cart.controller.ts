import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { Public } from '../../common/access.js';
import { Ctx, type RequestContext } from '../../common/request-context.js';
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
  create(@Ctx() ctx: RequestContext, @Body() body: CreateCartDto) {
    return this.carts.create(ctx, body.sessionId);
  }

  @Get(':sessionId')
  view(@Ctx() ctx: RequestContext, @Param('sessionId') sessionId: string, @Query() query: CartQueryDto) {
    return this.carts.viewWithQuery(ctx, sessionId, query);
  }

  @Put(':sessionId')
  update(@Ctx() ctx: RequestContext, @Param('sessionId') sessionId: string, @Body() body: UpdateCartDto) {
    return this.carts.update(ctx, sessionId, body);
  }

  @Post(':sessionId/item')
  @HttpCode(201)
  addItem(@Ctx() ctx: RequestContext, @Param('sessionId') sessionId: string, @Body() body: AddCartItemDto) {
    return this.carts.addItem(ctx, sessionId, body);
  }

  @Put(':sessionId/item/:itemId')
  updateItem(
    @Ctx() ctx: RequestContext,
    @Param('sessionId') sessionId: string,
    @Param('itemId', ParseIdPipe) itemId: number,
    @Body() body: UpdateCartItemDto,
  ) {
    return this.carts.updateItem(ctx, sessionId, itemId, body);
  }

  @Delete(':sessionId/item/:itemId')
  deleteItem(@Ctx() ctx: RequestContext, @Param('sessionId') sessionId: string, @Param('itemId', ParseIdPipe) itemId: number) {
    return this.carts.deleteItem(ctx, sessionId, itemId);
  }

  @Put(':sessionId/note/:itemId')
  note(
    @Ctx() ctx: RequestContext,
    @Param('sessionId') sessionId: string,
    @Param('itemId', ParseIdPipe) itemId: number,
    @Body() body: CartNoteDto,
  ) {
    return this.carts.setNote(ctx, sessionId, itemId, body.note);
  }

  @Get(':sessionId/shipping-methods')
  shippingMethods(@Ctx() ctx: RequestContext, @Param('sessionId') sessionId: string) {
    return this.carts.shippingMethods(ctx, sessionId);
  }

  @Get(':sessionId/coupon/:code')
  coupon(@Ctx() ctx: RequestContext, @Param('sessionId') sessionId: string, @Param('code') code: string) {
    return this.carts.checkCoupon(ctx, sessionId, code);
  }
}
