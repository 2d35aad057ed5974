// The audience as watchers meet it, over real WebSockets and REST on the real server: a guest
// watches and calls, sees the crowd's split at round results and never the truth before; players' scores
// and rounds are theirs alone; a private lobby refuses watchers and ends watching; a watcher calls only for
// itself.
import { Client } from '@colyseus/sdk';
import {
  ERROR_CODES,
  LOBBY_ROOM_NAME,
  ERROR_MESSAGES,
  joinRefusalStatus,
  type LobbyActionResponse,
  type MultiplayerGameView,
} from '@bluffle/shared-schema';
import { truthOf } from '../support/fixture-words';
import { RestPlayer, SocketPlayer, signIn } from '../support/lobby-players';
import { RestWatcher, SocketWatcher } from '../support/lobby-watchers';
import { startTestServer, type TestServer } from '../support/test-server';

describe('the audience', () => {
  let server: TestServer;
  const sockets: { leave(): Promise<void> }[] = [];
  let accounts = 0;

  beforeAll(async () => {
    // Results stay on show long enough for a poller to see them.
    server = await startTestServer({
      lobbyTimings: { resultsMs: 2000, tickMs: 50 },
      env: { AUTH_RATE_LIMIT: '10000' },
    });
  });
  afterEach(async () => {
    await Promise.all(sockets.splice(0).map((socket) => socket.leave()));
  });
  afterAll(() => server.close());

  const account = (name: string) => signIn(server.baseUrl, `${name} ${(accounts += 1)}`);

  async function socketLobby(): Promise<{ host: SocketPlayer; guest: SocketPlayer; code: string }> {
    const host = await SocketPlayer.create(server.baseUrl, await account('Host'));
    const code = host.room.roomId;
    const guest = await SocketPlayer.join(server.baseUrl, await account('Guest'), code);
    sockets.push(host, guest);
    return { host, guest, code };
  }

  async function watcherOf(code: string): Promise<SocketWatcher> {
    const watcher = await SocketWatcher.watch(server.baseUrl, code);
    sockets.push(watcher);
    return watcher;
  }

  async function start(host: SocketPlayer, guest: SocketPlayer): Promise<MultiplayerGameView> {
    guest.room.send('ready', { isReady: true });
    await host.waitFor((game) => game.players.every((player) => player.isHost || player.isReady));
    host.room.send('start');
    return host.waitFor((game) => game.gameStatus === 'playing');
  }

  it('lets a guest watch over a WebSocket, call once, and see the crowd split only with the truth', async () => {
    const { host, guest, code } = await socketLobby();
    const watcher = await watcherOf(code);
    await host.waitFor((game) => game.watcherCount === 1);
    expect(watcher.game.players.map((player) => player.userId).sort()).toEqual(
      [host.account.userId, guest.account.userId].sort(),
    );
    await start(host, guest);
    const playing = await watcher.waitFor((game) => game.gameStatus === 'playing');
    // Nothing a watcher holds tells the truth before the round's results.
    expect(JSON.stringify(watcher.snapshot)).not.toContain('isReal');
    expect(playing.reveal).toBeNull();
    const isReal = truthOf(playing.currentWord!).isReal;

    watcher.room.send('call', { round: 1, calledReal: isReal });
    watcher.room.send('call', { round: 1, calledReal: !isReal });
    expect(await watcher.nextError()).toMatchObject({ type: 'call', code: ERROR_CODES.alreadyCalled });
    // A watcher is not a player, and a player is not a watcher.
    watcher.room.send('answer', { roundNumber: 1, answer: isReal });
    expect(await watcher.nextError()).toMatchObject({ type: 'answer', code: ERROR_CODES.notInLobby });
    host.room.send('call', { round: 1, calledReal: isReal });
    expect(await host.nextError()).toMatchObject({ type: 'call', code: ERROR_CODES.notWatching });
    expect(JSON.stringify(watcher.snapshot)).not.toContain('isReal');

    // The watcher called right; only the host answers right, and only the players' answers end the round.
    host.room.send('answer', { roundNumber: 1, answer: isReal });
    guest.room.send('answer', { roundNumber: 1, answer: !isReal });
    const results = await watcher.waitFor((game) => game.gameStatus === 'round-results');
    expect(results.reveal).toMatchObject({ isReal, audienceCalls: 1, audienceSaidReal: isReal ? 1 : 0 });
    expect([results.audienceCalls, results.audienceCorrect]).toEqual([1, 1]);
    const scores = new Map(results.players.map((player) => [player.userId, player.currentScore]));
    expect(scores.get(host.account.userId)).toBeGreaterThan(0);
    expect(scores.get(guest.account.userId)).toBe(0);
    watcher.room.send('call', { round: 1, calledReal: isReal });
    expect(await watcher.nextError()).toMatchObject({ code: ERROR_CODES.callNotOpen });
  });

  it('rate-limits a watcher’s messages like a player’s', async () => {
    const { code } = await socketLobby();
    const watcher = await watcherOf(code);
    // The per-socket allowance is 40 messages a 10 s: each call before the game is refused, the 41st is too many.
    for (let sent = 0; sent < 41; sent += 1) watcher.room.send('call', { round: 1, calledReal: true });
    await watcher.until(() => watcher.errors.length === 41, '41 answers');
    expect(watcher.errors.slice(0, 40).every((error) => error.code === ERROR_CODES.callNotOpen)).toBe(true);
    expect(watcher.errors[40]).toMatchObject({ type: 'call', code: ERROR_CODES.rateLimited });
  });

  it('takes more watchers than a room has sockets for players, none of them a seat', async () => {
    const { host, code } = await socketLobby();
    const watchers = await Promise.all(Array.from({ length: 10 }, () => watcherOf(code)));
    const game = await host.waitFor((state) => state.watcherCount === 10);
    expect(game.players).toHaveLength(2);
    expect(watchers.every((watcher) => !watcher.isGone)).toBe(true);
    // Watching never opens a lobby.
    await expect(new Client(server.baseUrl).create(LOBBY_ROOM_NAME, { watch: true })).rejects.toMatchObject({
      code: 400,
    });
  });

  it('lets only the host make a lobby private, which ends watching and refuses new watchers', async () => {
    const { host, guest, code } = await socketLobby();
    const watcher = await watcherOf(code);
    const poller = new RestWatcher(server.baseUrl, code);
    expect((await poller.watch()).status).toBe(200);
    await host.waitFor((game) => game.watcherCount === 2);

    guest.room.send('set-private', { isPrivate: true });
    expect(await guest.nextError()).toMatchObject({ type: 'set-private', code: ERROR_CODES.notHost });
    host.room.send('set-private', { isPrivate: true });
    await watcher.until(() => watcher.isGone, 'the watcher sent away');
    expect(watcher.endings).toEqual([{ reason: 'private' }]);
    const closed = await host.waitFor((game) => game.isPrivate && game.watcherCount === 0);
    expect(closed.players).toHaveLength(2);

    await expect(SocketWatcher.watch(server.baseUrl, code)).rejects.toMatchObject({
      message: ERROR_MESSAGES.lobbyPrivate,
      code: joinRefusalStatus(ERROR_CODES.lobbyPrivate),
    });
    const refused = await new RestWatcher(server.baseUrl, code).watch();
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      error: ERROR_MESSAGES.lobbyPrivate,
      code: ERROR_CODES.lobbyPrivate,
    });
    const pollerRead = await poller.read();
    expect(pollerRead.status).toBe(403);
    expect(pollerRead.body).toMatchObject({ code: ERROR_CODES.lobbyPrivate });

    // Over REST too, and open again.
    const opened = await host.account.agent.json<LobbyActionResponse>(
      `${server.baseUrl}/api/multiplayer/private`,
      { body: { code, isPrivate: false } },
    );
    expect(opened.status).toBe(200);
    expect(opened.body.game.isPrivate).toBe(false);
    expect((await poller.watch()).status).toBe(200);
  });

  it('tells its watchers when the lobby closes', async () => {
    const host = await SocketPlayer.create(server.baseUrl, await account('Alone'));
    const watcher = await watcherOf(host.room.roomId);
    await host.leave();
    await watcher.until(() => watcher.isGone, 'the watcher sent away');
    expect(watcher.endings).toEqual([{ reason: 'closed' }]);
  });

  it('lets a guest watch over REST: its own token, the players’ view and ETag, a call for itself only', async () => {
    const hostPlayer = new RestPlayer(server.baseUrl, await account('Rest host'));
    const code = (await hostPlayer.create()).body.lobby.lobbyCode;
    const guestPlayer = new RestPlayer(server.baseUrl, await account('Rest guest'));
    await guestPlayer.join(code);
    const poller = new RestWatcher(server.baseUrl, code);
    const watched = await poller.watch();
    expect(watched.status).toBe(200);
    expect(watched.body.watcherId.length).toBeGreaterThanOrEqual(20);
    expect(watched.body.game).toMatchObject({ lobbyCode: code, watcherCount: 1, isPrivate: false });
    expect(watched.body.game.players).toHaveLength(2);

    const first = await poller.read();
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag')!;
    expect((await poller.read({ 'if-none-match': etag })).status).toBe(304);
    // The players' poll of the same game has the same view, so the same tag.
    const playerPoll = await hostPlayer.game(code);
    expect(playerPoll.headers.get('etag')).toBe(etag);

    expect((await poller.call(1, true)).body).toMatchObject({ code: ERROR_CODES.callNotOpen });
    await guestPlayer.post('ready', { lobbyCode: code, isReady: true });
    await hostPlayer.post('start', { lobbyCode: code });
    const playing = await poller.waitFor((game) => game.gameStatus === 'playing');
    expect(JSON.stringify(playing)).not.toContain('isReal');
    const isReal = truthOf(playing.currentWord!).isReal;

    // Nobody calls for another watcher: not with a made-up token, nor with a WebSocket watcher's session.
    const forged = await poller.call(1, isReal, 'not-a-token-the-server-made');
    expect(forged.status).toBe(403);
    expect(forged.body).toMatchObject({ code: ERROR_CODES.notWatching });
    const socketWatcher = await watcherOf(code);
    const borrowed = await poller.call(1, isReal, socketWatcher.room.sessionId);
    expect(borrowed.status).toBe(403);

    const called = await poller.call(1, !isReal);
    expect(called.status).toBe(200);
    expect(called.body.game.reveal).toBeNull();
    expect(JSON.stringify(called.body)).not.toContain('isReal');
    const again = await poller.call(1, isReal);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: ERROR_CODES.alreadyCalled });

    await hostPlayer.post('answer', { lobbyCode: code, roundNumber: 1, answer: isReal });
    await guestPlayer.post('answer', { lobbyCode: code, roundNumber: 1, answer: isReal });
    const results = await poller.waitFor((game) => game.gameStatus === 'round-results');
    expect(results.reveal).toMatchObject({ isReal, audienceCalls: 1, audienceSaidReal: isReal ? 0 : 1 });
    expect([results.audienceCalls, results.audienceCorrect]).toEqual([1, 0]);
    // The audience's wrong call took nothing from the players, who both answered right.
    expect(results.players.every((player) => player.currentScore > 0)).toBe(true);
  });
});
