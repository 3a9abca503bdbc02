import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { Admin, UserTypes } from '../../common/access.js';
import { CurrentUser } from '../../common/current-user.js';
import type { RequestUser } from '../../common/request-user.js';
import { ParseIdPipe } from '../../common/validation.js';
import { BookShowDto, ShowBookingsQueryDto, ShowSamplesDto } from './dto/book-show.dto.js';
import { ShowsService } from './shows.service.js';

/** `/my/shows`: a show secretary or club (a breeder account) books the lab to sample at a show. */
@UserTypes('breeder')
@Controller('my/shows')
export class MyShowsController {
  constructor(private readonly shows: ShowsService) {}

  @Get()
  mine(@CurrentUser() user: RequestUser) {
    return this.shows.mine(user);
  }

  @Post()
  @HttpCode(201)
  book(@CurrentUser() user: RequestUser, @Body() body: BookShowDto) {
    return this.shows.book(user, body);
  }

  @Post(':id/cancel')
  @HttpCode(200)
  cancel(@CurrentUser() user: RequestUser, @Param('id', ParseIdPipe) id: number) {
    return this.shows.cancel(user, id);
  }
}

@Admin()
@Controller('admin/shows')
export class AdminShowsController {
  constructor(private readonly shows: ShowsService) {}

  @Get()
  list(@CurrentUser() actor: RequestUser | undefined, @Query() query: ShowBookingsQueryDto) {
    return this.shows.listForAdmin(actor, query.status);
  }

  @Post(':id/confirm')
  @HttpCode(200)
  confirm(@CurrentUser() actor: RequestUser | undefined, @Param('id', ParseIdPipe) id: number) {
    return this.shows.confirm(actor, id);
  }

  /** The kits sampled at a confirmed show (decision 0972); they appear under the booking on `/my/shows`. */
  @Post(':id/samples')
  @HttpCode(200)
  samples(@CurrentUser() actor: RequestUser | undefined, @Param('id', ParseIdPipe) id: number, @Body() body: ShowSamplesDto) {
    return this.shows.recordSamples(actor, id, body.barcodes);
  }

  /** A kit recorded at the show by mistake comes off the booking, audited (decision 0975). */
  @Delete(':id/samples/:barcode')
  removeSample(
    @CurrentUser() actor: RequestUser | undefined,
    @Param('id', ParseIdPipe) id: number,
    @Param('barcode') barcode: string,
  ) {
    return this.shows.removeSample(actor, id, barcode);
  }
}
