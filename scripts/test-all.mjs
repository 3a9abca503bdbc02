// `npm test`: every layer (unit specs, API tests, browser journeys against the production build),
// then one totals line that CI reads: `tests: N passed, N failed`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const work = mkdtempSync(join(tmpdir(), 'shop-test-'));
const totals = { passed: 0, failed: 0 };
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
run('unit and API tests (jest)', 'npx', ['jest', '--json', `--outputFile=${jestReport}`], {
  NODE_OPTIONS: '--experimental-vm-modules',
});
const jest = readJson(jestReport);
if (jest) {
  totals.passed += jest.numPassedTests;
  totals.failed += jest.numFailedTests + jest.numRuntimeErrorTestSuites;
} else totals.failed += 1;

if (run('production build', 'node', ['scripts/ensure-build.mjs']) === 0) {
  const e2eReport = join(work, 'playwright.json');
  run('browser journeys (playwright)', 'npx', ['playwright', 'test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport });
  const e2e = readJson(e2eReport);
  if (e2e) {
    totals.passed += e2e.stats.expected + e2e.stats.flaky;
    totals.failed += e2e.stats.unexpected;
  } else totals.failed += 1;
} else totals.failed += 1;

rmSync(work, { recursive: true, force: true });
if (broken && totals.failed === 0) totals.failed = 1;
process.stdout.write(`\ntests: ${totals.passed} passed, ${totals.failed} failed\n`);
process.exit(totals.failed === 0 ? 0 : 1);
