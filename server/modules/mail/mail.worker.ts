import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { and, eq, sql } from 'drizzle-orm';
import { APP_CONFIG, DB } from '../../common/tokens.js';
import type { AppConfig } from '../../config/config.js';
import type { Db } from '../../db/database.js';
import { JobsService, type QueuedJob } from '../jobs/jobs.service.js';
import { mailOutbox } from './mail.schema.js';
import { MAIL_SEND_JOB, type MailSendJob } from './mail.service.js';
import { KeepMailTransport, type MailTransport, SmtpMailTransport } from './mail-transport.js';

/** Attempts before a mail is marked failed: the first and seven retries, 30 s … about an hour apart. */
const MAIL_RETRIES = 7;
const FIRST_RETRY_SECONDS = 30;

/**
 * Sends queued mail: one `mail.send` job per mail, queued with it. The job queue claims each job on one node;
 * a failed attempt is kept on the mail (its error and count) and retried with back-off, and the last one
 * marks the mail failed, for /admin/jobs to show and retry.
 */
@Injectable()
export class MailWorker implements OnModuleInit {
  private readonly logger = new Logger('MailWorker');
  private readonly transport: MailTransport;

  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly jobs: JobsService,
  ) {
    this.transport = config.smtpUrl ? new SmtpMailTransport(config.smtpUrl) : new KeepMailTransport();
  }

  onModuleInit(): void {
    this.jobs.define<MailSendJob>({
      name: MAIL_SEND_JOB,
      run: (job) => this.send(job),
      retryLimit: MAIL_RETRIES,
      retryDelaySeconds: FIRST_RETRY_SECONDS,
      // A send that has not finished in five minutes belongs to a node that died: another sends it.
      expireInSeconds: 300,
    });
  }

  /** Sends every due mail once (tests; the job queue's workers do this on their own); returns how many. */
  runOnce(): Promise<number> {
    return this.jobs.runDue(MAIL_SEND_JOB);
  }

  private async send(job: QueuedJob<MailSendJob>): Promise<void> {
    const [mail] = await this.db
      .update(mailOutbox)
      .set({ attempts: sql`${mailOutbox.attempts} + 1` })
      .where(and(eq(mailOutbox.id, job.data.mailId), eq(mailOutbox.status, 'pending')))
      .returning();
    // Sent already (a job that ran again after its node stopped answering), or never committed.
    if (!mail) return;
    try {
      await this.transport.send({
        from: this.config.mailFrom,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? undefined,
        attachments: mail.attachments ? JSON.parse(mail.attachments) : undefined,
      });
    } catch (error) {
      const message = (error as Error).message.slice(0, 500);
      await this.db
        .update(mailOutbox)
        .set({ lastError: message, status: job.lastAttempt ? 'failed' : 'pending' })
        .where(eq(mailOutbox.id, mail.id));
      if (job.lastAttempt) this.logger.error(`Mail ${mail.id} failed for good after ${mail.attempts} attempts: ${message}`);
      throw error;
    }
    await this.db
      .update(mailOutbox)
      .set({ status: this.transport.delivers ? 'sent' : 'kept', sentAt: new Date(), lastError: null })
      .where(eq(mailOutbox.id, mail.id));
  }
}
