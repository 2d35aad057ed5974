import {
  emptyPlayerStats,
  initialScore,
  withDerivedStats,
  type PlayerStats,
  type SessionSummary,
} from '@bluffle/shared-schema';
import { memoryStorage, type KeyValueStorage } from '../storage/key-value-storage';
import { applyServerStats, loadStatsFor, recordFinishedGame, statsStore } from './stats-store';
import { emptyLocalStats, statsKey, statsPersistStorage, STATS_STORE_VERSION } from './stats-storage';

// Review item: a signed-in player's games played offline are judged here and never reach the
// server, so loading the server's stats must not overwrite them.

function finishedGame(): Pick<SessionSummary, 'score' | 'answers'> {
  const score = { ...initialScore(), correct: 1, incorrect: 1, streak: 0, bestStreak: 1, totalScore: 1 };
  const answer = {
    wordId: 'w1',
    word: 'nimble',
    definition: 'Quick and light in movement.',
    usage: 'The nimble goat climbed the cliff.',
    explanation: '',
    correctAnswer: 'Quick and light in movement.',
    playerAnswer: true,
    followupAnswer: null,
    isFast: false,
    timeSpent: 5000,
    difficulty: 'easy' as const,
  };
  return {
    score,
    answers: [
      { ...answer, roundNumber: 1, isReal: true, isCorrect: true },
      { ...answer, roundNumber: 2, wordId: 'w2', isReal: false, isCorrect: false },
    ],
  };
}

const serverStats: PlayerStats = {
  ...emptyPlayerStats(),
  totalGamesPlayed: 4,
  totalCorrectAnswers: 12,
  totalScore: 30,
  experiencePoints: 300,
  level: 4,
};

describe('stats store', () => {
  beforeEach(() => loadStatsFor(null));

  it("keeps a signed-in player's offline games on top of the server's stats once they load", () => {
    loadStatsFor('local:ada-offline');
    recordFinishedGame(finishedGame(), 'offline');
    applyServerStats('local:ada-offline', serverStats);
    expect(statsStore.getState().stats).toMatchObject({
      totalGamesPlayed: 5,
      totalCorrectAnswers: 13,
      totalScore: 31,
      experiencePoints: 310,
    });
    // And after the next load of the server's stats, and a reload of the page, still.
    applyServerStats('local:ada-offline', serverStats);
    loadStatsFor('local:ada-offline');
    expect(statsStore.getState().stats.totalGamesPlayed).toBe(5);
  });

  it("lets the server's stats replace the server-judged games it already counted", () => {
    loadStatsFor('local:ada-online');
    recordFinishedGame(finishedGame(), 'server');
    expect(statsStore.getState().stats.totalGamesPlayed).toBe(1);
    applyServerStats('local:ada-online', serverStats);
    expect(statsStore.getState().stats.totalGamesPlayed).toBe(4);
  });

  it("ignores the server's stats of a user no longer on show", () => {
    loadStatsFor('local:ada-gone');
    recordFinishedGame(finishedGame(), 'offline');
    loadStatsFor(null);
    applyServerStats('local:ada-gone', serverStats);
    expect(statsStore.getState().stats.totalGamesPlayed).toBe(0);
  });
});

describe('stats kept by persist under each player’s key', () => {
  let storage: KeyValueStorage;
  beforeEach(() => {
    storage = memoryStorage();
    statsStore.persist.setOptions({ storage: statsPersistStorage(storage) });
    loadStatsFor(null);
  });

  const storedRecord = (userId: string | null) => JSON.parse(storage.getItem(statsKey(userId)) ?? 'null');

  it('starts a player who never played at zero, and writes nothing for them', () => {
    loadStatsFor('ada');
    expect(statsStore.getState().local).toEqual(emptyLocalStats());
    expect(storedRecord('ada')).toBeNull();
  });

  it('saves each finished game in the tally of its judge, as persist’s versioned record', () => {
    loadStatsFor('ada');
    recordFinishedGame(finishedGame(), 'server');
    recordFinishedGame(finishedGame(), 'offline');
    const { local, stats } = statsStore.getState();
    expect([local.serverJudged.totalGamesPlayed, local.offline.totalGamesPlayed]).toEqual([1, 1]);
    expect(stats).toMatchObject({ totalGamesPlayed: 2, totalCorrectAnswers: 2, realWordsPlayed: 2 });
    expect(storedRecord('ada')).toEqual({ state: local, version: STATS_STORE_VERSION });
    loadStatsFor(null);
    loadStatsFor('ada');
    expect(statsStore.getState().local).toEqual(local);
  });

  it('keeps other players untouched, and does not carry one player’s stats over to the next', () => {
    loadStatsFor('ada');
    recordFinishedGame(finishedGame(), 'offline');
    loadStatsFor('grace');
    expect(statsStore.getState()).toMatchObject({ userId: 'grace', local: emptyLocalStats() });
    expect(storedRecord('grace')).toBeNull();
  });

  it('adds to what another tab saved since this one read', () => {
    loadStatsFor('ada');
    recordFinishedGame(finishedGame(), 'offline');
    const otherTab = storedRecord('ada');
    otherTab.state.offline.totalGamesPlayed = 5;
    storage.setItem(statsKey('ada'), JSON.stringify(otherTab));
    recordFinishedGame(finishedGame(), 'offline');
    expect(statsStore.getState().local.offline.totalGamesPlayed).toBe(6);
  });

  it('migrates a version-1 record (the spec’s client’s bare stats) and saves it in the new shape', () => {
    storage.setItem(statsKey(null), JSON.stringify({ totalGames: 3, bestScore: 10, xp: 120 }));
    loadStatsFor(null);
    expect(statsStore.getState().stats).toMatchObject({
      totalGamesPlayed: 3,
      bestScore: 10,
      experiencePoints: 120,
      realWordsPlayed: 0,
    });
    expect(storedRecord(null)).toEqual({ state: statsStore.getState().local, version: STATS_STORE_VERSION });
  });

  it('migrates a version-2 record from its stats field', () => {
    storage.setItem(
      statsKey('ada'),
      JSON.stringify({ version: 2, stats: { totalGames: 7, totalIncorrect: 5 } }),
    );
    loadStatsFor('ada');
    expect(statsStore.getState().local.serverJudged).toMatchObject({
      totalGamesPlayed: 7,
      totalIncorrectAnswers: 5,
    });
    expect(statsStore.getState().local.offline).toEqual(emptyPlayerStats());
  });

  it('migrates a version-3 record with both tallies, and then plays on from it', () => {
    const serverJudged = withDerivedStats({ ...emptyPlayerStats(), totalGamesPlayed: 7, totalScore: 21 });
    const offline = withDerivedStats({ ...emptyPlayerStats(), totalGamesPlayed: 1, totalScore: 4 });
    storage.setItem(statsKey('ada'), JSON.stringify({ version: 3, serverJudged, offline }));
    loadStatsFor('ada');
    expect(statsStore.getState().local).toEqual({ serverJudged, offline });
    recordFinishedGame(finishedGame(), 'offline');
    expect(storedRecord('ada').state.offline.totalGamesPlayed).toBe(2);
    expect(storedRecord('ada').version).toBe(STATS_STORE_VERSION);
  });

  it('starts over instead of crashing on a corrupt record', () => {
    storage.setItem(statsKey(null), '{not json');
    loadStatsFor(null);
    expect(statsStore.getState().local).toEqual(emptyLocalStats());
  });
});
