import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import { APP_CONFIG, DB } from '../../common/tokens.js';
import type { AppConfig } from '../../config/config.js';
import { type Db, rowsOf } from '../../db/database.js';
import { KeepMailTransport, type MailTransport, SmtpMailTransport } from './mail-transport.js';
import { MAX_MAIL_ATTEMPTS, retryDelaySeconds } from './retry-policy.js';

type ClaimedRow = {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  attachments: string | null;
  attempts: number;
};

/** How long a claimed mail stays invisible to other workers while this one sends it. */
const LEASE_SECONDS = 300;
const BATCH = 20;

/**
 * Sends queued mail. Rows are claimed with FOR UPDATE SKIP LOCKED under a lease, so any number of
 * nodes can run this worker; a node that dies mid-send leaves its rows to be retried after the lease.
 */
@Injectable()
export class MailWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('MailWorker');
  private readonly transport: MailTransport;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;

  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.transport = config.smtpUrl ? new SmtpMailTransport(config.smtpUrl) : new KeepMailTransport();
  }

  onApplicationBootstrap(): void {
    if (this.config.nodeEnv === 'test') return;
    this.timer = setInterval(() => void this.tick(), 2_000);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  private async tick(): Promise<void> {
    if (this.running) return;
    try {
      await this.runOnce();
    } catch (error) {
      this.logger.error(`Mail worker pass failed: ${(error as Error).message}`);
    }
  }

  /** Sends every due mail once; returns how many were handled. */
  runOnce(): Promise<number> {
    this.running ??= this.sendDue().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async sendDue(): Promise<number> {
    const claimed = await rowsOf<ClaimedRow>(
      this.db,
      sql`
      UPDATE mail_outbox
         SET attempts = attempts + 1,
             next_attempt_at = now() + make_interval(secs => ${LEASE_SECONDS})
       WHERE id IN (
         SELECT id FROM mail_outbox
          WHERE status = 'pending' AND next_attempt_at <= now()
          ORDER BY next_attempt_at
          LIMIT ${BATCH}
          FOR UPDATE SKIP LOCKED)
      RETURNING id, "to", subject, text, html, attachments, attempts`,
    );
    for (const row of claimed) {
      try {
        await this.transport.send({
          from: this.config.mailFrom,
          to: row.to,
          subject: row.subject,
          text: row.text,
          html: row.html ?? undefined,
          attachments: row.attachments ? JSON.parse(row.attachments) : undefined,
        });
        const status = this.transport.delivers ? 'sent' : 'kept';
        await this.db.execute(
          sql`UPDATE mail_outbox SET status = ${status}, sent_at = now(), last_error = NULL WHERE id = ${row.id}`,
        );
      } catch (error) {
        const message = (error as Error).message.slice(0, 500);
        if (row.attempts >= MAX_MAIL_ATTEMPTS) {
          await this.db.execute(sql`UPDATE mail_outbox SET status = 'failed', last_error = ${message} WHERE id = ${row.id}`);
          this.logger.error(`Mail ${row.id} failed for good after ${row.attempts} attempts: ${message}`);
        } else {
          const delay = retryDelaySeconds(row.attempts);
          await this.db.execute(sql`
            UPDATE mail_outbox SET last_error = ${message}, next_attempt_at = now() + make_interval(secs => ${delay})
             WHERE id = ${row.id}`);
        }
      }
    }
    return claimed.length;
  }
}
