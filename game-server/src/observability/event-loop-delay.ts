import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';
import { Gauge, type Registry } from 'prom-client';

// How late the event loop ran what was due: the longest wait is how long the worst-placed answer, timer or
// patch of any room waited behind other work. Measured by perf_hooks.monitorEventLoopDelay, whose timer
// costs nothing worth counting; the gauge is what `npm run bots` reads each half second beside the answers.

/** How often the monitor's own timer samples the loop; a delay shorter than this is seen as this much. */
const RESOLUTION_MS = 10;

/**
 * The process's one monitor: the event loop is the process's, however many servers it runs (the tests start
 * hundreds, and a monitor each would live as long as the process).
 */
let monitor: IntervalHistogram | undefined;

function processMonitor(): IntervalHistogram {
  if (monitor === undefined) {
    monitor = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
    monitor.enable();
  }
  return monitor;
}

export const EVENT_LOOP_DELAY_MAX_METRIC = 'bluffle_event_loop_delay_max_seconds';

/**
 * The longest event-loop delay since the previous read of the gauge, which starts the next stretch: each
 * scrape reads the worst stall since the one before it (the monitor starts at the first). Registered once,
 * in the process's registry.
 */
export function registerEventLoopDelay(
  registry: Registry,
  histogram: () => Pick<IntervalHistogram, 'max' | 'reset'> = processMonitor,
): void {
  new Gauge({
    name: EVENT_LOOP_DELAY_MAX_METRIC,
    help: 'Longest event-loop delay since the previous scrape (perf_hooks.monitorEventLoopDelay; reset by each scrape).',
    registers: [registry],
    collect() {
      const delays = histogram();
      // An empty histogram (no sample yet) reports 0 as its max.
      this.set(delays.max / 1e9);
      delays.reset();
    },
  });
}
