// The server the browser journeys run against: the production build on a fresh embedded database,
// or, when TEST_DATABASE_URL names a PostgreSQL server, on a fresh database there.
import { spawn } from 'node:child_process';
import pg from 'pg';

const env = { ...process.env, NODE_ENV: 'production' };
const serverUrl = process.env.TEST_DATABASE_URL;
let admin;
if (serverUrl) {
  admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const stale = await admin.query("SELECT datname FROM pg_database WHERE datname LIKE 'shop_e2e_%'");
  for (const { datname } of stale.rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  const name = `shop_e2e_${Date.now()}`;
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
server.once('exit', (code) => process.exit(code ?? 0));
