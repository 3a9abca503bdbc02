import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { Admin } from '../../common/access.js';
import { CurrentUser } from '../../common/current-user.js';
import type { RequestUser } from '../../common/request-user.js';
import { BackgroundWorkService } from './background-work.service.js';

/** /admin/jobs: queued, failed and finished jobs and e-mails, and a retry for what failed. */
@Admin()
@Controller('admin')
export class AdminJobsController {
  constructor(private readonly work: BackgroundWorkService) {}

  @Get('jobs')
  list(@CurrentUser() actor: RequestUser | undefined) {
    return this.work.overview(actor);
  }

  @Post('jobs/:id/retry')
  @HttpCode(200)
  retryJob(@CurrentUser() actor: RequestUser | undefined, @Param('id') id: string) {
    return this.work.retryJob(actor, id);
  }

  @Post('mail-outbox/:id/retry')
  @HttpCode(200)
  retryMail(@CurrentUser() actor: RequestUser | undefined, @Param('id') id: string) {
    return this.work.retryMail(actor, id);
  }
}
