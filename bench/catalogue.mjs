// `node bench/catalogue.mjs`: the catalogue under load on PostgreSQL, against the bare Fastify baseline
// measured in the same run. Targets (catalogue issue): product list API >= 2,000 req/s and p99 < 25 ms
// at 1,000 req/s; server-rendered filter page >= 300 req/s and p99 < 60 ms at 100 req/s; search
// suggestions p99 < 30 ms. Reported, never asserted (shared, noisy machines); writes
// bench/results/catalogue.json. Ports: BENCH_PORT (app, 3102) and BENCH_BASELINE_PORT (3202).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { ensureBuild, startProcess, stopProcess } from './support.mjs';

const root = new URL('..', import.meta.url).pathname;
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const POSTGRES = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PORT = Number(process.env.BENCH_PORT ?? 3102);
const BASELINE_PORT = Number(process.env.BENCH_BASELINE_PORT ?? 3202);
const base = `http://127.0.0.1:${PORT}`;
const HEADERS = { cookie: 'country=US; currency=USD; campaign_popup_dismissed=true' };

ensureBuild();

/** Closed-loop load (as fast as it answers) or, with `rate`, a fixed arrival rate for latency. */
async function load(name, paths, { connections = 10, rate, headers = HEADERS } = {}) {
  // Let the previous measure's backlog drain so that it does not count against this one.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const result = await autocannon({
    url: base,
    connections,
    duration: DURATION,
    headers,
    requests: paths.map((path) => ({ method: 'GET', path })),
    ...(rate ? { overallRate: rate } : {}),
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { name, requestsPerSec: result.requests.average, p50Ms: result.latency.p50, p99Ms: result.latency.p99 };
}

// A session cookie turns off the guest page cache (decision 0011): every request is rendered.
const RENDER_EVERY_TIME = { cookie: `${HEADERS.cookie}; sid=bench-no-such-session` };

const LIST = [
  '/api/store/products?isDetails=true&species=canine&category_ids=1,6,3&user_type=breeder',
  '/api/store/products?isDetails=true&species=canine&category_ids=1,6,3&page=3&sort=name_asc&user_type=breeder',
  '/api/store/products?isDetails=true&species=feline&category_ids=7,14,8&breeds=647&sort=price_asc&user_type=breeder',
  '/api/store/products?isDetails=true&species=canine&breeds=206&category_ids=1&user_type=vet',
];
const PAGES = [
  '/breeder/for-dogs/dna-tests',
  '/breeder/for-dogs/dna-tests?breeds=206&categoryIds=1',
  '/breeder/for-cats/full-breed-profile',
  '/breeder/for-dogs/dna-tests?sort=price_desc&page=2',
];
const SEARCHES = ['myelopathy', 'retriever', 'prcd', 'labardor', 'copper', 'hcm', 'dilution', 'collie eye'].map(
  (q) => `/api/store/products?search=${encodeURIComponent(q)}`,
);

const baseline = await startProcess(
  ['bench/bare-server.mjs'],
  { PORT: String(BASELINE_PORT) },
  `http://127.0.0.1:${BASELINE_PORT}/api/health`,
);
const admin = new pg.Client({ connectionString: POSTGRES });
await admin.connect();
await admin.query('DROP DATABASE IF EXISTS shop_bench_catalogue WITH (FORCE)');
await admin.query('CREATE DATABASE shop_bench_catalogue');
const url = new URL(POSTGRES);
url.pathname = '/shop_bench_catalogue';
const app = await startProcess(
  ['dist/server/main.js'],
  {
    NODE_ENV: 'production',
    PORT: String(PORT),
    HOST: '127.0.0.1',
    SHUTDOWN_DRAIN_MS: '0',
    DATABASE_URL: url.toString(),
    SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-00',
    // Production on PostgreSQL takes real payments only unless told otherwise (docs/decisions/0030).
    PAYMENTS_TEST_MODE: 'true',
  },
  `${base}/api/ready`,
);

