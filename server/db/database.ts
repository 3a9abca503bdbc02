import { AsyncLocalStorage } from 'node:async_hooks';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type DataDirLock, lockDataDir } from './data-dir-lock.js';
import { migrationsFolder } from './migrations-folder.js';
import * as schema from './schema.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema>;
/** Anything a query can run on: the database or an open transaction. */
export type DbExecutor = Db | Tx;

/** Runs raw SQL and returns its rows; both drivers answer `{ rows }`. */
export async function rowsOf<T extends Record<string, unknown>>(db: DbExecutor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export interface Database {
  readonly db: Db;
  readonly kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /**
   * Runs `work` on this node only if no other node is running the work of `lockKey` (a PostgreSQL advisory
   * lock on a connection of its own); null when another node is. The embedded database has one node.
   */
  runAlone<T>(lockKey: number, work: () => Promise<T>): Promise<T | null>;
  /**
   * The driver's own query with `$n` parameters; without parameters the text may hold several statements (a
   * library's schema script, such as the job queue's). Returns the last statement's rows.
   */
  executeText(text: string, values: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  /**
   * Hears every NOTIFY on `channel` (sent by any node, delivered after its commit). On PostgreSQL a connection
   * of its own listens and comes back by itself after a loss, then calls `gap`: what was sent meanwhile was
   * missed. Resolves once listening; the answer stops it.
   */
  listen(channel: string, handlers: NotificationHandlers): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** PGlite only: the whole database as a tarball, which `loadDataDir` opens again (test templates). */
  dumpDataDir?(): Promise<Blob>;
}

export interface NotificationHandlers {
  message(payload: string): void;
  gap(): void;
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir: string | undefined; loadDataDir?: Blob };

/** A key for pg_advisory_lock, so that several nodes starting together migrate once. */
const MIGRATION_LOCK_KEY = 724_311_905;

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  return target.kind === 'postgres' ? openPostgres(target.url, target.poolSize ?? 10) : openPglite(target);
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  // A database that does not answer fails the request (503) after 5 s rather than holding it.
  const pool = new pg.Pool({ connectionString: url, max: poolSize, idleTimeoutMillis: 30_000, connectionTimeoutMillis: 5_000 });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it. /api/ready reports real outages.
  });
  pool.on('connect', (client) => {
    // A client checked out (a transaction between two queries) has no pool listener: a connection lost
    // then would be an unhandled 'error' event and end the process. Its next query fails instead (503),
    // and the pool drops the broken client when it is released.
    client.on('error', () => undefined);
  });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder: migrationsFolder() });
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        client.release();
      }
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    async runAlone(lockKey, work) {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [lockKey]);
        if (!rows[0]?.locked) return null;
        try {
          return await work();
        } finally {
          // A connection that died took its lock with it; it must not go back to the pool.
          await client.query('SELECT pg_advisory_unlock($1)', [lockKey]).catch((error: Error) => {
            broken = error;
          });
        }
      } finally {
        client.release(broken);
      }
    },
    async executeText(text, values) {
      // The pool throws away a connection whose query failed, with any transaction a script left open on it.
      const result = await pool.query(text, values);
      // Several statements answer one result each; the last is the one a caller reads.
      const last = Array.isArray(result) ? result.at(-1) : result;
      return { rows: last?.rows ?? [] };
    },
    listen: (channel, handlers) => listenOnPostgres(url, channel, handlers),
    async close() {
      await pool.end();
    },
  };
}

/** Longest wait between two attempts to listen again after the connection was lost. */
const LISTEN_RETRY_MAX_MS = 10_000;

async function listenOnPostgres(url: string, channel: string, handlers: NotificationHandlers): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    next.on('notification', (note) => {
      if (note.channel === channel) handlers.message(note.payload ?? '');
    });
    let lost = false;
    const onLost = () => {
      if (lost) return;
      lost = true;
      next.end().catch(() => undefined);
      if (!stopped) retry(1_000);
    };
    next.on('error', onLost);
    next.on('end', onLost);
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = next;
  };
  const retry = (waitMs: number) => {
    retryTimer = setTimeout(() => {
      connect().then(
        () => handlers.gap(),
        () => {
          if (!stopped) retry(Math.min(waitMs * 2, LISTEN_RETRY_MAX_MS));
        },
      );
    }, waitMs);
    retryTimer.unref();
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retryTimer);
    await client?.end().catch(() => undefined);
  };
}

async function openPglite(target: { dataDir: string | undefined; loadDataDir?: Blob }): Promise<Database> {
  let lock: DataDirLock | undefined;
  if (target.dataDir) lock = lockDataDir(target.dataDir);
  try {
    const client = await PGlite.create({
      dataDir: target.dataDir ? `${target.dataDir}/pgdata` : undefined,
      loadDataDir: target.loadDataDir,
      extensions: { pg_trgm },
    });
    if (process.env.NODE_ENV !== 'production') refuseReadsBesideTransactions(client);
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    return {
      db,
      kind: 'pglite',
      async migrate() {
        await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: migrationsFolder() });
      },
      async ping() {
        await client.query('select 1');
      },
      // One process owns the embedded database (data-dir lock): nobody else to wait for.
      runAlone: (_lockKey, work) => work(),
      async executeText(text, values) {
        if (values.length > 0) return { rows: (await client.query<Record<string, unknown>>(text, values)).rows };
        // The extended protocol takes one statement: a script goes through exec.
        try {
          const results = await client.exec(text);
          return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
        } catch (error) {
          // A script that opens its own transaction (`BEGIN; …; COMMIT;`, as pg-boss's schema scripts do) and
          // fails half-way leaves it open and aborted on the one connection: every later statement would fail.
          // A ROLLBACK outside a transaction only warns.
          await client.exec('ROLLBACK');
          throw error;
        }
      },
      // One process, one connection: its own notifications reach it, and it cannot lose them.
      listen: async (channel, handlers) => {
        const stop = await client.listen(channel, (payload) => handlers.message(payload));
        return async () => {
          if (!client.closed) await stop();
        };
      },
      async dumpDataDir() {
        return client.dumpDataDir('gzip');
      },
      async close() {
        try {
          if (!client.closed) await client.close();
        } finally {
          lock?.release();
        }
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

/**
 * The embedded database has one connection. A query through the database (`this.db`) made while the same
 * flow holds a transaction open waits for that transaction, which waits for the query: the request hangs
 * for good, and only on the embedded database. Outside production such a query fails at once, naming the
 * fix; production keeps the driver's behaviour, where a query merely started inside a transaction and
 * awaited after it runs once the transaction ends.
 */
function refuseReadsBesideTransactions(client: PGlite): void {
  const open = new AsyncLocalStorage<{ open: boolean }>();
  const transaction = client.transaction.bind(client);
  client.transaction = (work) =>
    transaction(async (tx) => {
      const state = { open: true };
      try {
        return await open.run(state, () => work(tx));
      } finally {
        state.open = false;
      }
    });
  const refuse = () => {
    if (open.getStore()?.open)
      throw new Error(
        'A query ran through the database while this flow holds a transaction open: on the embedded database it would wait for ever. Run it on the transaction (tx) instead.',
      );
  };
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  client.query = ((...args: Parameters<PGlite['query']>) => {
    refuse();
    return query(...args);
  }) as PGlite['query'];
  client.exec = ((...args: Parameters<PGlite['exec']>) => {
    refuse();
    return exec(...args);
  }) as PGlite['exec'];
}
