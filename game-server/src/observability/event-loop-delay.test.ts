import { Registry } from 'prom-client';
import { EVENT_LOOP_DELAY_MAX_METRIC, registerEventLoopDelay } from './event-loop-delay';

/** A monitor's histogram the test fills by hand: the longest delay seen since its last reset. */
function manualHistogram() {
  const histogram = {
    max: 0,
    resets: 0,
    see(delayMs: number) {
      histogram.max = Math.max(histogram.max, delayMs * 1e6);
    },
    reset() {
      histogram.max = 0;
      histogram.resets += 1;
    },
  };
  return histogram;
}

async function maxDelaySeconds(registry: Registry): Promise<number> {
  const text = await registry.getSingleMetricAsString(EVENT_LOOP_DELAY_MAX_METRIC);
  const sample = text.split('\n').find((line) => line.startsWith(`${EVENT_LOOP_DELAY_MAX_METRIC} `));
  return Number(sample?.split(' ')[1]);
}

describe("the event loop's delay metric", () => {
  it('reads the longest delay since the previous scrape, in seconds, and starts the next stretch', async () => {
    const registry = new Registry();
    const histogram = manualHistogram();
    registerEventLoopDelay(registry, () => histogram);

    histogram.see(12);
    histogram.see(392);
    histogram.see(30);
    expect(await maxDelaySeconds(registry)).toBeCloseTo(0.392, 6);
    expect(histogram.resets).toBe(1);

    histogram.see(8);
    expect(await maxDelaySeconds(registry)).toBeCloseTo(0.008, 6);
    expect(await maxDelaySeconds(registry)).toBe(0);
  });
});
