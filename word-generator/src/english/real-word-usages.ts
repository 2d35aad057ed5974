import { REAL_WORD_USAGES_1 } from './data/english-real-usages-1';
import { REAL_WORD_USAGES_2 } from './data/english-real-usages-2';
import { REAL_WORD_USAGES_3 } from './data/english-real-usages-3';
import { REAL_WORD_USAGES_4 } from './data/english-real-usages-4';
import { REAL_WORD_USAGES_5 } from './data/english-real-usages-5';
import { REAL_WORD_USAGES_6 } from './data/english-real-usages-6';
import { REAL_WORD_USAGES_7 } from './data/english-real-usages-7';
import type { WrittenUsage } from './written-usage-entry';

// The sentences written for rare real words (written-usage.ts), by word and sense.

export const REAL_WORD_USAGES: readonly WrittenUsage[] = [
  ...REAL_WORD_USAGES_1,
  ...REAL_WORD_USAGES_2,
  ...REAL_WORD_USAGES_3,
  ...REAL_WORD_USAGES_4,
  ...REAL_WORD_USAGES_5,
  ...REAL_WORD_USAGES_6,
  ...REAL_WORD_USAGES_7,
];

/** The sentence written for `word` in the sense of `synset`, if there is one. */
export function writtenUsageFor(
  usages: readonly WrittenUsage[] = REAL_WORD_USAGES,
): (word: string, synset: string) => string | undefined {
  const byMeaning = new Map(usages.map((entry) => [`${entry.word}|${entry.synset}`, entry.usage]));
  return (word, synset) => byMeaning.get(`${word}|${synset}`);
}
