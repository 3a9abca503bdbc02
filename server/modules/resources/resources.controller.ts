import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Admin, SignedIn, UserTypes } from '../../common/access.js';
import { CurrentUser } from '../../common/current-user.js';
import type { RequestUser } from '../../common/request-user.js';
import { ParseIdPipe } from '../../common/validation.js';
import { AdminAcmFormRequestsDto, CreateAcmFormRequestDto, ListFactSheetsDto, WorkSpreadsheetDto } from './dto/resources.dto.js';
import { ResourcesService } from './resources.service.js';

function download(reply: FastifyReply, contentType: string, filename: string) {
  reply.header('content-type', contentType);
  reply.header('content-disposition', `attachment; filename="${filename}"`);
  reply.header('cache-control', 'private, no-store');
}

/** Forms, resources and learning material of the account area (issue 18 §4; decision 0940). */
@Controller('my')
export class ResourcesController {
  constructor(private readonly resources: ResourcesService) {}

  /** Tool `work-spreadsheets`: a breeder's animals and results, as CSV or XLSX. */
  @Get('work-spreadsheet')
  @UserTypes('breeder')
  async workSpreadsheet(
    @CurrentUser() user: RequestUser,
    @Query() query: WorkSpreadsheetDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const sheet = await this.resources.workSpreadsheet(user, query.format ?? 'xlsx');
    download(reply, sheet.contentType, sheet.filename);
    return sheet.body;
  }

  /** Tool `fact-sheets`: public product facts, open to every signed-in user. */
  @Get('fact-sheets')
  @SignedIn()
  factSheets(@Query() query: ListFactSheetsDto) {
    return this.resources.factSheets(query);
  }

  @Get('fact-sheets/:id')
  @SignedIn()
  factSheet(@Param('id', ParseIdPipe) id: number) {
    return this.resources.factSheet(id);
  }

  @Get('fact-sheets/:id/pdf')
  @SignedIn()
  async factSheetPdf(@Param('id', ParseIdPipe) id: number, @Res({ passthrough: true }) reply: FastifyReply) {
    const { filename, bytes } = await this.resources.factSheetPdf(id);
    download(reply, 'application/pdf', filename);
    return Buffer.from(bytes);
  }

  /** Tool `case-studies`: written for vets. */
  @Get('case-studies')
  @UserTypes('vet')
  caseStudies() {
    return this.resources.caseStudies();
  }

  @Get('case-studies/:id')
  @UserTypes('vet')
  caseStudy(@Param('id', ParseIdPipe) id: number) {
    return this.resources.caseStudy(id);
  }

  /** Tool `acm-form`: witnessed-collection forms for the caller's animals. */
  @Get('acm-form-requests/animals')
  @UserTypes('breeder', 'owner')
  acmAnimals(@CurrentUser() user: RequestUser) {
    return this.resources.acmAnimals(user);
  }

  @Get('acm-form-requests')
  @UserTypes('breeder', 'owner')
  acmRequests(@CurrentUser() user: RequestUser) {
    return this.resources.acmRequests(user);
  }

  @Post('acm-form-requests')
  @UserTypes('breeder', 'owner')
  @HttpCode(201)
  requestAcmForms(@CurrentUser() user: RequestUser, @Body() body: CreateAcmFormRequestDto) {
    return this.resources.requestAcmForms(user, body);
  }
}

/** The lab's side of ACM form requests: the waiting list and sending the forms. */
@Controller('admin/acm-form-requests')
@Admin()
export class AdminResourcesController {
  constructor(private readonly resources: ResourcesService) {}

  @Get()
  list(@CurrentUser() actor: RequestUser | undefined, @Query() query: AdminAcmFormRequestsDto) {
    return this.resources.adminAcmRequests(actor, query);
  }

  @Post(':id/send')
  @HttpCode(200)
  send(@CurrentUser() actor: RequestUser | undefined, @Param('id', ParseIdPipe) id: number) {
    return this.resources.sendAcmForms(actor, id);
  }
}
