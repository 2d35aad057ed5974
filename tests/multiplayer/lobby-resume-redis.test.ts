// A lobby survives its process on Redis (docs/architecture.md, How a lobby survives its process): two processes
// share one Redis; the one holding a lobby in the middle of a round is killed (kill -9, no chance to clean up).
// Once its presence lapses the other claims the lobby and opens it again under the same code, from its last
// save: same seats, scores and round; the REST players' next polls on the live process find it and play on, and
// an answer given before the kill counts once. The processes run on real time: the waits below are for them.
import { Redis } from 'ioredis';
import type { MultiplayerGameView } from '@bluffle/shared-schema';
import type { RunningChild } from '../../scripts/bench/child-server';
import { truthOf } from '../support/fixture-words';
import { RestPlayer, signIn } from '../support/lobby-players';
import {
  REDIS_URL,
  roomListingOf,
  startTwoProcessesOnRedis,
  TWO_PROCESSES_START_MS,
  type RedisProcesses,
} from '../support/redis-processes';

const scoresOf = (game: MultiplayerGameView) =>
  game.players.map((player) => [player.userId, player.currentScore]);

describe('a lobby whose process is killed, on two processes sharing Redis', () => {
  let processes: RedisProcesses;
  let redis: Redis;

  beforeAll(async () => {
    // A short drain, so stopping the survivor with a game in play does not wait for it.
    processes = await startTwoProcessesOnRedis({ SHUTDOWN_DRAIN_SECONDS: '1' }, 'bluffle-redis-resume-');
    redis = new Redis(REDIS_URL);
  }, TWO_PROCESSES_START_MS);

  afterAll(async () => {
    await processes?.stop();
    // The run's saved lobbies go with it (a game left in play at the stop stays saved for a resume).
    const left = processes ? await redis.keys(`${processes.lobbySnapshotKeyPrefix}:*`) : [];
    if (left.length > 0) await redis.del(...left);
    redis?.disconnect();
  });

  async function holderOf(code: string): Promise<RunningChild> {
    const listing = await roomListingOf(redis, code);
    const { first, second } = processes;
    return new URL(first.url).port === listing.publicAddress.split(':')[1] ? first : second;
  }

  it('is resumed by the other process under the same code, and its REST players play on', async () => {
    const firstUrl = processes.first.url.replace('127.0.0.1', 'localhost');
    const host = new RestPlayer(firstUrl, await signIn(firstUrl, 'Killed Host'));
    const created = await host.create();
    expect(created.status).toBe(201);
    const code = created.body.lobby.lobbyCode;
    const poller = new RestPlayer(firstUrl, await signIn(firstUrl, 'Killed Poller'));
    expect((await poller.join(code)).status).toBe(200);
    expect((await poller.post('ready', { lobbyCode: code, isReady: true })).status).toBe(200);
    expect((await host.post('start', { lobbyCode: code })).status).toBe(200);

    // Round 1 judged (the host right, the poller wrong), then the poller answers round 2.
    const round1 = await host.waitFor(
      code,
      (game) => game.gameStatus === 'playing' && game.currentRound === 1,
    );
    const truth1 = truthOf(round1.currentWord!);
    expect(
      (await host.post('answer', { lobbyCode: code, roundNumber: 1, answer: truth1.isReal })).status,
    ).toBe(200);
    expect(
      (await poller.post('answer', { lobbyCode: code, roundNumber: 1, answer: !truth1.isReal })).status,
    ).toBe(200);
    const round2 = await host.waitFor(
      code,
      (game) => game.gameStatus === 'playing' && game.currentRound === 2,
    );
    const truth2 = truthOf(round2.currentWord!);
    expect(
      (await poller.post('answer', { lobbyCode: code, roundNumber: 2, answer: truth2.isReal })).status,
    ).toBe(200);
    const beforeKill = (await host.game(code)).body;

    // The holder dies without a word; the other process is the one left.
    const holder = await holderOf(code);
    const survivor = holder === processes.first ? processes.second : processes.first;
    await holder.kill();
    const killedAt = Date.now();
    const survivorUrl = survivor.url.replace('127.0.0.1', 'localhost');
    const hostThere = new RestPlayer(survivorUrl, await signIn(survivorUrl, 'Killed Host'));
    const pollerThere = new RestPlayer(survivorUrl, await signIn(survivorUrl, 'Killed Poller'));
    expect(hostThere.account.userId).toBe(host.account.userId);

    // The lobby is back within a few seconds of the kill (three missed heartbeats, then a claim). A poll made
    // while its process is dead, which the listing still names, waits for it and is answered from there.
    const firstPoll = await pollerThere.game(code);
    expect(firstPoll.status).toBe(200);
    const resumed = firstPoll.body;
    const gapMs = Date.now() - killedAt;
    expect(gapMs).toBeLessThan(10_000);
    expect(resumed.currentRound).toBe(2);
    expect(resumed.currentWord?.id).toBe(round2.currentWord?.id);
    expect(scoresOf(resumed)).toEqual(scoresOf(beforeKill));
    expect(resumed.players.map((player) => player.id)).toEqual(beforeKill.players.map((player) => player.id));
    expect(resumed.players.every((player) => player.isConnected)).toBe(true);
    expect(resumed.players.find((player) => player.userId === poller.account.userId)?.hasAnswered).toBe(true);
    expect(await holderOf(code)).toBe(survivor);

    // The poller's answer from before the kill counts once; the host answers round 2 now and it ends.
    expect(
      (await pollerThere.post('answer', { lobbyCode: code, roundNumber: 2, answer: truth2.isReal })).status,
    ).toBe(409);
    expect(
      (await hostThere.post('answer', { lobbyCode: code, roundNumber: 2, answer: !truth2.isReal })).status,
    ).toBe(200);
    const results = await hostThere.waitFor(code, (game) => game.gameStatus === 'round-results');
    const before = (userId: string) =>
      beforeKill.players.find((player) => player.userId === userId)?.currentScore ?? 0;
    const after = (userId: string) =>
      results.players.find((player) => player.userId === userId)?.currentScore;
    expect(after(host.account.userId)).toBe(before(host.account.userId));
    expect(after(poller.account.userId)).toBeGreaterThan(before(poller.account.userId));
    expect(after(poller.account.userId)).toBeLessThanOrEqual(before(poller.account.userId) + 3);
  }, 90_000);
});
