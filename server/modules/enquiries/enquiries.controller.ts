import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { Public } from '../../common/access.js';
import { CreateEnquiryDto } from './dto/create-enquiry.dto.js';
import { EnquiriesService } from './enquiries.service.js';

@Public()
@Controller('enquiries')
export class EnquiriesController {
  constructor(private readonly enquiries: EnquiriesService) {}

  /** Five messages per address per ten minutes is plenty for a person and stops a flood. */
  @Post()
  @HttpCode(201)
  @RouteConfig({ rateLimit: { max: 5, timeWindow: '10 minutes' } })
  create(@Body() body: CreateEnquiryDto) {
    return this.enquiries.submit(body);
  }
}
