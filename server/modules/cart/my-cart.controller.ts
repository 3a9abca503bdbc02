import { Controller, Get, Query } from '@nestjs/common';
import { SignedIn } from '../../common/access.js';
import { Ctx, type RequestContext } from '../../common/request-context.js';
import { CartService } from './cart.service.js';
import { MyCartQueryDto } from './dto/cart.dto.js';

/** GET /api/my/cart?sessionId: which cart a signed-in browser shows, so the cart follows its user (docs/decisions/0618). */
@SignedIn()
@Controller('my/cart')
export class MyCartController {
  constructor(private readonly carts: CartService) {}

  @Get()
  mine(@Ctx() ctx: RequestContext, @Query() query: MyCartQueryDto) {
    return this.carts.mine(ctx, query.sessionId);
  }
}
