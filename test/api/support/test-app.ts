import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import supertest from 'supertest';
import { createApp } from '../../../server/app.js';
import { type AppConfig, parseConfig } from '../../../server/config/config.js';
import { type Database, type Db, openDatabase } from '../../../server/db/database.js';
import { ensurePostgresTemplate, pgliteTemplateFile, withDatabase } from './template.js';

/**
 * The app's database handle, with raw statements typed as both drivers answer them (PGlite and node-postgres
 * each give `{ rows }`; `Db` itself, generic over the driver, types them as unknown).
 */
export type TestDb = { execute(query: SQL): Promise<{ rows: Record<string, unknown>[] }> } & Db;

export interface TestApp {
  app: NestFastifyApplication;
  /** supertest against the real HTTP pipeline. */
  http: ReturnType<typeof supertest>;
  db: TestDb;
  database: Database;
  /** PostgreSQL only: this file's database, for another node on it (createTestNode). */
  databaseUrl: string | undefined;
  config: AppConfig;
  close(): Promise<void>;
}

/** A fresh, migrated and seeded database for this test file, cloned from the run's template. */
export async function openTestDatabase(): Promise<Database> {
  return (await openFreshDatabase()).database;
}

async function openFreshDatabase(): Promise<{ database: Database; url: string | undefined }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = await ensurePostgresTemplate(serverUrl);
    const name = `shop_test_${process.env.SHOP_TEST_RUN}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
    await admin.end();
    const url = withDatabase(serverUrl, name);
    return { database: await openDatabase({ kind: 'postgres', url, poolSize: 5 }), url };
  }
  const blob = new Blob([readFileSync(await pgliteTemplateFile())]);
  return { database: await openDatabase({ kind: 'pglite', dataDir: undefined, loadDataDir: blob }), url: undefined };
}

export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const config = parseConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://shop.test', ...env });
  const { database, url } = await openFreshDatabase();
  return startOn(config, database, url);
}

/** Another node of the same shop: its own app and connection pool on `t`'s PostgreSQL database, as a second process would be. */
export async function createTestNode(t: TestApp): Promise<TestApp> {
  if (!t.databaseUrl) throw new Error('Several nodes need PostgreSQL: the embedded database serves one process');
  return startOn(t.config, await openDatabase({ kind: 'postgres', url: t.databaseUrl, poolSize: 5 }), t.databaseUrl);
}

/**
 * A second node beside `t`, for what must reach every node (caches, notifications): on PostgreSQL its own app and
 * pool (createTestNode); on the embedded database, which serves one process, a second app with its own caches on
 * `t`'s database. `close` ends only what it opened.
 */
export async function createSecondNode(
  t: TestApp,
): Promise<{ app: NestFastifyApplication; http: ReturnType<typeof supertest>; close(): Promise<void> }> {
  if (t.databaseUrl) return createTestNode(t);
  const app = await createApp({ config: t.config, database: t.database, ssr: 'off' });
  return { app, http: supertest(app.getHttpServer()), close: () => app.close() };
}

async function startOn(config: AppConfig, database: Database, url: string | undefined): Promise<TestApp> {
  const app = await createApp({ config, database, ssr: 'off' });
  return {
    app,
    http: supertest(app.getHttpServer()),
    db: database.db as TestDb,
    database,
    databaseUrl: url,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
