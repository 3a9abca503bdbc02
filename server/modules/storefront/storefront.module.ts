import { Module } from '@nestjs/common';
import { GeoModule } from '../geo/geo.module.js';
import { StorefrontController } from './storefront.controller.js';
import { StorefrontService } from './storefront.service.js';

/** The visitor's storefront and the preference cookies (country, currency, user type, campaign popup). */
@Module({
  imports: [GeoModule],
  controllers: [StorefrontController],
  providers: [StorefrontService],
  exports: [StorefrontService],
})
export class StorefrontModule {}
