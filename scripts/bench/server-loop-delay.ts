// The game server's event-loop delay while the bots play, as the server measures it itself: its one
// monitor of the process (perf_hooks.monitorEventLoopDelay, observability/event-loop-delay.ts), read from
// GET /metrics?name=… (that metric alone: a whole scrape reads every socket's handle, milliseconds of the
// server's loop at thousands of players). Each scrape reads the longest delay since the previous one and
// starts the next window, so a series of scrapes gives the longest stall of each stretch of the run.
import { Agent, get } from 'node:http';
import { EVENT_LOOP_DELAY_MAX_METRIC } from '../../game-server/src/observability/event-loop-delay';

/** Short enough to tell one round from the next (a round is a few seconds), cheap enough not to weigh. */
const SCRAPE_EVERY_MS = 500;
const MAX_DELAY_SAMPLE = new RegExp(`^${EVENT_LOOP_DELAY_MAX_METRIC} (\\S+)$`, 'm');

/** The longest event-loop delay the server saw between two scrapes, on the bots' clock (performance.now). */
export interface LoopDelayWindow {
  fromMs: number;
  toMs: number;
  maxDelayMs: number;
}

function scrape(agent: Agent, baseUrl: string): Promise<string> {
  return new Promise((resolve, reject) => {
    get(`${baseUrl}/metrics?name=${EVENT_LOOP_DELAY_MAX_METRIC}`, { agent }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () =>
        response.statusCode === 200
          ? resolve(text)
          : reject(new Error(`GET /metrics -> ${response.statusCode}`)),
      );
    }).on('error', reject);
  });
}

/** The window's figure from a scrape's text; NaN when the server does not report it (metrics off). */
export function maxDelayMsOf(metricsText: string): number {
  const match = MAX_DELAY_SAMPLE.exec(metricsText);
  return match === null ? Number.NaN : Number(match[1]) * 1000;
}

export interface LoopDelaySampler {
  /** Takes the last window and stops; answers every window since start, and the scrapes' round trips. */
  stop(): Promise<{ windows: LoopDelayWindow[]; scrapeMsMax: number }>;
}

/**
 * Scrapes the server every half second until stopped. The first scrape only opens the first window (it
 * also starts the monitor, which the server creates at its first collection).
 */
export async function sampleServerLoopDelay(baseUrl: string): Promise<LoopDelaySampler> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const windows: LoopDelayWindow[] = [];
  let scrapeMsMax = 0;
  await scrape(agent, baseUrl);
  let windowStart = performance.now();
  const takeWindow = async () => {
    const sentAt = performance.now();
    const text = await scrape(agent, baseUrl);
    const toMs = performance.now();
    scrapeMsMax = Math.max(scrapeMsMax, toMs - sentAt);
    windows.push({ fromMs: windowStart, toMs, maxDelayMs: maxDelayMsOf(text) });
    windowStart = toMs;
  };
  let inFlight: Promise<void> | undefined;
  const timer = setInterval(() => {
    // One scrape at a time: a stalled server answers late, and its window simply grows.
    if (inFlight !== undefined) return;
    inFlight = takeWindow()
      .catch(() => undefined)
      .finally(() => (inFlight = undefined));
  }, SCRAPE_EVERY_MS);
  return {
    async stop() {
      clearInterval(timer);
      await inFlight;
      await takeWindow();
      agent.destroy();
      return { windows, scrapeMsMax };
    },
  };
}

/** The longest delay of the windows that overlap [fromMs, toMs]; NaN when none does. */
export function maxDelayOver(windows: readonly LoopDelayWindow[], fromMs: number, toMs: number): number {
  const overlapping = windows.filter((window) => window.toMs >= fromMs && window.fromMs <= toMs);
  return overlapping.length === 0 ? Number.NaN : Math.max(...overlapping.map((window) => window.maxDelayMs));
}
