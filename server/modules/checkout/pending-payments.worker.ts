import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG } from '../../common/tokens.js';
import type { AppConfig } from '../../config/config.js';
import { AbandonedOrdersService } from './abandoned-orders.service.js';
import { PendingPaymentsService } from './pending-payments.service.js';

/** How often each node sweeps for abandoned payments of pending orders and unpaid checkout orders. */
const SWEEP_INTERVAL_MS = 60_000;

/**
 * Returns the loyalty points of pending-order payments that failed or were abandoned (docs/decisions/0612)
 * and of card and PayPal checkout orders never paid (0619). Every node runs it; each sweep ends payments with
 * the provider before it gives points back, under conditional updates, so nodes sweeping together return
 * them once. Tests call the sweeps directly.
 */
@Injectable()
export class PendingPaymentsWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('PendingPaymentsWorker');
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly pendingPayments: PendingPaymentsService,
    private readonly abandonedOrders: AbandonedOrdersService,
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

  /** Both sweeps, each on its own: one failing does not keep the other's points from coming back. */
  private async sweep(): Promise<number> {
    let returned = 0;
    for (const [name, run] of [
      ['Pending-payments', () => this.pendingPayments.releaseAbandoned()],
      ['Unpaid-orders', () => this.abandonedOrders.cancelAbandoned()],
    ] as const) {
      try {
        returned += await run();
      } catch (error) {
        this.logger.error(`${name} sweep failed: ${(error as Error).message}`);
      }
    }
    return returned;
  }

  private async tick(): Promise<void> {
    if (this.running) return;
    this.running = this.sweep().finally(() => {
      this.running = undefined;
    });
    const returned = await this.running;
    if (returned > 0) this.logger.log(`Returned the loyalty points of ${returned} unfinished payment(s) or order(s)`);
  }
}
