// The room's clock decides: a round nobody answers ends when its time is up (plus the network allowance),
// and a REST player who stops polling, or a player who leaves during a game, is shown as dropped, then loses
// the seat after the reconnection window.
import { NETWORK_ALLOWANCE_MS } from '@bluffle/shared-schema';
import { RestPlayer, SocketPlayer, signIn } from '../support/lobby-players';
import { startTestServer, type TestServer } from '../support/test-server';

const ROUND_SECONDS = 1;
const REST_SILENCE_MS = 400;
const RECONNECT_SECONDS = 2;

describe('the lobby clock', () => {
  let server: TestServer;
  const sockets: SocketPlayer[] = [];

  beforeAll(async () => {
    server = await startTestServer({
      lobbyTimings: {
        roundSeconds: ROUND_SECONDS,
        resultsMs: 100,
        tickMs: 50,
        restSilenceMs: REST_SILENCE_MS,
        reconnectSeconds: RECONNECT_SECONDS,
      },
    });
  });
  afterEach(async () => {
    await Promise.all(sockets.splice(0).map((player) => player.leave()));
  });
  afterAll(() => server.close());

  /** A WebSocket host and a ready WebSocket guest with these names, their game started: round 1 in play. */
  async function startedLobby(hostName: string, guestName: string) {
    const host = await SocketPlayer.create(server.baseUrl, await signIn(server.baseUrl, hostName));
    sockets.push(host);
    const guest = await SocketPlayer.join(
      server.baseUrl,
      await signIn(server.baseUrl, guestName),
      host.room.roomId,
    );
    sockets.push(guest);
    guest.room.send('ready', { isReady: true });
    await host.waitFor((game) => game.players.every((p) => p.isHost || p.isReady));
    host.room.send('start');
    const playing = await host.waitFor((game) => game.gameStatus === 'playing');
    return { host, guest, playing };
  }

  it('ends a round nobody answers when its time is up, as a timeout for everyone', async () => {
    const { host } = await startedLobby('Clock Host', 'Clock Guest');

    const results = await host.waitFor((game) => game.gameStatus === 'round-results', 5000);
    const tookMs = Date.now() - results.roundStartTime;
    expect(tookMs).toBeGreaterThanOrEqual(ROUND_SECONDS * 1000 + NETWORK_ALLOWANCE_MS);
    // Nobody answered (answerTime stays 0); a timeout costs the whole round in the standings' tie-break.
    expect(
      results.players.map((p) => [p.isCorrect, p.currentScore, p.answerTime, p.totalAnswerTime]),
    ).toEqual([
      [false, 0, 0, ROUND_SECONDS * 1000],
      [false, 0, 0, ROUND_SECONDS * 1000],
    ]);
    // A late answer to the round is refused.
    host.room.send('answer', { roundNumber: 1, answer: true });
    expect((await host.nextError()).code).toBe('round-over');
  });

  it('shows a silent REST player as dropped, keeps the seat for the window, then frees it', async () => {
    const host = await SocketPlayer.create(server.baseUrl, await signIn(server.baseUrl, 'Silence Host'));
    sockets.push(host);
    const poller = new RestPlayer(server.baseUrl, await signIn(server.baseUrl, 'Silent Poller'));
    await poller.join(host.room.roomId);
    const isPoller = (p: { userId: string }) => p.userId === poller.account.userId;

    const dropped = await host.waitFor((game) => game.players.some((p) => isPoller(p) && !p.isConnected));
    expect(dropped.players).toHaveLength(2);
    // A poll within the window brings the seat back.
    expect((await poller.game(host.room.roomId)).status).toBe(200);
    await host.waitFor((game) => game.players.every((p) => p.isConnected));

    const freed = await host.waitFor((game) => game.players.length === 1, 5000);
    expect(freed.players.some(isPoller)).toBe(false);
  });

  it('frees a dropped WebSocket player seat once the reconnection window has passed', async () => {
    const host = await SocketPlayer.create(server.baseUrl, await signIn(server.baseUrl, 'Window Host'));
    sockets.push(host);
    const guest = await SocketPlayer.join(
      server.baseUrl,
      await signIn(server.baseUrl, 'Gone Guest'),
      host.room.roomId,
    );
    guest.room.reconnection.enabled = false;
    const token = guest.room.reconnectionToken;
    guest.room.connection.close(4999, 'network gone');
    await host.waitFor((game) => game.players.some((p) => !p.isConnected));
    const freed = await host.waitFor((game) => game.players.length === 1, 5000);
    expect(freed.players[0]?.userId).toBe(host.account.userId);
    // Too late to come back with the old connection's token.
    await expect(SocketPlayer.reconnect(server.baseUrl, guest.account, token)).rejects.toThrow();
  });

  it('frees the seat of a player who left during a game once the reconnection window has passed', async () => {
    const { host, guest } = await startedLobby('Stay Host', 'Gone For Good');

    // A consented close without the leave message counts as leaving too.
    await guest.leave();
    await host.waitFor((game) => game.players.some((p) => !p.isConnected));
    const freed = await host.waitFor((game) => game.players.length === 1, 5000);
    expect(freed.players[0]?.userId).toBe(host.account.userId);
  });
});

// Rounds and results end on timers of their own (the rules' wake-at), and a seat's connection goes
// out at once, so none of it waits for the room's slow beat. Here the beat is a minute: it never comes.
describe('the lobby clock without its beat', () => {
  let server: TestServer;
  const sockets: SocketPlayer[] = [];

  beforeAll(async () => {
    server = await startTestServer({
      lobbyTimings: { roundSeconds: ROUND_SECONDS, resultsMs: 100, tickMs: 60_000 },
    });
  });
  afterAll(async () => {
    await Promise.all(sockets.splice(0).map((player) => player.leave()));
    await server.close();
  });

  it('shows a new player at once, ends a silent round at its deadline and opens the next after the results', async () => {
    const host = await SocketPlayer.create(server.baseUrl, await signIn(server.baseUrl, 'Beatless Host'));
    sockets.push(host);
    const guest = await SocketPlayer.join(
      server.baseUrl,
      await signIn(server.baseUrl, 'Beatless Guest'),
      host.room.roomId,
    );
    sockets.push(guest);
    await host.waitFor((game) => game.players.length === 2, 2000);
    guest.room.send('ready', { isReady: true });
    await host.waitFor((game) => game.players.every((p) => p.isHost || p.isReady), 2000);
    host.room.send('start');
    await host.waitFor((game) => game.gameStatus === 'playing');

    const results = await host.waitFor((game) => game.gameStatus === 'round-results', 5000);
    const endedAfterMs = Date.now() - results.roundStartTime;
    expect(endedAfterMs).toBeGreaterThanOrEqual(ROUND_SECONDS * 1000 + NETWORK_ALLOWANCE_MS);
    expect(endedAfterMs).toBeLessThan(ROUND_SECONDS * 1000 + NETWORK_ALLOWANCE_MS + 1000);
    expect((await host.waitFor((game) => game.currentRound === 2, 2000)).gameStatus).toBe('playing');
  });
});
