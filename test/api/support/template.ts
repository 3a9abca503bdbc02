import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../../server/db/database.js';
import { seedDatabase } from '../../../server/db/seed.js';

function runId(): string {
  const run = process.env.SHOP_TEST_RUN;
  if (!run) throw new Error('The API test global setup did not run (SHOP_TEST_RUN is unset)');
  return run;
}

export const postgresTemplateName = () => `shop_test_${runId()}_template`;

/** The same server with another database name. */
export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/**
 * The run's migrated and seeded template, made once by whichever test file asks first; every test
 * file clones it, far quicker than migrating each time.
 */
export async function pgliteTemplateFile(): Promise<string> {
  const file = join(tmpdir(), `pet-dna-shop-template-${runId()}.tar.gz`);
  const lock = join(tmpdir(), `pet-dna-shop-template-${runId()}.lock`);
  for (;;) {
    if (existsSync(file)) return file;
    try {
      mkdirSync(lock);
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
      continue;
    }
    try {
      if (existsSync(file)) return file;
      const database = await openDatabase({ kind: 'pglite', dataDir: undefined });
      await database.migrate();
      await seedDatabase(database.db, { demo: false });
      const dump = await database.dumpDataDir?.();
      await database.close();
      if (!dump) throw new Error('PGlite could not dump its data dir');
      writeFileSync(`${file}.tmp`, Buffer.from(await dump.arrayBuffer()));
      renameSync(`${file}.tmp`, file);
      return file;
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
}

export async function ensurePostgresTemplate(serverUrl: string): Promise<string> {
  const name = postgresTemplateName();
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock(724311907)');
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount === 0) {
      await admin.query(`CREATE DATABASE "${name}"`);
      const database = await openDatabase({ kind: 'postgres', url: withDatabase(serverUrl, name), poolSize: 1 });
      try {
        await database.migrate();
        await seedDatabase(database.db, { demo: false });
      } finally {
        await database.close();
      }
    }
  } finally {
    await admin.query('SELECT pg_advisory_unlock(724311907)').catch(() => undefined);
    await admin.end();
  }
  return name;
}
