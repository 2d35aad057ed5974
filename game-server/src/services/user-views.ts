import { roleFlags, type UserStatsView, type UserView } from '@bluffle/shared-schema';
import type { PlayerStatsRecord, UserRecord } from '../store/port';

/** What the server says about a user: profile, the spec's role flags (spec §6), plan and roles. */
export function toUserView(user: UserRecord): UserView {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    provider: user.provider,
    avatar: user.avatar,
    ...roleFlags(user.roles),
    subscription: user.subscription,
    subscriptionExpires: user.subscriptionExpires,
    roles: [...user.roles],
  };
}

/** spec §7 GET stats fields; the average is over answered rounds, in milliseconds of the server's clock. */
export function toUserStatsView(stats: PlayerStatsRecord): UserStatsView {
  return {
    totalGamesPlayed: stats.totalGamesPlayed,
    totalCorrectAnswers: stats.totalCorrectAnswers,
    totalIncorrectAnswers: stats.totalIncorrectAnswers,
    bestStreak: stats.bestStreak,
    totalScore: stats.totalScore,
    bestScore: stats.bestScore,
    experiencePoints: stats.experiencePoints,
    level: stats.level,
    averageTimePerAnswer:
      stats.totalWordsPlayed > 0 ? Math.round(stats.totalTimeSpentMs / stats.totalWordsPlayed) : 0,
    fastAnswers: stats.fastAnswers,
    realWordsCorrect: stats.realWordsCorrect,
    fakeWordsCorrect: stats.fakeWordsCorrect,
    realWordsIncorrect: stats.realWordsIncorrect,
    fakeWordsIncorrect: stats.fakeWordsIncorrect,
    totalWordsPlayed: stats.totalWordsPlayed,
    hardRealWordsCorrect: stats.hardRealWordsCorrect,
    hardFakeWordsCorrect: stats.hardFakeWordsCorrect,
    totalHardWordsPlayed: stats.totalHardWordsPlayed,
  };
}
