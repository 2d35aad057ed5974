import { existsSync } from 'node:fs';
import path from 'node:path';
import type { LaunchOptions } from 'playwright-core';
import { DEFAULT_WEB_DIST_DIR } from '../../game-server/src/config/read-config';

// Debian's chromium driven by playwright-core: Playwright's own browser
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

export const CHROMIUM_LAUNCH_OPTIONS: LaunchOptions = {
  executablePath: CHROMIUM_PATH,
  headless: true,
  args: CHROMIUM_FLAGS,
};

/** Fails early with a clear message when `npm run build` has not produced the web app. */
export function assertWebAppBuilt(): void {
  if (!existsSync(path.join(BROWSER_WEB_DIST_DIR, 'index.html'))) {
    throw new Error(`No built web app in ${BROWSER_WEB_DIST_DIR}: run \`npm run build\` first.`);
  }
}
