import { Body, Controller, Get, Param, Put, Query } from '@nestjs/common';
import { Admin } from '../../common/access.js';
import { CurrentUser } from '../../common/current-user.js';
import type { RequestUser } from '../../common/request-user.js';
import { ParseIdPipe } from '../../common/validation.js';
import { CatalogueAdminService } from '../catalogue/catalogue-admin.service.js';
import { ProductSearchQueryDto, SetPriceDto } from '../catalogue/dto/admin-price.dto.js';
import { BackOfficeService } from './back-office.service.js';

/** Catalogue prices per currency (each storefront sells in its own), owned by the catalogue module. */
@Admin()
@Controller('admin/catalogue/products')
export class AdminCatalogueController {
  constructor(
    private readonly catalogue: CatalogueAdminService,
    private readonly backOffice: BackOfficeService,
  ) {}

  @Get()
  search(@CurrentUser() actor: RequestUser | undefined, @Query() query: ProductSearchQueryDto) {
    return this.catalogue.search(actor, query.search);
  }

  @Get(':id')
  show(@CurrentUser() actor: RequestUser | undefined, @Param('id', ParseIdPipe) id: number) {
    return this.backOffice.productPrices(actor, id);
  }

  @Put(':id/prices')
  setPrice(@CurrentUser() actor: RequestUser | undefined, @Param('id', ParseIdPipe) id: number, @Body() body: SetPriceDto) {
    return this.catalogue.setPrice(actor, id, body);
  }
}
