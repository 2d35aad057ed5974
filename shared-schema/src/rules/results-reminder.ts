import { pickOne, type RandomSource } from './random';
import { isRightCall } from './round-ending';

type CalledRound = { isReal: boolean; playerAnswer: boolean | null };

/**
 * The word the results' reminder is about (below 50% of the points, a word of the game to remember): one the
 * player called wrong or let the time run out on, so 'Remember: this was a bluff' is never said of a bluff
 * they caught. Null when every call was right (points lost on follow-ups or speed): nothing to remember.
 */
export function reminderAnswer<Round extends CalledRound>(
  answers: readonly Round[],
  random: RandomSource = Math.random,
): Round | null {
  const missed = answers.filter((answer) => !isRightCall(answer));
  return missed.length === 0 ? null : pickOne(missed, random);
}
