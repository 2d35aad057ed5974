import type { SubmitAnswerResponse } from './session-views';
import { isFastAnswer } from '../fast-answer';
import { buildFollowup, correctFollowupAnswer } from '../followup-options';
import { judgeFollowup, judgePhaseOne } from '../judging';
import { revealOf } from '../reveal';
import { applyRound } from '../scoring';
import { followupSeconds, isPastDeadline } from '../timers';
import { refuseAnswer } from './round-guards';
import {
  earliestOpeningOf,
  isWaiting,
  waitingRound,
  type RoundAnswer,
  type RoundContext,
  type RoundEvent,
  type RoundInPlay,
  type RoundResult,
  type RoundState,
} from './round-state';

/**
 * One answer to a solo round (docs/product.md §4, §5): the guards first (round-guards.ts), then the judgement on the
 * judge's clock. Pure: the server's solo service and the offline judge both call it, so they give the same
 * reply to the same answer at the same time with the same random source.
 */
export function reduceRound(state: RoundState, event: RoundEvent, context: RoundContext): RoundResult {
  const refusal = refuseAnswer(state, event, context.nowMs);
  if (refusal !== null) {
    return { isRefused: true, refusal };
  }
  // The guards passed, so a round is open, or waiting with its feedback pause over: answered without being
  // asked for (the spec's client, docs/design.md decision 14), it opened when the pause ended and is timed from then,
  // so skipping rounds/next buys no time. The word is the caller's to look up, and must be the event's.
  const round = openedByAnswer(state.round as RoundInPlay, context.nowMs);
  if (context.word.id !== event.wordId) {
    throw new Error(`reduceRound was given word ${context.word.id} for an answer about ${event.wordId}.`);
  }
  return event.type === 'phase-one-answer'
    ? answerPhaseOne(state, round, event.answer, context)
    : answerFollowup(state, round, event.answer, context);
}

/**
 * Phase one (docs/product.md §4, §5 Answer correctness): the judge's clock decides a timeout (phase-one time plus the
 * allowance; a relaxed game has none); a right answer opens the follow-up and remembers the options it offered.
 */
function answerPhaseOne(
  state: RoundState,
  round: RoundInPlay,
  playerAnswer: boolean | null,
  context: RoundContext,
): RoundResult {
  const { word, nowMs, allowanceMs } = context;
  const elapsed = elapsedSince(round.openedAtMs, nowMs);
  const isTimeout =
    playerAnswer === null ||
    (!state.isRelaxed && isPastDeadline(elapsed, state.phaseOneSeconds, allowanceMs));
  const isRight = !isTimeout && judgePhaseOne(word.isReal, playerAnswer);
  const followup = isRight ? buildFollowup(word, context.random) : null;
  if (followup === null) {
    // Wrong, late, or a word with nothing to ask about ('If no options can be generated, nothing happens'):
    // phase one decides the round.
    return finishRound(state, round, context, {
      isCorrect: isRight,
      // A wrong round is never fast, whatever the clock said (docs/product.md §4 First answer wrong).
      isFast: isRight && isFastRound(state, elapsed, allowanceMs),
      isTimeout,
      playerAnswer,
      followupAnswer: null,
      timeSpent: elapsed,
    });
  }
  return {
    isRefused: false,
    state: {
      ...state,
      round: {
        ...round,
        stage: 'followup',
        followupOpenedAtMs: nowMs,
        followupOptions: followup.options,
        playerAnswer,
      },
    },
    // The question and its options only: which option is right stays with the judge until the round is over.
    reply: {
      stage: 'followup',
      roundNumber: round.roundNumber,
      isCorrect: true,
      followup: { question: followup.question, options: followup.options, seconds: followupSeconds() },
    },
  };
}

