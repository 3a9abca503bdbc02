import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/**
 * A fresh, empty database for a shop a journey starts itself, of the kind the run tests: a PostgreSQL
 * database when TEST_DATABASE_URL names a server (the CI's PostgreSQL pass), else an embedded one in a
 * new data directory. `env` is what the production process needs to open it; `drop` removes it.
 */
export interface JourneyDatabase {
  kind: 'postgres' | 'pglite';
  /** DATABASE_URL (with the session secret production requires on PostgreSQL), or DATA_DIR. */
  env: Record<string, string>;
  /** The PostgreSQL address, for a shop opened in this process. */
  url?: string;
  drop(): Promise<void>;
}

/** Databases of journeys that ended without dropping theirs are removed after this long. */
const STALE_MS = 3 * 60 * 60_000;
const PREFIX = 'shop_e2e_';

export function postgresServer(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined;
}

function withDatabase(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A new database on the test server, named `shop_e2e_<ms>_<random>`. Left-overs of crashed runs are
 * dropped once hours old, never one in use by a run going on beside this one.
 */
export async function createPostgresDatabase(serverUrl: string): Promise<{ name: string; url: string }> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [
      `${PREFIX}%`,
    ]);
    for (const { datname } of rows) {
      const createdAt = Number(datname.slice(PREFIX.length).split('_')[0]);
      if (Number.isFinite(createdAt) && Date.now() - createdAt > STALE_MS)
        await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    }
    const name = `${PREFIX}${Date.now()}_${randomBytes(3).toString('hex')}`;
    await admin.query(`CREATE DATABASE "${name}"`);
    return { name, url: withDatabase(serverUrl, name) };
  } finally {
    await admin.end();
  }
}

export async function dropPostgresDatabase(serverUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

/** A fresh database; `demo` seeds the demo accounts on the first start, as the embedded database does by default. */
export async function journeyDatabase({ demo }: { demo: boolean }): Promise<JourneyDatabase> {
  const server = postgresServer();
  if (server) {
    const { name, url } = await createPostgresDatabase(server);
    return {
      kind: 'postgres',
      url,
      env: {
        DATABASE_URL: url,
        DEMO_DATA: String(demo),
        SESSION_SECRET: 'e2e-only-secret-e2e-only-secret-e2e-only',
      },
      drop: () => dropPostgresDatabase(server, name),
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'shop-e2e-'));
  return {
    kind: 'pglite',
    env: { DATA_DIR: dir, DEMO_DATA: String(demo) },
    async drop() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
