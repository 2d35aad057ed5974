import { FEEDBACK_DELAY_MS } from '@bluffle/shared-schema';
import type { BrowserContext, Page } from 'playwright-core';
import type { SkippingClock } from './skipping-clock';

// A pause both sides keep (the solo feedback's 2 s: the page waits before asking for the next round, the
// server refuses it earlier) is skipped, never slept through: the page runs on Playwright's clock, installed
// on its browser context at the server's time and left to flow, and a skip moves the server's clock and the
// page's by the same amount, the server's first so the page's request finds the pause over there too.

/** The game server's clock as a test reaches it: in its own process or through the worker's control. */
export interface ServerClock {
  now(): Promise<number>;
  advance(milliseconds: number): Promise<void>;
}

/** A SkippingClock the test holds itself (a server the test file started). */
export function localServerClock(clock: SkippingClock): ServerClock {
  return {
    now: async () => clock.now(),
    advance: async (milliseconds) => clock.advance(milliseconds),
  };
}

const serverClockOfPage = new WeakMap<Page, ServerClock>();

/** Installs the page clock on `context` at the server's time; call before the first page opens. */
export async function installPageClock(context: BrowserContext, serverClock: ServerClock): Promise<void> {
  await context.clock.install({ time: await serverClock.now() });
}

/** Remembers which server clock `page` plays against, for skipTime. */
export function bindPageToServerClock(page: Page, serverClock: ServerClock): void {
  serverClockOfPage.set(page, serverClock);
}

/** Moves time on at once by `milliseconds` for the page and its server: their timers due by then fire. */
export async function skipTime(page: Page, milliseconds: number): Promise<void> {
  const serverClock = serverClockOfPage.get(page);
  if (serverClock === undefined) {
    throw new Error('This page has no clock to skip: open it with the web app harness (newPage).');
  }
  await serverClock.advance(milliseconds);
  await page.clock.fastForward(milliseconds);
}

/** Ends a round's feedback pause now (it must be showing and not held): the next round opens. */
export function skipFeedbackPause(page: Page): Promise<void> {
  return skipTime(page, FEEDBACK_DELAY_MS);
}

/**
 * Stops the page's clock at about its present time, so a timed state (a 2 s 'Copied') lasts until the test
 * moves the clock on (page.clock.runFor). Playwright pauses only ahead of the page's time, which a loaded
 * machine moves on between reading it and pausing: a little ahead, and further on a retry.
 */
export async function pausePageClock(page: Page): Promise<void> {
  for (const aheadMs of [50, 500, 2000]) {
    const pageNow = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(pageNow + aheadMs);
      return;
    } catch (error) {
      if (!String(error).includes('to the past')) throw error;
    }
  }
  throw new Error("The page's clock could not be paused: it kept running past every target.");
}
