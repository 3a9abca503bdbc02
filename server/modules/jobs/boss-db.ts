import { type SQL, sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { type Database, type DbExecutor, rowsOf } from '../../db/database.js';

/**
 * pg-boss's SQL (`$1`, `$2` … placeholders) as a Drizzle query, so that it runs on the caller's executor:
 * a job sent this way commits or rolls back with the transaction that caused it.
 */
export function sqlFromText(text: string, values: readonly unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  // Even parts are SQL text, odd parts the number of a placeholder; sql.param keeps an array one value.
  return sql.join(parts.map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql.param(values[Number(part) - 1]))));
}

/** pg-boss on an open transaction (or the database through Drizzle): single statements only. */
export function bossOn(executor: DbExecutor): PgBoss.Db {
  return { executeSql: async (text, values) => ({ rows: await rowsOf(executor, sqlFromText(text, values ?? [])) }) };
}

/**
 * pg-boss on the shop's database, embedded or PostgreSQL: its schema scripts hold several statements, which
 * the embedded database runs only through its own exec (Database.executeText).
 */
export function bossOnDatabase(database: Database): PgBoss.Db {
  return { executeSql: (text, values) => database.executeText(text, values ?? []) };
}
