import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { JobsService } from '../jobs/jobs.service.js';
import { AbandonedOrdersService } from './abandoned-orders.service.js';
import { PendingPaymentsService } from './pending-payments.service.js';

export const RELEASE_ABANDONED_PAYMENTS_JOB = 'payments.release-abandoned';
export const CANCEL_UNPAID_ORDERS_JOB = 'orders.cancel-unpaid';

/**
 * Returns the loyalty points of pending-order payments that failed or were abandoned (docs/decisions/0612)
 * and of card and PayPal checkout orders never paid (0619): two sweeps on the job queue, every minute, each on
 * its own so that one failing does not keep the other's points from coming back. Each ends payments with the
 * provider before it gives points back, under conditional updates, so a sweep run twice returns them once.
 */
@Injectable()
export class PendingPaymentsWorker implements OnModuleInit {
  private readonly logger = new Logger('PendingPaymentsWorker');

  constructor(
    private readonly jobs: JobsService,
    private readonly pendingPayments: PendingPaymentsService,
    private readonly abandonedOrders: AbandonedOrdersService,
  ) {}

  onModuleInit(): void {
    for (const [name, sweep] of [
      [RELEASE_ABANDONED_PAYMENTS_JOB, () => this.pendingPayments.releaseAbandoned()],
      [CANCEL_UNPAID_ORDERS_JOB, () => this.abandonedOrders.cancelAbandoned()],
    ] as const) {
      this.jobs.define({
        name,
        schedule: '* * * * *',
        singleton: true,
        // The next tick sweeps again: a failed sweep is not worth more than one quick retry.
        retryLimit: 1,
        retryDelaySeconds: 10,
        expireInSeconds: 600,
        run: async () => {
          const returned = await sweep();
          if (returned > 0) this.logger.log(`Returned the loyalty points of ${returned} unfinished payment(s) or order(s)`);
        },
      });
    }
  }
}
