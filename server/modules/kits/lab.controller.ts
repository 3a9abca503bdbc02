import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { Admin } from '../../common/access.js';
import { CurrentUser } from '../../common/current-user.js';
import type { RequestUser } from '../../common/request-user.js';
import { AllocateKitsDto, BarcodeListDto, ImportResultsDto, ListKitsDto, MoveKitDto } from './dto/lab.dto.js';
import { LabService } from './lab.service.js';

/** The lab's screens: admins only, declared here and checked again by the service. */
@Admin()
@Controller('admin/lab')
export class LabController {
  constructor(private readonly lab: LabService) {}

  @Get('kits')
  list(@CurrentUser() actor: RequestUser | undefined, @Query() query: ListKitsDto) {
    return this.lab.listKits(actor, query);
  }

  /** Allocate kits to a customer for an order or a batch (the orders module calls the kits seam itself). */
  @Post('kits/allocate')
  @HttpCode(201)
  allocate(@CurrentUser() actor: RequestUser | undefined, @Body() body: AllocateKitsDto) {
    return this.lab.allocate(actor, body);
  }

  @Post('kits/receive')
  @HttpCode(200)
  receive(@CurrentUser() actor: RequestUser | undefined, @Body() body: BarcodeListDto) {
    return this.lab.receive(actor, body.barcodes);
  }

  @Post('kits/:barcode/status')
  @HttpCode(200)
  move(@CurrentUser() actor: RequestUser | undefined, @Param('barcode') barcode: string, @Body() body: MoveKitDto) {
    return this.lab.move(actor, barcode, body.status, body.note);
  }

  @Get('kits/:barcode/history')
  history(@CurrentUser() actor: RequestUser | undefined, @Param('barcode') barcode: string) {
    return this.lab.history(actor, barcode);
  }

  @Post('results/import')
  @HttpCode(200)
  import(@CurrentUser() actor: RequestUser | undefined, @Body() body: ImportResultsDto) {
    return this.lab.importCsv(actor, body.csv);
  }

  @Get('results/:barcode')
  drafts(@CurrentUser() actor: RequestUser | undefined, @Param('barcode') barcode: string) {
    return this.lab.drafts(actor, barcode);
  }

  @Post('results/publish')
  @HttpCode(200)
  publish(@CurrentUser() actor: RequestUser | undefined, @Body() body: BarcodeListDto) {
    return this.lab.publish(actor, body.barcodes);
  }
}