const results = {};
try {
  const bare = await autocannon({ url: `http://127.0.0.1:${BASELINE_PORT}/api/health`, connections: 10, duration: DURATION });
  results.baseline = { requestsPerSec: bare.requests.average, p99Ms: bare.latency.p99 };
  // The machine's own noise: the bare server's p99 at the rate the list API is held to.
  const bareAt1000 = await autocannon({
    url: `http://127.0.0.1:${BASELINE_PORT}/api/health`,
    connections: 20,
    duration: DURATION,
    overallRate: 1000,
  });
  results.baselineAt1000 = { requestsPerSec: bareAt1000.requests.average, p99Ms: bareAt1000.latency.p99 };
  await load('home page SSR', ['/'], { connections: 4 });
  results.homeMax = await load('home page SSR, closed loop', ['/']);
  await load('warm-up', [...LIST, ...PAGES, ...SEARCHES], { connections: 4 });
  results.listMax = await load('product list API, closed loop', LIST);
  results.listAt1000 = await load('product list API at 1,000 req/s', LIST, { rate: 1000, connections: 20 });
  results.pageMax = await load('filter page SSR, closed loop', PAGES);
  results.pageAt100 = await load('filter page SSR at 100 req/s', PAGES, { rate: 100 });
  results.pageRendered = await load('filter page SSR, rendered every time', PAGES, { headers: RENDER_EVERY_TIME });
  results.pageRenderedAt100 = await load('filter page SSR, rendered every time, at 100 req/s', PAGES, {
    rate: 100,
    headers: RENDER_EVERY_TIME,
  });
  results.suggestAt200 = await load('search suggestions at 200 req/s', SEARCHES, { rate: 200 });
} finally {
  await stopProcess(app);
  await stopProcess(baseline);
  await admin.query('DROP DATABASE IF EXISTS shop_bench_catalogue WITH (FORCE)');
  await admin.end();
}

const fmt = (n, digits = 0) => n.toFixed(digits).padStart(8);
const mark = (ok) => (ok ? 'meets' : 'MISSES');
const r = results;
const lines = [
  `PostgreSQL, ${DURATION}s per measure`,
  `  bare Fastify baseline          ${fmt(r.baseline.requestsPerSec)} req/s  p99 at 1,000/s ${fmt(r.baselineAt1000.p99Ms, 1)} ms`,
  `  home page SSR (platform)       ${fmt(r.homeMax.requestsPerSec)} req/s  p99 ${fmt(r.homeMax.p99Ms, 1)} ms`,
  `  product list API               ${fmt(r.listMax.requestsPerSec)} req/s  p99 ${fmt(r.listMax.p99Ms, 1)} ms  (target >= 2000: ${mark(r.listMax.requestsPerSec >= 2000)})`,
  `  product list API at 1,000/s    ${fmt(r.listAt1000.requestsPerSec)} req/s  p99 ${fmt(r.listAt1000.p99Ms, 1)} ms  (target p99 < 25: ${mark(r.listAt1000.p99Ms < 25)})`,
  `  filter page SSR                ${fmt(r.pageMax.requestsPerSec)} req/s  p99 ${fmt(r.pageMax.p99Ms, 1)} ms  (target >= 300: ${mark(r.pageMax.requestsPerSec >= 300)})`,
  `  filter page SSR at 100/s       ${fmt(r.pageAt100.requestsPerSec)} req/s  p99 ${fmt(r.pageAt100.p99Ms, 1)} ms  (target p99 < 60: ${mark(r.pageAt100.p99Ms < 60)})`,
  `  filter page, every time rendered ${fmt(r.pageRendered.requestsPerSec)} req/s  p99 ${fmt(r.pageRendered.p99Ms, 1)} ms  (no guest cache; for reference)`,
  `  … rendered every time, at 100/s ${fmt(r.pageRenderedAt100.requestsPerSec)} req/s  p99 ${fmt(r.pageRenderedAt100.p99Ms, 1)} ms`,
  `  search suggestions at 200/s    ${fmt(r.suggestAt200.requestsPerSec)} req/s  p99 ${fmt(r.suggestAt200.p99Ms, 1)} ms  (target p99 < 30: ${mark(r.suggestAt200.p99Ms < 30)})`,
];
process.stdout.write(`${lines.join('\n')}\n`);
writeFileSync(
  join(root, 'bench', 'results', 'catalogue.json'),
  `${JSON.stringify({ at: new Date().toISOString(), durationSeconds: DURATION, results }, null, 2)}\n`,
);
