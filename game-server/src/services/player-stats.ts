import { applyGameToStats, emptyPlayerStats, levelForXp, type PlayerStats } from '@bluffle/shared-schema';
import type { GameSessionRecord, PlayerStatsRecord, StoredWord } from '../store/port';
import type { ServiceDeps } from './service-deps';

/** A player who has never completed a server-judged game. */
export function emptyStatsRecord(userId: string, updatedAt: string): PlayerStatsRecord {
  return {
    userId,
    totalGamesPlayed: 0,
    totalCorrectAnswers: 0,
    totalIncorrectAnswers: 0,
    bestStreak: 0,
    totalScore: 0,
    bestScore: 0,
    experiencePoints: 0,
    level: levelForXp(0),
    fastAnswers: 0,
    totalTimeSpentMs: 0,
    realWordsCorrect: 0,
    fakeWordsCorrect: 0,
    realWordsIncorrect: 0,
    fakeWordsIncorrect: 0,
    totalWordsPlayed: 0,
    hardRealWordsCorrect: 0,
    hardFakeWordsCorrect: 0,
    totalHardWordsPlayed: 0,
    updatedAt,
  };
}

/** The stored record in the shape of the shared stats rule (its derived fields recomputed by the rule). */
function toPlayerStats(record: PlayerStatsRecord): PlayerStats {
  return {
    ...emptyPlayerStats(),
    totalGames: record.totalGamesPlayed,
    totalCorrect: record.totalCorrectAnswers,
    totalIncorrect: record.totalIncorrectAnswers,
    bestStreak: record.bestStreak,
    level: record.level,
    xp: record.experiencePoints,
    realWordsPlayed: record.realWordsCorrect + record.realWordsIncorrect,
    fakeWordsPlayed: record.fakeWordsCorrect + record.fakeWordsIncorrect,
    realWordsCorrect: record.realWordsCorrect,
    fakeWordsCorrect: record.fakeWordsCorrect,
    realWordsIncorrect: record.realWordsIncorrect,
    fakeWordsIncorrect: record.fakeWordsIncorrect,
    totalWordsPlayed: record.totalWordsPlayed,
    hardRealWordsCorrect: record.hardRealWordsCorrect,
    hardFakeWordsCorrect: record.hardFakeWordsCorrect,
    totalHardWordsPlayed: record.totalHardWordsPlayed,
    bestScore: record.bestScore,
    totalScore: record.totalScore,
    fastAnswers: record.fastAnswers,
  };
}

/**
 * Folds a completed, server-judged session into its player's stats (DESIGN decision 4) with the same
 * rule the client uses for local stats (rules/stats.ts), on the server's own tally and word truth.
 */
export function statsAfterGame(
  record: PlayerStatsRecord,
  session: GameSessionRecord,
  words: StoredWord[],
  updatedAt: string,
): PlayerStatsRecord {
  const wordsById = new Map(words.map((word) => [word.id, word]));
  const answers = session.answers.flatMap((answer) => {
    const word = wordsById.get(answer.wordId);
    return word ? [{ isReal: word.isReal, isCorrect: answer.isCorrect, difficulty: word.difficulty }] : [];
  });
  const next = applyGameToStats(toPlayerStats(record), { score: session.score, answers });
  return {
    userId: record.userId,
    totalGamesPlayed: next.totalGames,
    totalCorrectAnswers: next.totalCorrect,
    totalIncorrectAnswers: next.totalIncorrect,
    bestStreak: next.bestStreak,
    totalScore: next.totalScore,
    bestScore: next.bestScore,
    experiencePoints: next.xp,
    level: next.level,
    fastAnswers: next.fastAnswers,
    totalTimeSpentMs:
      record.totalTimeSpentMs + session.answers.reduce((total, answer) => total + answer.timeSpent, 0),
    realWordsCorrect: next.realWordsCorrect,
    fakeWordsCorrect: next.fakeWordsCorrect,
    realWordsIncorrect: next.realWordsIncorrect,
    fakeWordsIncorrect: next.fakeWordsIncorrect,
    totalWordsPlayed: next.totalWordsPlayed,
    hardRealWordsCorrect: next.hardRealWordsCorrect,
    hardFakeWordsCorrect: next.hardFakeWordsCorrect,
    totalHardWordsPlayed: next.totalHardWordsPlayed,
    updatedAt,
  };
}

export type StatsRecorder = (session: GameSessionRecord) => Promise<void>;

/**
 * Records completed sessions into their players' stats. Stats are read, changed and written whole, so
 * two games of one player finishing at once are queued per user here (within this process) and neither
 * is lost.
 */
export function createStatsRecorder(deps: ServiceDeps): StatsRecorder {
  const queues = new Map<string, Promise<void>>();
  const record = async (userId: string, session: GameSessionRecord) => {
    const now = new Date(deps.clock.now()).toISOString();
    const current = (await deps.store.playerStats.findByUserId(userId)) ?? emptyStatsRecord(userId, now);
    const words = await deps.store.words.findByIds(session.wordIds);
    await deps.store.playerStats.save(statsAfterGame(current, session, words, now));
  };
  return (session) => {
    const userId = session.userId;
    if (userId === null) return Promise.resolve();
    const previous = queues.get(userId) ?? Promise.resolve();
    const next = previous.then(() => record(userId, session));
    const settled = next.catch(() => undefined);
    queues.set(userId, settled);
    void settled.then(() => {
      if (queues.get(userId) === settled) queues.delete(userId);
    });
    return next;
  };
}
