import { Global, Module } from '@nestjs/common';
import { AuditService } from './audit.service.js';

/** Global: any module records its back-office changes in its own transaction, as it queues mail. */
@Global()
@Module({ providers: [AuditService], exports: [AuditService] })
export class AuditModule {}