/** The follow-up: one of the offered options (the guards checked), or null when its timer ran out. */
function answerFollowup(
  state: RoundState,
  round: RoundInPlay,
  chosen: string | null,
  context: RoundContext,
): RoundResult {
  const { word, nowMs, allowanceMs } = context;
  const choice = chosen?.trim() ?? null;
  const followupElapsed = elapsedSince(round.followupOpenedAtMs ?? round.openedAtMs, nowMs);
  const isTimeout =
    choice === null || (!state.isRelaxed && isPastDeadline(followupElapsed, followupSeconds(), allowanceMs));
  const isCorrect = !isTimeout && judgeFollowup(correctFollowupAnswer(word), choice);
  // Fast is measured over the whole round, from its opening (docs/product.md §5 'completed within 6 seconds').
  const timeSpent = elapsedSince(round.openedAtMs, nowMs);
  return finishRound(state, round, context, {
    isCorrect,
    isFast: isCorrect && isFastRound(state, timeSpent, allowanceMs),
    isTimeout,
    playerAnswer: round.playerAnswer,
    followupAnswer: choice,
    timeSpent,
  });
}

type RoundVerdict = Pick<
  RoundAnswer,
  'isCorrect' | 'isFast' | 'playerAnswer' | 'followupAnswer' | 'timeSpent'
> & { isTimeout: boolean };

/**
 * Closes a round: folds the verdict into the score (rules/scoring), records the answer, and leaves the next
 * round waiting for the player: it opens when asked for after the feedback pause (docs/product.md §4 'next round after
 * 2 s'; round-opening.ts), or by itself once the longest hold is over. The round numbered totalRounds ends
 * and completes the game.
 */
function finishRound(
  state: RoundState,
  round: RoundInPlay,
  context: RoundContext,
  verdict: RoundVerdict,
): RoundResult {
  const { word, nowMs } = context;
  const { isFast } = verdict;
  const applied = applyRound(state.score, { isCorrect: verdict.isCorrect, isFast });
  const answer: RoundAnswer = {
    roundNumber: round.roundNumber,
    wordId: word.id,
    word: word.word,
    playerAnswer: verdict.playerAnswer,
    followupAnswer: verdict.followupAnswer,
    isCorrect: verdict.isCorrect,
    isFast,
    timeSpent: verdict.timeSpent,
    pointsEarned: applied.pointsEarned,
  };
  const isGameOver = round.roundNumber >= state.totalRounds;
  const reply: SubmitAnswerResponse = {
    stage: 'round-over',
    roundNumber: round.roundNumber,
    isCorrect: verdict.isCorrect,
    isFast,
    isTimeout: verdict.isTimeout,
    pointsEarned: applied.pointsEarned,
    streakBonus: applied.streakBonus,
    reveal: revealOf(word, correctFollowupAnswer(word)),
    score: applied.score,
    isGameOver,
  };
  return {
    isRefused: false,
    state: {
      ...state,
      // A judged last round completes the game (docs/design.md decision 15): nothing is taken after it.
      isCompleted: isGameOver,
      score: applied.score,
      answers: [...state.answers, answer],
      round: isGameOver ? { ...round, stage: 'over' } : waitingRound(round.roundNumber + 1, nowMs),
    },
    reply,
  };
}

/** A relaxed game has no clock to beat, so it never earns the fast bonus. */
function isFastRound(state: RoundState, elapsedMs: number, allowanceMs: number): boolean {
  return !state.isRelaxed && isFastAnswer(elapsedMs, allowanceMs);
}

/** A round answered while still waiting for the player: open since its feedback pause ended. */
function openedByAnswer(round: RoundInPlay, nowMs: number): RoundInPlay {
  return isWaiting(round, nowMs) ? { ...round, openedAtMs: earliestOpeningOf(round) } : round;
}

/** Milliseconds from an instant to now; never negative (the guards refuse an answer before its round opens). */
function elapsedSince(instantMs: number, nowMs: number): number {
  return Math.max(0, nowMs - instantMs);
}
