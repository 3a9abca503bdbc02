import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';

/**
 * Names this run and builds its migrated, seeded template database once (test/api/support/template.ts),
 * in a child process that runs the TypeScript sources through SWC.
 */
export default function globalSetup() {
  process.env.SHOP_TEST_RUN = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const result = spawnSync(process.execPath, ['--import', './test/support/swc-loader.mjs', 'test/api/support/make-template.ts'], {
    stdio: 'inherit',
    env: process.env,
  });
  if (result.status !== 0) throw new Error('Could not build the test template database');
}
