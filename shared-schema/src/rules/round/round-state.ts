import type { ErrorCode } from '../../errors';
import type { ScoreState, SubmitAnswerResponse } from './session-views';
import type { Word } from '../../word';
import { FEEDBACK_DELAY_MS, FEEDBACK_HOLD_MAX_MS } from '../../constants';
import type { RandomSource } from '../random';
import { initialScore } from '../scoring';

// One solo game's rounds as the round reducer sees them ('one round, written once'): the server's
// session record maps to this and back, the offline judge keeps it in memory. Times are milliseconds on the
// judge's clock (the server's for a session, the browser's offline).

export type RoundStage = 'phase-one' | 'followup' | 'over';

/** The round being played: when it opened and which follow-up options it offered. */
export interface RoundInPlay {
  roundNumber: number;
  stage: RoundStage;
  /**
   * When the round opened (its phase-one clock runs from here). Still to come while the round waits for
   * the player after the last one's feedback: then it is when the round opens by itself (waitingRound).
   */
  openedAtMs: number;
  /** Set once phase one was answered right. */
  followupOpenedAtMs: number | null;
  /** The options the follow-up offered: a follow-up answer must be one of them. */
  followupOptions: string[] | null;
  playerAnswer: boolean | null;
}

/** One answered (or timed-out) round, as judged. */
export interface RoundAnswer {
  roundNumber: number;
  wordId: string;
  word: string;
  playerAnswer: boolean | null;
  followupAnswer: string | null;
  isCorrect: boolean;
  isFast: boolean;
  /** Milliseconds from the round's opening to its last answer, by the judge's clock. */
  timeSpent: number;
  pointsEarned: number;
}

export interface RoundSettings {
  /** The round numbered totalRounds ends the game, whatever was answered before. */
  totalRounds: number;
  phaseOneSeconds: number;
  /**
   * Played at the player's own pace (WCAG 2.2.1 Timing Adjustable): no stage has a deadline and
   * no round is fast. Each stage still takes one answer, and an answer of null is still a timeout.
   */
  isRelaxed: boolean;
  /** The words in play order: round n plays wordIds[n - 1]. */
  wordIds: readonly string[];
}

export interface RoundState extends RoundSettings {
  /** The game was completed and its summary is final: nothing changes after. */
  isCompleted: boolean;
  /** Null until the words are served (round 1 is timed from then). */
  round: RoundInPlay | null;
  answers: RoundAnswer[];
  score: ScoreState;
}

/** An answer to one stage of a round; null is a timeout (docs/product.md §4 Timeout). */
export type RoundEvent =
  | { type: 'phase-one-answer'; roundNumber: number; wordId: string; answer: boolean | null }
  | { type: 'followup-answer'; roundNumber: number; wordId: string; answer: string | null };

/**
 * Why an answer was not taken. 'conflict': it does not fit the game as it stands (a round over, not started,
 * answered); 'invalid': the answer itself is not one that could be given (an option never offered).
 */
export interface RoundRefusal {
  kind: 'conflict' | 'invalid';
  code: ErrorCode;
  message: string;
}

/** What judging needs from outside: the round's word with its truth, the judge's clock and random source. */
export interface RoundContext {
  word: Word;
  nowMs: number;
  random: RandomSource;
  /**
   * Grace on every deadline and on the fast limit for the time between the player's screen and the judge's
   * clock: the server passes NETWORK_ALLOWANCE_MS, and so does the offline judge (see local-judge.ts).
   */
  allowanceMs: number;
}

export type RoundResult =
  | { isRefused: false; state: RoundState; reply: SubmitAnswerResponse }
  | { isRefused: true; refusal: RoundRefusal };

/** A round waiting for its first answer, timed from `openedAtMs` (docs/design.md decision 3). */
export function newRound(roundNumber: number, openedAtMs: number): RoundInPlay {
  return {
    roundNumber,
    stage: 'phase-one',
    openedAtMs,
    followupOpenedAtMs: null,
    followupOptions: null,
    playerAnswer: null,
  };
}

/** A game whose words are served: round 1 opens now. */
export function startRounds(settings: RoundSettings, nowMs: number): RoundState {
  return {
    ...settings,
    isCompleted: false,
    round: newRound(1, nowMs),
    answers: [],
    score: initialScore(),
  };
}

/**
 * The round after a finished one, waiting for the player ( 'Feel': the feedback may be held open to
 * read). It opens when the player asks for it (round-opening.ts), never before the feedback pause is over,
 * and by itself FEEDBACK_HOLD_MAX_MS after that, so an idle tab cannot keep a game waiting for ever. Its
 * clock runs only from its opening, so a held feedback takes nothing from it.
 */
export function waitingRound(roundNumber: number, lastEndedAtMs: number): RoundInPlay {
  return newRound(roundNumber, lastEndedAtMs + FEEDBACK_DELAY_MS + FEEDBACK_HOLD_MAX_MS);
}

/** A round whose opening is still to come: its word is not out and nothing answers it yet. */
export function isWaiting(round: RoundInPlay, nowMs: number): boolean {
  return nowMs < round.openedAtMs;
}

/** The first instant a waiting round may be opened: the end of the last round's feedback pause. */
export function earliestOpeningOf(round: RoundInPlay): number {
  return round.openedAtMs - FEEDBACK_HOLD_MAX_MS;
}
