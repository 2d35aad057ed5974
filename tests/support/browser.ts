import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { assertWebAppBuilt } from './browser-launch';
import { thisBrowserWorker, workerControl } from './browser-workers';
import type { SeededUser } from './admin-words';
import { bindPageToServerClock, installPageClock, type ServerClock } from './page-clock';

/**
 * How long one UI step may take: generous for a loaded 2-core machine (CI runs the browser lane beside the
 * bank build, the type check and the unit tests, and once ran it 2.2 times slower than alone), bounded so
 * a hang still fails clearly within a test's own timeout.
 */
export const STEP_TIMEOUT_MS = 30_000;

/** The worker's chromium (started by the browser project's global set-up); close() only disconnects. */
export async function connectWorkerBrowser(): Promise<Browser> {
  return chromium.connect(thisBrowserWorker().browserEndpoint);
}

export interface NewPageOptions {
  /** The app's address, the base of page.goto('/...'). */
  baseUrl: string;
  /** The game server's clock: the page's clock starts at its time, and skipTime moves both. */
  serverClock: ServerClock;
  clipboard?: boolean;
}

/**
 * A fresh context (own storage, own cookies, its own clock) whose pages fail a step after STEP_TIMEOUT_MS.
 * Tests open pages through their harness (`web.newPage()`), which knows the server and its clock.
 */
export async function newPage(
  browser: Browser,
  options: NewPageOptions,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: options.baseUrl });
  if (options.clipboard) {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: options.baseUrl });
  }
  context.setDefaultTimeout(STEP_TIMEOUT_MS);
  await installPageClock(context, options.serverClock);
  const page = await context.newPage();
  bindPageToServerClock(page, options.serverClock);
  return { context, page };
}

export function byTestId(page: Page, testId: string) {
  return page.locator(`[data-testid="${testId}"]`);
}

/** Waits until the element's text satisfies `accept` (or equals it), then returns that text. */
export async function waitForText(
  page: Page,
  testId: string,
  accept: string | RegExp | ((text: string) => boolean),
  timeoutMs: number = STEP_TIMEOUT_MS,
): Promise<string> {
  const locator = byTestId(page, testId).first();
  const deadline = Date.now() + timeoutMs;
  let last: string | null = null;
  for (;;) {
    last = (await locator.count()) > 0 ? await locator.textContent().catch(() => null) : null;
    if (last !== null && textMatches(last.trim(), accept)) {
      return last.trim();
    }
    if (Date.now() > deadline) {
      throw new Error(`[data-testid="${testId}"] never matched ${String(accept)}; last text: ${last}`);
    }
    await page.waitForTimeout(50);
  }
}

function textMatches(text: string, accept: string | RegExp | ((text: string) => boolean)): boolean {
  if (typeof accept === 'string') return text === accept;
  if (accept instanceof RegExp) return accept.test(text);
  return accept(text);
}

/** One /api response the page received, in arrival order, with its body (empty when unreadable). */
export interface RecordedResponse {
  url: string;
  status: number;
  body: string;
}

/**
 * Records every /api response a page receives. `settled()` waits for the bodies read so far, so a check made
 * after it sees every response that had arrived when it was called.
 */
export function recordApiResponses(page: Page) {
  const recorded: RecordedResponse[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    if (!new URL(response.url()).pathname.startsWith('/api/')) return;
    const entry: RecordedResponse = { url: response.url(), status: response.status(), body: '' };
    recorded.push(entry);
    pending.push(
      response.text().then(
        (body) => {
          entry.body = body;
        },
        () => undefined,
      ),
    );
  });
  return {
    async settled(): Promise<RecordedResponse[]> {
      await Promise.all(pending);
      return [...recorded];
    },
  };
}

/** The element's DOM text (not CSS-transformed), trimmed; '' when it has none. */
export async function textOf(locator: Locator): Promise<string> {
  return ((await locator.textContent()) ?? '').trim();
}

/** A web app served to the worker's chromium: where it is, its server's clock, and fresh pages on it. */
export interface WebAppInBrowser {
  /** Set in beforeAll: the game server's address, e.g. http://localhost:41234. */
  readonly baseUrl: string;
  /** Set in beforeAll: the worker's chromium; each test opens its own context. */
  readonly browser: Browser;
  readonly serverClock: ServerClock;
  /** A fresh context and page on this app (page.goto('/') opens it), its clock the server's. */
  newPage(options?: { clipboard?: boolean }): Promise<{ context: BrowserContext; page: Page }>;
}

/** A harness whose server and browser a test file's beforeAll fills in. */
export class WebAppHarness implements WebAppInBrowser {
  baseUrl = '';
  browser!: Browser;
  serverClock!: ServerClock;

  newPage(options: { clipboard?: boolean } = {}) {
    return newPage(this.browser, { ...options, baseUrl: this.baseUrl, serverClock: this.serverClock });
  }
}

/**
 * Registers a test file's hooks on its worker's shared game server (fixture words, local sign-in) and
 * chromium, storing `users` (accounts with roles) first. A file that needs a server configured otherwise
 * uses useOwnWebAppInBrowser (own-web-app.ts).
 */
export function useWebAppInBrowser(options: { users?: readonly SeededUser[] } = {}): WebAppInBrowser {
  const harness = new WebAppHarness();
  beforeAll(async () => {
    assertWebAppBuilt();
    const worker = thisBrowserWorker();
    harness.baseUrl = worker.baseUrl;
    harness.serverClock = {
      now: () => workerControl.serverNow(worker),
      advance: (milliseconds) => workerControl.advanceClock(worker, milliseconds),
    };
    [harness.browser] = await Promise.all([
      connectWorkerBrowser(),
      workerControl.storeUsers(worker, options.users ?? []),
    ]);
  });
  afterAll(async () => {
    await harness.browser?.close();
  });
  return harness;
}

/**
 * Signs the page in by name (local sign-in sets the session cookie in this browser context), or stays a guest
 * when `username` is null, then opens `route`.
 */
export async function openSignedInAs(page: Page, username: string | null, route: string): Promise<void> {
  await page.goto('/');
  if (username !== null) {
    const status = await page.evaluate(async (name) => {
      const response = await fetch('/auth/local', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: name }),
      });
      return response.status;
    }, username);
    if (status !== 200) throw new Error(`local sign-in as ${username} answered ${status}`);
  }
  await page.goto(route);
}

/**
 * Waits, through the page's own session, until a Summon answers: the server loads the word generator as it
 * starts, which can take minutes while the other test lanes load the machine, and the page's own Summon
 * gives up after 90 s. The journey then starts from a loaded generator, as a person on a warm server does.
 * The page must be signed in as a wordsmith or an admin.
 */
export async function warmWordGenerator(page: Page): Promise<void> {
  const status = await page.evaluate(async () => {
    const me = (await (await fetch('/api/users/me')).json()) as { user: { id: string } | null };
    let answered = 0;
    // No timer here: the page runs on Playwright's clock. Each call waits for the generator to load.
    for (let attempt = 0; attempt < 5 && answered !== 200; attempt += 1) {
      const response = await fetch('/api/words/summon', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ language: 'english', userId: me.user?.id }),
      });
      answered = response.status;
    }
    return answered;
  });
  if (status !== 200) throw new Error(`The word generator never answered a Summon (last status ${status})`);
}
