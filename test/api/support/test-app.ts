import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import pg from 'pg';
import supertest from 'supertest';
import { createApp } from '../../../server/app.js';
import { type AppConfig, parseConfig } from '../../../server/config/config.js';
import { type Database, type Db, openDatabase } from '../../../server/db/database.js';
import { ensurePostgresTemplate, pgliteTemplateFile, withDatabase } from './template.js';

export interface TestApp {
  app: NestFastifyApplication;
  /** supertest against the real HTTP pipeline. */
  http: ReturnType<typeof supertest>;
  db: Db;
  database: Database;
  config: AppConfig;
  close(): Promise<void>;
}

/** A fresh, migrated and seeded database for this test file, cloned from the run's template. */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = await ensurePostgresTemplate(serverUrl);
    const name = `shop_test_${process.env.SHOP_TEST_RUN}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
    await admin.end();
    return openDatabase({ kind: 'postgres', url: withDatabase(serverUrl, name), poolSize: 5 });
  }
  const blob = new Blob([readFileSync(await pgliteTemplateFile())]);
  return openDatabase({ kind: 'pglite', dataDir: undefined, loadDataDir: blob });
}

export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const config = parseConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://shop.test', ...env });
  const database = await openTestDatabase();
  const app = await createApp({ config, database, ssr: 'off' });
  return {
    app,
    http: supertest(app.getHttpServer()),
    db: database.db,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
