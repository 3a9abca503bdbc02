import { Controller, Get, Param, Query } from '@nestjs/common';
import { Public } from '../../common/access.js';
import { ParseIdPipe } from '../../common/validation.js';
import { StatesQueryDto } from './dto/states-query.dto.js';
import { GeoService } from './geo.service.js';

@Public()
@Controller('countries')
export class GeoController {
  constructor(private readonly geo: GeoService) {}

  @Get()
  list() {
    return this.geo.listCountries();
  }

  @Get('states')
  statesByCode(@Query() query: StatesQueryDto) {
    return this.geo.statesOfCountryCode(query.country_code);
  }

  @Get(':id/states')
  states(@Param('id', ParseIdPipe) id: number) {
    return this.geo.statesOfCountry(id);
  }
}
