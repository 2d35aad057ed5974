import { pickOne, type RandomSource } from './random';

export type ResultsTone = 'bluff-proof' | 'solid' | 'oof';

/**
 * The results message (docs/product.md §9) as what it says, not in which words: the tone names the title, the key one
 * of the tone's texts. The web looks both up in its message catalogue, in the interface language.
 */
export interface ResultsMessage {
  tone: ResultsTone;
  textKey: ResultsTextKey;
  /** Below 50% the results screen adds a reminder about a random word (docs/product.md §9). */
  showReminder: boolean;
}

export const BLUFF_PROOF_AT_PERCENT = 80;
export const SOLID_AT_PERCENT = 50;

/**
 * Accuracy (docs/product.md §9 'correct divided by the maximum rounds') as a whole percentage. Callers pass the right
 * calls: a game whose five calls were right is not 0% accurate because its follow-ups were
 * missed; the score and the Correct tile already hold the spec's 'a point only for a fully correct answer'.
 */
export function accuracyPercent(rightCalls: number, totalRounds: number): number {
  if (totalRounds <= 0) {
    return 0;
  }
  const percent = Math.round((rightCalls / totalRounds) * 100);
  return Math.min(100, Math.max(0, percent));
}

/**
 * What a results text asserts about the game: 'no-miss' texts praise a flawless game (every round right),
 * 'some-miss' texts say a bluff got through (a fake word was called real); a text without a claim fits any
 * game of its tone.
 */
export type ResultsTextClaim = 'no-miss' | 'some-miss';

export interface ResultsText {
  key: string;
  claim?: ResultsTextClaim;
  /** The text tells the player to answer faster: untrue of a relaxed game, which has no fast bonus. */
  isAboutSpeed?: boolean;
}

/**
 * The results texts by tone, with what each claims (their words are the web's catalogue, 'resultsText'): the
 * claim stays here, beside the rule that keeps a text from praising a flawless game that was not.
 * Each tone keeps at least one text without a claim, so every game has a text that is true of it.
 */
export const RESULTS_TEXTS = {
  'bluff-proof': [
    { key: 'bouncer', claim: 'no-miss' },
    { key: 'wordHound', claim: 'no-miss' },
    { key: 'oneSlippedPast', claim: 'some-miss' },
    { key: 'lexicographersFear' },
    { key: 'certified' },
  ],
  solid: [
    { key: 'heldTheLine', claim: 'some-miss' },
    { key: 'knowYourWords', claim: 'some-miss' },
    { key: 'everyCallRight', claim: 'no-miss', isAboutSpeed: true },
    { key: 'respectable' },
    { key: 'steadyHand' },
  ],
  oof: [
    { key: 'fieldDay', claim: 'some-miss' },
    { key: 'sneakyBluffs', claim: 'some-miss' },
    { key: 'dictionaryCalled' },
    { key: 'startsSomewhere' },
  ],
} as const satisfies Readonly<Record<ResultsTone, readonly ResultsText[]>>;

/** The name of one results text, for the catalogue's lookup. */
export type ResultsTextKey = (typeof RESULTS_TEXTS)[ResultsTone][number]['key'];

type ResultsTextOf = ResultsText & { key: ResultsTextKey };

/** The score as a whole percentage of the game's maximum (docs/product.md §9 'Results message by percentage'). */
export function scorePercent(score: number, maxScore: number): number {
  if (maxScore <= 0) {
    return 0;
  }
  const percent = Math.round((score / maxScore) * 100);
  return Math.min(100, Math.max(0, percent));
}

export interface ResultsInput {
  /** The game's total score and the most it could have been (MAX_SCORE for a full game). */
  score: number;
  maxScore: number;
  /** Right rounds out of the rounds played: a text never claims a flawless game that was not. */
  correct: number;
  totalRounds: number;
  /**
   * Fake words the player called real (bluffsCalledReal): a text says a bluff got through only when one did.
   * A real word called fake, or a missed follow-up, is a miss but no bluff getting past.
   */
  bluffsCalledReal: number;
  /** Played without a clock: no text asks for faster answers, since speed earned nothing. */
  isRelaxed: boolean;
}

/** How many fake words the player called REAL: the bluffs that got past them. */
export function bluffsCalledReal(answers: ReadonlyArray<{ isReal: boolean; playerAnswer: boolean | null }>) {
  return answers.filter((answer) => !answer.isReal && answer.playerAnswer === true).length;
}

/** Whether a text is true of the game: its claim holds and it asks for speed only where speed pays. */
function isTrueOf(text: ResultsText, input: ResultsInput): boolean {
  if (text.isAboutSpeed === true && input.isRelaxed) return false;
  if (text.claim === 'no-miss') return input.correct >= input.totalRounds;
  if (text.claim === 'some-miss') return input.bluffsCalledReal > 0;
  return true;
}

/**
 * The results message (docs/product.md §9): by the score's percentage of the maximum, 80+ Bluff-proof, 50+ Solid
 * effort, else Oof with a reminder. Accuracy does not pick the tone: 4 of 5 right but slow is no 80%. The
 * text is one of the tone's that is true of the game (each tone keeps a text that claims nothing).
 */
export function resultsMessage(input: ResultsInput, random: RandomSource = Math.random): ResultsMessage {
  const tone = toneFor(input.score, input.maxScore);
  const texts: readonly ResultsTextOf[] = RESULTS_TEXTS[tone];
  const fitting = texts.filter((entry) => isTrueOf(entry, input));
  return {
    tone,
    textKey: pickOne(fitting, random).key,
    showReminder: tone === 'oof',
  };
}

/** Compared unrounded, so 79.6% is not promoted to 80 by a display rounding. */
function toneFor(score: number, maxScore: number): ResultsTone {
  const percent = maxScore > 0 ? (score / maxScore) * 100 : 0;
  if (percent >= BLUFF_PROOF_AT_PERCENT) {
    return 'bluff-proof';
  }
  if (percent >= SOLID_AT_PERCENT) {
    return 'solid';
  }
  return 'oof';
}
