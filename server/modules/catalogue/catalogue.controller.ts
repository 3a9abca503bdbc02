import { Controller, Get, Param, Query } from '@nestjs/common';
import { Public, SignedIn } from '../../common/access.js';
import { AppError } from '../../common/app-error.js';
import { Ctx, type RequestContext } from '../../common/request-context.js';
import { ParseIdPipe } from '../../common/validation.js';
import { CatalogueService } from './catalogue.service.js';
import { BreedProductsDto, ProductAudienceDto } from './dto/breed-products.dto.js';
import { ListBreedsDto } from './dto/list-breeds.dto.js';
import { ListProductsDto } from './dto/list-products.dto.js';

/** The shop's shelves (spec §7 "Store"): product lists, search, product pages and breeds. */
@Public()
@Controller()
export class CatalogueController {
  constructor(private readonly catalogue: CatalogueService) {}

  @Get('store/products')
  async list(@Ctx() ctx: RequestContext, @Query() query: ListProductsDto) {
    return this.catalogue.listProducts(await this.catalogue.visitor(ctx, query.user_type), query);
  }

  @Get('store/products/breed')
  async breedProducts(@Ctx() ctx: RequestContext, @Query() query: BreedProductsDto) {
    return this.catalogue.breedProducts(await this.catalogue.visitor(ctx, query.user_type), Number(query.id));
  }

  @Get('store/products/product/:id')
  async product(@Ctx() ctx: RequestContext, @Param('id', ParseIdPipe) id: number, @Query() query: ProductAudienceDto) {
    return this.catalogue.product(await this.catalogue.visitor(ctx, query.user_type), id);
  }

  /** The signed-in user's view of a product: their own audience, storefront and member price. */
  @SignedIn()
  @Get('my/store/products/product/:id')
  async myProduct(@Ctx() ctx: RequestContext, @Param('id', ParseIdPipe) id: number) {
    if (!ctx.user) throw AppError.unauthorized();
    return this.catalogue.product(await this.catalogue.visitor(ctx), id);
  }

  @Get('breed')
  breeds(@Ctx() ctx: RequestContext, @Query() query: ListBreedsDto) {
    return this.catalogue.listBreeds(query, ctx.user);
  }

  @Get('breed/:id')
  breed(@Param('id', ParseIdPipe) id: number) {
    return this.catalogue.breed(id);
  }
}
