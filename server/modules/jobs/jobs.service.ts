import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import { APP_CONFIG, DATABASE } from '../../common/tokens.js';
import type { AppConfig } from '../../config/config.js';
import { type Database, type DbExecutor, rowsOf } from '../../db/database.js';
import { sqlState } from '../../db/postgres-errors.js';
import { bossOn, bossOnDatabase } from './boss-db.js';

/** One run of a job, as its handler sees it. */
export interface QueuedJob<T> {
  id: string;
  data: T;
  /** 1 for the first run. */
  attempt: number;
  /** No retry follows if this run fails. */
  lastAttempt: boolean;
}

/** A kind of background work: its handler, retries and, for a sweep, its schedule. */
export interface JobDefinition<T extends object = object> {
  /** The queue's name, e.g. `mail.send`; also what /admin/jobs shows. */
  name: string;
  /** Throwing fails the run: it is retried after `retryDelaySeconds`, doubling each time, until `retryLimit`. */
  run(job: QueuedJob<T>): Promise<void>;
  retryLimit: number;
  retryDelaySeconds: number;
  /** A run still going after this long is taken for a crashed worker's: it fails and is retried. */
  expireInSeconds: number;
  /** A cron expression (UTC): the sweep is queued once per tick, whichever nodes are up. */
  schedule?: string;
  /** At most one job of this queue waits and one runs, across every node (sweeps). */
  singleton?: boolean;
}

export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

export interface JobRow {
  id: string;
  name: string;
  state: JobState;
  attempts: number;
  maxAttempts: number;
  runAt: Date;
  createdAt: Date;
  finishedAt: Date | null;
  lastError: string | null;
}

type RawJob = {
  id: string;
  name: string;
  state: JobState;
  retry_count: number;
  retry_limit: number;
  start_after: Date | string;
  created_on: Date | string;
  completed_on: Date | string | null;
  error: string | null;
};
const JOB_COLUMNS = sql.raw(
  `id, name, state, retry_count, retry_limit, start_after, created_on, completed_on, COALESCE(output->>'message', output->'value'->>'message') AS error`,
);

function toJobRow(row: RawJob): JobRow {
  return {
    id: row.id,
    name: row.name,
    state: row.state,
    // pg-boss counts the runs after the first in retry_count (raised when a retry starts).
    attempts: row.state === 'created' ? 0 : row.retry_count + 1,
    maxAttempts: row.retry_limit + 1,
    runAt: new Date(row.start_after),
    createdAt: new Date(row.created_on),
    finishedAt: row.completed_on ? new Date(row.completed_on) : null,
    lastError: row.error,
  };
}

/** PostgreSQL's answer when an object it was asked to create appeared meanwhile (unique, duplicate schema/object/table). */
const CREATED_MEANWHILE = new Set(['23505', '42P06', '42710', '42P07']);
const createdMeanwhile = (error: unknown): boolean => CREATED_MEANWHILE.has(sqlState(error) ?? '');
const deadlocked = (error: unknown): boolean => sqlState(error) === '40P01';
/** How often a node tries to create a queue that another node is creating at the same moment. */
const QUEUE_CREATION_ATTEMPTS = 5;

/** How often a node looks for due jobs of each queue. */
const POLL_SECONDS = 2;
const QUEUE_STATES: Record<'queued' | 'failed' | 'finished', JobState[]> = {
  queued: ['created', 'retry', 'active'],
  failed: ['failed'],
  finished: ['completed', 'cancelled'],
};

/**
 * The one job queue of the shop (docs/decisions/0915): pg-boss on the shop's own database, embedded or
 * PostgreSQL. Modules define their work in `onModuleInit`; the queue starts once the app has booted. Outside
 * tests every node polls each queue and runs the schedules; pg-boss claims jobs with SKIP LOCKED, so a job
 * runs on one node at a time, and a job whose node died is retried once it expires.
 */
