import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { Public, SignedIn } from '../../common/access.js';
import { SignedInUser } from '../../common/current-user.js';
import type { RequestUser } from '../../common/request-user.js';
import { ParseIdPipe } from '../../common/validation.js';
import { CollectedAnimalsService } from '../animals/collected-animals.service.js';
import { CollectedAnimalDto, CollectedQueryDto } from '../animals/dto/animals.dto.js';
import { LabService } from '../kits/lab.service.js';

/** The /api/tools routes: the public sample tracker and report authentication; the collection agents' register. */
@SignedIn()
@Controller('tools')
export class SampleTrackerController {
  constructor(
    private readonly lab: LabService,
    private readonly collected: CollectedAnimalsService,
  ) {}

  /** Anyone holding the barcode sees the sample's progress and nothing personal. */
  @Public()
  @Get('sample-tracker/:barcode')
  @RouteConfig({ rateLimit: { max: 60, timeWindow: '10 minutes' } })
  tracker(@Param('barcode') barcode: string) {
    return this.lab.tracker(barcode);
  }

  @Public()
  @Get('report-authenticate/:barcode')
  @RouteConfig({ rateLimit: { max: 60, timeWindow: '10 minutes' } })
  authenticate(@Param('barcode') barcode: string, @Query('code') code?: string) {
    return this.lab.authenticate(barcode, typeof code === 'string' ? code : undefined);
  }

  @Get('collected-animal')
  list(@SignedInUser() user: RequestUser, @Query() query: CollectedQueryDto) {
    return this.collected.list(user, Number(query.page ?? 1), query.name);
  }

  @Post('collected-animal')
  @HttpCode(201)
  create(@SignedInUser() user: RequestUser, @Body() body: CollectedAnimalDto) {
    return this.collected.create(user, body);
  }

  @Put('collected-animal/:id')
  update(@SignedInUser() user: RequestUser, @Param('id', ParseIdPipe) id: number, @Body() body: CollectedAnimalDto) {
    return this.collected.update(user, id, body);
  }

  @Delete('collected-animal/:id')
  @HttpCode(204)
  async remove(@SignedInUser() user: RequestUser, @Param('id', ParseIdPipe) id: number) {
    await this.collected.remove(user, id);
  }
}
