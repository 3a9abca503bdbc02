import { Module } from '@nestjs/common';
import { CatalogueModule } from '../catalogue/catalogue.module.js';
import { CartController } from './cart.controller.js';
import { CartService } from './cart.service.js';
import { CouponsAdminService } from './coupons-admin.service.js';
import { LoyaltyController } from './loyalty.controller.js';
import { LoyaltyService } from './loyalty.service.js';
import { MyCartController } from './my-cart.controller.js';

/** Carts priced from the catalogue, coupons and loyalty points. Checkout turns a cart into an order. */
@Module({
  imports: [CatalogueModule],
  controllers: [CartController, MyCartController, LoyaltyController],
  providers: [CartService, LoyaltyService, CouponsAdminService],
  exports: [CartService, LoyaltyService, CouponsAdminService],
})
export class CartModule {}
