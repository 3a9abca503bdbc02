// The server the browser journeys run against: the production build on a fresh embedded database,
// or, when TEST_DATABASE_URL names a PostgreSQL server, on a fresh database there.
import { spawn } from 'node:child_process';
import pg from 'pg';

const env = { ...process.env, NODE_ENV: 'production' };
const serverUrl = process.env.TEST_DATABASE_URL;
let admin;
let name;
if (serverUrl) {
  admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  // Left-overs of crashed runs go once hours old; a database in use by a run beside this one (the other
  // pass, a journey's own shop: test/e2e/support/database.ts) is never dropped.
  const stale = await admin.query("SELECT datname FROM pg_database WHERE datname LIKE 'shop_e2e_%'");
  for (const { datname } of stale.rows) {
    const createdAt = Number(datname.slice('shop_e2e_'.length).split('_')[0]);
    if (Number.isFinite(createdAt) && Date.now() - createdAt > 3 * 60 * 60_000)
      await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  }
  name = `shop_e2e_${Date.now()}_${process.pid}`;
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  Object.assign(env, {
    DATABASE_URL: url.toString(),
    DEMO_DATA: 'true',
    SESSION_SECRET: 'e2e-only-secret-e2e-only-secret-e2e-only',
    // The journeys pay on the labelled test page; production on PostgreSQL needs that said (docs/decisions/0030).
    PAYMENTS_TEST_MODE: 'true',
  });
  await admin.end();
}

const server = spawn(process.execPath, ['dist/server/main.js'], { env, stdio: 'inherit' });
for (const signal of ['SIGTERM', 'SIGINT']) process.once(signal, () => server.kill(signal));
server.once('exit', async (code) => {
  // The run's database goes with its server.
  if (serverUrl) {
    const client = new pg.Client({ connectionString: serverUrl });
    try {
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    } catch {
      // left for the next run's clean-up of stale databases
    } finally {
      await client.end().catch(() => {});
    }
  }
  process.exit(code ?? 0);
});
