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

export const RESULTS_TEXTS: Readonly<Record<ResultsTone, readonly string[]>> = {
  'bluff-proof': [
    'No fake word gets past you. The dictionary should hire you as a bouncer.',
    'Lexicographers fear you. Bluffers weep.',
    'You sniffed out every bluff like a word-hound on a scent.',
    'Certified bluff-proof. Frame this score.',
  ],
  solid: [
    'Not bad at all! A few bluffs slipped through, but you held the line.',
    'You know your words. The fakes only fooled you now and then.',
    'Respectable! One more round and the dictionary is yours.',
    'A steady hand and a sharp eye. Keep going!',
  ],
  oof: [
    'The fakes had a field day. Time for a rematch!',
    'Those bluffs were sneaky. Shake it off and try again.',
    'The dictionary called. It misses you.',
    'Every word master starts somewhere. This is somewhere!',
  ],
};

const TITLES: Record<ResultsTone, string> = {
  'bluff-proof': 'Bluff-proof',
  solid: 'Solid effort',
  oof: 'Oof',
};

/** The results message by accuracy (spec §9): 80+ Bluff-proof, 50+ Solid effort, else Oof with a reminder. */
export function resultsMessage(accuracy: number, random: RandomSource = Math.random): ResultsMessage {
  const tone = toneForAccuracy(accuracy);
  return {
    tone,
    title: TITLES[tone],
    text: pickOne(RESULTS_TEXTS[tone], random),
    showReminder: tone === 'oof',
  };
}

function toneForAccuracy(accuracy: number): ResultsTone {
  if (accuracy >= BLUFF_PROOF_AT_PERCENT) {
    return 'bluff-proof';
  }
  if (accuracy >= SOLID_AT_PERCENT) {
    return 'solid';
  }
  return 'oof';
}
