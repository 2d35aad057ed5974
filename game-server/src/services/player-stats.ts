import {
  applyGameToStats,
  emptyPlayerStats,
  type GameAnswerForStats,
  type PlayedGameAnswer,
} from '@bluffle/shared-schema';
import type { PlayerStatsRecord } from '../domain/player-stats';
import { ConflictError } from '../errors';
import type { GameSessionRecord } from '../domain/session';
import type { StoredWord } from '../domain/word';
import type { ServiceDeps } from './service-deps';

/** What the stats need of a completed session: whose it is, its words, the server's judgement of them. */
export type CompletedGame = Pick<GameSessionRecord, 'userId' | 'wordIds' | 'answers' | 'score'>;

/**
 * Enough for every game of one player finishing at once on several processes to land: each conflict means
 * another of their games was saved, so attempt n only fails after n - 1 others succeeded.
 */
const MAX_SAVE_ATTEMPTS = 10;

/** A player who has never completed a server-judged game: the shared rule's empty stats, version 0. */
export function emptyStatsRecord(userId: string, updatedAt: string): PlayerStatsRecord {
  return { ...emptyPlayerStats(), userId, updatedAt, version: 0 };
}

/**
 * Folds a completed, server-judged session into its player's stats (DESIGN decision 4) with the same
 * rule the client uses for local stats (rules/stats.ts), on the server's own tally, clock and word truth.
 */
export function statsAfterGame(
  record: PlayerStatsRecord,
  game: CompletedGame,
  words: StoredWord[],
  updatedAt: string,
): PlayerStatsRecord {
  const answers = answersForStats(game.answers, words);
  const stats = applyGameToStats(record, { score: game.score, answers });
  return { ...stats, userId: record.userId, updatedAt, version: record.version };
}

/**
 * A session's judged answers with each word's stored truth, as the stats rule takes them; a round whose
 * word has since been deleted is left out. Also what the stats view's per-game split is counted from.
 */
export function answersForStats(
  answers: GameSessionRecord['answers'],
  words: StoredWord[],
): Array<GameAnswerForStats & PlayedGameAnswer> {
  const wordsById = new Map(words.map((word) => [word.id, word]));
  return answers.flatMap((answer) => {
    const word = wordsById.get(answer.wordId);
    if (!word) return [];
    const { isCorrect, timeSpent, playerAnswer } = answer;
    return [{ isReal: word.isReal, isCorrect, difficulty: word.difficulty, timeSpent, playerAnswer }];
  });
}

export type StatsRecorder = (game: CompletedGame) => Promise<void>;

/**
 * Records completed sessions into their players' stats. A save names the version it read, so a game saved
 * in between (by another process) makes it fail with ConflictError and this one is read and applied
 * again: no game is lost to the last writer. Within this process one player's games are also queued, so
 * they never spend attempts on each other.
 */
export function createStatsRecorder(deps: ServiceDeps): StatsRecorder {
  const queues = new Map<string, Promise<void>>();
  const record = async (userId: string, game: CompletedGame) => {
    const words = await deps.store.words.findByIds(game.wordIds);
    for (let attempt = 1; ; attempt += 1) {
      const now = new Date(deps.clock.now()).toISOString();
      const current = (await deps.store.playerStats.findByUserId(userId)) ?? emptyStatsRecord(userId, now);
      try {
        await deps.store.playerStats.save(statsAfterGame(current, game, words, now));
        return;
      } catch (error) {
        if (!(error instanceof ConflictError) || attempt >= MAX_SAVE_ATTEMPTS) throw error;
      }
    }
  };
  return (game) => {
    const userId = game.userId;
    if (userId === null) return Promise.resolve();
    const previous = queues.get(userId) ?? Promise.resolve();
    const next = previous.then(() => record(userId, game));
    const settled = next.catch(() => undefined);
    queues.set(userId, settled);
    void settled.then(() => {
      if (queues.get(userId) === settled) queues.delete(userId);
    });
    return next;
  };
}
