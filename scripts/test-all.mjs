// `npm test`: every layer (unit specs, API tests, browser journeys against the production build),
// then one totals line that CI reads: `tests: N passed, N failed`.
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

function run(label, command, args, env = {}) {
  process.stdout.write(`\n== ${label} ==\n`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) broken = true;
  return result.status;
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

const jestReport = join(work, 'jest.json');
// Two workers even on two cores: an API test file spends much of its time waiting on its database.
run('unit and API tests (jest)', 'npx', ['jest', '--maxWorkers=2', '--json', `--outputFile=${jestReport}`], {
  NODE_OPTIONS: '--experimental-vm-modules',
});
const jest = readJson(jestReport);
if (jest) {
  totals.passed += jest.numPassedTests;
  totals.failed += jest.numFailedTests + jest.numRuntimeErrorTestSuites;
  for (const file of jest.testResults) {
    const name = file.name.replace(root, '');
    if (file.testExecError || (file.status === 'failed' && file.assertionResults.length === 0))
      failures.push(`${name}: ${file.message.split('\n')[0]}`);
    for (const test of file.assertionResults) if (test.status === 'failed') failures.push(`${name} › ${test.fullName}`);
  }
} else {
  totals.failed += 1;
  failures.push('jest wrote no report');
}

if (run('production build', 'node', ['scripts/ensure-build.mjs']) === 0) {
  const e2eReport = join(work, 'playwright.json');
  run('browser journeys (playwright)', 'npx', ['playwright', 'test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport });
  const e2e = readJson(e2eReport);
  if (e2e) {
    totals.passed += e2e.stats.expected + e2e.stats.flaky;
    totals.failed += e2e.stats.unexpected;
    failures.push(...unexpectedJourneys(e2e.suites, []));
  } else {
    totals.failed += 1;
    failures.push('playwright wrote no report');
  }
} else {
  totals.failed += 1;
  failures.push('the production build failed');
}

/** `[project] file › describe › title` of every journey whose outcome was unexpected. */
function unexpectedJourneys(suites, titles) {
  return suites.flatMap((suite) => {
    const path = suite.file && titles.length === 0 ? [suite.file] : [...titles, suite.title];
    const own = (suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((test) => test.status === 'unexpected')
        .map((test) => `[${test.projectName}] ${[...path, spec.title].join(' › ')}`),
    );
    return [...own, ...unexpectedJourneys(suite.suites ?? [], path)];
  });
}

rmSync(work, { recursive: true, force: true });
if (failures.length > 0) process.stdout.write(`\nfailed:\n${failures.map((name) => `  ${name}`).join('\n')}\n`);
if (broken && totals.failed === 0) totals.failed = 1;
process.stdout.write(`\ntests: ${totals.passed} passed, ${totals.failed} failed\n`);
process.exit(totals.failed === 0 ? 0 : 1);
