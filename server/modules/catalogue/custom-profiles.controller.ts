import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { SignedIn } from '../../common/access.js';
import { Ctx, type SignedInContext } from '../../common/request-context.js';
import { CatalogueService } from './catalogue.service.js';
import { CustomProfilesService } from './custom-profiles.service.js';
import { CreateCustomProfileDto, ListCustomProfilesDto } from './dto/custom-profile.dto.js';

/** Spec §7 custom-profile calls; each one is the signed-in user's own profiles only. */
@SignedIn()
@Controller()
export class CustomProfilesController {
  constructor(
    private readonly profiles: CustomProfilesService,
    private readonly catalogue: CatalogueService,
  ) {}

  @Get('cart/custom-profile')
  async list(@Ctx('signedIn') ctx: SignedInContext, @Query() query: ListCustomProfilesDto) {
    return this.profiles.list(ctx.user, await this.catalogue.visitor(ctx), query);
  }

  @Post('cart/custom-profile')
  @HttpCode(201)
  async create(@Ctx('signedIn') ctx: SignedInContext, @Body() body: CreateCustomProfileDto) {
    return this.profiles.create(ctx.user, await this.catalogue.visitor(ctx), body);
  }

  @Get('store/products/custom-profile/:id')
  async get(@Ctx('signedIn') ctx: SignedInContext, @Param('id', new ParseUUIDPipe({ errorHttpStatusCode: 404 })) id: string) {
    return this.profiles.get(ctx.user, await this.catalogue.visitor(ctx), id);
  }

  @Delete('store/products/custom-profile/:id')
  @HttpCode(204)
  async remove(@Ctx('signedIn') ctx: SignedInContext, @Param('id', new ParseUUIDPipe({ errorHttpStatusCode: 404 })) id: string) {
    await this.profiles.remove(ctx.user, id);
  }
}
