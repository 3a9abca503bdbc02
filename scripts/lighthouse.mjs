// Lighthouse on the home, a filter and a product page, as a phone sees them (issue 20, docs/decisions/1010):
// the production build on a fresh embedded database with the demo data, Debian's Chromium, a UK visitor
// who has chosen a country and closed the campaign popup. Prints one table and writes
// lighthouse-results.json. A tool like the benches, not part of `npm test`.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = new URL('..', import.meta.url).pathname;
const port = Number(process.env.LIGHTHOUSE_PORT ?? 3290);
const base = `http://127.0.0.1:${port}`;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
// Performance is reported, not a target here: the machine is shared, its timings say little.
const TARGETS = ['accessibility', 'best-practices', 'seo'];

const build = spawnSync('node', ['scripts/ensure-build.mjs'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const dataDir = mkdtempSync(join(tmpdir(), 'shop-lighthouse-'));
const server = spawn(process.execPath, ['dist/server/main.js'], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
let chrome;
async function stop() {
  await chrome?.kill();
  if (server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
  rmSync(dataDir, { recursive: true, force: true });
}

try {
  for (;;) {
    if (server.exitCode !== null) throw new Error('the server exited before it was ready');
    try {
      if ((await fetch(`${base}/api/ready`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const products = await (await fetch(`${base}/api/store/products?isDetails=true`)).json();
  const product = products.results[0]?.url;
  if (!product) throw new Error('the catalogue has no product');
  const pages = [
    ['home', '/'],
    ['filter', '/breeder/for-dogs/dna-tests'],
    ['product', product],
  ];

  const chromePath = execFileSync('sh', ['-c', 'command -v chromium || command -v chromium-browser'], {
    encoding: 'utf8',
  }).trim();
  chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  const flags = {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    formFactor: 'mobile',
    onlyCategories: CATEGORIES,
    extraHeaders: { Cookie: 'country=GB; campaign_popup_dismissed=true' },
  };

  const results = [];
  for (const [name, path] of pages) {
    const { lhr } = await lighthouse(`${base}${path}`, flags);
    const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]));
    // Every audit that keeps a target category below 100, by its id and title.
    const failing = TARGETS.flatMap((category) =>
      lhr.categories[category].auditRefs
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
        .map((ref) => `${category}: ${ref.id} (${lhr.audits[ref.id].title})`),
    );
    // Largest contentful paint on the simulated phone: issue 20 wants it under 2.5 s.
    const lcpSeconds = Number(((lhr.audits['largest-contentful-paint']?.numericValue ?? 0) / 1000).toFixed(1));
    const lcpElement = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null;
    results.push({
      name,
      path,
      scores,
      lcpSeconds,
      lcpElement,
      failing,
      warnings: lhr.runWarnings,
      runtimeError: lhr.runtimeError?.message ?? null,
    });
  }

  const line = (cells) => `| ${cells.join(' | ')} |`;
  console.log(line(['page', ...CATEGORIES, 'LCP (s)']));
  console.log(line(['---', ...CATEGORIES.map(() => '---'), '---']));
  for (const r of results) console.log(line([`${r.name} (${r.path})`, ...CATEGORIES.map((id) => r.scores[id]), r.lcpSeconds]));
  for (const r of results) console.log(`${r.name}: largest paint ${r.lcpElement ?? 'not found'}`);
  for (const r of results) for (const f of [...r.failing, ...r.warnings]) console.log(`${r.name}: ${f}`);
  for (const r of results) if (r.runtimeError) console.log(`${r.name}: Lighthouse could not run: ${r.runtimeError}`);
  writeFileSync(
    join(root, 'lighthouse-results.json'),
    `${JSON.stringify({ at: new Date().toISOString(), formFactor: 'mobile', pages: results }, null, 2)}\n`,
  );
  const missed = results.some((r) => r.runtimeError || TARGETS.some((id) => r.scores[id] < 100));
  console.log(
    missed
      ? 'Accessibility, best practices and SEO: below 100 somewhere (MISSED)'
      : 'Accessibility, best practices and SEO: 100 on every page (met)',
  );
  await stop();
  process.exit(missed ? 1 : 0);
} catch (error) {
  await stop();
  throw error;
}
