import { Inject, Injectable } from '@nestjs/common';
import type { BackgroundWork, BackgroundWorkItem } from '../../../shared/types/back-office.js';
import { requireAdmin } from '../../common/access.rules.js';
import { AppError } from '../../common/app-error.js';
import type { RequestUser } from '../../common/request-user.js';
import { DB } from '../../common/tokens.js';
import type { Db } from '../../db/database.js';
import { AuditService } from '../audit/audit.service.js';
import { type JobRow, JobsService } from '../jobs/jobs.service.js';
import { MailService, type OutboxEntry } from '../mail/mail.service.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const JOB_STATES: Record<JobRow['state'], BackgroundWorkItem['state']> = {
  created: 'queued',
  retry: 'retrying',
  active: 'running',
  completed: 'done',
  cancelled: 'cancelled',
  failed: 'failed',
};

/** /admin/jobs: the job queue's jobs and the mail outbox side by side, and "Retry" for what failed. */
@Injectable()
export class BackgroundWorkService {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly jobs: JobsService,
    private readonly mail: MailService,
    private readonly audit: AuditService,
  ) {}

  async overview(actor: RequestUser | undefined): Promise<BackgroundWork> {
    requireAdmin(actor);
    const [failedJobs, queuedJobs, finishedJobs, failedMails, pendingMails, sentMails, keptMails] = await Promise.all([
      this.jobs.list('failed'),
      this.jobs.list('queued'),
      this.jobs.list('finished'),
      this.mail.list({ status: 'failed' }),
      this.mail.list({ status: 'pending' }),
      this.mail.list({ status: 'sent', bySent: true }),
      this.mail.list({ status: 'kept', bySent: true }),
    ]);
    // Queued work by when it was asked for; failed and finished work by when it ended, so that a job or mail
    // retried long after it was first queued shows at the top once it has run.
    const group = (jobs: JobRow[], mails: OutboxEntry[], when: (item: BackgroundWorkItem) => string) =>
      [...jobs.map(jobItem), ...mails.map(mailItem)].sort((a, b) => when(b).localeCompare(when(a))).slice(0, 50);
    const created = (item: BackgroundWorkItem) => item.createdAt;
    const ended = (item: BackgroundWorkItem) => item.at ?? item.createdAt;
    return {
      failed: group(failedJobs, failedMails, ended),
      queued: group(queuedJobs, pendingMails, created),
      finished: group(finishedJobs, [...sentMails, ...keptMails], ended),
    };
  }

  /** A failed job runs once more; the audit row commits with it. 404 for an unknown id, 409 unless it failed. */
  async retryJob(actor: RequestUser | undefined, id: string): Promise<BackgroundWorkItem> {
    const admin = requireAdmin(actor);
    if (!UUID.test(id)) throw AppError.notFound('Job not found');
    return this.db.transaction(async (tx) => {
      const job = await this.jobs.lockJob(tx, id);
      if (!job) throw AppError.notFound('Job not found');
      if (job.state !== 'failed') throw AppError.conflict('Only a failed job can be retried');
      await this.jobs.retry(tx, job.name, id);
      const after = { ...jobItem(job), state: 'retrying' as const };
      await this.audit.record(tx, {
        actorId: admin.id,
        entity: 'job',
        entityId: id,
        action: 'retry',
        before: { name: job.name, state: 'failed', attempts: job.attempts, lastError: job.lastError },
        after: { name: job.name, state: after.state },
      });
      return after;
    });
  }

  /** A failed mail is queued to be sent again; the audit row commits with it. */
  async retryMail(actor: RequestUser | undefined, id: string): Promise<BackgroundWorkItem> {
    const admin = requireAdmin(actor);
    if (!UUID.test(id)) throw AppError.notFound('E-mail not found');
    return this.db.transaction(async (tx) => {
      const mail = await this.mail.retryFailed(tx, id);
      if (!mail) throw AppError.notFound('E-mail not found');
      await this.audit.record(tx, {
        actorId: admin.id,
        entity: 'mail',
        entityId: id,
        action: 'retry',
        before: { to: mail.to, subject: mail.subject, status: 'failed', attempts: mail.attempts, lastError: mail.lastError },
        after: { to: mail.to, subject: mail.subject, status: 'pending' },
      });
      return { ...mailItem(mail), state: 'queued' };
    });
  }
}

function jobItem(job: JobRow): BackgroundWorkItem {
  const queued = job.state === 'created' || job.state === 'retry';
  return {
    kind: 'job',
    id: job.id,
    title: job.name,
    to: null,
    state: JOB_STATES[job.state],
    attempts: job.attempts,
    maxAttempts: job.maxAttempts,
    createdAt: job.createdAt.toISOString(),
    at: (queued ? job.runAt : job.finishedAt)?.toISOString() ?? null,
    lastError: job.lastError,
  };
}

function mailItem(mail: OutboxEntry): BackgroundWorkItem {
  return {
    kind: 'mail',
    id: mail.id,
    title: mail.subject,
    to: mail.to,
    state: mail.status === 'pending' ? (mail.attempts > 0 ? 'retrying' : 'queued') : mail.status,
    attempts: mail.attempts,
    maxAttempts: null,
    createdAt: mail.createdAt.toISOString(),
    at: mail.sentAt?.toISOString() ?? null,
    lastError: mail.lastError,
  };
}
