import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { JobsService } from '../jobs/jobs.service.js';
import { PaymentRemindersService } from './payment-reminders.service.js';

export const PAYMENT_REMINDERS_JOB = 'orders.payment-reminders';

/** "Invoices due" (docs/decisions/0930): a daily sweep on the job queue, at 08:00 UTC. */
@Injectable()
export class PaymentRemindersWorker implements OnModuleInit {
  private readonly logger = new Logger('PaymentReminders');

  constructor(
    private readonly jobs: JobsService,
    private readonly reminders: PaymentRemindersService,
  ) {}

  onModuleInit(): void {
    this.jobs.define({
      name: PAYMENT_REMINDERS_JOB,
      schedule: '0 8 * * *',
      singleton: true,
      // A day is long to wait for the next tick: retry a failed sweep a few times, from 5 minutes, doubling.
      retryLimit: 4,
      retryDelaySeconds: 300,
      expireInSeconds: 900,
      run: async () => {
        const queued = await this.reminders.sendDue();
        if (queued > 0) this.logger.log(`Queued ${queued} payment reminder(s)`);
      },
    });
  }
}
