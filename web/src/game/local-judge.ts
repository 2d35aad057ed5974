import {
  answerViewOf,
  gameSummaryOf,
  NETWORK_ALLOWANCE_MS,
  reduceRound,
  reduceRoundOpening,
  refuseAnswer,
  startRounds,
  toPlayWord,
  type RandomSource,
  type RoundEvent,
  type RoundRefusal,
  type SessionSummary,
  type SubmitAnswerResponse,
  type Word,
} from '@bluffle/shared-schema';
import { ApiError } from '../api/api-error';
import type { RoundJudge } from './round-judge';

export interface LocalJudgeOptions {
  playerName: string;
  totalRounds: number;
  /** The mode's phase-one time (rules/timers phaseOneSeconds), as the server's session keeps it. */
  phaseOneSeconds: number;
  /** Played at the player's own pace: no deadline and no fast bonus, as the server judges it. */
  isRelaxed: boolean;
  now: () => number;
  random?: RandomSource;
}

/**
 * The allowance on deadlines and on the fast limit is the server's, not 0: the same play then gets the same
 * verdict online and offline (round-parity.test.ts holds the two to it), and offline too the player's
 * countdown lags this clock (it starts from a timer after the feedback pause and shows whole seconds).
 */
const ALLOWANCE_MS = NETWORK_ALLOWANCE_MS;

/**
 * Offline play (docs/product.md §4 Start, docs/design.md decision 3): the built-in words carry their truth, so the browser judges
 * them with the round reducer the server uses (shared-schema rules/round): the same guards, deadlines, fast
 * rule and schedule. Round 1 opens when the judge is made, as the server's opens when the words are served;
 * each next one when the flow asks for it after the feedback pause (or by itself after the longest hold).
 * Nothing here reaches the server or its stats.
 */
export function createLocalJudge(words: readonly Word[], options: LocalJudgeOptions): RoundJudge {
  const random = options.random ?? Math.random;
  const byId = new Map(words.map((word) => [word.id, word]));
  const settings = {
    totalRounds: options.totalRounds,
    phaseOneSeconds: options.phaseOneSeconds,
    isRelaxed: options.isRelaxed,
    wordIds: words.map((word) => word.id),
  };
  let state = startRounds(settings, options.now());

  const wordOf = (wordId: string): Word => {
    const word = byId.get(wordId);
    if (!word) throw new Error(`Word ${wordId} is not one of this game's words.`);
    return word;
  };

  const answer = (event: RoundEvent): SubmitAnswerResponse => {
    // The guards before the word is looked up, as on the server: a word not in this game is a refusal.
    const nowMs = options.now();
    const refusal = refuseAnswer(state, event, nowMs);
    if (refusal !== null) throw refusedError(refusal);
    const context = { word: wordOf(event.wordId), nowMs, random, allowanceMs: ALLOWANCE_MS };
    const result = reduceRound(state, event, context);
    if (result.isRefused) throw refusedError(result.refusal);
    state = result.state;
    return result.reply;
  };

  return {
    async openRound(roundNumber) {
      const result = reduceRoundOpening(state, roundNumber, options.now());
      if (result.isRefused) throw refusedError(result.refusal);
      state = result.state;
      const { opening } = result;
      return {
        roundNumber: opening.roundNumber,
        word: toPlayWord(wordOf(opening.wordId)),
        secondsLeft: opening.secondsLeft,
      };
    },
    async answerPhaseOne({ word, roundNumber, answer: playerAnswer }) {
      return answer({ type: 'phase-one-answer', roundNumber, wordId: word.id, answer: playerAnswer });
    },
    async answerFollowup({ word, roundNumber, answer: followupAnswer }) {
      return answer({ type: 'followup-answer', roundNumber, wordId: word.id, answer: followupAnswer });
    },
    async complete(): Promise<SessionSummary> {
      // As on the server, a completed game takes no more answers.
      state = { ...state, isCompleted: true };
      return gameSummaryOf({
        sessionCode: '',
        playerName: options.playerName,
        totalRounds: options.totalRounds,
        score: state.score,
        answers: state.answers.map((played) => answerViewOf(played, wordOf(played.wordId))),
        // Offline games count only in their own local tally; practice is a server-side idea.
        isPractice: false,
        isRelaxed: options.isRelaxed,
      });
    },
  };
}

/** A refused answer fails as the server's refusal does (its status, code and message), so both modes read alike. */
function refusedError(refusal: RoundRefusal): ApiError {
  return new ApiError(refusal.message, refusal.kind === 'invalid' ? 400 : 409, refusal.code);
}
