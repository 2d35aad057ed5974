import {
  accuracyPercent,
  applyRound,
  buildFollowup,
  followupSeconds,
  initialScore,
  isFastAnswer,
  judgeFollowup,
  judgePhaseOne,
  revealOf,
  xpForScore,
  type RandomSource,
  type SessionAnswerView,
  type SessionSummary,
  type SubmitAnswerResponse,
  type Word,
} from '@bluffle/shared-schema';
import type { RoundJudge } from './round-judge';

export interface LocalJudgeOptions {
  playerName: string;
  totalRounds: number;
  now: () => number;
  random?: RandomSource;
}

interface OpenRound {
  roundNumber: number;
  openedAt: number;
  playerAnswer: boolean | null;
  correctAnswer: string | null;
}

/**
 * Offline play (spec §4 Start, DESIGN decision 3): the built-in words carry their truth, so the browser judges
 * them with the same shared rules the server uses. Nothing here reaches the server or its stats.
 */
export function createLocalJudge(words: readonly Word[], options: LocalJudgeOptions): RoundJudge {
  const random = options.random ?? Math.random;
  const byId = new Map(words.map((word) => [word.id, word]));
  const answers: SessionAnswerView[] = [];
  let score = initialScore();
  let round: OpenRound | null = null;

  const wordFor = (wordId: string, roundNumber: number): { word: Word; open: OpenRound } => {
    const word = byId.get(wordId);
    if (!word || !round || round.roundNumber !== roundNumber) {
      throw new Error(`Round ${roundNumber} is not open for this word.`);
    }
    return { word, open: round };
  };

  const finishRound = (
    word: Word,
    open: OpenRound,
    verdict: { isCorrect: boolean; followupAnswer: string | null; isTimeout: boolean },
  ): SubmitAnswerResponse => {
    const elapsedMs = options.now() - open.openedAt;
    const isFast = verdict.isCorrect && isFastAnswer(elapsedMs, 0);
    const applied = applyRound(score, { isCorrect: verdict.isCorrect, isFast });
    score = applied.score;
    const correctAnswer = open.correctAnswer ?? buildFollowup(word, random)?.correctAnswer ?? '';
    answers.push({
      roundNumber: open.roundNumber,
      wordId: word.id,
      word: word.word,
      isReal: word.isReal,
      difficulty: word.difficulty,
      playerAnswer: open.playerAnswer,
      followupAnswer: verdict.followupAnswer,
      isCorrect: verdict.isCorrect,
      isFast,
      timeSpent: elapsedMs,
      definition: word.definition,
      usage: word.usage,
      explanation: word.explanation,
      correctAnswer,
    });
    round = null;
    return {
      stage: 'round-over',
      roundNumber: open.roundNumber,
      isCorrect: verdict.isCorrect,
      isFast,
      isTimeout: verdict.isTimeout,
      pointsEarned: applied.pointsEarned,
      streakBonus: applied.streakBonus,
      reveal: revealOf(word, correctAnswer),
      score,
      isGameOver: answers.length >= options.totalRounds,
    };
  };

  return {
    openRound(roundNumber) {
      round = { roundNumber, openedAt: options.now(), playerAnswer: null, correctAnswer: null };
    },
    async answerPhaseOne({ word: playWord, roundNumber, answer }) {
      const { word, open } = wordFor(playWord.id, roundNumber);
      open.playerAnswer = answer;
      if (!judgePhaseOne(word.isReal, answer)) {
        // spec §4 First answer wrong / Timeout: the round fails at once.
        return finishRound(word, open, {
          isCorrect: false,
          followupAnswer: null,
          isTimeout: answer === null,
        });
      }
      const followup = buildFollowup(word, random);
      if (!followup) {
        // No follow-up can be asked about this word: the right first answer decides the round.
        return finishRound(word, open, { isCorrect: true, followupAnswer: null, isTimeout: false });
      }
      open.correctAnswer = followup.correctAnswer;
      return {
        stage: 'followup',
        roundNumber,
        isCorrect: true,
        followup: { question: followup.question, options: followup.options, seconds: followupSeconds() },
      };
    },
    async answerFollowup({ word: playWord, roundNumber, answer }) {
      const { word, open } = wordFor(playWord.id, roundNumber);
      if (open.correctAnswer === null) {
        throw new Error(`Round ${roundNumber} has no follow-up to answer.`);
      }
      const isCorrect = judgeFollowup(open.correctAnswer, answer);
      return finishRound(word, open, { isCorrect, followupAnswer: answer, isTimeout: answer === null });
    },
    async complete(): Promise<SessionSummary> {
      return {
        sessionCode: '',
        playerName: options.playerName,
        totalRounds: options.totalRounds,
        score,
        accuracy: accuracyPercent(score.correct, options.totalRounds),
        xpEarned: xpForScore(score.totalScore),
        answers: [...answers],
        // Offline games count only in their own local tally; practice is a server-side idea.
        isPractice: false,
      };
    },
  };
}
