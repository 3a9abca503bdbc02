import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SignedIn } from '../../common/access.js';
import { ParseIdPipe } from '../../common/validation.js';
import { signedIn } from './activation.controller.js';
import { ActivationService } from './activation.service.js';
import { AnimalsService } from './animals.service.js';
import { BreedProfileService } from './breed-profile.service.js';
import { PetDto } from './dto/activation.dto.js';
import { ListAnimalsDto, PatchAnimalDto, ReportQueryDto, ShareAnimalDto } from './dto/animals.dto.js';
import { type ReportKind, ReportsService } from './reports.service.js';

/** The account's animals (spec §7 "Animals and tools"); /api/my is already signed-in only. */
@SignedIn()
@Controller('my')
export class AnimalsController {
  constructor(
    private readonly animals: AnimalsService,
    private readonly reports: ReportsService,
    private readonly activation: ActivationService,
    private readonly breedProfiles: BreedProfileService,
  ) {}

  /** The breed profile of an animal: the tests its breed is screened for, with the animal's results. */
  @Get('animals/breeds/:id/profile/:animal')
  @SignedIn()
  breedProfile(
    @Req() request: FastifyRequest,
    @Param('id', ParseIdPipe) id: number,
    @Param('animal', ParseIdPipe) animal: number,
  ) {
    return this.breedProfiles.profile(signedIn(request), id, animal);
  }

  /** The animal's certificate: the breed certificate of its newest sample with published results. */
  @Get('animals/:id/results/reports/certificate')
  @SignedIn()
  async animalCertificate(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Param('id', ParseIdPipe) id: number,
  ) {
    const kit = await this.breedProfiles.certificateKit(signedIn(request), id);
    const { filename, bytes } = await this.reports.pdf(kit.id, 'certificate');
    reply.header('content-type', 'application/pdf');
    reply.header('content-disposition', `attachment; filename="${filename}"`);
    reply.header('cache-control', 'private, no-store');
    return Buffer.from(bytes);
  }

  /** The report PDF of a sample (summary or certificate), or with send_email=true a copy by e-mail. */
  @Get('animals/:id/results/:barcode/report')
  async report(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Param('id', ParseIdPipe) id: number,
    @Param('barcode') barcode: string,
    @Query() query: ReportQueryDto,
  ) {
    return this.sendReport(request, reply, id, barcode, query.report_type ?? 'summary', query.send_email === 'true');
  }

  @Get('animals/:id/results/:barcode/breed-certificate')
  certificate(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Param('id', ParseIdPipe) id: number,
    @Param('barcode') barcode: string,
  ) {
    return this.sendReport(request, reply, id, barcode, 'certificate', false);
  }

  @Get('animals/:id/results/reports/:key/single')
  single(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Param('id', ParseIdPipe) id: number,
    @Param('key') key: string,
  ) {
    return this.sendReport(request, reply, id, key, 'summary', false);
  }

  private async sendReport(
    request: FastifyRequest,
    reply: FastifyReply,
    id: number,
    barcode: string,
    kind: ReportKind,
    byEmail: boolean,
  ) {
    const user = signedIn(request);
    await this.animals.readable(user, id);
    const kit = await this.animals.kitOf(id, barcode);
    if (byEmail) return this.reports.email(kit.id, kind, { email: user.email, name: `${user.firstName} ${user.lastName}` });
    const { filename, bytes } = await this.reports.pdf(kit.id, kind);
    reply.header('content-type', 'application/pdf');
    reply.header('content-disposition', `attachment; filename="${filename}"`);
    reply.header('cache-control', 'private, no-store');
    return Buffer.from(bytes);
  }

  @Get('animals')
  list(@Req() request: FastifyRequest, @Query() query: ListAnimalsDto) {
    return this.animals.list(signedIn(request), query);
  }

  @Post('animals')
  @HttpCode(201)
  add(@Req() request: FastifyRequest, @Body() body: PetDto) {
    return this.activation.addAnimal(signedIn(request), body);
  }

  @Get('animals/:id')
  detail(@Req() request: FastifyRequest, @Param('id', ParseIdPipe) id: number) {
    return this.animals.detail(signedIn(request), id);
  }

  @Get('animals/:id/profile')
  profile(@Req() request: FastifyRequest, @Param('id', ParseIdPipe) id: number) {
    return this.animals.detail(signedIn(request), id);
  }

  @Get('animals/:id/barcodes')
  barcodes(@Req() request: FastifyRequest, @Param('id', ParseIdPipe) id: number) {
    return this.animals.barcodes(signedIn(request), id);
  }

  @Get('animals/:id/results/:barcode')
  results(@Req() request: FastifyRequest, @Param('id', ParseIdPipe) id: number, @Param('barcode') barcode: string) {
    return this.animals.results(signedIn(request), id, barcode);
  }

  @Get('animals/:id/dna/:barcode')
  dna(@Req() request: FastifyRequest, @Param('id', ParseIdPipe) id: number, @Param('barcode') barcode: string) {
    return this.animals.dna(signedIn(request), id, barcode);
  }

  @Get('animals/:id/products/:barcode')
  upgradeProducts(@Req() request: FastifyRequest, @Param('id', ParseIdPipe) id: number, @Param('barcode') barcode: string) {
    return this.animals.upgradeProducts(signedIn(request), id, barcode);
  }

  @Patch('animals/:id')
  patch(@Req() request: FastifyRequest, @Param('id', ParseIdPipe) id: number, @Body() body: PatchAnimalDto) {
    return this.animals.setArchived(signedIn(request), id, body.archived);
  }

  @Post('animals/:id/share')
  @HttpCode(201)
  share(@Req() request: FastifyRequest, @Param('id', ParseIdPipe) id: number, @Body() body: ShareAnimalDto) {
    return this.animals.share(signedIn(request), id, body.email);
  }

  @Delete('animals/:id/share/:userId')
  @HttpCode(204)
  async unshare(
    @Req() request: FastifyRequest,
    @Param('id', ParseIdPipe) id: number,
    @Param('userId', ParseIdPipe) userId: number,
  ) {
    await this.animals.unshare(signedIn(request), id, userId);
  }

  @Post('animals/:id/transfer')
  @HttpCode(201)
  transfer(@Req() request: FastifyRequest, @Param('id', ParseIdPipe) id: number, @Body() body: ShareAnimalDto) {
    return this.animals.offerTransfer(signedIn(request), id, body.email);
  }

  @Get('transfers')
  transfers(@Req() request: FastifyRequest) {
    return this.animals.transfers(signedIn(request));
  }

  @Post('transfers/:id/accept')
  @HttpCode(200)
  accept(@Req() request: FastifyRequest, @Param('id', ParseIdPipe) id: number) {
    return this.animals.decideTransfer(signedIn(request), id, true);
  }

  @Post('transfers/:id/decline')
  @HttpCode(200)
  decline(@Req() request: FastifyRequest, @Param('id', ParseIdPipe) id: number) {
    return this.animals.decideTransfer(signedIn(request), id, false);
  }
}
