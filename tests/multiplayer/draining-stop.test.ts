// A draining stop, as SIGTERM starts it (game-server/src/server/shutdown-signals.ts): /ready answers 503 at
// once; new lobbies, joins and games are refused with `server-draining` and Retry-After; a lobby with no game in
// play closes and tells its players the server restarts; a game in play runs to its end with its scores, its
// lobby stays open while its players read the final standings (until they leave or the linger passes), and only
// then does the process exit, having written its stats. The limit, read on the server's manual
// clock, and a second SIGTERM each cut the drain short. Nothing sleeps through the time under test: the clock
// moves by hand, and the waits below are only for the server to get somewhere.
import {
  ERROR_CODES,
  ERROR_MESSAGES,
  LOBBY_SERVER_MESSAGE_TYPES,
  type MultiplayerGameView,
} from '@bluffle/shared-schema';
import { Writable } from 'node:stream';
import pino from 'pino';
import { createLogger } from '../../game-server/src/logging/logger';
import { FINISHED_GAME_LINGER_MS } from '../../game-server/src/multiplayer/lobby-drain';
import { onShutdownSignal } from '../../game-server/src/server/shutdown-signals';
import { createStore } from '../../game-server/src/store/create-store';
import { RestPlayer, SocketPlayer, signIn } from '../support/lobby-players';
import { ManualClock } from '../support/manual-clock';
import { rest } from '../support/rest-client';
import { startTestServer, type TestServer } from '../support/test-server';

const RESULTS_MS = 100;
const DRAIN_CHECK_MS = 20;
const ROUND_SECONDS = 15;
/** Colyseus's close code for a room its server shut (CloseCode.SERVER_SHUTDOWN). */
const SERVER_SHUTDOWN_CLOSE = 4001;
const silent = createLogger('silent');

