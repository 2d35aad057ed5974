import {
  ERROR_CODES,
  NETWORK_ALLOWANCE_MS,
  buildFollowup,
  followupSeconds,
  isFastAnswer,
  isPastDeadline,
  judgeFollowup,
  judgePhaseOne,
  type RandomSource,
  type SubmitAnswerResponse,
} from '@bluffle/shared-schema';
import { BadRequestError } from '../errors';
import type { CurrentRoundRecord, GameSessionRecord } from '../domain/session';
import type { StoredWord } from '../store/port';
import { finishRound } from './finish-round';
import { elapsedSince } from './rounds';
import { correctFollowupAnswer } from './word-reveal';

export interface JudgeContext {
  session: GameSessionRecord;
  round: CurrentRoundRecord;
  word: StoredWord;
  nowMs: number;
  random: RandomSource;
}

export type Judgement = { session: GameSessionRecord; response: SubmitAnswerResponse };

/**
 * Phase one (spec §4, §5 Answer correctness): the server's clock decides a timeout (phase-one time plus a
 * network allowance); a right answer opens the follow-up and remembers the options it offered.
 */
export function judgePhaseOneAnswer(context: JudgeContext, playerAnswer: boolean | null): Judgement {
  const { session, round, word, nowMs } = context;
  const elapsed = elapsedSince(round.openedAt, nowMs);
  const isTimeout =
    playerAnswer === null || isPastDeadline(elapsed, session.phaseOneSeconds, NETWORK_ALLOWANCE_MS);
  const isRight = !isTimeout && judgePhaseOne(word.isReal, playerAnswer);
  const followup = isRight ? buildFollowup(word, context.random) : null;
  if (followup === null) {
    // Wrong, late, or a word with nothing to ask about ('If no options can be generated, nothing happens'):
    // phase one decides the round.
    return finishRound(
      session,
      round,
      word,
      {
        isCorrect: isRight,
        isFast: isRight && isFastAnswer(elapsed, NETWORK_ALLOWANCE_MS),
        isTimeout,
        playerAnswer,
        followupAnswer: null,
        timeSpent: elapsed,
      },
      nowMs,
    );
  }
  const seconds = followupSeconds();
  return {
    session: {
      ...session,
      currentRound: {
        ...round,
        stage: 'followup',
        followupOpenedAt: new Date(nowMs).toISOString(),
        followupOptions: followup.options,
        playerAnswer,
      },
    },
    // The question and its options only: which option is right stays here until the round is over.
    response: {
      stage: 'followup',
      roundNumber: round.roundNumber,
      isCorrect: true,
      followup: { question: followup.question, options: followup.options, seconds },
    },
  };
}

/** The follow-up: one of the offered options (or null when its timer ran out), judged on the server's clock. */
export function judgeFollowupAnswer(context: JudgeContext, chosen: string | null): Judgement {
  const { session, round, word, nowMs } = context;
  const offered = round.followupOptions ?? [];
  const choice = chosen?.trim() ?? null;
  if (choice !== null && !offered.includes(choice)) {
    throw new BadRequestError(
      'followupAnswer must be one of the options offered for this round.',
      ERROR_CODES.optionNotOffered,
    );
  }
  const followupElapsed = elapsedSince(round.followupOpenedAt ?? round.openedAt, nowMs);
  const isTimeout =
    choice === null || isPastDeadline(followupElapsed, followupSeconds(), NETWORK_ALLOWANCE_MS);
  const isCorrect = !isTimeout && judgeFollowup(correctFollowupAnswer(word), choice);
  // Fast is measured over the whole round, from its opening (spec §5 'completed within 6 seconds').
  const timeSpent = elapsedSince(round.openedAt, nowMs);
  return finishRound(
    session,
    round,
    word,
    {
      isCorrect,
      isFast: isCorrect && isFastAnswer(timeSpent, NETWORK_ALLOWANCE_MS),
      isTimeout,
      playerAnswer: round.playerAnswer,
      followupAnswer: choice,
      timeSpent,
    },
    nowMs,
  );
}
