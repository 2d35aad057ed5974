import { indexGlosses } from './gloss-index';
import { judgedNameOf } from './judged-named-meanings';
import { SENTENCE_KINDS } from './data/category-sentence-table';
import type { RealWordCandidate } from './real-word-candidates';
import type { Synset, WordNet } from '../common/wordnet-reader';
import type { WrittenMeaning } from './written-meaning';
import { WRITTEN_MEANINGS_1 } from './data/english-written-meanings-1';
import { WRITTEN_MEANINGS_2 } from './data/english-written-meanings-2';
import { WRITTEN_MEANINGS_3 } from './data/english-written-meanings-3';
import { WRITTEN_MEANINGS_4 } from './data/english-written-meanings-4';
import { WRITTEN_MEANINGS_5 } from './data/english-written-meanings-5';
import { WRITTEN_MEANINGS_6 } from './data/english-written-meanings-6';
import { WRITTEN_MEANINGS_7 } from './data/english-written-meanings-7';
import { WRITTEN_MEANINGS_8 } from './data/english-written-meanings-8';
import { WRITTEN_MEANINGS_9 } from './data/english-written-meanings-9';
import { WRITTEN_MEANINGS_10 } from './data/english-written-meanings-10';
import { WRITTEN_MEANINGS_11 } from './data/english-written-meanings-11';
import { WRITTEN_MEANINGS_12 } from './data/english-written-meanings-12';
import { WRITTEN_MEANINGS_13 } from './data/english-written-meanings-13';
import { SIBLING_MEANINGS } from './sibling-meanings';

// The meanings written for English fakes (written-meaning.ts), as the generator takes its meanings: a synset
// of their own under their kind, so the kind's sentences are found for them as for any meaning of the kind.

export const WRITTEN_MEANINGS: readonly WrittenMeaning[] = [
  ...WRITTEN_MEANINGS_1,
  ...WRITTEN_MEANINGS_2,
  ...WRITTEN_MEANINGS_3,
  ...WRITTEN_MEANINGS_4,
  ...WRITTEN_MEANINGS_5,
  ...WRITTEN_MEANINGS_6,
  ...WRITTEN_MEANINGS_7,
  ...WRITTEN_MEANINGS_8,
  ...WRITTEN_MEANINGS_9,
  ...WRITTEN_MEANINGS_10,
  ...WRITTEN_MEANINGS_11,
  ...WRITTEN_MEANINGS_12,
  ...WRITTEN_MEANINGS_13,
  ...SIBLING_MEANINGS,
];

/** Written meanings' synset keys: never a WordNet key, so no measure takes one for a real word's meaning. */
export const WRITTEN_KEY_PREFIX = 'written:';

const KIND_NAMES = new Map(SENTENCE_KINDS.map((kind) => [kind.synset, kind.name]));

/** A written meaning as the generator takes it. */
export interface WrittenDonor {
  synset: Synset;
  candidate: RealWordCandidate;
  kind: { key: string; name: string };
  /** The sentence written for it (`WrittenMeaning.usage`), when it has one. */
  usage?: string;
  /** `WrittenMeaning.siblingOf`: the real meaning it was written beside, when it was. */
  siblingOf?: string;
}

/**
 * The written meanings a fake may show: each as a synset under its kind and as a meaning the generator takes.
 * One with neither a sentence kind nor a sentence of its own is left out, and so is one some word names: a
 * WordNet gloss says it (gloss-index.ts) or blind readers named a word or term for it (judged-named-meanings.ts).
 */
export function writtenMeanings(
  wordNet: WordNet,
  meanings: readonly WrittenMeaning[] = WRITTEN_MEANINGS,
): WrittenDonor[] {
  const glosses = indexGlosses(wordNet);
  return meanings.flatMap((meaning, index) => {
    const kind = wordNet.synsets.get(meaning.kind);
    const kindName =
      KIND_NAMES.get(meaning.kind) ?? (meaning.usage === undefined ? undefined : kind?.lemmas[0]);
    if (!kind || kindName === undefined) return [];
    if (glosses.isCloseToSomeGloss(meaning.definition) || judgedNameOf(meaning.definition) !== undefined)
      return [];
    const synset: Synset = {
      key: `${WRITTEN_KEY_PREFIX}${index}`,
      wordClass: kind.wordClass,
      lexFile: kind.lexFile,
      category: kind.category,
      lemmas: [],
      gloss: meaning.definition,
      examples: [],
      hasUsageDomain: false,
      hypernyms: [meaning.kind],
      hyponyms: [],
      related: [],
      takesObject: meaning.takesObject ?? false,
    };
    const candidate: RealWordCandidate = {
      word: '',
      wordClass: synset.wordClass,
      lexFile: synset.lexFile,
      category: synset.category,
      definition: meaning.definition,
      example: undefined,
      takesObject: synset.takesObject,
      difficulty: undefined,
      scowlLevel: undefined,
      subtlexCount: 0,
      // No word of its own: the fake's ending comes from the real words of its sense.
      lendsEnding: false,
      senseRank: 0,
      synsetKey: synset.key,
    };
    const usage = meaning.usage === undefined ? {} : { usage: meaning.usage };
    const sibling = meaning.siblingOf === undefined ? {} : { siblingOf: meaning.siblingOf };
    return [{ synset, candidate, kind: { key: meaning.kind, name: kindName }, ...usage, ...sibling }];
  });
}
