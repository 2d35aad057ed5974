// `npm run bench:page`: what a first visit to the menu costs on the wire. A real chromium (Debian's, through
// playwright-core) opens the menu on a cold cache against the game server in its own process, and every
// response's transferred bytes (headers and body as sent, compressed or not) are added up until the network
// is idle, beside the 200 kB target. BENCH_WEB_DIST_DIR=<dir> measures another build (an older one, to compare).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Response } from 'playwright-core';
import { CHROMIUM_LAUNCH_OPTIONS, assertWebAppBuilt } from '../../tests/support/browser-launch';
import { gameServerEnv, startChild } from './child-server';

const TARGET_BYTES = 200_000;

interface Transfer {
  url: string;
  encoding: string;
  bytes: number;
}

async function transferOf(response: Response): Promise<Transfer> {
  const sizes = await response.request().sizes();
  return {
    url: new URL(response.url()).pathname,
    encoding: (await response.headerValue('content-encoding')) ?? 'none',
    bytes: sizes.responseHeadersSize + sizes.responseBodySize,
  };
}

function kB(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} kB`;
}

async function main(): Promise<void> {
  const webDistDir = process.env.BENCH_WEB_DIST_DIR;
  if (webDistDir !== undefined) process.env.BROWSER_WEB_DIST_DIR = webDistDir;
  else assertWebAppBuilt();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bluffle-bench-page-'));
  const server = await startChild('game-server/src/main.ts', {
    ...gameServerEnv(dataDir),
    ...(webDistDir === undefined ? {} : { WEB_DIST_DIR: path.resolve(webDistDir) }),
  });
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  try {
    // A new context is a cold cache: nothing of an earlier visit is reused.
    const context = await browser.newContext();
    const page = await context.newPage();
    const pending: Promise<Transfer>[] = [];
    page.on('response', (response) => pending.push(transferOf(response)));
    await page.goto(server.url, { waitUntil: 'networkidle' });
    await page.locator('[data-testid="guest-menu"]').waitFor();
    const transfers = (await Promise.all(pending)).sort((a, b) => b.bytes - a.bytes);
    const total = transfers.reduce((sum, transfer) => sum + transfer.bytes, 0);
    for (const transfer of transfers) {
      console.log(`  ${kB(transfer.bytes).padStart(9)}  ${transfer.encoding.padEnd(5)} ${transfer.url}`);
    }
    console.log(
      `cold menu: ${transfers.length} responses, ${kB(total)} transferred (target ${kB(TARGET_BYTES)}: ` +
        `${total <= TARGET_BYTES ? 'met' : 'missed'})`,
    );
    await context.close();
  } finally {
    await browser.close();
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
