import 'reflect-metadata';
import { createApp } from './app.js';
import { createLogger } from './common/logger.js';
import { type AppConfig, ConfigError, parseConfig } from './config/config.js';
import type { Database } from './db/database.js';
import { openConfiguredDatabase } from './db/open-configured.js';
import { seedDatabase } from './db/seed.js';

async function main(): Promise<void> {
  const startedAt = performance.now();
  let config: AppConfig;
  try {
    config = parseConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config);
  let database: Database | undefined;
  try {
    database = await openConfiguredDatabase(config);
    await database.migrate();
    await seedDatabase(database.db, { demo: config.demoData, logger });
    const app = await createApp({
      config,
      database,
      logger,
      ssr: config.nodeEnv === 'development' ? 'development' : 'production',
    });
    const db = database;
    let closing = false;
    const shutdown = async (signal: string) => {
      if (closing) return;
      closing = true;
      logger.info({ signal }, 'shutting down: finishing in-flight requests');
      try {
        await app.close();
      } finally {
        await db.close();
        logger.info('stopped');
        process.exit(0);
      }
    };
    process.once('SIGTERM', () => void shutdown('SIGTERM'));
    process.once('SIGINT', () => void shutdown('SIGINT'));
    await app.listen({ port: config.port, host: config.host });
    logger.info(
      { url: config.publicUrl, database: database.kind, ms: Math.round(performance.now() - startedAt) },
      'Pet DNA shop ready',
    );
  } catch (error) {
    logger.fatal({ err: error }, (error as Error).message);
    await database?.close().catch(() => undefined);
    process.exit(1);
  }
}

void main();
