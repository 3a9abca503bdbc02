import { Controller, Get, Header, Param, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { SignedIn } from '../../common/access.js';
import { SignedInUser } from '../../common/current-user.js';
import type { RequestUser } from '../../common/request-user.js';
import { ParseIdPipe } from '../../common/validation.js';
import { PageQueryDto } from '../orders/dto/orders.dto.js';
import { InvoicesService } from './invoices.service.js';

/** The signed-in user's invoices and their PDFs (spec §7). The access guard answers 401 to guests. */
@SignedIn()
@Controller('my')
export class InvoicesController {
  constructor(private readonly invoices: InvoicesService) {}

  @Get('invoices')
  invoiceList(@SignedInUser() user: RequestUser, @Query() query: PageQueryDto) {
    return this.invoices.list(user, Number(query.page ?? 1));
  }

  @Get('invoices/total')
  invoiceTotal(@SignedInUser() user: RequestUser) {
    return this.invoices.total(user);
  }

  @Get('invoices/:id')
  invoice(@SignedInUser() user: RequestUser, @Param('id', ParseIdPipe) id: number) {
    return this.invoices.one(user, id);
  }

  @Get('invoices/:id/pdf')
  @Header('cache-control', 'private, no-store')
  async invoicePdf(@SignedInUser() user: RequestUser, @Res() reply: FastifyReply, @Param('id', ParseIdPipe) id: number) {
    const pdf = await this.invoices.pdf(user, id);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="${pdf.filename}"`)
      .send(pdf.body);
  }
}
