import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { SignedIn } from '../../common/access.js';
import { SignedInUser } from '../../common/current-user.js';
import type { RequestUser } from '../../common/request-user.js';
import { ParseIdPipe } from '../../common/validation.js';
import { PetDto } from '../activation/dto/activation.dto.js';
import { type ReportKind, ReportsService } from '../kits/reports.service.js';
import { AnimalEntryService } from './animal-entry.service.js';
import { AnimalsService } from './animals.service.js';
import { BreedProfileService } from './breed-profile.service.js';
import { ListAnimalsDto, PatchAnimalDto, ReportQueryDto, ShareAnimalDto } from './dto/animals.dto.js';

/** The account's animals (spec §7 "Animals and tools"); /api/my is already signed-in only. */
@SignedIn()
@Controller('my')
export class AnimalsController {
  constructor(
    private readonly animals: AnimalsService,
    private readonly reports: ReportsService,
    private readonly entry: AnimalEntryService,
    private readonly breedProfiles: BreedProfileService,
  ) {}

  /** The breed profile of an animal: the tests its breed is screened for, with the animal's results. */
  @Get('animals/breeds/:id/profile/:animal')
  @SignedIn()
  breedProfile(
    @SignedInUser() user: RequestUser,
    @Param('id', ParseIdPipe) id: number,
    @Param('animal', ParseIdPipe) animal: number,
  ) {
    return this.breedProfiles.profile(user, id, animal);
  }

  /** The animal's certificate: the breed certificate of its newest sample with published results. */
  @Get('animals/:id/results/reports/certificate')
  @SignedIn()
  async animalCertificate(
    @SignedInUser() user: RequestUser,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Param('id', ParseIdPipe) id: number,
  ) {
    const kit = await this.breedProfiles.certificateKit(user, id);
    const { filename, bytes } = await this.reports.pdf(kit.id, 'certificate');
    reply.header('content-type', 'application/pdf');
    reply.header('content-disposition', `attachment; filename="${filename}"`);
    reply.header('cache-control', 'private, no-store');
    return Buffer.from(bytes);
  }

  /** The report PDF of a sample (summary or certificate), or with send_email=true a copy by e-mail. */
  @Get('animals/:id/results/:barcode/report')
  async report(
    @SignedInUser() user: RequestUser,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Param('id', ParseIdPipe) id: number,
    @Param('barcode') barcode: string,
    @Query() query: ReportQueryDto,
  ) {
    return this.sendReport(user, reply, id, barcode, query.report_type ?? 'summary', query.send_email === 'true');
  }

  @Get('animals/:id/results/:barcode/breed-certificate')
  certificate(
    @SignedInUser() user: RequestUser,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Param('id', ParseIdPipe) id: number,
    @Param('barcode') barcode: string,
  ) {
    return this.sendReport(user, reply, id, barcode, 'certificate', false);
  }

  @Get('animals/:id/results/reports/:key/single')
  single(
    @SignedInUser() user: RequestUser,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Param('id', ParseIdPipe) id: number,
    @Param('key') key: string,
  ) {
    return this.sendReport(user, reply, id, key, 'summary', false);
  }

  private async sendReport(
    user: RequestUser,
    reply: FastifyReply,
    id: number,
    barcode: string,
    kind: ReportKind,
    byEmail: boolean,
  ) {
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
  list(@SignedInUser() user: RequestUser, @Query() query: ListAnimalsDto) {
    return this.animals.list(user, query);
  }

  @Post('animals')
  @HttpCode(201)
  add(@SignedInUser() user: RequestUser, @Body() body: PetDto) {
    return this.entry.add(user, body);
  }

  @Get('animals/:id')
  detail(@SignedInUser() user: RequestUser, @Param('id', ParseIdPipe) id: number) {
    return this.animals.detail(user, id);
  }

  @Get('animals/:id/profile')
  profile(@SignedInUser() user: RequestUser, @Param('id', ParseIdPipe) id: number) {
    return this.animals.detail(user, id);
  }

  @Get('animals/:id/barcodes')
  barcodes(@SignedInUser() user: RequestUser, @Param('id', ParseIdPipe) id: number) {
    return this.animals.barcodes(user, id);
  }

  @Get('animals/:id/results/:barcode')
  results(@SignedInUser() user: RequestUser, @Param('id', ParseIdPipe) id: number, @Param('barcode') barcode: string) {
    return this.animals.results(user, id, barcode);
  }

  @Get('animals/:id/dna/:barcode')
  dna(@SignedInUser() user: RequestUser, @Param('id', ParseIdPipe) id: number, @Param('barcode') barcode: string) {
    return this.animals.dna(user, id, barcode);
  }

  @Get('animals/:id/products/:barcode')
  upgradeProducts(@SignedInUser() user: RequestUser, @Param('id', ParseIdPipe) id: number, @Param('barcode') barcode: string) {
    return this.animals.upgradeProducts(user, id, barcode);
  }

  @Patch('animals/:id')
  patch(@SignedInUser() user: RequestUser, @Param('id', ParseIdPipe) id: number, @Body() body: PatchAnimalDto) {
    return this.animals.setArchived(user, id, body.archived);
  }

  @Post('animals/:id/share')
  @HttpCode(201)
  share(@SignedInUser() user: RequestUser, @Param('id', ParseIdPipe) id: number, @Body() body: ShareAnimalDto) {
    return this.animals.share(user, id, body.email);
  }

  @Delete('animals/:id/share/:userId')
  @HttpCode(204)
  async unshare(
    @SignedInUser() user: RequestUser,
    @Param('id', ParseIdPipe) id: number,
    @Param('userId', ParseIdPipe) userId: number,
  ) {
    await this.animals.unshare(user, id, userId);
  }

  @Post('animals/:id/transfer')
  @HttpCode(201)
  transfer(@SignedInUser() user: RequestUser, @Param('id', ParseIdPipe) id: number, @Body() body: ShareAnimalDto) {
    return this.animals.offerTransfer(user, id, body.email);
  }

  @Get('transfers')
  transfers(@SignedInUser() user: RequestUser) {
    return this.animals.transfers(user);
  }

  @Post('transfers/:id/accept')
  @HttpCode(200)
  accept(@SignedInUser() user: RequestUser, @Param('id', ParseIdPipe) id: number) {
    return this.animals.decideTransfer(user, id, true);
  }

  @Post('transfers/:id/decline')
  @HttpCode(200)
  decline(@SignedInUser() user: RequestUser, @Param('id', ParseIdPipe) id: number) {
    return this.animals.decideTransfer(user, id, false);
  }
}
