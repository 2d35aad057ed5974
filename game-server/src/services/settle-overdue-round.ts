import {
  NETWORK_ALLOWANCE_MS,
  isLastRoundInPlay,
  overdueTimeoutOf,
  reduceRound,
} from '@bluffle/shared-schema';
import type { GameSessionRecord } from '../domain/session';
import { ConflictError } from '../errors';
import { asCompleted, countCompletedGame } from './finish-game';
import type { StatsRecorder } from './player-stats';
import { roundStateOf, withRoundState } from './rounds';
import type { ServiceDeps } from './service-deps';

/**
 * A last round nobody answered in time is judged by the server as the timeout it is (docs/product.md §4 Timeout), and
 * the game completes and counts (docs/design.md decision 15): a player who closed the tab on the last word still
 * finished the game. Null when there is nothing to settle yet, or another call changed the session first.
 */
export async function settleOverdueLastRound(
  deps: ServiceDeps,
  session: GameSessionRecord,
  recordStats: StatsRecorder,
): Promise<GameSessionRecord | null> {
  const rounds = roundStateOf(session);
  const nowMs = deps.clock.now();
  // Only the last round: an earlier one left unanswered is an abandoned game, purged in time.
  if (!isLastRoundInPlay(rounds)) return null;
  const timeout = overdueTimeoutOf(rounds, nowMs, NETWORK_ALLOWANCE_MS);
  if (timeout === null) return null;
  const word = await deps.store.words.findById(timeout.wordId);
  if (word === null) return null;
  const judgement = reduceRound(rounds, timeout, {
    word,
    nowMs,
    random: deps.random,
    allowanceMs: NETWORK_ALLOWANCE_MS,
  });
  if (judgement.isRefused) return null;
  const stage = timeout.type === 'phase-one-answer' ? 'phase-one' : 'followup';
  const completed = asCompleted(
    {
      ...withRoundState(session, judgement.state),
      // The client's own timeout, sent later, gets this verdict (answer-retry.ts).
      lastAnswer: {
        roundNumber: timeout.roundNumber,
        wordId: timeout.wordId,
        stage,
        answer: null,
        response: judgement.reply,
      },
    },
    nowMs,
  );
  try {
    await deps.store.sessions.update(completed);
  } catch (error) {
    // An answer or a complete got there first: theirs is the game's end.
    if (error instanceof ConflictError) return null;
    throw error;
  }
  await countCompletedGame(deps, completed, recordStats);
  return completed;
}
