import { WORDS_OUR_LISTS_LACK } from './data/words-our-lists-lack';
import type { FakeWordCheckLists } from './fake-word-filters';
import type { WordLists } from '../common/word-lists';
import { buildKnownWords, loadWordLists } from '../common/word-lists';
import type { WordNet } from '../common/wordnet-reader';
import { readWordNet } from '../common/wordnet-reader';

/** Everything the build knows about English, loaded once (about 3 s). */
export interface Lexicon extends FakeWordCheckLists {
  wordNet: WordNet;
  lists: WordLists;
  /** SCOWL <= 60 plus WordNet single-word lemmas: bases for the real-word derivative filter. */
  baseWords: Set<string>;
  /** Lowercase words of 4+ letters the Markov chain learns from (SCOWL <= 70 plus WordNet lemmas), sorted. */
  trainingWords: string[];
}

function levelAtMost(lists: WordLists, maxLevel: number, minLength: number): Set<string> {
  const words = new Set<string>();
  for (const [word, level] of lists.scowlLevel) {
    if (level <= maxLevel && word.length >= minLength && /^[a-z]+$/.test(word)) words.add(word);
  }
  return words;
}

export function loadLexicon(): Lexicon {
  const wordNet = readWordNet();
  const lists = loadWordLists();
  const lemmas: string[] = [];
  for (const synset of wordNet.synsets.values()) lemmas.push(...synset.lemmas);
  const knownWords = buildKnownWords(lists, lemmas);
  // Real words the lists lack, found among the fakes: never invented again, nor a fake made of one.
  for (const [word] of WORDS_OUR_LISTS_LACK) knownWords.add(word);
  const commonWords = levelAtMost(lists, 70, 1);
  const baseWords = levelAtMost(lists, 60, 3);
  const training = new Set<string>();
  for (const word of commonWords) if (word.length >= 4) training.add(word);
  for (const lemma of wordNet.senses.keys()) {
    if (/^[a-z]{4,}$/.test(lemma)) {
      training.add(lemma);
      baseWords.add(lemma);
    }
  }
  return {
    wordNet,
    lists,
    knownWords,
    commonWords,
    veryCommonWords: levelAtMost(lists, 35, 4),
    compoundParts: levelAtMost(lists, 50, 3),
    baseWords,
    trainingWords: [...training].sort(),
  };
}
