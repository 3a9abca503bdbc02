// `npm test`: every layer (unit specs, API tests, browser journeys against the production build),
// then one totals line that CI reads: `tests: N passed, N failed`.
//
// `--layers=api,e2e` (or TEST_LAYERS=api,e2e) runs only those layers: the CI's PostgreSQL pass runs the
// layers that touch a database, the unit specs having run once in the embedded pass.
//
// A test that was found but did not run counts as failed: a skipped or focused test, a `todo`, a journey
// that never started. The suite cannot pass by running less than it holds.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const work = mkdtempSync(join(tmpdir(), 'shop-test-'));
const totals = { passed: 0, failed: 0 };
/** The names of the tests that failed, repeated just above the totals where a CI log's tail shows them. */
const failures = [];
let broken = false;

const LAYERS = ['unit', 'api', 'e2e'];
const layerArg = process.argv.find((arg) => arg.startsWith('--layers='))?.slice('--layers='.length);
const layers = (layerArg ?? process.env.TEST_LAYERS ?? LAYERS.join(','))
  .split(',')
  .map((layer) => layer.trim())
  .filter(Boolean);
const unknown = layers.filter((layer) => !LAYERS.includes(layer));
if (unknown.length > 0 || layers.length === 0) {
  process.stderr.write(`Unknown test layers: ${unknown.join(', ') || '(none given)'}; the layers are ${LAYERS.join(', ')}\n`);
  process.exit(2);
}

function run(label, command, args, env = {}) {
  process.stdout.write(`\n== ${label} ==\n`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) broken = true;
  return result.status;
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

/** Jest's report as counts: a test found but neither passed nor failed (skipped, todo, never reached) fails. */
function jestCounts(report) {
  const notRun = report.numTotalTests - report.numPassedTests - report.numFailedTests;
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + notRun + report.numRuntimeErrorTestSuites,
    notRun,
  };
}

const jestProjects = layers.filter((layer) => layer === 'unit' || layer === 'api');
if (jestProjects.length > 0) {
  const jestReport = join(work, 'jest.json');
  // Two workers even on two cores: an API test file spends much of its time waiting on its database.
  run(
    `${jestProjects.join(' and ')} tests (jest)`,
    'npx',
    ['jest', '--maxWorkers=2', '--json', `--outputFile=${jestReport}`, '--selectProjects', ...jestProjects],
    { NODE_OPTIONS: '--experimental-vm-modules' },
  );
  const jest = readJson(jestReport);
  if (jest) {
    const counts = jestCounts(jest);
    totals.passed += counts.passed;
    totals.failed += counts.failed;
    for (const file of jest.testResults) {
      const name = file.name.replace(root, '');
      if (file.testExecError || (file.status === 'failed' && file.assertionResults.length === 0))
        failures.push(`${name}: ${file.message.split('\n')[0]}`);
      for (const test of file.assertionResults) {
        if (test.status === 'failed') failures.push(`${name} › ${test.fullName}`);
        else if (test.status !== 'passed') failures.push(`${name} › ${test.fullName} (${test.status}: found but not run)`);
      }
    }
  } else {
    totals.failed += 1;
    failures.push('jest wrote no report');
  }
}

if (layers.includes('e2e')) {
  if (run('production build', 'node', ['scripts/ensure-build.mjs']) === 0) {
    const e2eReport = join(work, 'playwright.json');
    run('browser journeys (playwright)', 'npx', ['playwright', 'test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport });
    const e2e = readJson(e2eReport);
    if (e2e) {
      const found = journeys(e2e.suites, []);
      const ran = e2e.stats.expected + e2e.stats.unexpected + e2e.stats.flaky;
      totals.passed += e2e.stats.expected + e2e.stats.flaky;
      // Skipped, or never started (a failed setup, an interrupted run): found, not run, failed.
      totals.failed += e2e.stats.unexpected + Math.max(found.length - ran, e2e.stats.skipped);
      failures.push(...found.filter((j) => j.status === 'unexpected').map((j) => j.name));
      failures.push(...found.filter((j) => j.status === 'skipped').map((j) => `${j.name} (skipped: found but not run)`));
      if (found.length === 0) {
        totals.failed += 1;
        failures.push('playwright found no journeys');
      }
      // An error outside any journey (the server did not start, a file did not load) fails the run.
      for (const error of e2e.errors ?? []) failures.push(`playwright: ${(error.message ?? '').split('\n')[0]}`);
      totals.failed += (e2e.errors ?? []).length;
    } else {
      totals.failed += 1;
      failures.push('playwright wrote no report');
    }
  } else {
    totals.failed += 1;
    failures.push('the production build failed');
  }
}

/** Every journey of the report, as `[project] file › describe › title`, with its outcome. */
function journeys(suites, titles) {
  return suites.flatMap((suite) => {
    const path = suite.file && titles.length === 0 ? [suite.file] : [...titles, suite.title];
    const own = (suite.specs ?? []).flatMap((spec) =>
      spec.tests.map((test) => ({
        name: `[${test.projectName}] ${[...path, spec.title].join(' › ')}`,
        status: test.status,
      })),
    );
    return [...own, ...journeys(suite.suites ?? [], path)];
  });
}

rmSync(work, { recursive: true, force: true });
if (failures.length > 0) process.stdout.write(`\nfailed:\n${failures.map((name) => `  ${name}`).join('\n')}\n`);
if (broken && totals.failed === 0) totals.failed = 1;
process.stdout.write(`\ntests: ${totals.passed} passed, ${totals.failed} failed\n`);
process.exit(totals.failed === 0 ? 0 : 1);
