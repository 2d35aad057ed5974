// Lobby polls are conditional (cheap polling): each view carries an ETag, a poll that names it
// gets 304 with no body while nothing changed, yet still counts as the player's call (the seat stays
// connected); a change answers 200 with a new ETag; who may read stays as it was (a guest 401, a removed
// player 403, a signed-in stranger the view); a client that sends no If-None-Match gets the whole view
// every time (docs/product.md §9). The game view's timeLeft is read off the room's clock at each poll (the synced state
// has no countdown), and its ETag moves with it.
import { ERROR_CODES, type LobbyView, type MultiplayerGameView } from '@bluffle/shared-schema';
import { RestPlayer, SocketPlayer, signIn, type SignedInPlayer } from '../support/lobby-players';
import { RestWatcher, SocketWatcher } from '../support/lobby-watchers';
import { ManualClock } from '../support/manual-clock';
import { rest } from '../support/rest-client';
import { startTestServer, type TestServer } from '../support/test-server';

const REST_SILENCE_MS = 10_000;

describe('conditional lobby polls', () => {
  const clock = new ManualClock();
  let server: TestServer;
  const sockets: SocketPlayer[] = [];

  beforeAll(async () => {
    server = await startTestServer({
      clock,
      env: { AUTH_RATE_LIMIT: '1000' },
      lobbyTimings: { restSilenceMs: REST_SILENCE_MS, tickMs: 20 },
    });
  });
  afterAll(async () => {
    await Promise.all(sockets.map((player) => player.leave()));
    await server.close();
  });

  /** A raw poll as `account` (its cookie), with this If-None-Match when given. */
  function poll<Body>(account: SignedInPlayer | null, path: string, etag?: string | null) {
    const headers: Record<string, string> = account ? account.agent.cookieHeaderFor(server.baseUrl) : {};
    if (etag) headers['if-none-match'] = etag;
    return rest<Body>(server.baseUrl, `/api/multiplayer/${path}`, { headers });
  }

  it('answers 304 with no body while the lobby is unchanged, and 200 with a new ETag once it changes', async () => {
    const host = new RestPlayer(server.baseUrl, await signIn(server.baseUrl, 'Etag Host'));
    const guest = new RestPlayer(server.baseUrl, await signIn(server.baseUrl, 'Etag Guest'));
    const code = (await host.create()).body.lobby.lobbyCode;
    await guest.join(code);

    const first = await poll<LobbyView>(host.account, `lobby/${code}`);
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toContain('no-cache');
    // The same view for every seat: the guest's copy has the same tag.
    expect((await poll(guest.account, `lobby/${code}`)).headers.get('etag')).toBe(etag);

    const unchanged = await poll(host.account, `lobby/${code}`, etag);
    expect(unchanged.status).toBe(304);
    expect(unchanged.body).toBe('');
    expect(unchanged.headers.get('etag')).toBe(etag);
    // The game view has a tag of its own.
    const game = await poll<MultiplayerGameView>(host.account, `game/${code}`, etag);
    expect(game.status).toBe(200);
    expect(game.headers.get('etag')).not.toBe(etag);

    expect((await guest.post('ready', { lobbyCode: code, isReady: true })).status).toBe(200);
    const changed = await poll<LobbyView>(host.account, `lobby/${code}`, etag);
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(changed.body.players.find((p) => p.userId === guest.account.userId)?.isReady).toBe(true);

    // HEAD answers as GET does, without the body.
    const head = await fetch(`${server.baseUrl}/api/multiplayer/lobby/${code}`, {
      method: 'HEAD',
      headers: host.account.agent.cookieHeaderFor(server.baseUrl),
    });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    expect(head.headers.get('etag')).toBe(changed.headers.get('etag'));
    // A client that ignores ETags (docs/product.md §9) gets the whole view on every poll.
    const plain = await poll<LobbyView>(host.account, `lobby/${code}`);
    expect(plain.status).toBe(200);
    expect(plain.body).toEqual(changed.body);
  });

  it('keeps a player who only gets 304s seated, while a silent one is dropped', async () => {
    const host = await SocketPlayer.create(server.baseUrl, await signIn(server.baseUrl, 'Seat Host'));
    sockets.push(host);
    const code = host.room.roomId;
    const poller = await signIn(server.baseUrl, 'Seat Poller');
    const silent = await signIn(server.baseUrl, 'Seat Silent');
    await new RestPlayer(server.baseUrl, poller).join(code);
    await new RestPlayer(server.baseUrl, silent).join(code);
    const etag = (await poll(poller, `lobby/${code}`)).headers.get('etag');

    // Past the silence limit for the silent player, not for the poller, whose last call was a 304 (had it not
    // counted, the poller's last call would be as old as the silent player's).
    clock.advance(REST_SILENCE_MS - 1000);
    expect((await poll(poller, `lobby/${code}`, etag)).status).toBe(304);
    clock.advance(2000);
    const afterTick = await host.waitFor((game) =>
      game.players.some((p) => p.userId === silent.userId && !p.isConnected),
    );
    expect(afterTick.players.find((p) => p.userId === poller.userId)?.isConnected).toBe(true);
    // The drop changed the view: the poller's tag no longer matches.
    expect((await poll(poller, `lobby/${code}`, etag)).status).toBe(200);
  });

  it('keeps who may read: a guest and a removed player refused whatever ETag they send, a stranger as before', async () => {
    const host = new RestPlayer(server.baseUrl, await signIn(server.baseUrl, 'Rule Host'));
    const removed = new RestPlayer(server.baseUrl, await signIn(server.baseUrl, 'Rule Removed'));
    const code = (await host.create()).body.lobby.lobbyCode;
    const seated = await removed.join(code);
    const playerId = seated.body.lobby.players.find((p) => p.userId === removed.account.userId)?.id;
    expect((await host.post('kick', { lobbyCode: code, playerId })).status).toBe(200);
    const etag = (await poll(host.account, `lobby/${code}`)).headers.get('etag');

    for (const view of ['lobby', 'game']) {
      const guest = await poll(null, `${view}/${code}`, etag);
      expect(guest.status).toBe(401);
      expect(guest.body).toMatchObject({ code: ERROR_CODES.unauthorized });
      expect(guest.headers.get('etag')).toBeNull();
      const kicked = await poll(removed.account, `${view}/${code}`, etag);
      expect(kicked.status).toBe(403);
      expect(kicked.body).toMatchObject({ code: ERROR_CODES.kickedFromLobby });
      expect(kicked.headers.get('etag')).toBeNull();
    }
    // A signed-in stranger reads the lobby as before (the route's rule is signed-in), and is not seated by it.
    const stranger = await signIn(server.baseUrl, 'Rule Stranger');
    const read = await poll<LobbyView>(stranger, `lobby/${code}`);
    expect(read.status).toBe(200);
    expect(read.body.players.map((p) => p.userId)).toEqual([host.account.userId]);
    expect((await poll(stranger, `lobby/${code}`, read.headers.get('etag'))).status).toBe(304);
    // A lobby that is not there is not 'unchanged', even to `*`.
    const missing = await poll(host.account, 'lobby/ZZZZZZ', '*');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: ERROR_CODES.lobbyNotFound });
  });

  it('counts the round down at each read on the room clock, its ETag with it; a socket joining mid-round hears the time left', async () => {
    const host = new RestPlayer(server.baseUrl, await signIn(server.baseUrl, 'Count Host'));
    const guest = new RestPlayer(server.baseUrl, await signIn(server.baseUrl, 'Count Guest'));
    const code = (await host.create()).body.lobby.lobbyCode;
    await guest.join(code);
    expect((await guest.post('ready', { lobbyCode: code, isReady: true })).status).toBe(200);
    expect((await host.post('start', { lobbyCode: code })).status).toBe(200);
    const watcher = new RestWatcher(server.baseUrl, code);
    expect((await watcher.watch()).status).toBe(200);

    const opened = await poll<MultiplayerGameView>(host.account, `game/${code}`);
    expect(opened.body).toMatchObject({
      gameStatus: 'playing',
      currentRound: 1,
      roundSeconds: 15,
      timeLeft: 15,
    });
    const etag = opened.headers.get('etag');
    expect((await poll(guest.account, `game/${code}`, etag)).status).toBe(304);

    // 5.5 s on the room's clock: 9.5 s left, shown as 10. Nothing else changed, but the view did.
    clock.advance(5500);
    const later = await poll<MultiplayerGameView>(host.account, `game/${code}`, etag);
    expect(later.status).toBe(200);
    expect(later.body).toEqual({ ...opened.body, timeLeft: 10 });
    const laterEtag = later.headers.get('etag');
    expect(laterEtag).not.toBe(etag);
    expect((await poll(guest.account, `game/${code}`, laterEtag)).status).toBe(304);
    // A polling watcher reads the same view at the same moment: the same tag.
    expect((await watcher.read({ 'if-none-match': laterEtag ?? '' })).status).toBe(304);

    const live = await SocketWatcher.watch(server.baseUrl, code);
    await live.until(() => live.roundClocks.length > 0, 'the round clock');
    expect(live.roundClocks).toEqual([{ round: 1, msLeft: 9500 }]);
    await live.leave();
  });
});
