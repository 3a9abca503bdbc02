import { Controller, Get, Param, Query, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { Public, SignedIn } from '../../common/access.js';
import { AppError } from '../../common/app-error.js';
import { requestUserOf } from '../../common/request-user.js';
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
  async list(@Req() request: FastifyRequest, @Query() query: ListProductsDto) {
    return this.catalogue.listProducts(await this.catalogue.visitor(request, query.user_type), query);
  }

  @Get('store/products/breed')
  async breedProducts(@Req() request: FastifyRequest, @Query() query: BreedProductsDto) {
    return this.catalogue.breedProducts(await this.catalogue.visitor(request, query.user_type), Number(query.id));
  }

  @Get('store/products/product/:id')
  async product(@Req() request: FastifyRequest, @Param('id', ParseIdPipe) id: number, @Query() query: ProductAudienceDto) {
    return this.catalogue.product(await this.catalogue.visitor(request, query.user_type), id);
  }

  /** The signed-in user's view of a product: their own audience, storefront and member price. */
  @SignedIn()
  @Get('my/store/products/product/:id')
  async myProduct(@Req() request: FastifyRequest, @Param('id', ParseIdPipe) id: number) {
    if (!requestUserOf(request)) throw AppError.unauthorized();
    return this.catalogue.product(await this.catalogue.visitor(request), id);
  }

  @Get('breed')
  breeds(@Req() request: FastifyRequest, @Query() query: ListBreedsDto) {
    return this.catalogue.listBreeds(query, requestUserOf(request));
  }

  @Get('breed/:id')
  breed(@Param('id', ParseIdPipe) id: number) {
    return this.catalogue.breed(id);
  }
}
