import { sql } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import { type Db, rowsOf } from '../db/database.js';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** How many counts between two clean-ups of windows that ended long ago. */
const CLEAN_UP_EVERY = 1000;

/**
 * A @fastify/rate-limit store on the database (its `store` option), so that every node of the shop counts
 * against the same limit: with the plugin's in-memory store each node would grant the full limit. One atomic
 * upsert per request: a window that has ended starts again at 1.
 */
export function databaseRateLimitStore(db: Db) {
  let counted = 0;
  return class DatabaseRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      const id = this.prefix + key;
      rowsOf<{ hits: number; ttl: number }>(
        db,
        sql`
        INSERT INTO rate_limit_counters AS c (key, hits, resets_at)
        VALUES (${id}, 1, now() + make_interval(secs => ${timeWindow / 1000}))
        ON CONFLICT (key) DO UPDATE SET
          hits = CASE WHEN c.resets_at <= now() THEN 1 ELSE c.hits + 1 END,
          resets_at = CASE WHEN c.resets_at <= now() THEN excluded.resets_at ELSE c.resets_at END
        RETURNING c.hits AS hits, greatest(0, ceil(extract(epoch FROM c.resets_at - now()) * 1000))::float8 AS ttl`,
      ).then(
        ([row]) => {
          if (++counted % CLEAN_UP_EVERY === 0) void cleanUp(db);
          callback(null, { current: Number(row?.hits ?? 1), ttl: Number(row?.ttl ?? timeWindow) });
        },
        (error: Error) => callback(error),
      );
    }

    read(key: string, callback: Callback): void {
      rowsOf<{ hits: number; ttl: number }>(
        db,
        sql`
        SELECT hits, ceil(extract(epoch FROM resets_at - now()) * 1000)::float8 AS ttl
          FROM rate_limit_counters WHERE key = ${this.prefix + key} AND resets_at > now()`,
      ).then(
        ([row]) => callback(null, row ? { current: Number(row.hits), ttl: Number(row.ttl) } : { current: 0, ttl: 0 }),
        (error: Error) => callback(error),
      );
    }

    /** One counter per route, as the plugin's Redis store keys them (the plugin passes the route as `routeInfo`). */
    child(route: RouteOptions & { routeInfo?: Partial<RouteOptions> }) {
      const { method = '', url = '' } = route.routeInfo ?? {};
      return new DatabaseRateLimitStore(undefined, `${this.prefix}${String(method)} ${url} `);
    }
  };
}

function cleanUp(db: Db): Promise<unknown> {
  return db.execute(sql`DELETE FROM rate_limit_counters WHERE resets_at < now() - interval '1 hour'`).catch(() => undefined);
}
