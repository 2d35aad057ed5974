// A draining stop with two processes on the machine's Redis (docs/architecture.md, Deploying without ending a
// game): once the first process drains, every new lobby opened through the second opens on the second, over
// REST and over WebSocket, none refused, while the first process's game in play runs to its end. Where a room
// opened is read from the matchmaker's own room listing in Redis.
import { Redis } from 'ioredis';
import type { RunningChild } from '../../scripts/bench/child-server';
import { drainingMarkKey } from '../../game-server/src/server/room-placement';
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

/** Waits (a few ms at a time, up to 10 s) for a process to get somewhere. */
async function until(isDone: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await isDone())) {
    if (Date.now() > deadline) throw new Error(`never: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('a draining process among two on one Redis', () => {
  let processes: RedisProcesses;
  let first: RunningChild;
  let second: RunningChild;
  let redis: Redis;
  const sockets: SocketPlayer[] = [];

  beforeAll(async () => {
    processes = await startTwoProcessesOnRedis(
      { RATE_LIMIT_LOBBIES_PER_10_MIN: '1000', SHUTDOWN_DRAIN_SECONDS: '600' },
      'bluffle-redis-drain-',
    );
    ({ first, second } = processes);
    redis = new Redis(REDIS_URL);
  }, TWO_PROCESSES_START_MS);

  afterAll(async () => {
    await Promise.all(sockets.splice(0).map((player) => player.leave().catch(() => undefined)));
    await processes?.stop();
    redis?.disconnect();
  });

  async function listingOf(code: string) {
    return roomListingOf(redis, code);
  }

  it('opens every new lobby on the other process and lets the game in play finish', async () => {
    // Addressed as localhost, like PUBLIC_ADDRESS, so each process's cookie reaches the other.
    const firstUrl = first.url.replace('127.0.0.1', 'localhost');
    const secondUrl = second.url.replace('127.0.0.1', 'localhost');
    const firstAddress = new URL(firstUrl).host;

    // A game in play on the first process. The matchmaker opens each lobby on the process with the fewest
    // rooms, so lobbies are opened until one lands there.
    let host: SocketPlayer | undefined;
    for (const name of ['Opener Ann', 'Opener Bea', 'Opener Cid', 'Opener Dee', 'Opener Eve', 'Opener Fay']) {
      const opener = await SocketPlayer.create(firstUrl, await signIn(firstUrl, name));
      sockets.push(opener);
      if ((await listingOf(opener.room.roomId)).publicAddress === firstAddress) {
        host = opener;
        break;
      }
    }
    if (host === undefined) throw new Error('no lobby opened on the first process');
    const code = host.room.roomId;
    const drainingProcessId = (await listingOf(code)).processId;
    const guest = await SocketPlayer.join(firstUrl, await signIn(firstUrl, 'Drain Guest'), code);
    sockets.push(guest);
    guest.room.send('ready', { isReady: true });
    await host.waitFor((game) => game.players.every((player) => player.isHost || player.isReady));
    host.room.send('start');
    await host.waitFor((game) => game.gameStatus === 'playing' && game.currentRound === 1);

    // SIGTERM: the first process drains (it exits once its game is over).
    const firstExited = first.stop();
    await until(async () => (await rest(firstUrl, '/ready')).status === 503, 'the first process drains');
    await until(
      async () => (await redis.exists(drainingMarkKey(drainingProcessId))) === 1,
      'the first process is marked draining',
    );

    // New lobbies through the second process, over REST and over WebSocket: each opens there.
    const places: string[] = [];
    for (const name of ['Rest Gil', 'Rest Hal', 'Rest Ivy']) {
      const created = await new RestPlayer(secondUrl, await signIn(secondUrl, name)).create();
      expect(created.status).toBe(201);
      places.push((await listingOf(created.body.lobby.lobbyCode)).processId);
    }
    for (const name of ['Socket Jo', 'Socket Kim', 'Socket Lou']) {
      const opener = await SocketPlayer.create(secondUrl, await signIn(secondUrl, name));
      sockets.push(opener);
      places.push((await listingOf(opener.room.roomId)).processId);
    }
    expect(places).toHaveLength(6);
    expect(places).not.toContain(drainingProcessId);

    // The game on the draining process plays on to its end.
    for (let round = 1; round <= 5; round += 1) {
      const playing = await host.waitFor(
        (game) => game.gameStatus === 'playing' && game.currentRound === round,
      );
      const truth = truthOf(playing.currentWord!);
      host.room.send('answer', { roundNumber: round, answer: truth.isReal });
      guest.room.send('answer', { roundNumber: round, answer: !truth.isReal });
      await host.waitFor((game) => game.gameStatus !== 'playing' && game.currentRound === round);
    }
    const finished = await host.waitFor((game) => game.gameStatus === 'finished');
    expect(finished.standings?.map((line) => [line.playerName, line.rank])).toEqual([
      [host.account.name, 1],
      ['Drain Guest', 2],
    ]);
    await Promise.all([host.leave(), guest.leave()]);
    await firstExited;
  }, 90_000);
});
