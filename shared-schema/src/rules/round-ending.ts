import type { SessionAnswerView } from './round/session-views';

/**
 * How a played round ended, as a player tells it: right, right at first but lost at the follow-up, wrong at
 * the first answer, or no first answer before the timer ran out (docs/product.md §4 Follow-up correct / First answer
 * wrong / Timeout).
 */
export type RoundEnding = 'right' | 'missed-followup' | 'wrong' | 'timeout';

/** Only the flags of a round, never its word: what the share grid and the verdict may look at. */
export type RoundFlags = Pick<SessionAnswerView, 'playerAnswer' | 'isReal' | 'isCorrect' | 'isFast'>;

export function roundEndingOf(round: RoundFlags): RoundEnding {
  if (round.isCorrect) return 'right';
  if (round.playerAnswer === null) return 'timeout';
  // A right first answer in a lost round: the follow-up was missed (docs/product.md §1: both answers must be right).
  return isRightCall(round) ? 'missed-followup' : 'wrong';
}

/**
 * The player's real-or-bluff call was right, whatever the follow-up: what the results' accuracy, the stats'
 * 'Fakes caught' and a custom session's fool counts all count (rules/custom-session-play.ts). A call made
 * after the deadline is still the player's call (it scores as a timeout); no call at all is not right.
 */
export function isRightCall(round: Pick<RoundFlags, 'playerAnswer' | 'isReal'>): boolean {
  return round.playerAnswer !== null && round.playerAnswer === round.isReal;
}

/** A round is fast only when it was right (docs/product.md §4 First answer wrong: a wrong round is never fast). */
export function isFastRound(round: RoundFlags): boolean {
  return round.isCorrect && round.isFast;
}
