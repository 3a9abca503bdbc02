import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post, Query, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { SignedIn } from '../../common/access.js';
import { AppError } from '../../common/app-error.js';
import { type RequestUser, requestUserOf } from '../../common/request-user.js';
import { CatalogueService } from './catalogue.service.js';
import { CustomProfilesService } from './custom-profiles.service.js';
import { CreateCustomProfileDto, ListCustomProfilesDto } from './dto/custom-profile.dto.js';

const signedIn = (request: FastifyRequest): RequestUser => {
  const user = requestUserOf(request);
  if (!user) throw AppError.unauthorized();
  return user;
};

/** Spec §7 custom-profile calls; each one is the signed-in user's own profiles only. */
@SignedIn()
@Controller()
export class CustomProfilesController {
  constructor(
    private readonly profiles: CustomProfilesService,
    private readonly catalogue: CatalogueService,
  ) {}

  @Get('cart/custom-profile')
  async list(@Req() request: FastifyRequest, @Query() query: ListCustomProfilesDto) {
    const user = signedIn(request);
    return this.profiles.list(user, await this.catalogue.visitor(request), query);
  }

  @Post('cart/custom-profile')
  @HttpCode(201)
  async create(@Req() request: FastifyRequest, @Body() body: CreateCustomProfileDto) {
    const user = signedIn(request);
    return this.profiles.create(user, await this.catalogue.visitor(request), body);
  }

  @Get('store/products/custom-profile/:id')
  async get(@Req() request: FastifyRequest, @Param('id', new ParseUUIDPipe({ errorHttpStatusCode: 404 })) id: string) {
    const user = signedIn(request);
    return this.profiles.get(user, await this.catalogue.visitor(request), id);
  }

  @Delete('store/products/custom-profile/:id')
  @HttpCode(204)
  async remove(@Req() request: FastifyRequest, @Param('id', new ParseUUIDPipe({ errorHttpStatusCode: 404 })) id: string) {
    await this.profiles.remove(signedIn(request), id);
  }
}
