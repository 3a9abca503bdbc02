import { Body, Controller, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { FieldErrors } from '../../common/app-error.js';
import { UsersService } from '../auth/users.service.js';
import { signedIn } from './activation.controller.js';
import { AllocateKitsDto, BarcodeListDto, ImportResultsDto, ListKitsDto, MoveKitDto } from './dto/lab.dto.js';
import { KitsService } from './kits.service.js';
import { LabService } from './lab.service.js';

/** The lab's screens; /api/admin is admins only (auth hook). */
@Controller('admin/lab')
export class LabController {
  constructor(
    private readonly kits: KitsService,
    private readonly lab: LabService,
    private readonly users: UsersService,
  ) {}

  @Get('kits')
  list(@Query() query: ListKitsDto) {
    return this.lab.listKits(query);
  }

  /** Allocate kits to a customer for an order or a batch (until the orders module calls the seam itself). */
  @Post('kits/allocate')
  @HttpCode(201)
  async allocate(@Req() request: FastifyRequest, @Body() body: AllocateKitsDto) {
    const owner = await this.users.findByEmail(body.email);
    if (!owner) throw new FieldErrors({ email: 'No account has this email address' });
    const created = await this.kits.allocate({
      ownerId: owner.id,
      testIds: body.testIds,
      quantity: body.quantity,
      orderReference: body.orderReference,
      actorId: signedIn(request).id,
    });
    return { barcodes: created.map((k) => k.barcode) };
  }

  @Post('kits/receive')
  @HttpCode(200)
  async receive(@Req() request: FastifyRequest, @Body() body: BarcodeListDto) {
    return { results: await this.kits.receive(body.barcodes, signedIn(request).id) };
  }

  @Post('kits/:barcode/status')
  @HttpCode(200)
  async move(@Req() request: FastifyRequest, @Param('barcode') barcode: string, @Body() body: MoveKitDto) {
    const kit = await this.kits.moveByBarcode(barcode, body.status, signedIn(request).id, body.note);
    return { barcode: kit.barcode, status: kit.status };
  }

  @Get('kits/:barcode/history')
  async history(@Param('barcode') barcode: string) {
    const kit = await this.kits.byBarcode(barcode);
    return { results: kit ? await this.kits.history(kit.id) : [] };
  }

  @Post('results/import')
  @HttpCode(200)
  import(@Req() request: FastifyRequest, @Body() body: ImportResultsDto) {
    return this.lab.importCsv(body.csv, signedIn(request).id);
  }

  @Get('results/:barcode')
  drafts(@Param('barcode') barcode: string) {
    return this.lab.drafts(barcode);
  }

  @Post('results/publish')
  @HttpCode(200)
  publish(@Req() request: FastifyRequest, @Body() body: BarcodeListDto) {
    return this.lab.publish(body.barcodes, signedIn(request).id);
  }
}
