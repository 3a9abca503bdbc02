import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, systemChromium } from './scripts/system-chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 3199);
const baseURL = `http://127.0.0.1:${port}`;
// A fresh embedded database per run, seeded with the demo data like a newcomer's first start.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'shop-e2e-'));
const jsonReport = process.env.PLAYWRIGHT_JSON_OUTPUT_NAME;

export default defineConfig({
  testDir: 'test/e2e',
  // A focused journey (`test.only`) would silently run alone on CI: refuse it there.
  forbidOnly: !!process.env.CI,
  fullyParallel: false,
  workers: 1,
  // One folder per database kind, so that the PostgreSQL pass keeps the embedded pass's failures.
  outputDir: process.env.TEST_DATABASE_URL ? 'test-results/e2e-postgres' : 'test-results/e2e',
  retries: 0,
  // CI runs both database passes side by side on two shared cores: a journey's bound is a hang guard, not a
  // speed target (speed is measured by `npm run bench`).
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 10_000 : 5_000 },
  reporter: jsonReport ? [['list'], ['json', { outputFile: jsonReport }]] : [['list']],
  use: {
    baseURL,
    // What a failed journey saw, kept beside its name in test-results/ (git-ignored); nothing for a pass. The
    // trace keeps each step's page (DOM snapshots) but no filmstrip: encoding a screencast of every journey
    // cost about a tenth of the suite's CPU (measured on catalogue and rough-edges: 138 → 121 s); the
    // failure's own screenshot is still taken.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: systemChromium(),
      args: [...CHROMIUM_ARGS],
    },
  },
  projects: [
    // Journeys tagged @desktop or @mobile run only at that width.
    { name: 'desktop', grepInvert: /@mobile/, use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } } },
    {
      name: 'mobile',
      grepInvert: /@desktop/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 }, isMobile: false, hasTouch: true },
    },
  ],
  webServer: {
    // The production build, as `npm start` serves it (scripts/test-all.mjs builds first), on
    // PostgreSQL when TEST_DATABASE_URL is set.
    command: 'node scripts/e2e-server.mjs',
    url: `${baseURL}/api/ready`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Behind its proxy, as deployed: the journeys' customers register from addresses of their own
      // (test/e2e/support/api.ts), so that the per-address registration limit counts each of them apart.
      TRUST_PROXY: 'true',
    },
  },
});
