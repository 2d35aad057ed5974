import { precisionPercent, type PlayerStats, type UserStatsView } from '@bluffle/shared-schema';

/**
 * The local stats with the server's numbers laid over them (spec §4 Authentication: 'on sign-in they are
 * loaded from the server when it has them'; DESIGN decision 4: the server's stats are the real ones). The
 * server wins for every field it has; the derived fields are recomputed from the merged counters.
 */
export function mergeServerStats(local: PlayerStats, server: UserStatsView): PlayerStats {
  const realWordsPlayed = server.realWordsCorrect + server.realWordsIncorrect;
  const fakeWordsPlayed = server.fakeWordsCorrect + server.fakeWordsIncorrect;
  return {
    ...local,
    totalGames: server.totalGamesPlayed,
    totalCorrect: server.totalCorrectAnswers,
    totalIncorrect: server.totalIncorrectAnswers,
    bestStreak: server.bestStreak,
    totalScore: server.totalScore,
    averageScore: server.totalGamesPlayed > 0 ? server.totalScore / server.totalGamesPlayed : 0,
    bestScore: server.bestScore,
    xp: server.experiencePoints,
    level: server.level,
    fastAnswers: server.fastAnswers,
    realWordsPlayed,
    fakeWordsPlayed,
    realWordsCorrect: server.realWordsCorrect,
    fakeWordsCorrect: server.fakeWordsCorrect,
    realWordsIncorrect: server.realWordsIncorrect,
    fakeWordsIncorrect: server.fakeWordsIncorrect,
    totalWordsPlayed: server.totalWordsPlayed,
    hardRealWordsCorrect: server.hardRealWordsCorrect,
    hardFakeWordsCorrect: server.hardFakeWordsCorrect,
    totalHardWordsPlayed: server.totalHardWordsPlayed,
    overallPrecision: precisionPercent(
      server.realWordsCorrect + server.fakeWordsCorrect,
      server.totalWordsPlayed,
    ),
    realWordPrecision: precisionPercent(server.realWordsCorrect, realWordsPlayed),
    fakeWordPrecision: precisionPercent(server.fakeWordsCorrect, fakeWordsPlayed),
  };
}

/** A server that has never seen a game of this user has nothing to say: the local stats stay. */
export function hasServerGames(server: UserStatsView): boolean {
  return server.totalGamesPlayed > 0;
}
