import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG } from '../../common/tokens.js';
import type { AppConfig } from '../../config/config.js';
import { PendingPaymentsService } from './pending-payments.service.js';

/** How often each node sweeps for abandoned payments of pending orders. */
const SWEEP_INTERVAL_MS = 60_000;

/**
 * Returns the loyalty points of pending-order payments that failed or were abandoned (docs/decisions/0612).
 * Every node runs it; the sweep claims its rows with FOR UPDATE SKIP LOCKED. Tests call the sweep directly.
 */
@Injectable()
export class PendingPaymentsWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('PendingPaymentsWorker');
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly pendingPayments: PendingPaymentsService,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.nodeEnv === 'test') return;
    this.timer = setInterval(() => void this.tick(), SWEEP_INTERVAL_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  private async tick(): Promise<void> {
    if (this.running) return;
    this.running = this.pendingPayments.releaseAbandoned().finally(() => {
      this.running = undefined;
    });
    try {
      const returned = await this.running;
      if (returned > 0) this.logger.log(`Returned the loyalty points of ${returned} unfinished payment(s)`);
    } catch (error) {
      this.logger.error(`Pending-payments sweep failed: ${(error as Error).message}`);
    }
  }
}
