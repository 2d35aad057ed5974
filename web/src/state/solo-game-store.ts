import {
  initialScore,
  ROUNDS_PER_GAME,
  type FollowupQuestion,
  type Language,
  type PlayWord,
  type RoundEnding,
  type RoundPoints,
  type ScoreState,
  type SessionAnswerView,
  type SessionSummary,
} from '@bluffle/shared-schema';
import { createStore } from 'zustand/vanilla';
import type { FeedbackPause } from './feedback-pause-state';

/** The game view's phases (docs/product.md §2 Routes, §4 Solo game). */
export type GamePhase = 'menu' | 'challenge' | 'playing' | 'followup' | 'results';

/**
 * What the feedback panel shows after a round (docs/product.md §4 Follow-up correct): a short line from `ending`, and
 * behind 'Why?' the longer text.
 */
export interface RoundFeedback {
  word: string;
  /** The word's language, for the lang of its texts (game/gloss-language.ts). */
  language: Language;
  isReal: boolean;
  isCorrect: boolean;
  isTimeout: boolean;
  /** How the round ended: right, wrong at phase one, the follow-up missed, or the time ran out. */
  ending: RoundEnding;
  definition: string;
  usage: string;
  explanation: string;
  /** Shown only when the follow-up was answered wrong (docs/product.md §4). */
  correctAnswer: string | null;
  pointsEarned: number;
  /** Where the round's points came from: the answer, fast, the streak. */
  points: RoundPoints;
}

/** The fast and streak banners (docs/product.md §4: shown for 3 s). */
export interface Banners {
  isFastVisible: boolean;
  streak: { length: number; bonus: number } | null;
}

/** Something the round screen tells the player (its text is in the catalogue's `round.notices`). */
export type RoundNotice = 'answerNotSaved' | 'nextWordNotLoaded';

/**
 * Why a challenge could not be loaded or started: the server answered that the link names no game it can
 * offer ('not-found': unknown or malformed code), refused it for another reason ('refused': a game still in
 * play), or could not be reached at all ('unreachable': the only case that falls back to offline words).
 */
export type ChallengeFailure = 'not-found' | 'refused' | 'unreachable';

/**
 * The original player's per-answer details for the challenger's verdict: the server gives them
 * only once the challenger's counted attempt is complete (docs/design.md decision 3), so they are fetched after the
 * game; 'withheld' is the server saying not (yet) to this reader.
 */
export type RivalAnswers =
  { status: 'idle' | 'loading' | 'withheld' | 'failed' } | { status: 'ready'; answers: SessionAnswerView[] };

/** The challenge landing's data (docs/product.md §3 Challenge data: originalPlayer, score, totalRounds). */
export interface ChallengeInfo {
  sessionCode: string;
  /** 'custom': a wordsmith's five-word session, never played by its author, so it has no score. */
  kind: 'game' | 'custom';
  originalPlayer: string | null;
  score: number | null;
  totalRounds: number;
  isLoading: boolean;
  /** The landing could not load the original session (logged as 'Session not found', docs/product.md §8). */
  isUnavailable: boolean;
  /** The shared game was a practice replay: its score is no challenge result (docs/design.md decision 11). */
  isPractice: boolean;
  /** The shared game was played relaxed: its score had no clock and no fast bonus. */
  isRelaxed: boolean;
  /** Set with isUnavailable: why, so a dead link is not played as offline words while the server is up. */
  failure: ChallengeFailure | null;
  /** The server's reason for a 'refused' challenge, written for a person. */
  failureMessage: string | null;
  rival: RivalAnswers;
  /** The link is the reader's own game or custom session: their challenge to others, not one to them. */
  isOwn: boolean;
}

export interface SoloGameState {
  phase: GamePhase;
  isLoading: boolean;
  /** docs/product.md §2 Solo game screen: "'No word available' state". */
  hasNoWord: boolean;
  words: PlayWord[];
  roundIndex: number;
  totalRounds: number;
  timerSeconds: number;
  timerMaxSeconds: number;
  phaseOneChoice: boolean | null;
  followup: FollowupQuestion | null;
  followupChoice: string | null;
  /** An answer is on its way to the judge: the buttons wait. */
  isSubmitting: boolean;
  feedback: RoundFeedback | null;
  /** The feedback's pause (game/feedback-pause.ts): what holds it open to read, while it shows. */
  feedbackPause: FeedbackPause | null;
  /** The feedback is over and the next round's word is on its way from the judge. */
  isOpeningRound: boolean;
  score: ScoreState;
  banners: Banners;
  summary: SessionSummary | null;
  challenge: ChallengeInfo | null;
  /** A message for the player when an answer could not be saved or the next word not loaded. */
  notice: RoundNotice | null;
}

export function initialSoloGameState(): SoloGameState {
  return {
    phase: 'menu',
    isLoading: false,
    hasNoWord: false,
    words: [],
    roundIndex: 0,
    totalRounds: ROUNDS_PER_GAME,
    timerSeconds: 0,
    timerMaxSeconds: 0,
    phaseOneChoice: null,
    followup: null,
    followupChoice: null,
    isSubmitting: false,
    feedback: null,
    feedbackPause: null,
    isOpeningRound: false,
    score: initialScore(),
    banners: { isFastVisible: false, streak: null },
    summary: null,
    challenge: null,
    notice: null,
  };
}

export const soloGameStore = createStore<SoloGameState>()(() => initialSoloGameState());

/** The word of the round being played, if any. */
export function currentWord(state: SoloGameState): PlayWord | null {
  return state.words[state.roundIndex] ?? null;
}
