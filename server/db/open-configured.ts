import type { AppConfig } from '../config/config.js';
import { type Database, openDatabase } from './database.js';

/** The database the configuration names: PostgreSQL with DATABASE_URL, else PGlite in DATA_DIR. */
export function openConfiguredDatabase(config: AppConfig): Promise<Database> {
  return config.databaseUrl
    ? openDatabase({ kind: 'postgres', url: config.databaseUrl })
    : openDatabase({ kind: 'pglite', dataDir: config.dataDir });
}
