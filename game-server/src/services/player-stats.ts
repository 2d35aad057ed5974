import { applyGameToStats, emptyPlayerStats, type PlayerStats } from '@bluffle/shared-schema';
import type { GameSessionRecord, PlayerStatsRecord, StoredWord } from '../store/port';
import type { ServiceDeps } from './service-deps';

/** A player who has never completed a server-judged game: the shared rule's empty stats, stored. */
export function emptyStatsRecord(userId: string, updatedAt: string): PlayerStatsRecord {
  return toStatsRecord(emptyPlayerStats(), { userId, totalTimeSpentMs: 0, updatedAt });
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
  const timeSpentMs = session.answers.reduce((total, answer) => total + answer.timeSpent, 0);
  return toStatsRecord(next, {
    userId: record.userId,
    totalTimeSpentMs: record.totalTimeSpentMs + timeSpentMs,
    updatedAt,
  });
}

/** The shared rule's stats in the stored record's shape, beside the fields only the server keeps. */
function toStatsRecord(
  stats: PlayerStats,
  serverOnly: Pick<PlayerStatsRecord, 'userId' | 'totalTimeSpentMs' | 'updatedAt'>,
): PlayerStatsRecord {
  return {
    userId: serverOnly.userId,
    totalGamesPlayed: stats.totalGames,
    totalCorrectAnswers: stats.totalCorrect,
    totalIncorrectAnswers: stats.totalIncorrect,
    bestStreak: stats.bestStreak,
    totalScore: stats.totalScore,
    bestScore: stats.bestScore,
    experiencePoints: stats.xp,
    level: stats.level,
    fastAnswers: stats.fastAnswers,
    totalTimeSpentMs: serverOnly.totalTimeSpentMs,
    realWordsCorrect: stats.realWordsCorrect,
    fakeWordsCorrect: stats.fakeWordsCorrect,
    realWordsIncorrect: stats.realWordsIncorrect,
    fakeWordsIncorrect: stats.fakeWordsIncorrect,
    totalWordsPlayed: stats.totalWordsPlayed,
    hardRealWordsCorrect: stats.hardRealWordsCorrect,
    hardFakeWordsCorrect: stats.hardFakeWordsCorrect,
    totalHardWordsPlayed: stats.totalHardWordsPlayed,
    updatedAt: serverOnly.updatedAt,
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
