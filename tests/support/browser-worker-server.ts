// One jest worker's shared game server, in a process of its own (started by browser-global-setup.ts with
// `node --import tsx`): Colyseus keeps its matchmaker process-wide, so two game servers in one process would
// share it, and the browser files that start their own server run in the workers, beside none of these.
// Prints one JSON line, { baseUrl, controlUrl }, once listening; closes when its stdin does (the parent went).
import { BROWSER_WEB_DIST_DIR } from './browser-launch';
import { startWorkerControl } from './browser-worker-control';
import { SHARED_SERVER_ENV } from './browser-workers';
import { SkippingClock } from './skipping-clock';
import { startTestServer } from './test-server';

async function main(): Promise<void> {
  const clock = new SkippingClock();
  const server = await startTestServer({
    webDistDir: BROWSER_WEB_DIST_DIR,
    clock,
    env: { ...SHARED_SERVER_ENV },
  });
  const control = await startWorkerControl({ clock, dataDir: server.dataDir });
  let isClosing = false;
  const close = async () => {
    if (isClosing) return;
    isClosing = true;
    await control.close();
    await server.close();
    process.exit(0);
  };
  process.stdin.on('end', () => void close());
  process.stdin.on('close', () => void close());
  process.stdin.resume();
  process.on('SIGTERM', () => void close());
  process.stdout.write(`${JSON.stringify({ baseUrl: server.baseUrl, controlUrl: control.url })}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
