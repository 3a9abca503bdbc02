// `node bench/checkout.mjs`: checkout under load on PostgreSQL with Stripe keys pointed at the local
// Stripe fake: each operation is `POST /api/store/checkout` (new Idempotency-Key) followed by
// `POST /api/store/checkout/payment` (a PaymentIntent through the real `stripe` SDK). Target (commerce
// issue): p99 < 150 ms at 50 operations/s. Reported, never asserted (shared, noisy machines); writes
// bench/results/checkout.json. Port: BENCH_PORT (3105).
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';

const root = new URL('..', import.meta.url).pathname;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const RATE = Number(process.env.BENCH_RATE ?? 50);
const POSTGRES = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PORT = Number(process.env.BENCH_PORT ?? 3105);
const base = `http://127.0.0.1:${PORT}`;
const HEADERS = {
  cookie: 'country=GB; currency=GBP; campaign_popup_dismissed=true',
  origin: base,
  'sec-fetch-site': 'same-origin',
  'content-type': 'application/json',
};

const build = spawnSync('node', ['scripts/ensure-build.mjs'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const fake = spawn('node', ['--import', './test/support/swc-loader.mjs', 'bench/stripe-fake.ts'], {
  cwd: root,
  stdio: ['ignore', 'pipe', 'inherit'],
});
const [chunk] = await once(fake.stdout, 'data');
const stripeUrl = String(chunk).trim();

const admin = new pg.Client({ connectionString: POSTGRES });
await admin.connect();
await admin.query('DROP DATABASE IF EXISTS shop_bench_checkout WITH (FORCE)');
await admin.query('CREATE DATABASE shop_bench_checkout');
const url = new URL(POSTGRES);
url.pathname = '/shop_bench_checkout';

const env = { STRIPE_API_URL: stripeUrl };
for (const region of ['AU', 'US_EU']) {
  env[`STRIPE_${region}_SECRET_KEY`] = `sk_test_${region.toLowerCase()}fake0123456789`;
  env[`STRIPE_${region}_PUBLISHABLE_KEY`] = `pk_test_${region.toLowerCase()}fake0123456789`;
  env[`STRIPE_${region}_WEBHOOK_SECRET`] = `whsec_${region.toLowerCase()}fake0123456789`;
}
const app = spawn('node', ['dist/server/main.js'], {
  cwd: root,
  env: {
    ...process.env,
    ...env,
    NODE_ENV: 'production',
    PORT: String(PORT),
    HOST: '127.0.0.1',
    SHUTDOWN_DRAIN_MS: '0',
    DATABASE_URL: url.toString(),
    SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-00',
    // Cards go to the Stripe fake; PayPal, without keys, to the test page (docs/decisions/0030).
    PAYMENTS_TEST_MODE: 'true',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
for (;;) {
  if (app.exitCode !== null) throw new Error('the shop exited');
  try {
    if ((await fetch(`${base}/api/ready`)).ok) break;
  } catch {
    // not listening yet
  }
  await new Promise((resolve) => setTimeout(resolve, 100));
}

const call = async (method, path, body, extra = {}) => {
  const res = await fetch(base + path, {
    method,
    headers: { ...HEADERS, ...extra },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
};

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

let results;
try {
  const products = (await call('GET', '/api/store/products?isDetails=true&species=canine&category_ids=1')).results;
  const total = SECONDS * RATE + 20;
  const carts = [];
  for (let i = 0; i < total; i++) {
    const cart = await call('POST', '/api/cart', {});
    await call('POST', `/api/cart/${cart.sessionId}/item`, { productId: products[i % products.length].id });
    carts.push(cart.sessionId);
  }
  const operation = async (sessionId, i) => {
    const started = performance.now();
    const order = await call(
      'POST',
      '/api/store/checkout',
      {
        sessionId,
        acceptTerms: true,
        payment: { method: 'C' },
        billingAddress: {
          firstName: 'Bench',
          lastName: 'Mark',
          address: '1 Load Lane',
          city: 'London',
          postalCode: 'E1 6AN',
          country: 'GB',
          email: `bench${i}@example.test`,
        },
      },
      { 'idempotency-key': `bench-${i}` },
    );
    const payment = await call('POST', '/api/store/checkout/payment', { orderId: order.id, sessionId });
    if (!payment.clientSecret) throw new Error('no client secret');
    return performance.now() - started;
  };
  for (let i = 0; i < 20; i++) await operation(carts[i], i);
  const latencies = [];
  const inFlight = [];
  const startedAt = performance.now();
  for (let i = 20; i < total; i++) {
    const due = startedAt + ((i - 20) * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    inFlight.push(operation(carts[i], i).then((ms) => latencies.push(ms)));
  }
  await Promise.all(inFlight);
  const elapsed = (performance.now() - startedAt) / 1000;
  results = {
    database: 'postgresql',
    operations: latencies.length,
    targetRate: RATE,
    achievedRate: latencies.length / elapsed,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    maxMs: Math.max(...latencies),
  };
} finally {
  app.kill('SIGINT');
  await once(app, 'exit');
  fake.kill('SIGINT');
  await admin.query('DROP DATABASE IF EXISTS shop_bench_checkout WITH (FORCE)');
  await admin.end();
}

const line = (n) => n.toFixed(1).padStart(8);
console.log(`checkout (order + PaymentIntent on the Stripe fake), PostgreSQL, ${results.operations} operations at ${RATE}/s`);
console.log(
  `  achieved ${line(results.achievedRate)} /s  p50 ${line(results.p50Ms)} ms  p99 ${line(results.p99Ms)} ms  (target p99 < 150: ${results.p99Ms < 150 ? 'meets' : 'MISSES'})`,
);
writeFileSync(
  join(root, 'bench/results/checkout.json'),
  `${JSON.stringify({ ...results, at: new Date().toISOString() }, null, 2)}\n`,
);
