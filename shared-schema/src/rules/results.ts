import { pickOne, type RandomSource } from './random';

export type ResultsTone = 'bluff-proof' | 'solid' | 'oof';

export interface ResultsMessage {
  tone: ResultsTone;
  title: string;
  text: string;
  /** Below 50% the results screen adds a reminder about a random word (spec §9). */
  showReminder: boolean;
}

export const BLUFF_PROOF_AT_PERCENT = 80;
export const SOLID_AT_PERCENT = 50;

/** Accuracy is correct answers divided by the game's rounds (spec §9), as a whole percentage. */
export function accuracyPercent(correct: number, totalRounds: number): number {
  if (totalRounds <= 0) {
    return 0;
  }
  const percent = Math.round((correct / totalRounds) * 100);
  return Math.min(100, Math.max(0, percent));
}

/**
 * What a results text asserts about the game: 'no-miss' texts praise a flawless game, 'some-miss' texts
 * mention a bluff that got through; a text without a claim fits any game of its tone.
 */
export type ResultsTextClaim = 'no-miss' | 'some-miss';

export interface ResultsText {
  text: string;
  claim?: ResultsTextClaim;
}

/** Each tone keeps at least one text without a claim, so every game has a text that is true of it. */
export const RESULTS_TEXTS: Readonly<Record<ResultsTone, readonly ResultsText[]>> = {
  'bluff-proof': [
    { text: 'No fake word got past you. The dictionary should hire you as a bouncer.', claim: 'no-miss' },
    { text: 'You sniffed out every bluff like a word-hound on a scent.', claim: 'no-miss' },
    { text: 'One slipped past, but the rest never stood a chance.', claim: 'some-miss' },
    { text: 'Lexicographers fear you. Bluffers weep.' },
    { text: 'Certified bluff-proof. Frame this score.' },
  ],
  solid: [
    { text: 'Not bad at all! A few bluffs slipped through, but you held the line.', claim: 'some-miss' },
    { text: 'You know your words. The fakes only fooled you now and then.', claim: 'some-miss' },
    { text: 'Every call right! Answer faster next time and the points pile up.', claim: 'no-miss' },
    { text: 'Respectable! One more round and the dictionary is yours.' },
    { text: 'A steady hand and a sharp eye. Keep going!' },
  ],
  oof: [
    { text: 'The fakes had a field day. Time for a rematch!', claim: 'some-miss' },
    { text: 'Those bluffs were sneaky. Shake it off and try again.', claim: 'some-miss' },
    { text: 'The dictionary called. It misses you.' },
    { text: 'Every word master starts somewhere. This is somewhere!' },
  ],
};

const TITLES: Record<ResultsTone, string> = {
  'bluff-proof': 'Bluff-proof',
  solid: 'Solid effort',
  oof: 'Oof',
};

/** The score as a whole percentage of the game's maximum (spec §9 'Results message by percentage'). */
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
}

/**
 * The results message (spec §9): by the score's percentage of the maximum, 80+ Bluff-proof, 50+ Solid
 * effort, else Oof with a reminder. Accuracy does not pick the tone: 4 of 5 right but slow is no 80%.
 */
export function resultsMessage(input: ResultsInput, random: RandomSource = Math.random): ResultsMessage {
  const tone = toneFor(input.score, input.maxScore);
  const claim: ResultsTextClaim = input.correct >= input.totalRounds ? 'no-miss' : 'some-miss';
  const texts = RESULTS_TEXTS[tone].filter((entry) => entry.claim === undefined || entry.claim === claim);
  return {
    tone,
    title: TITLES[tone],
    text: pickOne(texts, random).text,
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
