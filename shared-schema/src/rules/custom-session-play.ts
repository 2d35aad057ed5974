import type { RoundAnswer } from './round/round-state';

/** What one completed play of a custom session adds to its counts (: how the session fooled players). */
export interface CustomSessionPlayCounts {
  /** Phase-one calls: rounds where the player said real or fake before the timer ran out. */
  calls: number;
  /** Calls that were wrong about the word being real. */
  fooled: number;
}

/**
 * Counts a judged game's phase-one calls and how many of them the words fooled. A round whose phase-one
 * timer ran out has no answer recorded and is no call (an answer that arrived after the deadline is
 * recorded with what the player said, and counts as their call); neither is a round whose word's truth is
 * no longer known (a word deleted since). `isRealOf` gives each word's truth by id.
 */
export function customSessionPlayOf(
  answers: ReadonlyArray<Pick<RoundAnswer, 'wordId' | 'playerAnswer'>>,
  isRealOf: ReadonlyMap<string, boolean>,
): CustomSessionPlayCounts {
  let calls = 0;
  let fooled = 0;
  for (const answer of answers) {
    const isReal = isRealOf.get(answer.wordId);
    if (answer.playerAnswer === null || isReal === undefined) continue;
    calls += 1;
    if (answer.playerAnswer !== isReal) fooled += 1;
  }
  return { calls, fooled };
}
