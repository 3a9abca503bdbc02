import { Module } from '@nestjs/common';
import { EnquiriesController } from './enquiries.controller.js';
import { EnquiriesService } from './enquiries.service.js';

/** The public forms: contact us, research application, breeder program, collection agents, show sponsorship. */
@Module({ controllers: [EnquiriesController], providers: [EnquiriesService], exports: [EnquiriesService] })
export class EnquiriesModule {}
