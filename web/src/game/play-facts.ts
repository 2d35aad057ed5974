import {
  FAST_ANSWER_SECONDS,
  FOLLOWUP_SECONDS,
  MAX_SCORE,
  ROUNDS_PER_GAME,
  SOLO_PHASE_ONE_SECONDS,
  streakBonus,
} from '@bluffle/shared-schema';

/** The numbers How to play tells a newcomer, read from the rules the server scores with. */
export interface PlayFacts {
  rounds: number;
  callSeconds: number;
  followupSeconds: number;
  fastSeconds: number;
  /** The shortest run of right rounds that earns a streak bonus. */
  firstStreak: number;
  /** The streak bonus of the longest run a game can hold. */
  maxBonus: number;
  maxScore: number;
}

export function playFacts(): PlayFacts {
  const streaks = Array.from({ length: ROUNDS_PER_GAME }, (_, index) => index + 1);
  return {
    rounds: ROUNDS_PER_GAME,
    callSeconds: SOLO_PHASE_ONE_SECONDS,
    followupSeconds: FOLLOWUP_SECONDS,
    fastSeconds: FAST_ANSWER_SECONDS,
    firstStreak: streaks.find((streak) => streakBonus(streak) > 0) ?? ROUNDS_PER_GAME,
    maxBonus: streakBonus(ROUNDS_PER_GAME),
    maxScore: MAX_SCORE,
  };
}
