import { Module } from '@nestjs/common';
import { AnimalsModule } from '../animals/animals.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { CartModule } from '../cart/cart.module.js';
import { CatalogueModule } from '../catalogue/catalogue.module.js';
import { KitsModule } from '../kits/kits.module.js';
import {
  AdminClubsController,
  ClubAccessController,
  ClubOfficialController,
  MyClubProductsController,
  MyClubsController,
} from './clubs.controller.js';
import { ClubsService } from './clubs.service.js';

/**
 * Clubs and registration offices: members share chosen animals' results with them, officials read them
 * (issue 18 §2). Animals and results come from the kits module's exported services.
 */
@Module({
  imports: [AuthModule, KitsModule, AnimalsModule, CatalogueModule, CartModule],
  controllers: [ClubAccessController, MyClubsController, MyClubProductsController, ClubOfficialController, AdminClubsController],
  providers: [ClubsService],
})
export class ClubsModule {}