/** Waits (a few ms at a time, up to 5 s) for the server to get somewhere: never for the time under test. */
async function until(isDone: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!isDone()) {
    if (Date.now() > deadline) throw new Error(`never: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/**
 * Lets a few of the drain's checks pass (real time, DRAIN_CHECK_MS each), to show something does not happen on
 * them; the time under test (the linger, the limit) is on the manual clock, which stands still meanwhile.
 */
function afterDrainChecks(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, DRAIN_CHECK_MS * 5));
}

interface LogLine {
  level: number;
  msg: string;
  err?: unknown;
}
const WARN = 40;

/** Resolves with the close code once the room's connection closes. */
function closeCodeOf(player: SocketPlayer): Promise<number> {
  return new Promise((resolve) => player.room.onLeave((code: number) => resolve(code)));
}

describe('a draining stop', () => {
  let clock: ManualClock;
  let server: TestServer;
  let lines: LogLine[];
  const sockets: SocketPlayer[] = [];

  beforeEach(async () => {
    clock = new ManualClock();
    lines = [];
    const capture = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const text of chunk.toString('utf8').split('\n')) if (text) lines.push(JSON.parse(text));
        done();
      },
    });
    server = await startTestServer({
      clock,
      env: { AUTH_RATE_LIMIT: '1000', SHUTDOWN_DRAIN_SECONDS: '600' },
      lobbyTimings: { roundSeconds: ROUND_SECONDS, resultsMs: RESULTS_MS, tickMs: 20 },
      drainCheckMs: DRAIN_CHECK_MS,
      logger: pino({ level: 'info' }, capture),
    });
  });
  afterEach(async () => {
    await Promise.all(sockets.splice(0).map((player) => player.leave()));
    await server.close();
  });

  /** A WebSocket host and guest whose game is on: round 1 in play. */
  async function gameInPlay(name: string) {
    const host = await SocketPlayer.create(server.baseUrl, await signIn(server.baseUrl, `${name} Host`));
    const guest = await SocketPlayer.join(
      server.baseUrl,
      await signIn(server.baseUrl, `${name} Guest`),
      host.room.roomId,
    );
    sockets.push(host, guest);
    guest.room.send('ready', { isReady: true });
    await host.waitFor((game) => game.players.every((p) => p.isHost || p.isReady));
    host.room.send('start');
    await host.waitFor((game) => game.gameStatus === 'playing' && game.currentRound === 1);
    return { host, guest };
  }

  /** Every round answered by both (the host REAL, the guest FAKE), each results pause moved past by hand. */
  async function playToTheEnd(host: SocketPlayer, guest: SocketPlayer): Promise<MultiplayerGameView> {
    for (let round = 1; round <= 5; round += 1) {
      await host.waitFor((game) => game.gameStatus === 'playing' && game.currentRound === round);
      host.room.send('answer', { roundNumber: round, answer: true });
      guest.room.send('answer', { roundNumber: round, answer: false });
      await host.waitFor((game) => game.gameStatus !== 'playing' && game.currentRound === round);
      clock.advance(RESULTS_MS + 1);
    }
    return host.waitFor((game) => game.gameStatus === 'finished');
  }

  it('refuses what is new, closes a gathering lobby, lets the game in play finish, then exits', async () => {
    const { baseUrl } = server;
    const { host, guest } = await gameInPlay('Playing');
    const gatheringHost = await SocketPlayer.create(baseUrl, await signIn(baseUrl, 'Gathering Host'));
    sockets.push(gatheringHost);
    const gatheringCode = gatheringHost.room.roomId;
    const gatheringClosed = closeCodeOf(gatheringHost);
    const poller = new RestPlayer(baseUrl, await signIn(baseUrl, 'Gathering Poller'));
    expect((await poller.join(gatheringCode)).status).toBe(200);
    const newcomer = new RestPlayer(baseUrl, await signIn(baseUrl, 'Newcomer'));
    const exits: number[] = [];
    const onSignal = onShutdownSignal(server.gameServer, (code) => exits.push(code), silent);

    onSignal('SIGTERM');

    // A balancer stops sending at once.
    expect((await rest(baseUrl, '/ready')).status).toBe(503);
    // No new lobby, over REST or matchmaking, and no join: a clear code and when to ask again.
    const created = await newcomer.create();
    expect(created.status).toBe(503);
    expect(created.body).toEqual({ error: ERROR_MESSAGES.serverDraining, code: ERROR_CODES.serverDraining });
    expect(created.headers.get('retry-after')).toBe('10');
    const joined = await newcomer.join(host.room.roomId);
    expect(joined.status).toBe(503);
    expect(joined.body).toMatchObject({ code: ERROR_CODES.serverDraining });
    expect(joined.headers.get('retry-after')).toBe('10');
    for (const path of ['/matchmake/create/lobby', `/matchmake/joinById/${host.room.roomId}`]) {
      const matchmade = await rest<{ code: string }>(baseUrl, path, {
        method: 'POST',
        headers: newcomer.account.agent.cookieHeaderFor(baseUrl),
        body: {},
      });
      expect([matchmade.status, matchmade.body.code]).toEqual([503, ERROR_CODES.serverDraining]);
      expect(matchmade.headers.get('retry-after')).toBe('10');
    }
    await expect(SocketPlayer.create(baseUrl, newcomer.account)).rejects.toMatchObject({ code: 503 });

    // The gathering lobby closed: its socket heard why, and its poller hears it too.
    expect(await gatheringClosed).toBe(SERVER_SHUTDOWN_CLOSE);
    expect(gatheringHost.notices).toContainEqual({
      type: LOBBY_SERVER_MESSAGE_TYPES.serverRestarting,
      message: { message: ERROR_MESSAGES.lobbyClosedForRestart },
    });
    const polled = await poller.game(gatheringCode);
    expect([polled.status, polled.body]).toEqual([
      503,
      { error: ERROR_MESSAGES.lobbyClosedForRestart, code: ERROR_CODES.serverDraining },
    ]);
    // Solo games are REST and go on while the process drains.
    const solo = await rest(baseUrl, '/api/sessions/create', {
      body: { playerName: 'Solo', totalRounds: 5 },
    });
    expect(solo.status).toBe(201);

    // The game in play runs to its end; its players then read the final standings while the room lingers.
    expect(exits).toEqual([]);
    const hostClosed = closeCodeOf(host);
    const finished = await playToTheEnd(host, guest);
    expect(finished.standings?.map((line) => line.score)).toEqual([expect.any(Number), expect.any(Number)]);
    await afterDrainChecks();
    expect(exits).toEqual([]);
    expect(host.room.connection.isOpen).toBe(true);
    expect(host.notices.map((notice) => notice.type)).not.toContain(
      LOBBY_SERVER_MESSAGE_TYPES.serverRestarting,
    );
    expect(host.game.gameStatus).toBe('finished');

    // Once the linger has passed on the server's clock, the room says why it closes, and the process stops.
    clock.advance(FINISHED_GAME_LINGER_MS);
    await until(() => exits.length > 0, 'the process exits');
    expect(exits).toEqual([0]);
    expect(await hostClosed).toBe(SERVER_SHUTDOWN_CLOSE);
    expect(host.notices).toContainEqual({
      type: LOBBY_SERVER_MESSAGE_TYPES.serverRestarting,
      message: { message: ERROR_MESSAGES.lobbyClosedForRestart },
    });

    // The finished game's stats were written before the store closed.
    const store = await createStore({ dataDir: server.dataDir });
    try {
      const hostStats = await store.playerStats.findByUserId(host.account.userId);
      const guestStats = await store.playerStats.findByUserId(guest.account.userId);
      const finalScores = finished.players.map((player) => player.currentScore);
      expect([hostStats?.totalGamesPlayed, guestStats?.totalGamesPlayed]).toEqual([1, 1]);
      expect([hostStats?.totalScore, guestStats?.totalScore]).toEqual(finalScores);
    } finally {
      await store.close();
    }
  });

  it('stops as soon as the players of the last game leave its final standings, before the linger ends', async () => {
    const { host, guest } = await gameInPlay('Leaving');
    const exits: number[] = [];
    onShutdownSignal(server.gameServer, (code) => exits.push(code), silent)('SIGTERM');
    await playToTheEnd(host, guest);
    await afterDrainChecks();
    expect(exits).toEqual([]);

    await Promise.all([host.leave(), guest.leave()]);
    await until(() => exits.length > 0, 'the process exits once its players have left');
    expect(exits).toEqual([0]);
  });

  it('logs the drain once, with no stack, however often a balancer probes /ready', async () => {
    // A game in play holds the drain open while the balancer probes.
    await gameInPlay('Probed');
    const before = lines.length;
    onShutdownSignal(server.gameServer, () => undefined, silent)('SIGTERM');
    for (let probe = 0; probe < 3; probe += 1) {
      expect((await rest(server.baseUrl, '/ready')).status).toBe(503);
    }
    const sinceSignal = lines.slice(before);
    expect(sinceSignal.filter((line) => line.level >= WARN)).toEqual([]);
    const started = sinceSignal.filter((line) => line.msg.startsWith('draining: /ready answers 503'));
    expect(started).toHaveLength(1);
    expect(started[0]).not.toHaveProperty('err');
  });

  it('stops at the limit, on the server clock, with the game still in play', async () => {
    const { host } = await gameInPlay('Limit');
    const hostClosed = closeCodeOf(host);
    const exits: number[] = [];
    onShutdownSignal(server.gameServer, (code) => exits.push(code), silent)('SIGTERM');
    expect((await rest(server.baseUrl, '/ready')).status).toBe(503);
    expect(exits).toEqual([]);

    // The limit (600 s) passes with the game still on (a round ends, the next opens, nobody answers).
    clock.advance(600_000);
    await until(() => exits.length > 0, 'the process exits at the limit');
    expect(exits).toEqual([0]);
    expect(await hostClosed).toBe(SERVER_SHUTDOWN_CLOSE);
    expect(host.game.gameStatus).not.toBe('finished');
  });

  it('stops at once on a second SIGTERM', async () => {
    const { host } = await gameInPlay('Twice');
    const hostClosed = closeCodeOf(host);
    const exits: number[] = [];
    const onSignal = onShutdownSignal(server.gameServer, (code) => exits.push(code), silent);
    onSignal('SIGTERM');
    expect((await rest(server.baseUrl, '/ready')).status).toBe(503);

    onSignal('SIGTERM');
    await until(() => exits.length > 0, 'the process exits');
    expect(exits).toEqual([0]);
    expect(await hostClosed).toBe(SERVER_SHUTDOWN_CLOSE);
    expect(host.game.gameStatus).toBe('playing');
  });
});
