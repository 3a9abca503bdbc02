import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Req } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyRequest } from 'fastify';
import { Public, SignedIn } from '../../common/access.js';
import { ParseIdPipe } from '../../common/validation.js';
import { signedIn } from './activation.controller.js';
import { CollectedAnimalsService } from './collected-animals.service.js';
import { CollectedAnimalDto, CollectedQueryDto } from './dto/animals.dto.js';
import { LabService } from './lab.service.js';

/** Public tools: the sample tracker and report authentication; the collection agents' register. */
@SignedIn()
@Controller('tools')
export class ToolsController {
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
  list(@Req() request: FastifyRequest, @Query() query: CollectedQueryDto) {
    return this.collected.list(signedIn(request), Number(query.page ?? 1), query.name);
  }

  @Post('collected-animal')
  @HttpCode(201)
  create(@Req() request: FastifyRequest, @Body() body: CollectedAnimalDto) {
    return this.collected.create(signedIn(request), body);
  }

  @Put('collected-animal/:id')
  update(@Req() request: FastifyRequest, @Param('id', ParseIdPipe) id: number, @Body() body: CollectedAnimalDto) {
    return this.collected.update(signedIn(request), id, body);
  }

  @Delete('collected-animal/:id')
  @HttpCode(204)
  async remove(@Req() request: FastifyRequest, @Param('id', ParseIdPipe) id: number) {
    await this.collected.remove(signedIn(request), id);
  }
}
