import { assertWebAppBuilt, BROWSER_WEB_DIST_DIR } from './browser-launch';
import { connectWorkerBrowser, WebAppHarness, type WebAppInBrowser } from './browser';
import { localServerClock } from './page-clock';
import { SkippingClock } from './skipping-clock';
import { startTestServer, type TestServer, type TestServerOptions } from './test-server';

/** A web app on a game server of the file's own, with its worker's chromium. */
export interface OwnWebAppInBrowser extends WebAppInBrowser {
  /** Set in beforeAll: the file's own game server. */
  readonly server: TestServer;
}

/**
 * Registers a test file's hooks for a game server of its own (configured by `options`: fake Stripe, fake
 * OAuth providers, an ad network, words of its own) serving the built web app on a skipping clock, and the
 * worker's chromium. `prepare` runs first, e.g. to start the fakes whose addresses go in the server's env.
 */
export function useOwnWebAppInBrowser(
  options: Omit<TestServerOptions, 'clock'> | (() => Promise<Omit<TestServerOptions, 'clock'>>) = {},
): OwnWebAppInBrowser {
  const harness = new (class extends WebAppHarness {
    server!: TestServer;
  })();
  beforeAll(async () => {
    assertWebAppBuilt();
    const serverOptions = typeof options === 'function' ? await options() : options;
    const clock = new SkippingClock();
    [harness.server, harness.browser] = await Promise.all([
      // The clock is always this skipping one, so the file's pages can skip the server's pauses.
      startTestServer({ webDistDir: BROWSER_WEB_DIST_DIR, ...serverOptions, clock }),
      connectWorkerBrowser(),
    ]);
    harness.baseUrl = harness.server.baseUrl;
    harness.serverClock = localServerClock(clock);
  });
  afterAll(async () => {
    await harness.browser?.close();
    await harness.server?.close();
  });
  return harness;
}
