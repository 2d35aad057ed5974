import { shuffle, type RandomSource } from '@bluffle/shared-schema';
import { FAMILIAR_RANK, type FrequencyRanks } from '../common/frequency-ranks';
import { containsBlockedFragment } from '../common/profanity';
import type { WordLists } from '../common/word-lists';
import type { WordNet } from '../common/wordnet-reader';

// The real option of a fake's follow-up ("Which of these is a real word?"): a dictionary word
// a keen player may know but most will not, with the fake's ending, so the answer is knowledge. Never the
// word whose meaning the fake borrowed.

const ENDING_LENGTHS = [2, 3, 4, 5] as const;

export interface RareRealWords {
  /**
   * A rare real word ending in `ending`, its length within 3 of `length`, not `isExcluded`; the least used
   * in `uses` (one batch's counts, updated) first, so one word does not answer every follow-up of an ending.
   */
  pick(
    ending: string,
    length: number,
    isExcluded: (word: string) => boolean,
    uses: Map<string, number>,
    random: RandomSource,
  ): string | undefined;
}

/**
 * Words in the dictionary lists (SCOWL 50-70: real, and seen in print) and in WordNet, outside the 30,000
 * commonest, indexed by their endings. Never a word the game may ask (`askable`): one seen as the answer to
 * a follow-up would be a known real word when it came up as a question.
 */
export function collectRareRealWords(
  lists: WordLists,
  wordNet: WordNet,
  ranks: FrequencyRanks,
  askable: ReadonlySet<string>,
): RareRealWords {
  const byEnding = new Map<string, string[]>();
  for (const [word, level] of lists.scowlLevel) {
    if (level < 50 || !/^[a-z]{5,14}$/.test(word) || !wordNet.senses.has(word) || askable.has(word)) continue;
    if (ranks.isAmong(word, FAMILIAR_RANK) || containsBlockedFragment(word)) continue;
    for (const length of ENDING_LENGTHS) {
      if (word.length - length < 3) continue;
      const ending = word.slice(-length);
      const group = byEnding.get(ending);
      if (group) group.push(word);
      else byEnding.set(ending, [word]);
    }
  }
  for (const group of byEnding.values()) group.sort();
  return {
    pick(ending, length, isExcluded, uses, random) {
      const fitting = (byEnding.get(ending) ?? []).filter(
        (word) => Math.abs(word.length - length) <= 3 && !isExcluded(word),
      );
      if (fitting.length === 0) return undefined;
      const fewest = Math.min(...fitting.map((word) => uses.get(word) ?? 0));
      const picked = shuffle(
        fitting.filter((word) => (uses.get(word) ?? 0) === fewest),
        random,
      )[0];
      if (picked) uses.set(picked, (uses.get(picked) ?? 0) + 1);
      return picked;
    },
  };
}
