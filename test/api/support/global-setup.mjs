import { randomBytes } from 'node:crypto';

/**
 * Names this run. The migrated template database is made by the first test file that needs it
 * (see template.ts); jest's global setup cannot load the TypeScript server code.
 */
export default function globalSetup() {
  process.env.SHOP_TEST_RUN = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
}
