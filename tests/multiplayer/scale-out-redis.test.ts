// Scale-out (docs/design.md decision 7): two server processes on the machine's Redis share lobbies. A
// WebSocket player on one process and a REST player on the other play a whole game in the same room,
// wherever the matchmaker placed it, and both processes answer for it. The rate limits and an account's one
// lobby hold across them too, and a long poll made on one process is held by the room on the other. A process
// frozen past its presence wakes to find its lobby resumed on the other, and its stale room leaves the lobby
// listed there.
import { CloseCode } from '@colyseus/sdk';
import { Redis } from 'ioredis';
import type { RunningChild } from '../../scripts/bench/child-server';
import { truthOf } from '../support/fixture-words';
import { RestPlayer, SocketPlayer, signIn } from '../support/lobby-players';
import {
  REDIS_URL,
  roomListingOf,
  startTwoProcessesOnRedis,
  TWO_PROCESSES_START_MS,
  type RedisProcesses,
} from '../support/redis-processes';
import { rest } from '../support/rest-client';
import type { LobbyView } from '@bluffle/shared-schema';

describe('two processes on one Redis', () => {
  let processes: RedisProcesses;
  let first: RunningChild;
  let second: RunningChild;
  let host: SocketPlayer | undefined;

  beforeAll(async () => {
    processes = await startTwoProcessesOnRedis(
      // Small allowances: the test reaches them.
      { RATE_LIMIT_SESSIONS_PER_10_MIN: '2', RATE_LIMIT_LOBBIES_PER_10_MIN: '2' },
      'bluffle-redis-',
    );
    ({ first, second } = processes);
  }, TWO_PROCESSES_START_MS);

  afterAll(async () => {
    await host?.leave();
    await processes?.stop();
  });

  it('plays a whole game with a WebSocket player on one process and a REST player on the other', async () => {
    // Addressed as localhost, like PUBLIC_ADDRESS, so each process's cookie reaches the other.
    const firstUrl = first.url.replace('127.0.0.1', 'localhost');
    const secondUrl = second.url.replace('127.0.0.1', 'localhost');
    host = await SocketPlayer.create(firstUrl, await signIn(firstUrl, 'Redis Host'));
    const code = host.room.roomId;
    const poller = new RestPlayer(secondUrl, await signIn(secondUrl, 'Redis Poller'));
    const joined = await poller.join(code);
    expect(joined.status).toBe(200);
    expect(joined.body.lobby.players.map((player) => player.playerName)).toEqual([
      'Redis Host',
      'Redis Poller',
    ]);
    await host.waitFor((game) => game.players.length === 2);

    expect((await poller.post('ready', { lobbyCode: code, isReady: true })).status).toBe(200);
    await host.waitFor((game) => game.players.every((player) => player.isHost || player.isReady));
    host.room.send('start');
    for (let round = 1; round <= 5; round += 1) {
      const playing = await host.waitFor(
        (game) => game.gameStatus === 'playing' && game.currentRound === round,
      );
      const truth = truthOf(playing.currentWord!);
      host.room.send('answer', { roundNumber: round, answer: truth.isReal });
      expect(
        (await poller.post('answer', { lobbyCode: code, roundNumber: round, answer: !truth.isReal })).status,
      ).toBe(200);
      await host.waitFor((game) => game.gameStatus !== 'playing' && game.currentRound === round);
    }
    const finished = await host.waitFor((game) => game.gameStatus === 'finished');
    expect(finished.standings?.map((line) => [line.playerName, line.rank])).toEqual([
      ['Redis Host', 1],
      ['Redis Poller', 2],
    ]);
    // Either process answers for the room (the host's session cookie is for the first one's address).
    const onFirst = await new RestPlayer(firstUrl, host.account).game(code);
    const onSecond = await poller.game(code);
    expect(onFirst.status).toBe(200);
    expect(onFirst.body.standings).toEqual(onSecond.body.standings);
  }, 60_000);

  it('holds a long poll made on one process in the room on the other, past the 2 s of a plain room call', async () => {
    const firstUrl = first.url.replace('127.0.0.1', 'localhost');
    const secondUrl = second.url.replace('127.0.0.1', 'localhost');
    const opener = await SocketPlayer.create(firstUrl, await signIn(firstUrl, 'Redis Long Host'));
    try {
      const code = opener.room.roomId;
      const poller = new RestPlayer(secondUrl, await signIn(secondUrl, 'Redis Long Poller'));
      expect((await poller.join(code)).status).toBe(200);
      const headers = poller.account.agent.cookieHeaderFor(secondUrl);
      const lobbyPath = `/api/multiplayer/lobby/${code}`;
      const etag = (await rest(secondUrl, lobbyPath, { headers })).headers.get('etag') ?? '';

      // Real time here (the processes have their own clocks): a 3 s wait, longer than Colyseus's default
      // 2 s for a call to a room in another process, ends with nothing new. Asked on both processes at once,
      // since the matchmaker may have placed the room on either: one of the two is held across them.
      const hostHeaders = opener.account.agent.cookieHeaderFor(firstUrl);
      const startedAt = Date.now();
      const quiet = await Promise.all([
        rest(secondUrl, lobbyPath, { headers: { ...headers, 'if-none-match': etag, prefer: 'wait=3' } }),
        rest(firstUrl, lobbyPath, { headers: { ...hostHeaders, 'if-none-match': etag, prefer: 'wait=3' } }),
      ]);
      expect(quiet.map((answer) => answer.status)).toEqual([304, 304]);
      expect(quiet.map((answer) => answer.headers.get('preference-applied'))).toEqual(['wait=3', 'wait=3']);
      expect(Date.now() - startedAt).toBeGreaterThanOrEqual(2900);

      // The host's change over its socket answers the poll held for the second process.
      const held = rest<LobbyView>(secondUrl, lobbyPath, {
        headers: { ...headers, 'if-none-match': etag, prefer: 'wait=8' },
      });
      opener.room.send('set-round-time', { roundSeconds: 30 });
      const changed = await held;
      expect(changed.status).toBe(200);
      expect(changed.body.roundSeconds).toBe(30);
    } finally {
      await opener.leave();
    }
  });

  it("shares one client's allowance between the processes", async () => {
    const firstUrl = first.url.replace('127.0.0.1', 'localhost');
    const secondUrl = second.url.replace('127.0.0.1', 'localhost');
    // One account, signed in on each process (a cookie is per host and port here).
    const [onFirst, onSecond] = await Promise.all([
      signIn(firstUrl, 'Redis Counted'),
      signIn(secondUrl, 'Redis Counted'),
    ]);
    expect(onSecond.userId).toBe(onFirst.userId);
    const newGame = (baseUrl: string) =>
      rest(baseUrl, '/api/sessions/create', {
        body: { playerName: 'Counted' },
        headers: (baseUrl === firstUrl ? onFirst : onSecond).agent.cookieHeaderFor(baseUrl),
      });
    expect((await newGame(firstUrl)).status).toBe(201);
    expect((await newGame(secondUrl)).status).toBe(201);
    const refusedOnFirst = await newGame(firstUrl);
    expect(refusedOnFirst.status).toBe(429);
    expect(Number(refusedOnFirst.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await newGame(secondUrl)).status).toBe(429);
  });

  it('keeps one lobby per account and one allowance of new lobbies across the processes', async () => {
    const firstUrl = first.url.replace('127.0.0.1', 'localhost');
    const secondUrl = second.url.replace('127.0.0.1', 'localhost');
    const [signedInFirst, signedInSecond] = await Promise.all([
      signIn(firstUrl, 'Redis Piler'),
      signIn(secondUrl, 'Redis Piler'),
    ]);
    expect(signedInSecond.userId).toBe(signedInFirst.userId);
    const onFirst = await new RestPlayer(firstUrl, signedInFirst).create();
    expect(onFirst.status).toBe(201);
    const onSecond = await new RestPlayer(secondUrl, signedInSecond).create();
    expect(onSecond.status).toBe(201);
    // The lobby opened on the first process lost its only player and closed.
    const newcomer = new RestPlayer(secondUrl, await signIn(secondUrl, 'Redis Newcomer'));
    expect((await newcomer.join(onFirst.body.lobby.lobbyCode)).status).toBe(404);
    expect((await newcomer.join(onSecond.body.lobby.lobbyCode)).status).toBe(200);
    // Two lobbies were the whole allowance, on whichever process, over REST or WebSocket.
    expect((await new RestPlayer(firstUrl, signedInFirst).create()).status).toBe(429);
    await expect(SocketPlayer.create(secondUrl, signedInSecond)).rejects.toMatchObject({ code: 429 });
  });

  it('keeps a lobby listed where it was resumed when the process frozen past its presence wakes', async () => {
    const firstUrl = first.url.replace('127.0.0.1', 'localhost');
    const secondUrl = second.url.replace('127.0.0.1', 'localhost');
    const opener = await SocketPlayer.create(firstUrl, await signIn(firstUrl, 'Redis Frozen Host'));
    const redis = new Redis(REDIS_URL);
    try {
      const code = opener.room.roomId;
      const { processId: frozenId, publicAddress } = await roomListingOf(redis, code);
      const [frozen, awake] = publicAddress.endsWith(`:${new URL(first.url).port}`)
        ? [first, second]
        : [second, first];
      const awakeUrl = awake === first ? firstUrl : secondUrl;

      // Frozen for longer than a presence lives (real time: the processes keep their own clocks), the
      // other process resumes the lobby. On waking, with nothing new in the lobby to save (its only player a
      // socket that sends nothing), the frozen process finds at its next heartbeat that the lobby is taken: the
      // stale room closes, its host told to join again where the lobby now is, and the lobby stays listed there.
      const closed = new Promise<number>((resolve) => opener.room.onLeave(resolve));
      await frozen.freeze(5000);
      expect(await closed).toBe(CloseCode.SERVER_SHUTDOWN);
      const listing = await roomListingOf(redis, code);
      expect(listing.processId).not.toBe(frozenId);
      const joiner = new RestPlayer(awakeUrl, await signIn(awakeUrl, 'Redis Frozen Joiner'));
      expect((await joiner.join(code)).status).toBe(200);
    } finally {
      redis.disconnect();
      await opener.leave().catch(() => undefined);
    }
  }, 30_000);
});
