import { Global, Module } from '@nestjs/common';
import { JobsService } from './jobs.service.js';

/** Global: any module defines its background work here and queues jobs in its own transaction. */
@Global()
@Module({ providers: [JobsService], exports: [JobsService] })
export class JobsModule {}
