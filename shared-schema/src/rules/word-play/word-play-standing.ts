import type { Difficulty } from '../../word';
import { foolRate } from '../fool-rate';

// The bank learns from play : every judged phase-one call of a word is counted, and what
// the counts say decides how play treats the word. A pure function of (truth, calls, calls that said real),
// so both store drivers derive the same columns from the same counts, and a test can pin every edge.

/**
 * Calls after which a word's fool rate is taken as its own ("proven"). The fool rate is a proportion, so
 * its standard error is sqrt(p(1 - p) / n): at 30 calls it is at most 0.091 (p = 0.5) and 0.08 at p = 0.3.
 * A 95% interval (±1.96 SE, at most ±0.18) is then narrower than one difficulty band (0.20 wide, below),
 * so noise moves a word at most one band, never from easy to hard. Fewer calls leave too wide an interval
 * (at 10 calls ±0.31: any band at all); many more would keep a new word's authored difficulty for weeks.
 */
export const PROVEN_CALLS = 30;

/**
 * At or above this a proven word is hard: it fools nearly as often as a coin would (a player guessing at
 * random is fooled half the time), so spelling, definition and usage give the truth away to nobody.
 */
export const HARD_FOOL_RATE = 0.45;

/** At or above this (and below hard) a proven word is medium; below it three callers in four see through it. */
export const MEDIUM_FOOL_RATE = 0.25;

/**
 * Below this, after PROVEN_CALLS, a word leaves the play pool: at 30 calls that is at most one caller fooled.
 * A word that truly fools 15% of its callers (a fair easy word) falls that low by chance under 5% of the time
 * (binomial P(X <= 1), n = 30), one that fools 20% about 1%; a word that fools 3% is almost surely caught.
 * A retired word gets no new calls in play, so retiring is meant to be rare and sure.
 */
export const RETIRED_FOOL_RATE = 0.05;

export interface WordPlayInput {
  isReal: boolean;
  calls: number;
  calledReal: number;
}

/** What the counts make of a word; stored beside the counts so play can select on it cheaply. */
export interface WordPlayStanding {
  /** null until the word has been called (rules/fool-rate.ts). */
  foolRate: number | null;
  /** Enough calls for the fool rate to speak for the word (PROVEN_CALLS). */
  isProven: boolean;
  /** The difficulty the fool rate gives a proven word; null while unproven (the authored one stands). */
  gradedDifficulty: Difficulty | null;
  /** Proven, and almost nobody is fooled: out of the play pool. */
  isRetired: boolean;
  /** Proven to fool (graded medium or hard): the daily five and every drawn game include such words. */
  isProvenFooler: boolean;
}

/** The difficulty a fool rate stands for (the bands above). */
export function difficultyOfFoolRate(rate: number): Difficulty {
  if (rate >= HARD_FOOL_RATE) return 'hard';
  if (rate >= MEDIUM_FOOL_RATE) return 'medium';
  return 'easy';
}

export function wordPlayStanding(input: WordPlayInput): WordPlayStanding {
  const rate = foolRate(input);
  const isProven = rate !== null && input.calls >= PROVEN_CALLS;
  if (!isProven) {
    return {
      foolRate: rate,
      isProven: false,
      gradedDifficulty: null,
      isRetired: false,
      isProvenFooler: false,
    };
  }
  const gradedDifficulty = difficultyOfFoolRate(rate);
  return {
    foolRate: rate,
    isProven: true,
    gradedDifficulty,
    isRetired: rate < RETIRED_FOOL_RATE,
    isProvenFooler: gradedDifficulty !== 'easy',
  };
}

/** The difficulty play uses: the graded one once the word is proven, the authored one before. */
export function playDifficulty(
  authored: Difficulty,
  standing: Pick<WordPlayStanding, 'gradedDifficulty'>,
): Difficulty {
  return standing.gradedDifficulty ?? authored;
}
