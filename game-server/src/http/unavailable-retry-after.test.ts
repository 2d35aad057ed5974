import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ERROR_CODES, ERROR_MESSAGES, type LobbyRefusal } from '@bluffle/shared-schema';
import express from 'express';
import pino from 'pino';
import { DRAINING_RETRY_AFTER_SECONDS } from '../multiplayer/lobby-drain';
import { LobbyRefusedError } from '../multiplayer/lobby-refused-error';
import { LOBBY_BUSY_RETRY_AFTER_SECONDS } from '../multiplayer/remote-room-call';
import { errorHandler } from './error-handler';
import { unavailableRetryAfter } from './unavailable-retry-after';

const REFUSALS: Record<string, LobbyRefusal> = {
  busy: { code: ERROR_CODES.lobbyBusy, message: ERROR_MESSAGES.lobbyBusy },
  draining: { code: ERROR_CODES.serverDraining, message: ERROR_MESSAGES.serverDraining },
  'not-found': { code: ERROR_CODES.lobbyNotFound, message: ERROR_MESSAGES.lobbyNotFound },
};

describe('a 503 tells the caller when to ask again', () => {
  let server: Server;
  let baseUrl: string;

  beforeAll(async () => {
    const app = express();
    app.get('/refused/:kind', (request) => {
      throw new LobbyRefusedError(REFUSALS[request.params.kind]!);
    });
    app.use(unavailableRetryAfter);
    app.use(errorHandler(pino({ level: 'silent' })));
    server = createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('answers a lobby whose process answered late with lobby-busy, 503 and a second to wait', async () => {
    const response = await fetch(`${baseUrl}/refused/busy`);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe(String(LOBBY_BUSY_RETRY_AFTER_SECONDS));
    expect(await response.json()).toEqual({ error: ERROR_MESSAGES.lobbyBusy, code: ERROR_CODES.lobbyBusy });
  });

  it('keeps the draining wait for a stopping process', async () => {
    const response = await fetch(`${baseUrl}/refused/draining`);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe(String(DRAINING_RETRY_AFTER_SECONDS));
  });

  it('adds nothing to a refusal that waiting would not change', async () => {
    const response = await fetch(`${baseUrl}/refused/not-found`);
    expect(response.status).toBe(404);
    expect(response.headers.get('retry-after')).toBeNull();
  });
});
