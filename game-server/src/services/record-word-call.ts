import type { RoundEvent } from '@bluffle/shared-schema';
import type { StoredWord } from '../domain/word';
import type { WordCallCounter } from './word-calls/word-call-buffer';

// Every judged phase-one call of every word is counted (: the bank learns from play; it once counted
// contributed words only), in memory, and written in batches (word-calls/word-call-buffer.ts).

/**
 * Whether a player's call of this word counts: anyone's but the word's author's (a wordsmith, or an admin
 * who made it), who knows its truth. Guests are never the author.
 */
export function isCountedCall(word: Pick<StoredWord, 'createdBy'>, playerUserId: string | null): boolean {
  return playerUserId === null || word.createdBy === null || playerUserId !== word.createdBy;
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

/** A player's call of a word, counted when it counts: a solo round's answer or a lobby seat's at round end. */
export function countPlayerCall(
  wordCalls: WordCallCounter,
  word: Pick<StoredWord, 'id' | 'createdBy'>,
  playerUserId: string | null,
  calledReal: boolean,
): void {
  if (isCountedCall(word, playerUserId)) wordCalls.count(word.id, calledReal);
}
