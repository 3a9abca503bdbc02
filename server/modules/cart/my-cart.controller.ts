import { Controller, Get, Query, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { SignedIn } from '../../common/access.js';
import { CartService } from './cart.service.js';
import { MyCartQueryDto } from './dto/cart.dto.js';

/** GET /api/my/cart?sessionId: which cart a signed-in browser shows, so the cart follows its user (docs/decisions/0618). */
@SignedIn()
@Controller('my/cart')
export class MyCartController {
  constructor(private readonly carts: CartService) {}

  @Get()
  mine(@Req() request: FastifyRequest, @Query() query: MyCartQueryDto) {
    return this.carts.mine(request, query.sessionId);
  }
}
