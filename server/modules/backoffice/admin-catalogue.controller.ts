import { Body, Controller, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { Admin } from '../../common/access.js';
import { CurrentUser } from '../../common/current-user.js';
import type { RequestUser } from '../../common/request-user.js';
import { ParseIdPipe } from '../../common/validation.js';
import { CatalogueAdminService } from '../catalogue/catalogue-admin.service.js';
import { SetPriceDto } from '../catalogue/dto/admin-price.dto.js';
import {
  AdminProductsQueryDto,
  BreedChoicesQueryDto,
  ProductPreviewQueryDto,
  SaveProductDto,
} from '../catalogue/dto/admin-product.dto.js';
import { SetProductContentsDto } from '../catalogue/dto/set-product-contents.dto.js';
import { ProductContentsService } from '../catalogue/product-contents.service.js';
import { ProductsAdminService } from '../catalogue/products-admin.service.js';
import { BackOfficeService } from './back-office.service.js';

/** The breeds a product can be for, by species (the product form's picker). */
@Admin()
@Controller('admin/catalogue/breeds')
export class AdminCatalogueBreedsController {
  constructor(private readonly products: ProductsAdminService) {}

  @Get()
  list(@CurrentUser() actor: RequestUser | undefined, @Query() query: BreedChoicesQueryDto) {
    return this.products.breedChoices(actor, query.species);
  }
}

/** The tests a full breed profile can include, by species (the product page's test picker). */
@Admin()
@Controller('admin/catalogue/tests')
export class AdminCatalogueTestsController {
  constructor(private readonly contents: ProductContentsService) {}

  @Get()
  list(@CurrentUser() actor: RequestUser | undefined, @Query() query: BreedChoicesQueryDto) {
    return this.contents.testChoices(actor, query.species);
  }
}

/** Products and their prices per currency (each storefront sells in its own), owned by the catalogue module. */
@Admin()
@Controller('admin/catalogue/products')
export class AdminCatalogueController {
  constructor(
    private readonly catalogue: CatalogueAdminService,
    private readonly products: ProductsAdminService,
    private readonly backOffice: BackOfficeService,
    private readonly contents: ProductContentsService,
  ) {}

  @Get()
  list(@CurrentUser() actor: RequestUser | undefined, @Query() query: AdminProductsQueryDto) {
    return this.products.list(actor, query);
  }

  @Post()
  @HttpCode(201)
  create(@CurrentUser() actor: RequestUser | undefined, @Body() body: SaveProductDto) {
    return this.products.create(actor, body);
  }

  @Get(':id')
  show(@CurrentUser() actor: RequestUser | undefined, @Param('id', ParseIdPipe) id: number) {
    return this.backOffice.productPrices(actor, id);
  }

  @Put(':id')
  update(@CurrentUser() actor: RequestUser | undefined, @Param('id', ParseIdPipe) id: number, @Body() body: SaveProductDto) {
    return this.products.update(actor, id, body);
  }

  @Post(':id/retire')
  @HttpCode(200)
  retire(@CurrentUser() actor: RequestUser | undefined, @Param('id', ParseIdPipe) id: number) {
    return this.products.retire(actor, id);
  }

  @Get(':id/preview')
  preview(
    @CurrentUser() actor: RequestUser | undefined,
    @Param('id', ParseIdPipe) id: number,
    @Query() query: ProductPreviewQueryDto,
  ) {
    return this.products.preview(actor, id, query.storefront);
  }

  @Put(':id/contents')
  setContents(
    @CurrentUser() actor: RequestUser | undefined,
    @Param('id', ParseIdPipe) id: number,
    @Body() body: SetProductContentsDto,
  ) {
    return this.contents.setContents(actor, id, body);
  }

  @Put(':id/prices')
  setPrice(@CurrentUser() actor: RequestUser | undefined, @Param('id', ParseIdPipe) id: number, @Body() body: SetPriceDto) {
    return this.catalogue.setPrice(actor, id, body);
  }
}
