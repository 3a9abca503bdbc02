// `npm run bench`: measures the production server on PGlite and on PostgreSQL against a bare Fastify
// baseline measured in the same run, prints the numbers and ratios, and writes bench/results/latest.json.
// Targets (from the platform issue) are reported, never asserted: these machines are shared and noisy.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

const root = new URL('..', import.meta.url).pathname;
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const POSTGRES = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
let nextPort = 3300;

const build = spawnSync('node', ['scripts/ensure-build.mjs'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field) => Number(status.match(new RegExp(`${field}:\\s+(\\d+) kB`))?.[1] ?? 0);
  return { rssMb: kb('VmRSS') / 1024, peakRssMb: kb('VmHWM') / 1024 };
}

async function start(command, args, env, readyUrl) {
  const startedAt = performance.now();
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited: ${stderr}`);
    try {
      if ((await fetch(readyUrl)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return { child, readyMs: performance.now() - startedAt };
}

async function stop(child) {
  child.kill('SIGINT');
  await new Promise((resolve) => child.once('exit', resolve));
}

async function load(url, connections) {
  const result = await autocannon({ url, connections, duration: DURATION, pipelining: 1 });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { requestsPerSec: result.requests.average, p50Ms: result.latency.p50, p99Ms: result.latency.p99 };
}

/** The round with the median requests/s. */
function median(results) {
  const sorted = [...results].sort((a, b) => a.requestsPerSec - b.requestsPerSec);
  return sorted[Math.floor(sorted.length / 2)];
}

async function measureApp(label, env) {
  const port = nextPort++;
  const base = `http://127.0.0.1:${port}`;
  const appEnv = {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SHUTDOWN_DRAIN_MS: '0',
    // Production on PostgreSQL takes real payments only unless told otherwise (docs/decisions/0030).
    PAYMENTS_TEST_MODE: 'true',
    ...env,
  };
  // First start creates, migrates and seeds the database; the one measured is a start on an existing one.
  const first = await start('node', ['dist/server/main.js'], appEnv, `${base}/api/ready`);
  await stop(first.child);
  const { child, readyMs } = await start('node', ['dist/server/main.js'], appEnv, `${base}/api/ready`);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const idle = memoryOf(child.pid);
  // The ratio to the baseline alternates the two servers round by round and compares medians, so that
  // a burst of load from elsewhere on the machine hits both sides instead of one.
  const rounds = [];
  for (let round = 0; round < ROUNDS; round++) {
    rounds.push({
      baseline: await load(BASELINE_URL, 10),
      nest: await load(NEST_URL, 10),
      app: await load(`${base}/api/health`, 10),
    });
  }
  const health = median(rounds.map((r) => r.app));
  const baseline = median(rounds.map((r) => r.baseline));
  const nest = median(rounds.map((r) => r.nest));
  const list = await load(`${base}/api/countries`, 10);
  const page = await load(`${base}/`, 1);
  const peak = memoryOf(child.pid);
  await stop(child);
  return { label, startToReadyMs: readyMs, idleRssMb: idle.rssMb, peakRssMb: peak.peakRssMb, baseline, nest, health, list, page };
}

const baselinePort = nextPort++;
const BASELINE_URL = `http://127.0.0.1:${baselinePort}/api/health`;
const bare = await start('node', ['bench/bare-server.mjs'], { PORT: String(baselinePort) }, BASELINE_URL);
const nestPort = nextPort++;
const NEST_URL = `http://127.0.0.1:${nestPort}/api/health`;
const bareNest = await start('node', ['bench/bare-nest.mjs'], { PORT: String(nestPort) }, NEST_URL);

const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-'));
const runs = [await measureApp('pglite', { DATA_DIR: dataDir })];
rmSync(dataDir, { recursive: true, force: true });

const admin = new pg.Client({ connectionString: POSTGRES });
try {
  await admin.connect();
  await admin.query('DROP DATABASE IF EXISTS shop_bench WITH (FORCE)');
  await admin.query('CREATE DATABASE shop_bench');
  const url = new URL(POSTGRES);
  url.pathname = '/shop_bench';
  runs.push(
    await measureApp('postgres', { DATABASE_URL: url.toString(), SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-00' }),
  );
  await admin.query('DROP DATABASE IF EXISTS shop_bench WITH (FORCE)');
} catch (error) {
  process.stdout.write(`PostgreSQL run skipped: ${error.message}\n`);
} finally {
  await admin.end().catch(() => undefined);
}

await stop(bare.child);
await stop(bareNest.child);

const fmt = (n, digits = 0) => n.toFixed(digits).padStart(8);
const mark = (ok) => (ok ? 'meets' : 'MISSES');
const lines = [`${ROUNDS} alternating rounds of ${DURATION}s, 10 connections; medians`];
for (const run of runs) {
  const ratio = run.health.requestsPerSec / run.baseline.requestsPerSec;
  const rssTarget = run.label === 'postgres' ? 300 : 700;
  lines.push(
    '',
    `${run.label}:`,
    `  bare Fastify       ${fmt(run.baseline.requestsPerSec)} req/s  (baseline)`,
    `  bare Nest          ${fmt(run.nest.requestsPerSec)} req/s  ratio to bare ${((run.nest.requestsPerSec / run.baseline.requestsPerSec) * 100).toFixed(0)}% (one controller, nothing else: Nest's own ceiling)`,
    `  /api/health        ${fmt(run.health.requestsPerSec)} req/s  p50 ${fmt(run.health.p50Ms, 1)} ms  p99 ${fmt(run.health.p99Ms, 1)} ms  ratio to bare ${(ratio * 100).toFixed(0)}% (target >= 80%: ${mark(ratio >= 0.8)})`,
    `  /api/countries     ${fmt(run.list.requestsPerSec)} req/s  p50 ${fmt(run.list.p50Ms, 1)} ms  p99 ${fmt(run.list.p99Ms, 1)} ms`,
    `  SSR home, 1 client ${fmt(run.page.requestsPerSec)} req/s  p50 ${fmt(run.page.p50Ms, 1)} ms  p99 ${fmt(run.page.p99Ms, 1)} ms  (target p50 < 15 ms: ${mark(run.page.p50Ms < 15)})`,
    `  start to ready on an existing database ${fmt(run.startToReadyMs)} ms (target < 3000 ms: ${mark(run.startToReadyMs < 3000)})`,
    `  idle RSS ${fmt(run.idleRssMb)} MB (target < ${rssTarget} MB: ${mark(run.idleRssMb < rssTarget)}), peak RSS ${fmt(run.peakRssMb)} MB`,
  );
}
process.stdout.write(`${lines.join('\n')}\n`);
writeFileSync(
  join(root, 'bench', 'results', 'latest.json'),
  `${JSON.stringify({ at: new Date().toISOString(), durationSeconds: DURATION, rounds: ROUNDS, runs }, null, 2)}\n`,
);
