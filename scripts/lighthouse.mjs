// Lighthouse on the home, a filter and a product page, as a phone sees them (issue 20, docs/decisions/1010):
// the production build on a fresh embedded database with the demo data, Debian's Chromium, a UK visitor
// who has chosen a country and closed the campaign popup. Each page is audited three times and the table
// shows the medians (issue 21): one run's timings on a shared machine move too much to be read alone.
// Prints one table and writes every run and the medians to lighthouse-results.json. A tool like the
// benches, not part of `npm test`.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { systemChromium } from './system-chromium.mjs';

const root = new URL('..', import.meta.url).pathname;
const port = Number(process.env.LIGHTHOUSE_PORT ?? 3290);
const base = `http://127.0.0.1:${port}`;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
// These three decide the exit code: their scores do not depend on the machine's load.
const TARGETS = ['accessibility', 'best-practices', 'seo'];
const RUNS = 3;
// Issue 21's performance targets, checked against the medians and reported, not asserted: on shared cores
// the timings still follow the load, so a miss is something to read, not a failed run.
const PERFORMANCE_TARGETS = [
  ['performance ≥ 95', (m) => m.scores.performance >= 95],
  ['LCP ≤ 2.0 s', (m) => m.lcpSeconds <= 2.0],
  ['TBT ≤ 150 ms', (m) => m.tbtMs <= 150],
];
// What Lighthouse says costs the time, kept per run for reading a missed target: each audit's summary and
// its three biggest rows (a script or a kind of main-thread work, with its milliseconds or unused bytes).
const COST_AUDITS = ['render-blocking-resources', 'unused-javascript', 'bootup-time', 'mainthread-work-breakdown'];

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

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

  const chromePath = systemChromium();
  chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  const flags = {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    formFactor: 'mobile',
    onlyCategories: CATEGORIES,
    extraHeaders: { Cookie: 'country=GB; campaign_popup_dismissed=true' },
  };

  // One run's figures from Lighthouse's report.
  async function audit(path) {
    const { lhr } = await lighthouse(`${base}${path}`, flags);
    const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]));
    // Every audit that keeps a target category below 100, by its id and title.
    const failing = TARGETS.flatMap((category) =>
      lhr.categories[category].auditRefs
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
        .map((ref) => `${category}: ${ref.id} (${lhr.audits[ref.id].title})`),
    );
    const lcpElement = lhr.audits['largest-contentful-paint-element']?.details?.items;
    const costs = Object.fromEntries(
      COST_AUDITS.map((id) => [
        id,
        {
          summary: lhr.audits[id]?.displayValue ?? null,
          top: (lhr.audits[id]?.details?.items ?? []).slice(0, 3).map((item) => ({
            what: item.url ?? item.groupLabel,
            ms: Math.round(item.total ?? item.duration ?? item.wastedMs ?? 0),
            unusedBytes: item.wastedBytes,
          })),
        },
      ]),
    );
    return {
      scores,
      // Largest contentful paint and total blocking time on the simulated phone (issue 21: ≤ 2.0 s, ≤ 150 ms).
      lcpSeconds: Number(((lhr.audits['largest-contentful-paint']?.numericValue ?? 0) / 1000).toFixed(2)),
      tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
      lcpElement: lcpElement?.[0]?.items?.[0]?.node?.snippet ?? null,
      lcpPhases: Object.fromEntries((lcpElement?.[1]?.items ?? []).map((row) => [row.phase, Math.round(row.timing)])),
      costs,
      failing,
      warnings: lhr.runWarnings,
      runtimeError: lhr.runtimeError?.message ?? null,
    };
  }

  // A run whose trace Lighthouse could not record (NO_NAVSTART now and then on a busy machine) measured
  // nothing: it is run again, at most twice, rather than counted as a zero.
  async function auditRecorded(path) {
    let result = await audit(path);
    for (let retry = 0; retry < 2 && result.runtimeError; retry++) {
      console.log(`${path}: ${result.runtimeError}; running it again`);
      result = await audit(path);
    }
    return result;
  }

  // Round by round rather than page by page, so that a busy minute on the machine lands on one run of
  // each page instead of on all three runs of one page.
  const runs = pages.map(() => []);
  for (let round = 0; round < RUNS; round++) {
    for (const [i, [, path]] of pages.entries()) runs[i].push(await auditRecorded(path));
  }
  const results = pages.map(([name, path], i) => {
    const medians = {
      scores: Object.fromEntries(CATEGORIES.map((id) => [id, median(runs[i].map((run) => run.scores[id]))])),
      lcpSeconds: median(runs[i].map((run) => run.lcpSeconds)),
      tbtMs: median(runs[i].map((run) => run.tbtMs)),
    };
    const targets = Object.fromEntries(PERFORMANCE_TARGETS.map(([label, met]) => [label, met(medians) ? 'met' : 'MISSED']));
    // Failing audits, warnings and errors from any run, not only a median one: an audit that fails once in
    // three runs is still worth naming.
    const anyRun = (key) => [...new Set(runs[i].flatMap((run) => run[key] ?? []))];
    return {
      name,
      path,
      medians,
      targets,
      lcpElements: anyRun('lcpElement'),
      failing: anyRun('failing'),
      warnings: anyRun('warnings'),
      runtimeErrors: anyRun('runtimeError'),
      runs: runs[i],
    };
  });

  const line = (cells) => `| ${cells.join(' | ')} |`;
  const targetLabels = PERFORMANCE_TARGETS.map(([label]) => label);
  console.log(`Medians of ${RUNS} runs per page:`);
  console.log(line(['page', ...CATEGORIES, 'LCP (s)', 'TBT (ms)', ...targetLabels]));
  console.log(line(['---', ...CATEGORIES.map(() => '---'), '---', '---', ...targetLabels.map(() => '---')]));
  for (const r of results) {
    const m = r.medians;
    console.log(
      line([
        `${r.name} (${r.path})`,
        ...CATEGORIES.map((id) => m.scores[id]),
        m.lcpSeconds.toFixed(2),
        m.tbtMs,
        ...targetLabels.map((l) => r.targets[l]),
      ]),
    );
  }
  for (const r of results) {
    const each = (pick) => r.runs.map(pick).join(' / ');
    console.log(
      `${r.name}: runs: performance ${each((run) => run.scores.performance)}, LCP ${each((run) => run.lcpSeconds.toFixed(2))} s, TBT ${each((run) => run.tbtMs)} ms`,
    );
  }
  for (const r of results) console.log(`${r.name}: largest paint ${r.lcpElements.join(' or ') || 'not found'}`);
  for (const r of results) for (const f of [...r.failing, ...r.warnings]) console.log(`${r.name}: ${f}`);
  for (const r of results) for (const e of r.runtimeErrors) console.log(`${r.name}: Lighthouse could not run: ${e}`);
  writeFileSync(
    join(root, 'lighthouse-results.json'),
    `${JSON.stringify({ at: new Date().toISOString(), formFactor: 'mobile', runsPerPage: RUNS, pages: results }, null, 2)}\n`,
  );
  const missed = results.some((r) => r.runtimeErrors.length > 0 || TARGETS.some((id) => r.medians.scores[id] < 100));
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
