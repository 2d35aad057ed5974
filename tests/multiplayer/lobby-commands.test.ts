// One command vocabulary over both transports: POST /api/multiplayer/command carries any lobby command as a
// WebSocket client sends it, so a command needs no REST route of its own; the spec's routes stay.
import { ERROR_CODES, ERROR_MESSAGES } from '@bluffle/shared-schema';
import { BrowserAgent } from '../support/browser-agent';
import { RestPlayer, SocketPlayer, signIn } from '../support/lobby-players';
import { startTestServer, type TestServer } from '../support/test-server';

describe('lobby commands over REST', () => {
  let server: TestServer;
  const sockets: SocketPlayer[] = [];
  let accounts = 0;

  beforeAll(async () => {
    server = await startTestServer({
      lobbyTimings: { resultsMs: 100, tickMs: 50 },
      env: { AUTH_RATE_LIMIT: '10000' },
    });
  });
  afterEach(async () => {
    await Promise.all(sockets.splice(0).map((player) => player.leave()));
  });
  afterAll(() => server.close());

  const restPlayer = async (name: string) =>
    new RestPlayer(server.baseUrl, await signIn(server.baseUrl, `${name} ${(accounts += 1)}`));

  it('runs a command sent as it is, which the socket players see, with the rules’ refusals', async () => {
    const host = await restPlayer('Command Host');
    const code = (await host.create()).body.lobby.lobbyCode;
    const guest = await SocketPlayer.join(
      server.baseUrl,
      await signIn(server.baseUrl, `Guest ${(accounts += 1)}`),
      code,
    );
    sockets.push(guest);

    const picked = await host.post('command', {
      lobbyCode: code,
      command: { type: 'set-round-time', roundSeconds: 45 },
    });
    expect(picked.status).toBe(200);
    expect(picked.body.game.roundSeconds).toBe(45);
    await guest.waitFor((game) => game.roundSeconds === 45);

    const privately = await host.post('command', {
      lobbyCode: code,
      command: { type: 'set-private', isPrivate: true },
    });
    expect(privately.body.game.isPrivate).toBe(true);

    const guestsTurn = await restPlayer('Not Seated');
    const refused = await guestsTurn.post('command', { lobbyCode: code, command: { type: 'start' } });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: ERROR_CODES.notInLobby });
  });

  it('answers a command it cannot read with 400 and the words a socket gets', async () => {
    const host = await restPlayer('Typo Host');
    const code = (await host.create()).body.lobby.lobbyCode;

    const oldName = await host.post('command', {
      lobbyCode: code,
      command: { type: 'round-time', roundSeconds: 30 },
    });
    expect(oldName.status).toBe(400);
    expect(oldName.body).toMatchObject({ code: ERROR_CODES.validationFailed });
    expect(String((oldName.body as unknown as { error: string }).error)).toContain(
      'Unknown message type "round-time"',
    );

    const badField = await host.post('command', {
      lobbyCode: code,
      command: { type: 'set-round-time', roundSeconds: 20 },
    });
    expect(badField.status).toBe(400);
    expect(badField.body).toMatchObject({ error: 'roundSeconds must be 15, 30 or 45.' });

    const call = await host.post('command', {
      lobbyCode: code,
      command: { type: 'call', round: 1, calledReal: true },
    });
    expect(call.status).toBe(403);
    expect(call.body).toMatchObject({ code: ERROR_CODES.notWatching });
  });

  it('reads the lobby as lobbyCode on the watch, watch-call and private routes too, and code as they first did', async () => {
    const host = await restPlayer('Code Host');
    const code = (await host.create()).body.lobby.lobbyCode;
    const guest = new BrowserAgent();

    const watched = await guest.json<{ watcherId: string }>(`${server.baseUrl}/api/multiplayer/watch`, {
      body: { lobbyCode: code },
    });
    expect(watched.status).toBe(200);
    const call = await guest.json(`${server.baseUrl}/api/multiplayer/watch-call`, {
      body: { lobbyCode: code, watcherId: watched.body.watcherId, round: 1, calledReal: true },
    });
    // Read and judged by the room: no round is open while the lobby gathers.
    expect(call.body).toMatchObject({ code: ERROR_CODES.callNotOpen });

    const privately = await host.post('private', { lobbyCode: code, isPrivate: true });
    expect(privately.body.game.isPrivate).toBe(true);
    const openAgain = await host.post('private', { code, isPrivate: false });
    expect(openAgain.body.game.isPrivate).toBe(false);

    const nameless = await guest.json(`${server.baseUrl}/api/multiplayer/watch`, { body: {} });
    expect(nameless.status).toBe(400);
    expect(nameless.body).toMatchObject({ error: ERROR_MESSAGES.lobbyCodeRequired });
  });
});
