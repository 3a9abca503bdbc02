import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { DataDirLockedError } from '../../server/db/data-dir-lock.js';
import { openDatabase } from '../../server/db/database.js';
import { appMeta } from '../../server/db/db.schema.js';
import { REFERENCE_DATA_VERSION, seedDatabase } from '../../server/db/seed.js';
import { createTestApp, openTestDatabase } from './support/test-app.js';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'shop-db-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('embedded database in DATA_DIR', () => {
  it('keeps what was written across a restart', async () => {
    const dataDir = tempDir();
    const first = await openDatabase({ kind: 'pglite', dataDir });
    await first.migrate();
    await first.db.insert(appMeta).values({ key: 'restart-check', value: 'kept' });
    await first.close();

    const second = await openDatabase({ kind: 'pglite', dataDir });
    await second.migrate();
    const [row] = await second.db.select().from(appMeta).where(eq(appMeta.key, 'restart-check'));
    expect(row?.value).toBe('kept');
    await second.close();
  }, 120_000); // migrating and seeding a fresh embedded database takes long on a busy machine

  it('refuses a second opener of the same DATA_DIR with a clear message, then frees it on close', async () => {
    const dataDir = tempDir();
    const first = await openDatabase({ kind: 'pglite', dataDir });
    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(DataDirLockedError);
    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(/already using the embedded database/);
    await first.close();
    const again = await openDatabase({ kind: 'pglite', dataDir });
    await again.close();
  });
});

describe('embedded database and transactions', () => {
  it('refuses a query through the database while the same flow holds a transaction, instead of hanging', async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir: undefined });
    try {
      await database.migrate();
      const besideTheTransaction = database.db.transaction(async (tx) => {
        await tx.insert(appMeta).values({ key: 'inside', value: 'tx' });
        await database.db.select().from(appMeta);
      });
      const refused = await besideTheTransaction.then(
        () => undefined,
        (error: Error) => error,
      );
      expect(String((refused?.cause as Error | undefined)?.message)).toMatch(/Run it on the transaction \(tx\) instead/);
      // The transaction rolled back, and the database still answers once it has ended.
      const rows = await database.db.select().from(appMeta).where(eq(appMeta.key, 'inside'));
      expect(rows).toEqual([]);
      await database.db.transaction(async (tx) => {
        await tx.insert(appMeta).values({ key: 'inside', value: 'tx' });
      });
      const [kept] = await database.db.select().from(appMeta).where(eq(appMeta.key, 'inside'));
      expect(kept?.value).toBe('tx');
    } finally {
      await database.close();
    }
  }, 120_000);
});

describe('scripts that open their own transaction', () => {
  it('a script failing half-way leaves no connection in its aborted transaction: the next statements run', async () => {
    // pg-boss creates its schema this way; when two nodes start together, one script fails ("already
    // exists") and pg-boss carries on, so the connection it used must be usable again.
    const database = await openTestDatabase();
    try {
      await expect(database.executeText('BEGIN; SELECT 1; SELECT 1/0; COMMIT;', [])).rejects.toThrow(/division by zero/);
      const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => database.executeText('SELECT $1::int AS n', [i])));
      expect(answers.map(({ rows }) => rows[0]?.n)).toEqual([0, 1, 2, 3, 4]);
      expect((await database.executeText('SELECT 1 AS one; SELECT 2 AS two', [])).rows).toEqual([{ two: 2 }]);
    } finally {
      await database.close();
    }
  }, 120_000);
});

describe('seed', () => {
  it('is idempotent: a second run loads nothing and changes nothing', async () => {
    const t = await createTestApp();
    try {
      const again = await seedDatabase(t.db, { demo: false });
      expect(again).toEqual({ reference: false, content: false, demo: false });
      const [version] = await t.db.select().from(appMeta).where(eq(appMeta.key, 'reference_data_version'));
      expect(version?.value).toBe(REFERENCE_DATA_VERSION);
      const countries = await t.http.get('/api/countries').expect(200);
      expect(new Set(countries.body.map((c: { code: string }) => c.code)).size).toBe(countries.body.length);
    } finally {
      await t.close();
    }
  });
});
