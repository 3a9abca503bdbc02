import cluster from 'node:cluster';
import type { Logger } from 'pino';

/** How long a worker that stopped unasked waits to be replaced: at once, then doubling while they keep stopping. */
export function replacementDelayMs(recentStops: number): number {
  return recentStops <= 1 ? 0 : Math.min(30_000, 500 * 2 ** (recentStops - 1));
}

/** Stops closer together than this count as one run of failures for `replacementDelayMs`. */
const FAILURE_RUN_MS = 60_000;

/**
 * The primary process of `WEB_CONCURRENCY` workers (docs/decisions/1103): each worker is the whole shop
 * (`main.ts` again, as a node:cluster worker) and they share the port, so pages render on every core. Every
 * worker is a node of the shop like any other on the same PostgreSQL database (caches follow the change
 * channel, jobs are claimed with SKIP LOCKED, limits are counted in the database), and they start together
 * as two nodes would (migrations take an advisory lock).
 *
 * A worker that fails before any has served means the shop cannot start (configuration, database): the
 * primary stops the others and exits with its code. Once the shop has served, a worker that stops unasked is
 * replaced. SIGTERM and SIGINT go to every worker, each drains as a single process does, and the primary
 * exits once all have, with failure if any failed.
 */
export function serveFromWorkers(count: number, logger: Logger): void {
  let served = false;
  let stopping = false;
  let exitCode = 0;
  let recentStops = 0;
  let lastStopAt = 0;

  const running = () => Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
  const fork = () =>
    cluster.fork().once('listening', () => {
      served = true;
    });
  const stopAll = (signal: NodeJS.Signals) => {
    stopping = true;
    for (const worker of running()) worker.process.kill(signal);
    if (running().length === 0) process.exit(exitCode);
  };

  cluster.on('exit', (worker, code, signal) => {
    const failed = code !== 0 || signal !== null;
    if (stopping || !served) {
      if (failed && exitCode === 0) exitCode = code || 1;
      if (!stopping) {
        logger.fatal({ worker: worker.process.pid, code, signal }, 'a worker process failed to start; stopping the others');
        stopAll('SIGINT');
      } else if (running().length === 0) process.exit(exitCode);
      return;
    }
    const now = Date.now();
    recentStops = now - lastStopAt < FAILURE_RUN_MS ? recentStops + 1 : 1;
    lastStopAt = now;
    const delayMs = replacementDelayMs(recentStops);
    logger.error({ worker: worker.process.pid, code, signal, delayMs }, 'a worker process stopped; starting another');
    setTimeout(() => {
      if (!stopping) fork();
    }, delayMs);
  });

  process.on('SIGTERM', () => {
    if (!stopping) stopAll('SIGTERM');
  });
  process.on('SIGINT', () => {
    if (!stopping) stopAll('SIGINT');
  });
  for (let i = 0; i < count; i++) fork();
  logger.info({ workers: count }, `serving from ${count} worker processes`);
}
