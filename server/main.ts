import 'reflect-metadata';
import cluster from 'node:cluster';
import { createApp } from './app.js';
import { acceptQueueDrained } from './common/accept-queue.js';
import { Lifecycle } from './common/lifecycle.js';
import { createLogger } from './common/logger.js';
import { serveFromWorkers } from './common/workers.js';
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
  if (config.webConcurrency > 1 && cluster.isPrimary) {
    serveFromWorkers(config.webConcurrency, logger);
    return;
  }
  let database: Database | undefined;
  try {
    database = await openConfiguredDatabase(config);
    await database.migrate();
    await seedDatabase(database.db, { demo: config.demoData, logger, publicUrl: config.publicUrl });
    const app = await createApp({
      config,
      database,
      logger,
      ssr: config.nodeEnv === 'development' ? 'development' : 'production',
    });
    const db = database;
    let closing = false;
    const shutdown = async (signal: 'SIGTERM' | 'SIGINT') => {
      if (closing) return;
      closing = true;
      // SIGTERM comes from an orchestrator: drain first so that the load balancer sees /api/ready fail
      // and stops routing here. SIGINT is someone at a terminal: stop at once.
      app.get(Lifecycle).draining = true;
      const drainMs = signal === 'SIGTERM' ? config.shutdownDrainMs : 0;
      logger.info({ signal, drainMs }, 'shutting down: finishing in-flight requests');
      await new Promise((resolve) => setTimeout(resolve, drainMs));
      // Visitors whose connections the kernel has queued but a busy process has not yet accepted are
      // served too, rather than reset when the listener closes.
      if (signal === 'SIGTERM') await acceptQueueDrained(app.getHttpServer(), 200, 10_000);
      let clean = true;
      for (const [what, close] of [
        ['the server', () => app.close()],
        ['the database', () => db.close()],
      ] as const) {
        try {
          await close();
        } catch (error) {
          clean = false;
          logger.error({ err: error }, `closing ${what} failed`);
        }
      }
      logger.info('stopped');
      process.exit(clean ? 0 : 1);
    };
    // `on`, not `once`: a worker hears Ctrl-C twice (from the terminal and from its primary), and the second
    // must not end it mid-drain; `closing` makes every signal after the first a no-op.
    process.on('SIGTERM', () => void shutdown('SIGTERM'));
    process.on('SIGINT', () => void shutdown('SIGINT'));
    await app.listen({ port: config.port, host: config.host });
    logger.info(
      { url: config.publicUrl, database: database.kind, ms: Math.round(performance.now() - startedAt) },
      'Pet DNA shop ready',
    );
    const { card, wallet } = config.payments;
    if (card === 'test' || wallet === 'test') {
      logger.warn(
        { card, wallet },
        'Payments in TEST MODE: no real money is taken (set the provider keys to take real payments)',
      );
    }
    if (card === 'off' || wallet === 'off') logger.warn({ card, wallet }, 'A payment provider without keys is not offered');
  } catch (error) {
    logger.fatal({ err: error }, (error as Error).message);
    await database?.close().catch(() => undefined);
    process.exit(1);
  }
}

void main();
