// `node bench/pairing.mjs`: the litter planner for two animals with 30 published results each.
// Starts the production build on a fresh PostgreSQL database (demo data seeded), gives the demo breeder a
// dam and a sire tested for the same 30 canine conditions, then drives POST /api/my/breeding-strategy/pairing
// at 50 requests/s. Target (issue 17): p99 < 50 ms at 50 req/s.
// Reported, never asserted; writes bench/results/pairing.json.
import { spawn, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import autocannon from 'autocannon';
import pg from 'pg';

const root = new URL('..', import.meta.url).pathname;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 3107);
const POSTGRES = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const base = `http://127.0.0.1:${PORT}`;
const BREEDER = { username: 'breeder@demo.petdna.example', password: 'demo-breeder-2026' };
const LOCI = 30;
const RATE = 50;

const build = spawnSync('node', ['scripts/ensure-build.mjs'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const dbName = `shop_bench_pairing_${Date.now()}`;
const admin = new pg.Client({ connectionString: POSTGRES });
await admin.connect();
await admin.query(`CREATE DATABASE "${dbName}"`);
const url = new URL(POSTGRES);
url.pathname = `/${dbName}`;

const server = spawn(process.execPath, ['dist/server/main.js'], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATABASE_URL: url.toString(),
    SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    DEMO_DATA: 'true',
    // Production on PostgreSQL takes test payments only when told (docs/decisions/0030).
    PAYMENTS_TEST_MODE: 'true',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function ready() {
  for (;;) {
    if (server.exitCode !== null) throw new Error('server exited');
    try {
      if ((await fetch(`${base}/api/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A dam and a sire with 30 published results each, on the same canine disease tests (every genotype pair occurs). */
async function addPair() {
  const db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  const { rows } = await db.query(`SELECT id FROM users WHERE email = $1`, [BREEDER.username]);
  const owner = rows[0].id;
  const tests = (
    await db.query(
      `SELECT id, name, gene, inheritance FROM products WHERE species = 'canine' AND kind = 'd' AND inheritance IN ('AR','ARIP','AD','ADIP','CD','XR')
       ORDER BY id LIMIT $1`,
      [LOCI],
    )
  ).rows;
  if (tests.length !== LOCI) throw new Error(`found ${tests.length} tests`);
  const genotypes = ['N/N', 'N/m', 'm/m'];
  const ids = {};
  for (const [name, gender, shift] of [
    ['Bench Dam', 'female', 0],
    ['Bench Sire', 'male', 1],
  ]) {
    const animal = await db.query(
      `INSERT INTO animals (owner_id, species, name, gender, breed_name) VALUES ($1, 'canine', $2, $3, 'Labrador Retriever') RETURNING id`,
      [owner, name, gender],
    );
    const animalId = animal.rows[0].id;
    const kit = await db.query(
      `INSERT INTO kits (barcode, status, owner_id, animal_id, test_ids, results_at) VALUES ($1, 'results_ready', $2, $3, $4, now()) RETURNING id`,
      [`BENCHPAIR${animalId}`, owner, animalId, tests.map((t) => t.id)],
    );
    for (const [i, t] of tests.entries()) {
      await db.query(
        `INSERT INTO results (kit_id, test_id, test_name, gene, inheritance, genotype, status, published_at)
         VALUES ($1, $2, $3, $4, $5, $6, 'published', now())`,
        [kit.rows[0].id, t.id, t.name, t.gene, t.inheritance, genotypes[(i + shift * Math.floor(i / 3)) % 3]],
      );
    }
    ids[gender] = animalId;
  }
  await db.query('VACUUM ANALYZE');
  await db.end();
  return { damId: ids.female, sireId: ids.male };
}

async function signIn() {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(BREEDER),
  });
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

function drive(body, headers, seconds = SECONDS, path = '/api/my/breeding-strategy/pairing') {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${base}${path}`,
        method: body ? 'POST' : 'GET',
        connections: 10,
        overallRate: RATE,
        duration: seconds,
        headers,
        ...(body ? { body } : {}),
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

const out = { at: new Date().toISOString(), loci: LOCI, rate: RATE, seconds: SECONDS };
try {
  await ready();
  const pair = await addPair();
  const cookie = await signIn();
  const headers = { cookie, 'content-type': 'application/json', origin: base, 'sec-fetch-site': 'same-origin' };
  const body = JSON.stringify(pair);
  const first = await fetch(`${base}/api/my/breeding-strategy/pairing`, { method: 'POST', headers, body });
  const answer = await first.json();
  if (first.status !== 200) throw new Error(`pairing answered ${first.status}: ${JSON.stringify(answer)}`);
  console.log(
    `pairing: ${answer.loci.length} loci on both, clearAtAll ${answer.clearAtAll}%, affectedAtAny ${answer.affectedAtAny}%`,
  );
  // Warm the query plans, the pool's connections and the JIT before measuring.
  for (let i = 0; i < 200; i++)
    await (await fetch(`${base}/api/my/breeding-strategy/pairing`, { method: 'POST', headers, body })).arrayBuffer();
  await drive(body, headers, 3);
  const result = await drive(body, headers);
  // The same server's floor at the same rate: a shared machine's load shows in both figures.
  const health = await drive(undefined, {}, SECONDS, '/api/health');
  out.healthBaseline = { p50Ms: health.latency.p50, p99Ms: health.latency.p99 };
  console.log(`baseline GET /api/health at ${RATE} req/s: p50 ${health.latency.p50} ms, p99 ${health.latency.p99} ms`);
  Object.assign(out, {
    lociOnBoth: answer.loci.length,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    non2xx: result.non2xx,
  });
  console.log(
    `pairing, ${LOCI} loci each: ${result.requests.average} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms (target < 50 ms), non-2xx ${result.non2xx}`,
  );
  writeFileSync(new URL('./results/pairing.json', import.meta.url), `${JSON.stringify(out, null, 2)}\n`);
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
  await admin.end();
}
