import { Module } from '@nestjs/common';
import { KitsModule } from '../kits/kits.module.js';
import { AdminShowsController, MyShowsController } from './shows.controller.js';
import { ShowsService } from './shows.service.js';

/** Show bookings: the lab collects samples at a show a club or secretary booked (issue 18 §3). */
@Module({
  imports: [KitsModule],
  controllers: [MyShowsController, AdminShowsController],
  providers: [ShowsService],
})
export class ShowsModule {}
