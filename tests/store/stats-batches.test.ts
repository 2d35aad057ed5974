// The stats recorder saves the games completed within one turn of the event loop in one store write (issue
// 21: a thousand lobbies ending in the same second), and still loses no game: a conflict is read and applied
// again, a failed write is reported to every game it held. Run against every driver available.
import { createSeededRandom } from '@bluffle/shared-schema';
import type { StoredWord } from '../../game-server/src/domain/word';
import { createLogger } from '../../game-server/src/logging/logger';
import { createStatsRecorder } from '../../game-server/src/services/player-stats';
import type { PlayerStatsRecord } from '../../game-server/src/domain/player-stats';
import type { Store } from '../../game-server/src/store/port';
import { ManualClock } from '../support/manual-clock';
import { availableDrivers } from './contract/drivers';
import { manyWords, newStats, wonGame } from './contract/fixtures';

/** The stats of each saveMany call, in order, as the store was asked to save them. */
function recordSaveCalls(store: Store): PlayerStatsRecord[][] {
  const calls: PlayerStatsRecord[][] = [];
  const saveMany = store.playerStats.saveMany.bind(store.playerStats);
  store.playerStats.saveMany = (stats) => {
    calls.push(stats);
    return saveMany(stats);
  };
  return calls;
}

describe.each(availableDrivers())('stats saved in batches: $label driver', (driver) => {
  let store: Store;
  let words: StoredWord[];
  let dispose: () => Promise<void>;
  let recordStats: ReturnType<typeof createStatsRecorder>;

  beforeEach(async () => {
    const data = driver.fresh();
    store = await data.open();
    dispose = async () => {
      await store.close();
      await data.dispose();
    };
    words = (await store.words.createMany(manyWords(10))).created;
    recordStats = createStatsRecorder({
      store,
      clock: new ManualClock(Date.UTC(2025, 2, 1)),
      random: createSeededRandom(1),
      logger: createLogger('silent'),
    });
  });
  afterEach(() => dispose());
  afterAll(() => driver.cleanup());

  it('saves the games completed in one turn in one store write, each player once', async () => {
    const saveCalls = recordSaveCalls(store);

    await Promise.all([
      recordStats(wonGame('google:1001', words.slice(0, 5))),
      recordStats(wonGame('google:1002', words.slice(0, 5))),
      recordStats(wonGame('google:1001', words.slice(5))),
      recordStats({ ...wonGame('google:1003', words.slice(5)), userId: null }),
    ]);

    expect(saveCalls.map((stats) => stats.map(({ userId }) => userId))).toEqual([
      ['google:1001', 'google:1002'],
    ]);
    expect(await store.playerStats.findByUserId('google:1001')).toMatchObject({
      totalGamesPlayed: 2,
      totalWordsPlayed: 10,
      totalScore: 10,
      version: 1,
    });
    expect(await store.playerStats.findByUserId('google:1002')).toMatchObject({
      totalGamesPlayed: 1,
      totalWordsPlayed: 5,
      version: 1,
    });
    expect(await store.playerStats.findByUserId('google:1003')).toBeNull();
  });

  it('saves a burst of games in slices of at most forty, each game counted once', async () => {
    const saveCalls = recordSaveCalls(store);
    const players = Array.from({ length: 250 }, (_, index) => `google:${2000 + index}`);

    await Promise.all(players.map((userId) => recordStats(wonGame(userId, words.slice(0, 5)))));

    expect(saveCalls.map((stats) => stats.length)).toEqual([40, 40, 40, 40, 40, 40, 10]);
    expect(saveCalls.flat().map(({ userId }) => userId)).toEqual(players);
    expect(await store.playerStats.findByUserId('google:2249')).toMatchObject({
      totalGamesPlayed: 1,
      version: 1,
    });
  });

  it('saves a game completed while a batch is being written in the next one', async () => {
    const saveCalls = recordSaveCalls(store);
    const first = recordStats(wonGame('google:1001', words.slice(0, 5)));
    // Completed after this turn, once the first batch is on its way.
    const second = new Promise<void>((resolve, reject) =>
      setImmediate(() => recordStats(wonGame('google:1001', words.slice(5))).then(resolve, reject)),
    );

    await Promise.all([first, second]);

    expect(saveCalls).toHaveLength(2);
    expect(await store.playerStats.findByUserId('google:1001')).toMatchObject({
      totalGamesPlayed: 2,
      version: 2,
    });
  });

  it("reads again and applies a player's games when another process saved their stats in between", async () => {
    // Another process saves google:1001's stats between this batch's read and its write.
    const saveMany = store.playerStats.saveMany.bind(store.playerStats);
    let isFirstWrite = true;
    store.playerStats.saveMany = async (stats) => {
      if (isFirstWrite) {
        isFirstWrite = false;
        await store.playerStats.save(newStats({ userId: 'google:1001', totalGamesPlayed: 3 }));
      }
      return saveMany(stats);
    };

    await Promise.all([
      recordStats(wonGame('google:1001', words.slice(0, 5))),
      recordStats(wonGame('google:1002', words.slice(0, 5))),
    ]);

    expect(await store.playerStats.findByUserId('google:1001')).toMatchObject({
      totalGamesPlayed: 4,
      version: 2,
    });
    expect(await store.playerStats.findByUserId('google:1002')).toMatchObject({
      totalGamesPlayed: 1,
      version: 1,
    });
  });

  it('reports a failed write to every game of its batch, and saves the next batch', async () => {
    const saveMany = store.playerStats.saveMany.bind(store.playerStats);
    store.playerStats.saveMany = async () => {
      store.playerStats.saveMany = saveMany;
      throw new Error('disk full');
    };

    const failed = await Promise.allSettled([
      recordStats(wonGame('google:1001', words.slice(0, 5))),
      recordStats(wonGame('google:1002', words.slice(0, 5))),
    ]);
    expect(failed.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(await store.playerStats.findByUserId('google:1001')).toBeNull();

    await recordStats(wonGame('google:1001', words.slice(5)));
    expect(await store.playerStats.findByUserId('google:1001')).toMatchObject({
      totalGamesPlayed: 1,
      version: 1,
    });
  });

  it('tells when every game recorded so far is written, so a shutdown can wait before closing the store', async () => {
    await recordStats.whenSaved();
    // Recorded without awaiting, as a room's game end is, and a burst that takes more than one batch.
    const recorded = Array.from({ length: 150 }, (_, index) =>
      recordStats(wonGame(`google:${3000 + index}`, words.slice(0, 5))),
    );
    const settled = Promise.allSettled(recorded);

    await recordStats.whenSaved();

    expect(await store.playerStats.findByUserId('google:3000')).toMatchObject({ totalGamesPlayed: 1 });
    expect(await store.playerStats.findByUserId('google:3149')).toMatchObject({ totalGamesPlayed: 1 });
    expect((await settled).every((result) => result.status === 'fulfilled')).toBe(true);
  });
});