@Injectable()
export class JobsService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Jobs');
  private readonly definitions = new Map<string, JobDefinition>();
  private boss: PgBoss | undefined;
  private background = false;

  constructor(
    @Inject(DATABASE) private readonly database: Database,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  define<T extends object>(definition: JobDefinition<T>): void {
    if (this.definitions.has(definition.name)) throw new Error(`Job ${definition.name} is defined twice`);
    this.definitions.set(definition.name, definition as unknown as JobDefinition);
  }

  async onApplicationBootstrap(): Promise<void> {
    // Tests run jobs themselves (runDue), so that each assertion sees one pass; they start the
    // background work where it is under test.
    await this.start({ background: this.config.nodeEnv !== 'test' });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.boss?.stop({ graceful: true, wait: true, timeout: 10_000 });
    this.boss = undefined;
  }

  /**
   * Starts pg-boss (creating or upgrading its schema), creates the queues and their schedules; with
   * `background`, also polls every queue, queues scheduled work and fails expired runs (`checkSeconds`: how
   * often the schedules and expiries are looked at; tests shorten it).
   */
  async start(options: { background: boolean; checkSeconds?: number }): Promise<void> {
    if (this.boss && this.background === options.background) return;
    await this.onApplicationShutdown();
    let boss = this.newBoss(options);
    try {
      await boss.start();
    } catch (error) {
      if (!createdMeanwhile(error)) throw error;
      // Another node created pg-boss's schema at the same moment (its CREATE … IF NOT EXISTS is not safe
      // against a concurrent one): the schema is there now, and a second start finds it.
      await boss.stop({ graceful: false }).catch(() => undefined);
      boss = this.newBoss(options);
      await boss.start();
    }
    for (const definition of this.definitions.values()) await this.createQueue(boss, definition);
    this.boss = boss;
    this.background = options.background;
    if (!options.background) return;
    for (const definition of this.definitions.values()) {
      let workerId: string | undefined;
      workerId = await boss.work(
        definition.name,
        { pollingIntervalSeconds: POLL_SECONDS, batchSize: 1, includeMetadata: true },
        async ([job]: PgBoss.JobWithMetadata<object>[]) => {
          if (!job) return;
          try {
            await this.handle(definition, job);
          } finally {
            // A queue that had a job due may have more: the worker fetches the next at once instead of after
            // the polling interval, which would cap a node at one e-mail every POLL_SECONDS (decision 0915).
            if (workerId) boss.notifyWorker(workerId);
          }
        },
      );
    }
  }

  private newBoss(options: { background: boolean; checkSeconds?: number }): PgBoss {
    const boss = new PgBoss({
      db: bossOnDatabase(this.database),
      supervise: options.background,
      schedule: options.background,
      cronMonitorIntervalSeconds: options.checkSeconds ?? 30,
      cronWorkerIntervalSeconds: options.checkSeconds ?? 5,
      maintenanceIntervalSeconds: options.checkSeconds ?? 120,
    });
    boss.on('error', (error: Error) => this.logger.error(`Job queue: ${error.message}`));
    return boss;
  }

  private async createQueue(boss: PgBoss, definition: JobDefinition): Promise<void> {
    const options = {
      name: definition.name,
      policy: definition.singleton ? ('singleton' as const) : ('standard' as const),
      retryLimit: definition.retryLimit,
      retryDelay: definition.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: definition.expireInSeconds,
    };
    for (let attempt = 1; ; attempt++) {
      if (await boss.getQueue(definition.name)) {
        await boss.updateQueue(definition.name, options);
        break;
      }
      try {
        await boss.createQueue(definition.name, options);
        break;
      } catch (error) {
        // Nodes starting together create the same queues at the same moment: one may create it first, or
        // PostgreSQL may abort one of two creations that deadlock (each adds its queue's row, then a foreign
        // key that locks the whole queue table). The loser looks again.
        if (attempt >= QUEUE_CREATION_ATTEMPTS || !(createdMeanwhile(error) || deadlocked(error))) throw error;
      }
    }
    if (definition.schedule) await boss.schedule(definition.name, definition.schedule, {}, { tz: 'UTC' });
    else await boss.unschedule(definition.name);
  }

  private async handle(definition: JobDefinition, job: PgBoss.JobWithMetadata<object>): Promise<void> {
    await definition.run({
      id: job.id,
      data: job.data ?? {},
      attempt: job.retryCount + 1,
      lastAttempt: job.retryCount >= job.retryLimit,
    });
  }

  private started(): PgBoss {
    if (!this.boss) throw new Error('The job queue has not started');
    return this.boss;
  }

  /** Queues a job in the caller's transaction: it runs only if that commits. Returns its id. */
  async send(executor: DbExecutor, name: string, data: object): Promise<string> {
    if (!this.definitions.has(name)) throw new Error(`No job ${name} is defined`);
    const id = await this.started().send(name, data, { db: bossOn(executor) });
    if (!id) throw new Error(`Job ${name} was not queued`);
    return id;
  }

  /**
   * Claims and runs the due jobs of one queue once, as the background workers do (a run that throws is
   * failed, and retried with back-off); returns how many ran. Tests drive the queue with it.
   */
  async runDue(name: string): Promise<number> {
    const definition = this.definitions.get(name);
    if (!definition) throw new Error(`No job ${name} is defined`);
    const boss = this.started();
    const jobs = await boss.fetch<object>(name, { batchSize: 20, includeMetadata: true });
    for (const job of jobs) {
      try {
        await this.handle(definition, job);
        await boss.complete(name, job.id);
      } catch (error) {
        await boss.fail(name, job.id, error as object);
      }
    }
    return jobs.length;
  }

  /** The newest jobs in a group of states, for the back office. */
  async list(group: keyof typeof QUEUE_STATES, limit = 50): Promise<JobRow[]> {
    const states = sql.join(
      QUEUE_STATES[group].map((state) => sql`${state}`),
      sql`, `,
    );
    const rows = await rowsOf<RawJob>(
      this.database.db,
      sql`SELECT ${JOB_COLUMNS} FROM pgboss.job
           WHERE name NOT LIKE '\_\_pgboss%' AND state::text IN (${states})
           ORDER BY ${group === 'queued' ? sql`created_on` : sql`COALESCE(completed_on, created_on)`} DESC
           LIMIT ${limit}`,
    );
    return rows.map(toJobRow);
  }

  async failedCount(): Promise<number> {
    const [row] = await rowsOf<{ n: number }>(
      this.database.db,
      sql`SELECT count(*)::int AS n FROM pgboss.job WHERE state = 'failed' AND name NOT LIKE '\_\_pgboss%'`,
    );
    return Number(row?.n ?? 0);
  }

  /** One job, read in the caller's transaction and locked until it ends; undefined for an unknown id. */
  async lockJob(tx: DbExecutor, id: string): Promise<JobRow | undefined> {
    const [row] = await rowsOf<RawJob>(tx, sql`SELECT ${JOB_COLUMNS} FROM pgboss.job WHERE id = ${id}::uuid FOR UPDATE`);
    return row && toJobRow(row);
  }

  /** A failed job queued again for one more attempt, in the caller's transaction. */
  async retry(tx: DbExecutor, name: string, id: string): Promise<void> {
    await this.started().retry(name, id, { db: bossOn(tx) });
  }
}
