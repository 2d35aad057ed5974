import type { RandomSource, WordClass } from '@bluffle/shared-schema';
import type { FakeWordCheckLists } from './fake-word-filters';
import { rejectFakeWord } from './fake-word-filters';
import type { MarkovModel } from './markov-model';
import { naturalness, sampleWord } from './markov-model';

/**
 * Real English endings a grafted fake may carry, per word class (note word-data §3 "graft"). The donor's
 * longest matching ending decides which Markov words can take its meaning.
 */
export const GRAFT_SUFFIXES: Readonly<Record<WordClass, readonly string[]>> = {
  noun: [
    'ation',
    'ition',
    'ment',
    'ity',
    'ism',
    'ist',
    'ery',
    'ance',
    'ence',
    'ancy',
    'ency',
    'ure',
    'age',
    'ade',
    'ude',
    'ule',
    'ology',
    'osis',
    'itude',
    'ician',
    'ling',
    'ette',
    'et',
    'ium',
    'um',
    'ia',
    'sis',
    'ion',
    'or',
    'er',
    'ar',
    'on',
    'ine',
    'ite',
    'y',
    'ard',
    'ode',
    'ope',
    'eme',
  ],
  adjective: [
    'ic',
    'ical',
    'ous',
    'ious',
    'eous',
    'uous',
    'al',
    'ial',
    'ive',
    'ant',
    'ent',
    'ary',
    'ory',
    'able',
    'ible',
    'ine',
    'oid',
    'esque',
    'ose',
    'ular',
    'ile',
    'id',
    'ate',
    'y',
    'ish',
    'ian',
    'escent',
    'ulent',
  ],
  verb: ['ate', 'ize', 'ise', 'ify', 'esce', 'le', 'en', 'ish', 'er', 'ute', 'ude'],
  adverb: ['ly', 'ily', 'ously', 'ally', 'ically', 'ently', 'antly'],
  pronoun: [],
  preposition: [],
  conjunction: [],
  interjection: [],
};

/** The longest graftable ending of a donor word, leaving at least 3 letters of stem. */
export function graftSuffixOf(word: string, wordClass: WordClass): string | undefined {
  let best: string | undefined;
  for (const suffix of GRAFT_SUFFIXES[wordClass]) {
    if (word.endsWith(suffix) && word.length - suffix.length >= 3 && (!best || suffix.length > best.length)) {
      best = suffix;
    }
  }
  return best;
}

export interface InventedWord {
  word: string;
  stem: string;
  suffix: string;
  /** Mean log2 probability per letter under the model; closer to 0 looks more English. */
  naturalness: number;
}

const ALL_SUFFIXES = [...new Set(Object.values(GRAFT_SUFFIXES).flat())].sort(
  (left, right) => right.length - left.length,
);

/**
 * Samples `draws` Markov words and keeps those that end in a graftable suffix and pass every fake-word filter,
 * grouped by suffix (longest ending wins). Deterministic for a seeded random source.
 */
export function inventWords(
  model: MarkovModel,
  random: RandomSource,
  lists: FakeWordCheckLists,
  draws: number,
): Map<string, InventedWord[]> {
  const bySuffix = new Map<string, InventedWord[]>();
  const seen = new Set<string>();
  for (let draw = 0; draw < draws; draw += 1) {
    const word = sampleWord(model, random, 15);
    if (!word || word.length < 6 || seen.has(word)) continue;
    seen.add(word);
    const suffix = ALL_SUFFIXES.find((ending) => word.endsWith(ending) && word.length - ending.length >= 3);
    if (!suffix) continue;
    const stem = word.slice(0, word.length - suffix.length);
    if (rejectFakeWord(word, stem, lists)) continue;
    const invented = { word, stem, suffix, naturalness: naturalness(model, word) };
    const group = bySuffix.get(suffix);
    if (group) group.push(invented);
    else bySuffix.set(suffix, [invented]);
  }
  return bySuffix;
}
