// What the single-purpose benches share: the production build on a fresh PostgreSQL database, a demo
// account's sign-in, and requests sent at a steady arrival rate (docs/decisions/1102).
import { spawn, spawnSync } from 'node:child_process';
import http from 'node:http';
import pg from 'pg';

const root = new URL('..', import.meta.url).pathname;
const POSTGRES = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SESSION_SECRET = 'bench-secret-bench-secret-bench-secret-0123';

/** Builds the production bundle when it is missing or older than the sources; exits on a failed build. */
export function ensureBuild() {
  const build = spawnSync('node', ['scripts/ensure-build.mjs'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** Polls `readyUrl` until it answers 2xx; throws when the process exits first. */
async function untilReady(child, readyUrl, what) {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${what} exited${child.stderrText ? `: ${child.stderrText}` : ''}`);
    try {
      if ((await fetch(readyUrl)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A node process of this repository (a server), once `readyUrl` answers; its stderr is kept for the error. */
export async function startProcess(args, env, readyUrl) {
  const child = spawn('node', args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
  child.stderrText = '';
  child.stderr.on('data', (chunk) => {
    child.stderrText += chunk;
  });
  await untilReady(child, readyUrl, args.join(' '));
  return child;
}

/** Stops a process started by `startProcess` (SIGINT) and waits for it to exit. */
export async function stopProcess(child) {
  if (child.exitCode !== null) return;
  child.kill('SIGINT');
  await new Promise((resolve) => child.once('exit', resolve));
}

/**
 * The production server on a fresh PostgreSQL database named after `name`, seeded with the demo data, at
 * the production log level. `stop()` ends the server and drops the database; `databaseUrl` and
 * `sessionSecret` let another process serve the same database and sessions.
 */
export async function startShop(name, port) {
  const databaseName = `shop_bench_${name}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: POSTGRES });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${databaseName}"`);
  const url = new URL(POSTGRES);
  url.pathname = `/${databaseName}`;
  const base = `http://127.0.0.1:${port}`;
  // BENCH_SERVER_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles the server while it is measured.
  const nodeArgs = (process.env.BENCH_SERVER_ARGS ?? '').split(' ').filter(Boolean);
  const server = spawn(process.execPath, [...nodeArgs, 'dist/server/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: url.toString(),
      SESSION_SECRET: SESSION_SECRET,
      // No LOG_LEVEL: the production level (info), access lines and all, as a deployed shop pays for them.
      DEMO_DATA: 'true',
      // Production on PostgreSQL takes test payments only when told (docs/decisions/0030).
      PAYMENTS_TEST_MODE: 'true',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    await admin.query(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
    await admin.end();
  };
  try {
    await untilReady(server, `${base}/api/ready`, 'server');
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, databaseUrl: url.toString(), sessionSecret: SESSION_SECRET, pid: server.pid, stop };
}

/** Signs in through the API and answers the session cookie header. */
export async function signIn(base, account) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(account),
  });
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/**
 * Sends one request every 1/rate seconds for `seconds`, whatever the answers' speed (an open loop: users
 * do not wait for each other), on kept-alive connections, and answers the latency percentiles in ms.
 * Each latency counts from when its request was due, so a late client never hides a slow server. `path` is
 * one path, or a function of the request's number (a different request each time).
 */
export async function paced({ base, path, method = 'GET', headers = {}, body, rate, seconds }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const targetOf = typeof path === 'function' ? (i) => new URL(path(i), base) : () => new URL(path, base);
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const latencies = [];
  let non2xx = 0;
  let errors = 0;
  const one = (due, i) =>
    new Promise((resolve) => {
      const req = http.request(targetOf(i), { method, headers, agent }, (res) => {
        res.resume();
        res.on('end', () => {
          latencies.push(performance.now() - due);
          if (res.statusCode < 200 || res.statusCode >= 300) non2xx++;
          resolve();
        });
      });
      req.on('error', () => {
        errors++;
        resolve();
      });
      req.end(body);
    });
  const started = performance.now();
  const inFlight = [];
  for (let i = 0; i < total; i++) {
    const due = started + i * interval;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    inFlight.push(one(due, i));
  }
  await Promise.all(inFlight);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] * 10) / 10;
  return {
    requests: latencies.length,
    requestsPerSecond: Math.round((latencies.length / (performance.now() - started)) * 1000),
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    maxMs: at(1),
    non2xx,
    errors,
  };
}

/**
 * Prints one measure of `paced` with its target (met or missed). A measure with a non-2xx answer or a
 * failed request fails loudly: it says FAILED and the bench exits non-zero, its figures meaning nothing.
 */
export function printMeasure(name, result, targetP99Ms) {
  const bad = result.non2xx + result.errors;
  const verdict = bad > 0 ? 'FAILED' : result.p99Ms < targetP99Ms ? 'met' : 'missed';
  console.log(
    `${name}: ${result.requestsPerSecond} req/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms (target p99 < ${targetP99Ms} ms: ${verdict})` +
      (bad > 0 ? `, ${result.non2xx} non-2xx, ${result.errors} errors` : ''),
  );
  if (bad > 0) process.exitCode = 1;
}
