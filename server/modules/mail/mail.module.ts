import { Global, Module } from '@nestjs/common';
import { MailService } from './mail.service.js';
import { MailWorker } from './mail.worker.js';

/** Global: any module may queue mail in its own transaction. */
@Global()
@Module({ providers: [MailService, MailWorker], exports: [MailService, MailWorker] })
export class MailModule {}
