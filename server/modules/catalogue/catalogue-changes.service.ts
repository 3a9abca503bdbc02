import { type BeforeApplicationShutdown, Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import { DATABASE } from '../../common/tokens.js';
import { ChangeChannel } from '../../db/change-channel.js';
import { type Database, type DbExecutor, rowsOf } from '../../db/database.js';

/** setTimeout's longest wait; a sale boundary further away is looked up again then. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * Tells every node that the catalogue changed, so each drops its cached answers (product lists and pages,
 * search, breed pages, guest pages) at once instead of after the cache’s five minutes (decision 0903): the
 * `catalogue` topic of the change channel. A sale that starts or ends is a change too: each node forgets
 * its answers at the next such moment.
 */
@Injectable()
export class CatalogueChangesService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private running = false;
  private saleTimer: NodeJS.Timeout | undefined;

  constructor(
    @Inject(DATABASE) private readonly database: Database,
    private readonly channel: ChangeChannel,
  ) {
    // Prices may have new sale dates: look again for the next start or end.
    channel.onChange('catalogue', () => {
      if (this.running) this.watchNextSaleBoundary().catch(() => undefined);
    });
  }

  /** Runs `forget` whenever the catalogue changed, on this node or another. */
  onChange(forget: () => void): void {
    this.channel.onChange('catalogue', forget);
  }

  /** Inside the change's transaction: every node hears of it once it commits. */
  announce(tx: DbExecutor): Promise<void> {
    return this.channel.announce(tx, 'catalogue');
  }

  /** After the commit, on the node that saved: its own caches follow without waiting for the notification. */
  changedHere(): void {
    this.channel.changedHere('catalogue');
  }

  async onApplicationBootstrap(): Promise<void> {
    this.running = true;
    await this.watchNextSaleBoundary();
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.running = false;
    clearTimeout(this.saleTimer);
    this.saleTimer = undefined;
  }

  private async watchNextSaleBoundary(): Promise<void> {
    const [row] = await rowsOf<{ next: string | Date | null }>(
      this.database.db,
      sql`SELECT min(t) AS next FROM product_prices, LATERAL (VALUES (sale_starts_at), (sale_ends_at)) AS b(t) WHERE t > now()`,
    );
    clearTimeout(this.saleTimer);
    if (!row?.next || !this.running) return;
    const wait = Math.min(Math.max(new Date(row.next).getTime() - Date.now(), 0) + 1, LONGEST_TIMER_MS);
    this.saleTimer = setTimeout(() => this.changedHere(), wait);
    this.saleTimer.unref();
  }
}
