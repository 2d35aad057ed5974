import type { ScoreState, SessionAnswerView, SessionSummary } from './session-views';
import type { Word } from '../../word';
import { correctFollowupAnswer } from '../followup-options';
import { revealOf } from '../reveal';
import { accuracyPercent } from '../results';
import { isRightCall } from '../round-ending';
import { xpForScore } from '../xp';
import type { RoundAnswer } from './round-state';

/** A played round with its word's truth, for the results screen: the round's reveal plus what was answered. */
export function answerViewOf(played: RoundAnswer, word: Word): SessionAnswerView {
  return {
    ...revealOf(word, correctFollowupAnswer(word)),
    roundNumber: played.roundNumber,
    difficulty: word.difficulty,
    playerAnswer: played.playerAnswer,
    followupAnswer: played.followupAnswer,
    isCorrect: played.isCorrect,
    isFast: played.isFast,
    timeSpent: played.timeSpent,
  };
}

/**
 * The results of a finished game (docs/product.md §4 End): its tally, accuracy and XP, the same whoever judged it (the
 * server, or the offline judge in the browser). Accuracy counts the right calls among the rounds.
 */
export function gameSummaryOf(game: {
  sessionCode: string;
  playerName: string;
  totalRounds: number;
  score: ScoreState;
  answers: SessionAnswerView[];
  isPractice: boolean;
  isRelaxed: boolean;
}): SessionSummary {
  return {
    sessionCode: game.sessionCode,
    playerName: game.playerName,
    totalRounds: game.totalRounds,
    score: game.score,
    // Of the calls, as the stats view and a custom session's counts read them.
    accuracy: accuracyPercent(game.answers.filter(isRightCall).length, game.totalRounds),
    xpEarned: xpForScore(game.score.totalScore),
    answers: game.answers,
    isPractice: game.isPractice,
    isRelaxed: game.isRelaxed,
  };
}
