import {
  applyGameToStats,
  emptyPlayerStats,
  type GameAnswerForStats,
  type PlayedGameAnswer,
} from '@bluffle/shared-schema';
import { afterWaitingIo } from '../chunked-work';
import type { PlayerStatsRecord } from '../domain/player-stats';
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

/**
 * The most games one batch saves. A batch is one stretch of the event loop (about 0.1 ms a game on the
 * embedded store when quiet, 0.5 ms in a profile of 1,000 mixed lobbies ending together, where 100 held the loop
 * 51 ms), so a burst of games ending together is saved in slices with the sockets served between.
 */
const MAX_BATCH_GAMES = 40;

/** A player who has never completed a server-judged game: the shared rule's empty stats, version 0. */
export function emptyStatsRecord(userId: string, updatedAt: string): PlayerStatsRecord {
  return { ...emptyPlayerStats(), userId, updatedAt, version: 0 };
}

/**
 * Folds a completed, server-judged session into its player's stats (docs/design.md decision 4) with the same
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

/** The recorder the services hold: it can also tell when every game handed to it is written. */
export interface BatchedStatsRecorder extends StatsRecorder {
  /**
   * Settles once every game recorded so far is saved or refused. A graceful shutdown waits for it before the
   * store closes: a batch is written after the turn that ended its games, so the last games of the rooms
   * disposed at shutdown would otherwise meet a closed store.
   */
  whenSaved(): Promise<void>;
}

/** A game waiting for its batch: whose it is, and its recorder call's promise to settle. */
interface WaitingGame {
  userId: string;
  game: CompletedGame;
  settle: { resolve(): void; reject(error: unknown): void };
}

/**
 * Records completed sessions into their players' stats. The games completed within one turn of the event
 * loop are saved together, after it (afterWaitingIo), in one store write (saveMany) per 40 games: a
 * thousand lobbies ending in the same second cost a hundred commits, not a read and a commit each run right
 * after the answer that ended each game, ahead of the other lobbies' last answers. Batches run
 * one after another, so one player's games never race each other in this process; two of theirs in one
 * batch are folded into one save. A save names the version it read, so a game saved in between (by
 * another process) refuses it with a conflict and that player is read and applied again: no game is lost
 * to the last writer.
 */
export function createStatsRecorder(deps: ServiceDeps): BatchedStatsRecorder {
  const waiting: WaitingGame[] = [];
  let isBatchDue = false;
  let saving: Promise<void> = Promise.resolve();
  const saveWaitingAfterThisTurn = () => {
    if (isBatchDue) return;
    isBatchDue = true;
    void afterWaitingIo().then(() => {
      // Chained, and the batch taken only when its turn comes: games arriving meanwhile join it.
      saving = saving.then(async () => {
        isBatchDue = false;
        await saveBatch(deps, waiting.splice(0, MAX_BATCH_GAMES));
        // The rest of a burst goes after another turn: the answers waiting on sockets are served first.
        if (waiting.length > 0) saveWaitingAfterThisTurn();
      });
    });
  };
  const record = (game: CompletedGame) => {
    const userId = game.userId;
    if (userId === null) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      waiting.push({ userId, game, settle: { resolve, reject } });
      saveWaitingAfterThisTurn();
    });
  };
  const whenSaved = async () => {
    for (;;) {
      await saving;
      if (!isBatchDue && waiting.length === 0) return;
      // A batch is due after this turn (or more games are waiting for one): let it start, then wait for it.
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  return Object.assign(record, { whenSaved });
}

/** Saves a batch's games and settles each one's promise; never rejects itself. */
async function saveBatch(deps: ServiceDeps, batch: WaitingGame[]): Promise<void> {
  if (batch.length === 0) return;
  const gamesByUser = new Map<string, WaitingGame[]>();
  for (const waiting of batch) {
    gamesByUser.set(waiting.userId, [...(gamesByUser.get(waiting.userId) ?? []), waiting]);
  }
  const settleUser = (userId: string, error?: unknown) => {
    for (const { settle } of gamesByUser.get(userId) ?? []) {
      if (error === undefined) settle.resolve();
      else settle.reject(error);
    }
  };
  let left = [...gamesByUser.keys()];
  try {
    const wordIds = new Set(batch.flatMap((waiting) => waiting.game.wordIds));
    const wordsById = new Map(
      (await deps.store.words.findByIds([...wordIds])).map((word) => [word.id, word]),
    );
    const wordsOf = (game: CompletedGame) => game.wordIds.flatMap((id) => wordsById.get(id) ?? []);
    for (let attempt = 1; left.length > 0; attempt += 1) {
      const now = new Date(deps.clock.now()).toISOString();
      const current = await Promise.all(
        left.map(
          async (userId) =>
            (await deps.store.playerStats.findByUserId(userId)) ?? emptyStatsRecord(userId, now),
        ),
      );
      const after = current.map((record, index) =>
        gamesByUser
          .get(left[index]!)!
          .reduce((stats, { game }) => statsAfterGame(stats, game, wordsOf(game), now), record),
      );
      const outcomes = await deps.store.playerStats.saveMany(after);
      const refused: string[] = [];
      outcomes.forEach((outcome, index) => {
        const userId = left[index]!;
        if (outcome.isSaved) settleUser(userId);
        else if (attempt >= MAX_SAVE_ATTEMPTS) settleUser(userId, outcome.conflict);
        else refused.push(userId);
      });
      left = refused;
    }
  } catch (error) {
    for (const userId of left) settleUser(userId, error);
  }
}
