// `node bench/render-cpu.mjs`: the CPU time one uncached server render of a page costs, measured inside one
// process (the production build, its whole request pipeline through `fastify.inject`, the page cache off,
// the production log level) as the best of five rounds of 40 renders. No load generator shares the cores
// and the best round drops other tenants' bursts, so this figure moves far less than requests/s under
// autocannon and shows what a change to rendering saves (decision 1100). On PostgreSQL
// (BENCH_DATABASE_URL), seeded with the demo data by a shop started for it; `bench/results/render-cpu.json`.
//
// The figure leaves out what a socket adds (compression for a browser that asks, the write): `npm run bench`
// measures pages over HTTP.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pino from 'pino';
import { ensureBuild, signIn, startShop } from './support.mjs';

// React and react-router pick their production builds from NODE_ENV when first imported.
process.env.NODE_ENV = 'production';
const root = new URL('..', import.meta.url).pathname;
const ROUNDS = 5;
const RENDERS_PER_ROUND = 40;
const GUEST = { cookie: 'country=US; currency=USD; campaign_popup_dismissed=true' };
const BREEDER = { username: 'breeder@demo.petdna.example', password: 'demo-breeder-2026' };

ensureBuild();
const shop = await startShop('render', Number(process.env.BENCH_PORT ?? 3320));
process.chdir(root);
const dist = (path) => import(join(root, 'dist', 'server', path));
const [{ createApp }, { parseConfig }, { createLogger }, { openConfiguredDatabase }] = await Promise.all([
  dist('app.js'),
  dist('config/config.js'),
  dist('common/logger.js'),
  dist('db/open-configured.js'),
]);
const config = parseConfig({
  ...process.env,
  DATABASE_URL: shop.databaseUrl,
  SESSION_SECRET: shop.sessionSecret,
  PAYMENTS_TEST_MODE: 'true',
  PAGE_CACHE_SECONDS: '0',
});
const database = await openConfiguredDatabase(config);
// Every line the production level writes is formatted and written, to /dev/null instead of this table.
const logger = createLogger(config, pino.destination({ dest: '/dev/null', sync: true }));
const app = await createApp({ config, database, logger, ssr: 'production' });
const fastify = app.getHttpAdapter().getInstance();

const results = [];
try {
  const signedIn = { cookie: `${GUEST.cookie}; ${await signIn(shop.base, BREEDER)}` };
  const listed = await fastify.inject({
    url: '/api/store/products?isDetails=true&species=canine&category_ids=1',
    headers: GUEST,
  });
  const product = listed.json().results[0].url;
  const pages = [
    ['home', '/', GUEST],
    ['filter page', '/breeder/for-dogs/dna-tests', GUEST],
    ['product page', product, GUEST],
    ['/my/my-animals, signed in', '/my/my-animals', signedIn],
  ];
  process.stdout.write(`CPU per uncached render, best of ${ROUNDS} rounds of ${RENDERS_PER_ROUND}:\n`);
  for (const [name, url, headers] of pages) {
    const renderOnce = async () => {
      const response = await fastify.inject({ url, headers });
      if (response.statusCode !== 200) throw new Error(`${name} (${url}) answered ${response.statusCode}`);
      return response.body.length;
    };
    for (let i = 0; i < RENDERS_PER_ROUND; i++) await renderOnce(); // JIT and pools
    let best = Number.POSITIVE_INFINITY;
    let bytes = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const before = process.cpuUsage();
      for (let i = 0; i < RENDERS_PER_ROUND; i++) bytes = await renderOnce();
      const used = process.cpuUsage(before);
      best = Math.min(best, (used.user + used.system) / RENDERS_PER_ROUND);
    }
    results.push({ name, url, cpuUsPerRender: Math.round(best), htmlBytes: bytes });
    process.stdout.write(
      `${name.padEnd(30)} ${(best / 1000).toFixed(2).padStart(7)} ms  (${Math.round(bytes / 1024)} KB of HTML)\n`,
    );
  }
} finally {
  await app.close();
  await database.close();
  await shop.stop();
}
writeFileSync(
  join(root, 'bench', 'results', 'render-cpu.json'),
  `${JSON.stringify({ at: new Date().toISOString(), rounds: ROUNDS, rendersPerRound: RENDERS_PER_ROUND, results }, null, 2)}\n`,
);
