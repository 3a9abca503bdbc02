// Preloaded into the server by bench/sign-in.mjs (`node --import`): samples the event loop's delay and
// writes the percentiles to LOOP_STATS_FILE on SIGUSR2, then starts a new sample.
import { writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const histogram = monitorEventLoopDelay({ resolution: 5 });
histogram.enable();
process.on('SIGUSR2', () => {
  const ms = (ns) => Math.round((ns / 1e6) * 100) / 100;
  writeFileSync(
    process.env.LOOP_STATS_FILE,
    JSON.stringify({ p50Ms: ms(histogram.percentile(50)), p99Ms: ms(histogram.percentile(99)), maxMs: ms(histogram.max) }),
  );
  histogram.reset();
});
