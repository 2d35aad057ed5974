import type { PlayWord } from '../../word';

// The solo game as the rules compute it and the API answers it: an answer's outcome, the score, the summary.
// They sit here, below api/sessions.ts, so the rules that build them never import the API.

export interface FollowupQuestion {
  question: string;
  options: string[];
  seconds: number;
}

/** Everything about a word that stays hidden until its round is over. */
export interface WordReveal {
  wordId: string;
  word: string;
  isReal: boolean;
  definition: string;
  usage: string;
  explanation: string;
  /** The follow-up's right option (a real word's definition, or the real word among fakes). */
  correctAnswer: string;
}

export interface ScoreState {
  correct: number;
  incorrect: number;
  fastAnswers: number;
  streak: number;
  bestStreak: number;
  totalScore: number;
}

export type SubmitAnswerResponse =
  | { stage: 'followup'; roundNumber: number; isCorrect: true; followup: FollowupQuestion }
  | {
      stage: 'round-over';
      roundNumber: number;
      isCorrect: boolean;
      isFast: boolean;
      isTimeout: boolean;
      /** Points this round earned: 1, +1 fast, + streak bonus. */
      pointsEarned: number;
      streakBonus: number;
      reveal: WordReveal;
      score: ScoreState;
      isGameOver: boolean;
    };

export interface SessionAnswerView {
  roundNumber: number;
  wordId: string;
  word: string;
  isReal: boolean;
  difficulty: PlayWord['difficulty'];
  playerAnswer: boolean | null;
  followupAnswer: string | null;
  isCorrect: boolean;
  isFast: boolean;
  timeSpent: number;
  definition: string;
  usage: string;
  explanation: string;
  correctAnswer: string;
}

export interface SessionSummary {
  sessionCode: string;
  playerName: string;
  totalRounds: number;
  score: ScoreState;
  accuracy: number;
  xpEarned: number;
  answers: SessionAnswerView[];
  /** A replay of words this identity already played: no stats, no challenge result (docs/design.md decision 11). */
  isPractice: boolean;
  /** Played at the player's own pace: no countdown and never a fast bonus; it counts like any game. */
  isRelaxed: boolean;
}
