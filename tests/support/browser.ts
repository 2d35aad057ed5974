import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import {
  DEFAULT_WEB_DIST_DIR,
  startTestServer,
  type TestServer,
  type TestServerOptions,
} from './test-server';

// Debian's chromium driven by playwright-core (shared/notes/test-infra.md §1): Playwright's own browser
// download is never used, so the executable path and these verified flags are always passed.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The built web app the browser tests serve; BROWSER_WEB_DIST_DIR lets a run use its own build. */
export const BROWSER_WEB_DIST_DIR = process.env.BROWSER_WEB_DIST_DIR || DEFAULT_WEB_DIST_DIR;
const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** How long one UI step may take: generous for a loaded 2-core machine, bounded so a hang fails clearly. */
export const STEP_TIMEOUT_MS = 10_000;

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS });
}

/** Fails early with a clear message when `npm run build` has not produced the web app. */
export function assertWebAppBuilt(): void {
  if (!existsSync(path.join(BROWSER_WEB_DIST_DIR, 'index.html'))) {
    throw new Error(`No built web app in ${BROWSER_WEB_DIST_DIR}: run \`npm run build\` first.`);
  }
}

/** A fresh context (own storage, own cookies) whose pages fail a step after STEP_TIMEOUT_MS. */
export async function newPage(
  browser: Browser,
  options: { baseUrl?: string; clipboard?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: options.baseUrl });
  if (options.clipboard && options.baseUrl) {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: options.baseUrl });
  }
  context.setDefaultTimeout(STEP_TIMEOUT_MS);
  const page = await context.newPage();
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

export interface WebAppInBrowser {
  /** Set in beforeAll: the real game server serving the built web app. */
  server: TestServer;
  /** Set in beforeAll: one Debian chromium for the whole file; each test opens its own context. */
  browser: Browser;
}

/** Registers a test file's hooks: a test server serving the built web app, and one chromium, both closed after. */
export function useWebAppInBrowser(options: TestServerOptions = {}): WebAppInBrowser {
  const harness = {} as WebAppInBrowser;
  beforeAll(async () => {
    assertWebAppBuilt();
    [harness.server, harness.browser] = await Promise.all([
      startTestServer({ webDistDir: BROWSER_WEB_DIST_DIR, ...options }),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await harness.browser?.close();
    await harness.server?.close();
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
