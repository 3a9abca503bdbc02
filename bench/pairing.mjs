// `node bench/pairing.mjs`: the litter planner for two animals with 30 published results each.
// Starts the production build on a fresh PostgreSQL database (demo data seeded), gives the demo breeder a
// dam and a sire tested for the same 30 canine conditions, then sends POST /api/my/breeding-strategy/pairing
// at a steady 50 requests/s (docs/decisions/1102). Target (issue 17): p99 < 50 ms at 50 req/s.
// Reported, never asserted; writes bench/results/pairing.json.
import { writeFileSync } from 'node:fs';
import pg from 'pg';
import { ensureBuild, paced, printMeasure, signIn, startShop } from './support.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 3107);
const BREEDER = { username: 'breeder@demo.petdna.example', password: 'demo-breeder-2026' };
const LOCI = 30;
const RATE = 50;
const PATH = '/api/my/breeding-strategy/pairing';

ensureBuild();
const shop = await startShop('pairing', PORT);
const base = shop.base;

/** A dam and a sire with 30 published results each, on the same canine disease tests (every genotype pair occurs). */
async function addPair() {
  const db = new pg.Client({ connectionString: shop.databaseUrl });
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

const out = { at: new Date().toISOString(), loci: LOCI, rate: RATE, seconds: SECONDS };
try {
  const pair = await addPair();
  const cookie = await signIn(base, BREEDER);
  const headers = { cookie, 'content-type': 'application/json', origin: base, 'sec-fetch-site': 'same-origin' };
  const body = JSON.stringify(pair);
  const first = await fetch(`${base}${PATH}`, { method: 'POST', headers, body });
  const answer = await first.json();
  if (first.status !== 200) throw new Error(`pairing answered ${first.status}: ${JSON.stringify(answer)}`);
  console.log(
    `pairing: ${answer.loci.length} loci on both, clearAtAll ${answer.clearAtAll}%, affectedAtAny ${answer.affectedAtAny}%`,
  );
  // Warm the query plans, the pool's connections and the JIT before measuring.
  for (let i = 0; i < 200; i++) await (await fetch(`${base}${PATH}`, { method: 'POST', headers, body })).arrayBuffer();
  const request = { base, path: PATH, method: 'POST', headers, body, rate: RATE };
  await paced({ ...request, seconds: 3 });
  const result = await paced({ ...request, seconds: SECONDS });
  // The same server's floor at the same rate: a shared machine's load shows in both figures.
  const health = await paced({ base, path: '/api/health', rate: RATE, seconds: SECONDS });
  out.healthBaseline = { p50Ms: health.p50Ms, p99Ms: health.p99Ms };
  console.log(`baseline GET /api/health at ${RATE} req/s: p50 ${health.p50Ms} ms, p99 ${health.p99Ms} ms`);
  Object.assign(out, { lociOnBoth: answer.loci.length, ...result });
  printMeasure(`pairing, ${LOCI} loci each, ${RATE} req/s`, result, 50);
  writeFileSync(new URL('./results/pairing.json', import.meta.url), `${JSON.stringify(out, null, 2)}\n`);
} finally {
  await shop.stop();
}
