import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/** Removes this run's template and every database the run created. */
export default async function globalTeardown() {
  const run = process.env.SHOP_TEST_RUN;
  rmSync(join(tmpdir(), `pet-dna-shop-template-${run}.tar.gz`), { force: true });
  rmSync(join(tmpdir(), `pet-dna-shop-template-${run}.lock`), { recursive: true, force: true });
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query('SELECT datname FROM pg_database WHERE datname LIKE $1', [`shop_test_${run}_%`]);
    for (const row of rows) await admin.query(`DROP DATABASE IF EXISTS "${row.datname}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
