import {
  roundPointsOf,
  type PlayWord,
  type RoundEnding,
  type SessionAnswerView,
  type SubmitAnswerResponse,
} from '@bluffle/shared-schema';
import type { RoundFeedback } from '../state/solo-game-store';

export type RoundOver = Extract<SubmitAnswerResponse, { stage: 'round-over' }>;

/**
 * The feedback panel's content (docs/product.md §4 Follow-up correct): the word, real or made up, how the round ended
 * (its short line), and behind 'Why?' the definition, usage, explanation, and the correct answer only when
 * the follow-up was answered wrong.
 */
export function feedbackFor(response: RoundOver, word: PlayWord, wasFollowup: boolean): RoundFeedback {
  const { reveal } = response;
  const ending = endingOf(response, wasFollowup);
  return {
    word: reveal.word,
    language: word.language,
    isReal: reveal.isReal,
    isCorrect: response.isCorrect,
    isTimeout: response.isTimeout,
    ending,
    definition: reveal.definition,
    usage: reveal.usage,
    explanation: reveal.explanation,
    correctAnswer: wasFollowup && !response.isCorrect && reveal.correctAnswer ? reveal.correctAnswer : null,
    pointsEarned: response.pointsEarned,
    points: roundPointsOf({
      isCorrect: response.isCorrect,
      isFast: response.isFast,
      streakBonus: response.streakBonus,
      streak: response.score.streak,
      isRightCall: ending === 'right' || ending === 'missed-followup',
    }),
  };
}

/** A timed-out follow-up is a time's-up too: the player ran out of time, whatever the first answer was. */
function endingOf(response: RoundOver, wasFollowup: boolean): RoundEnding {
  if (response.isCorrect) return 'right';
  if (response.isTimeout) return 'timeout';
  return wasFollowup ? 'missed-followup' : 'wrong';
}

/** A round as the results screen reviews it, kept by the client in case completing the session fails. */
export function answerViewFor(
  response: RoundOver,
  word: PlayWord,
  answers: { playerAnswer: boolean | null; followupAnswer: string | null },
): SessionAnswerView {
  const { reveal } = response;
  return {
    roundNumber: response.roundNumber,
    wordId: reveal.wordId,
    word: reveal.word,
    isReal: reveal.isReal,
    difficulty: word.difficulty,
    playerAnswer: answers.playerAnswer,
    followupAnswer: answers.followupAnswer,
    isCorrect: response.isCorrect,
    isFast: response.isFast,
    timeSpent: 0,
    definition: reveal.definition,
    usage: reveal.usage,
    explanation: reveal.explanation,
    correctAnswer: reveal.correctAnswer,
  };
}
