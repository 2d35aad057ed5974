import type { RoundEvent } from '@bluffle/shared-schema';
import type { StoredWord } from '../store/port';
import type { ServiceDeps } from './service-deps';

// A contributed word's fool rate (issue 8) is counted from the calls players make at phase one. Other words
// are left off this path: no one reads their counts, and the answers call stays as fast as it was.

/** Whether a player's calls of this word count: a contributed word, called by anyone but its author. */
export function isFoolRateCall(
  word: Pick<StoredWord, 'source' | 'createdBy'>,
  playerUserId: string | null,
): boolean {
  return word.source === 'wordsmith' && (playerUserId === null || playerUserId !== word.createdBy);
}

/**
 * The real-or-fake call a player made at phase one, or null when the timer ran out with no answer. An answer
 * that came after the deadline scores as a timeout but still says what the player believed, so it counts,
 * as it does in a custom session's own counts (shared-schema rules/custom-session-play.ts).
 */
export function phaseOneCallOf(event: RoundEvent): boolean | null {
  if (event.type !== 'phase-one-answer') return null;
  return event.answer;
}

/** Counts the call; a count that fails is logged and never fails the answer it came with. */
export async function recordWordCall(
  deps: Pick<ServiceDeps, 'store' | 'logger'>,
  wordId: string,
  calledReal: boolean,
): Promise<void> {
  try {
    await deps.store.wordPlays.record(wordId, calledReal);
  } catch (error) {
    deps.logger.error({ err: error, wordId }, 'counting a word call failed');
  }
}

/** A lobby player's call of the round's word (lobby-game.ts endRound), counted when it counts. */
export async function recordPlayerCall(
  deps: Pick<ServiceDeps, 'store' | 'logger'>,
  word: Pick<StoredWord, 'id' | 'source' | 'createdBy'>,
  playerUserId: string,
  calledReal: boolean,
): Promise<void> {
  if (isFoolRateCall(word, playerUserId)) await recordWordCall(deps, word.id, calledReal);
}
