// Saving stats is atomic across processes: two games of one player completing at once
// on two server processes (two service instances, each with its own store connection to the same data)
// both count. Run against every driver available, like the store contract.
import { createSeededRandom } from '@bluffle/shared-schema';
import { createLogger } from '../../game-server/src/logging/logger';
import { createStatsRecorder } from '../../game-server/src/services/player-stats';
import type { Store } from '../../game-server/src/store/port';
import { ManualClock } from '../support/manual-clock';
import { availableDrivers } from './contract/drivers';
import { manyWords, wonGame } from './contract/fixtures';

/** A process: its own connection to the shared data, and its own services on it. */
function processOn(store: Store) {
  const deps = {
    store,
    clock: new ManualClock(Date.UTC(2025, 2, 1)),
    random: createSeededRandom(1),
    logger: createLogger('silent'),
  };
  return { store, recordStats: createStatsRecorder(deps) };
}

/** Each process's first read of the stats waits for the other's: both games really complete at once. */
function holdFirstReadsUntilBothRead(stores: Store[]): void {
  let waiting = stores.length;
  let release = () => {};
  const allRead = new Promise<void>((resolve) => (release = resolve));
  for (const store of stores) {
    const find = store.playerStats.findByUserId.bind(store.playerStats);
    let isFirstRead = true;
    store.playerStats.findByUserId = async (userId) => {
      const found = await find(userId);
      if (isFirstRead) {
        isFirstRead = false;
        waiting -= 1;
        if (waiting === 0) release();
        await allRead;
      }
      return found;
    };
  }
}

/** How many saves the version check refused, to prove the two saves raced. */
function countConflicts(stores: Store[]): () => number {
  let conflicts = 0;
  for (const store of stores) {
    const saveMany = store.playerStats.saveMany.bind(store.playerStats);
    store.playerStats.saveMany = async (stats) => {
      const outcomes = await saveMany(stats);
      conflicts += outcomes.filter((outcome) => !outcome.isSaved).length;
      return outcomes;
    };
  }
  return () => conflicts;
}

describe.each(availableDrivers())('player stats across processes: $label driver', (driver) => {
  afterAll(() => driver.cleanup());

  it('counts both of two games of one player completing at once on two processes', async () => {
    const data = driver.fresh();
    const [first, second] = [processOn(await data.open()), processOn(await data.open())];
    try {
      const { created } = await first.store.words.createMany(manyWords(10));
      const conflicts = countConflicts([first.store, second.store]);
      holdFirstReadsUntilBothRead([first.store, second.store]);

      await Promise.all([
        first.recordStats(wonGame('google:1001', created.slice(0, 5))),
        second.recordStats(wonGame('google:1001', created.slice(5))),
      ]);

      const stats = await second.store.playerStats.findByUserId('google:1001');
      expect(conflicts()).toBe(1);
      expect(stats).toMatchObject({
        totalGamesPlayed: 2,
        totalCorrectAnswers: 10,
        totalWordsPlayed: 10,
        totalScore: 10,
        averageTimePerAnswer: 3000,
        version: 2,
      });
    } finally {
      await first.store.close();
      await second.store.close();
      await data.dispose();
    }
  });
});
