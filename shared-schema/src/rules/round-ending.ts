import type { SessionAnswerView } from '../api/sessions';

/**
 * How a played round ended, as a player tells it: right, right at first but lost at the follow-up, wrong at
 * the first answer, or no first answer before the timer ran out (spec §4 Follow-up correct / First answer
 * wrong / Timeout).
 */
export type RoundEnding = 'right' | 'missed-followup' | 'wrong' | 'timeout';

/** Only the flags of a round, never its word: what the share grid and the verdict may look at. */
export type RoundFlags = Pick<SessionAnswerView, 'playerAnswer' | 'isReal' | 'isCorrect' | 'isFast'>;

export function roundEndingOf(round: RoundFlags): RoundEnding {
  if (round.isCorrect) return 'right';
  if (round.playerAnswer === null) return 'timeout';
  // A right first answer in a lost round: the follow-up was missed (spec §1: both answers must be right).
  return round.playerAnswer === round.isReal ? 'missed-followup' : 'wrong';
}

/** A round is fast only when it was right (spec §4 First answer wrong: a wrong round is never fast). */
export function isFastRound(round: RoundFlags): boolean {
  return round.isCorrect && round.isFast;
}
