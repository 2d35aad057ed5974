import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createStore } from '../../game-server/src/store/create-store';
import type { Store } from '../../game-server/src/store/port';
import type { SeededUser } from './admin-words';
import type { SkippingClock } from './skipping-clock';

// Test-only control of one worker's shared game server, on its own port in jest's main process (where the
// global set-up keeps the server): its clock moves ahead when a test skips a pause the server keeps too (the
// solo feedback pause), and a test file stores the accounts it signs in as (roles, plans) before it starts.
// Never part of the game server itself.

export interface WorkerControl {
  url: string;
  close(): Promise<void>;
}

export async function startWorkerControl(server: {
  clock: SkippingClock;
  dataDir: string;
}): Promise<WorkerControl> {
  // A second connection to the server's SQLite file: users are read from the store on every request, never
  // cached, so one stored here is the server's at once.
  let store: Promise<Store> | null = null;
  const storeOnce = () => (store ??= createStore({ dataDir: server.dataDir }));

  const routes: Record<string, (body: unknown) => Promise<unknown>> = {
    'GET /clock': async () => ({ nowMs: server.clock.now() }),
    'POST /clock/advance': async (body) => {
      const { milliseconds } = body as { milliseconds: number };
      if (!Number.isFinite(milliseconds) || milliseconds < 0) throw new Error(`bad advance: ${milliseconds}`);
      server.clock.advance(milliseconds);
      return { nowMs: server.clock.now() };
    },
    'POST /users': async (body) => {
      const users = await storeOnce().then((opened) => opened.users);
      for (const user of body as SeededUser[]) await users.upsert(user);
      return null;
    },
  };

  const http = createServer((request, response) => {
    void answer(request, response, routes);
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await new Promise<void>((resolve) => http.close(() => resolve()));
      if (store !== null) await (await store).close();
    },
  };
}

async function answer(
  request: IncomingMessage,
  response: ServerResponse,
  routes: Record<string, (body: unknown) => Promise<unknown>>,
): Promise<void> {
  // One request per connection: a kept-alive one the server closes as idle just when the worker's fetch
  // reuses it fails that fetch ('other side closed'); a few calls per test file cost nothing to connect.
  response.shouldKeepAlive = false;
  try {
    const route = routes[`${request.method} ${request.url}`];
    if (route === undefined) {
      response.writeHead(404).end(`no control route ${request.method} ${request.url}`);
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const result = await route(text === '' ? null : JSON.parse(text));
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(result));
  } catch (error) {
    response.writeHead(500).end(String(error));
  }
}
