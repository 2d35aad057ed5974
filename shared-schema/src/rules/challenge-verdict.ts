import type { SessionAnswerView } from './round/session-views';
import { isFastRound, roundEndingOf, type RoundEnding } from './round-ending';

export type VerdictOutcome = 'won' | 'lost' | 'tie';

export interface ChallengeVerdictInput {
  yourScore: number;
  theirScore: number;
}

/**
 * Who won and by how much; the web says it in the interface language ('You beat Nina by 3 points!' / 'Nina
 * wins this time' / 'A tie with Nina!'), and without crowning anyone on a practice replay.
 */
export interface ChallengeVerdict {
  outcome: VerdictOutcome;
  /** Points between the two scores, never negative. */
  margin: number;
}

/** Who won a challenge ( 'Challenge verdict'): the game's total scores decide, as on the landing. */
export function challengeVerdict(input: ChallengeVerdictInput): ChallengeVerdict {
  const { yourScore, theirScore } = input;
  const outcome: VerdictOutcome = yourScore > theirScore ? 'won' : yourScore < theirScore ? 'lost' : 'tie';
  return { outcome, margin: Math.abs(yourScore - theirScore) };
}

/** One player's side of a round in the side-by-side verdict. */
export interface VerdictSide {
  /** What they said at the first answer; null when the timer ran out. */
  answer: 'real' | 'fake' | null;
  ending: RoundEnding;
  isFast: boolean;
  /** Time to the end of their round, in milliseconds (the server's clock). */
  timeSpentMs: number;
}

export interface VerdictRound {
  roundNumber: number;
  word: string;
  isReal: boolean;
  you: VerdictSide;
  /** Null when the original's answer for this round is missing (an unfinished or older session). */
  them: VerdictSide | null;
}

function sideOf(answer: SessionAnswerView): VerdictSide {
  return {
    answer: answer.playerAnswer === null ? null : answer.playerAnswer ? 'real' : 'fake',
    ending: roundEndingOf(answer),
    isFast: isFastRound(answer),
    timeSpentMs: answer.timeSpent,
  };
}

/**
 * The rounds side by side, in the challenger's order. The original's answers are matched by round number and
 * word: a challenge copies the words in order, so anything else is not the same round.
 */
export function verdictRounds(
  yours: readonly SessionAnswerView[],
  theirs: readonly SessionAnswerView[],
): VerdictRound[] {
  return yours.map((mine) => {
    const match = theirs.find(
      (their) => their.roundNumber === mine.roundNumber && their.wordId === mine.wordId,
    );
    return {
      roundNumber: mine.roundNumber,
      word: mine.word,
      isReal: mine.isReal,
      you: sideOf(mine),
      them: match ? sideOf(match) : null,
    };
  });
}
