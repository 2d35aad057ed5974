// Builders for the contract suite: complete records with overridable fields.
import { withDerivedStats, type SubscriptionState } from '@bluffle/shared-schema';
import type { PlayerStatsRecord } from '../../../game-server/src/domain/player-stats';
import type { GameSessionRecord } from '../../../game-server/src/domain/session';
import type { UserRecord } from '../../../game-server/src/domain/user';
import type { NewWord, StoredWord } from '../../../game-server/src/domain/word';
import type { CompletedGame } from '../../../game-server/src/services/player-stats';

export function newWord(overrides: Partial<NewWord> = {}): NewWord {
  return {
    word: 'lexicon',
    definition: 'the vocabulary of a language',
    usage: 'Her lexicon grew every week.',
    isReal: true,
    difficulty: 'medium',
    category: 'language',
    language: 'english',
    wordClass: 'noun',
    explanation: 'From Greek lexikon.',
    ...overrides,
  };
}

/** `count` distinct words `prefix-0` … with creation dates one second apart (oldest first). */
export function manyWords(count: number, overrides: Partial<NewWord> = {}, prefix = 'word'): NewWord[] {
  return Array.from({ length: count }, (_, index) =>
    newWord({
      word: `${prefix}-${index}`,
      createdAt: new Date(Date.UTC(2025, 0, 1, 0, 0, index)).toISOString(),
      ...overrides,
    }),
  );
}

export function newUser(overrides: Partial<Omit<UserRecord, 'createdAt' | 'updatedAt'>> = {}) {
  return {
    id: 'google:1001',
    username: 'Ada',
    email: 'ada@example.com',
    provider: 'google',
    avatar: null,
    roles: [],
    ...overrides,
  };
}

/** A Stripe subscription as the server stores it: a monthly one in its first paid period. */
export function subscriptionState(overrides: Partial<SubscriptionState> = {}): SubscriptionState {
  return {
    id: 'sub_1',
    status: 'active',
    currentPeriodStart: '2025-03-01T00:00:00.000Z',
    currentPeriodEnd: '2025-04-01T00:00:00.000Z',
    cancelAtPeriodEnd: false,
    trialEnd: null,
    ...overrides,
  };
}

/**
 * Stats as a player's first save would write them: version 0 (nothing stored yet). The derived fields are
 * the rule's from the counters, overridden ones included, as the recorder computes them.
 */
export function newStats(overrides: Partial<PlayerStatsRecord> = {}): PlayerStatsRecord {
  const {
    userId = 'google:1001',
    updatedAt = '2025-02-01T10:00:00.000Z',
    version = 0,
    ...counters
  } = overrides;
  const stats = withDerivedStats({
    totalGamesPlayed: 3,
    totalCorrectAnswers: 11,
    totalIncorrectAnswers: 4,
    bestStreak: 5,
    totalScore: 120,
    bestScore: 60,
    experiencePoints: 1200,
    fastAnswers: 2,
    totalTimeSpentMs: 90_000,
    realWordsCorrect: 6,
    fakeWordsCorrect: 5,
    realWordsIncorrect: 2,
    fakeWordsIncorrect: 2,
    totalWordsPlayed: 15,
    hardRealWordsCorrect: 1,
    hardFakeWordsCorrect: 1,
    totalHardWordsPlayed: 3,
    ...counters,
  });
  return { ...stats, userId, updatedAt, version };
}

export function newSession(
  overrides: Partial<Omit<GameSessionRecord, 'version'>> = {},
): Omit<GameSessionRecord, 'version'> {
  return {
    code: 'ABCD2345',
    playerName: 'Ada',
    userId: null,
    playerTokenHash: 'a'.repeat(64),
    language: 'english',
    totalRounds: 5,
    phaseOneSeconds: 15,
    isRelaxed: false,
    wordIds: ['w1', 'w2', 'w3', 'w4', 'w5'],
    status: 'created',
    currentRound: null,
    answers: [],
    score: { correct: 0, incorrect: 0, fastAnswers: 0, streak: 0, bestStreak: 0, totalScore: 0 },
    duplicatedFrom: null,
    identityKey: 'guest:' + 'c'.repeat(64),
    wordSetKey: null,
    isPractice: false,
    lastAnswer: null,
    createdAt: '2025-03-01T12:00:00.000Z',
    completedAt: null,
    ...overrides,
  };
}

/** A completed game on `words`, every answer right, 3 seconds each. */
export function wonGame(userId: string, words: StoredWord[]): CompletedGame {
  return {
    userId,
    wordIds: words.map((word) => word.id),
    answers: words.map((word, index) => ({
      roundNumber: index + 1,
      wordId: word.id,
      word: word.word,
      playerAnswer: word.isReal,
      followupAnswer: null,
      isCorrect: true,
      isFast: false,
      timeSpent: 3000,
      pointsEarned: 1,
    })),
    score: {
      correct: words.length,
      incorrect: 0,
      fastAnswers: 0,
      streak: words.length,
      bestStreak: words.length,
      totalScore: words.length,
    },
  };
}
