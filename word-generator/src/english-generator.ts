import { createSeededRandom, shuffle, type RandomSource, type WordClass } from '@bluffle/shared-schema';
import {
  englishFakeAlternatives,
  indexDonors,
  proposeEnglishFake,
  type DonorIndex,
} from './english-fake-proposal';
import { graftFakeWord } from './english-fake-words';
import { toRealWord, type RealWordContext } from './english-real-words';
import { pickWrongDefinitions } from './distractors';
import { rejectFakeWord, type FakeWordRejection } from './fake-word-filters';
import type { GeneratedWord } from './generated-word';
import { collectGlossOptions } from './gloss-pool';
import { inventedStemOf } from './graft';
import { inventPool, type InventedPool } from './invented-pool';
import { loadLexicon, type Lexicon } from './lexicon';
import { trainMarkovModel } from './markov-model';
import { hasOffensiveGloss } from './profanity';
import {
  collectRealWordCandidates,
  glossRevealsWord,
  isUsableExample,
  type RealWordCandidate,
} from './real-word-candidates';
import { rewordedDefinition } from './reworded-definition';
import { toSentence } from './usage-sentence';
import { englishFakeProblems, type WordInspection } from './word-inspection';

/** The pool is invented once per load with this seed; each request then draws from it with its own seed. */
const POOL_SEED = 7;
const MARKOV_ORDER = 3;

export interface EnglishGeneratorOptions {
  /** Markov samples for the invented pool: more gives more fakes to choose from, and takes longer to load. */
  draws?: number;
  /** Share of the filtered invented words kept, the most real-looking first. */
  keepShare?: number;
}

export interface EnglishGenerator {
  generate(count: number, random: RandomSource, isTaken: (word: string) => boolean): GeneratedWord[];
  isKnownRealWord(word: string): boolean;
  /** The word's dictionary entry as a real word with every field (Fill-in), or undefined when WordNet has no usable sense. */
  lookupRealWord(word: string, random: RandomSource): GeneratedWord | undefined;
  /** Why `word` could not be a fake (a known word, a typo of a common one, profanity...), or undefined. */
  rejectAsFake(word: string): FakeWordRejection | undefined;
  /** What WordNet and the word lists say about a typed word (the wordsmith's Validate). */
  inspect(word: string): WordInspection;
  /** A grafted FAKE entry for a typed word (the wordsmith's Fill-in), or undefined when no donor fits. */
  proposeFake(word: string, random: RandomSource): GeneratedWord | undefined;
  /** Up to three invented words from the pool to offer beside a fake word, none of `excluded`. */
  fakeAlternatives(word: string, excluded: ReadonlySet<string>, random: RandomSource): string[];
  /** Up to three WordNet glosses of the class that are fair wrong answers beside `definition`. */
  wrongDefinitions(target: WrongDefinitionTarget, random: RandomSource): string[];
  /** Counts, for benchmarks and the README. */
  readonly stats: { knownForms: number; realCandidates: number; inventedPool: number };
}

/** A word whose follow-up needs wrong definitions: the right option is `definition`. */
export interface WrongDefinitionTarget {
  word: string;
  wordClass: WordClass;
  definition: string;
  /** The definition shown in phase one, when the right option rewords it. */
  shownDefinition?: string;
}

/** A wordsmith's definition may be longer or shorter than WordNet's glosses: a second, looser try. */
const LOOSE_LENGTH_RATIO = { min: 0.25, max: 4 };

/**
 * A common word's first usable WordNet sense, as a candidate: too common to be a game question (so not among
 * the candidates), but a wordsmith may still fill one in. It counts as easy.
 */
function commonWordCandidate(word: string, lexicon: Lexicon): RealWordCandidate | undefined {
  for (const [wordClass, keys] of lexicon.wordNet.senses.get(word) ?? []) {
    for (const [senseRank, key] of keys.entries()) {
      const synset = lexicon.wordNet.synsets.get(key);
      if (!synset?.lemmas.includes(word) || synset.gloss.length < 10) continue;
      if (hasOffensiveGloss(synset.gloss) || glossRevealsWord(synset.gloss, word)) continue;
      const example = synset.examples.find((candidate) => isUsableExample(candidate, word));
      return {
        word,
        wordClass,
        lexFile: synset.lexFile,
        category: synset.category,
        definition: synset.gloss,
        example: example === undefined ? undefined : toSentence(example),
        takesObject: synset.takesObject,
        difficulty: 'easy',
        scowlLevel: lexicon.lists.scowlLevel.get(word),
        subtlexCount: lexicon.lists.subtlexCount.get(word) ?? 0,
        senseRank,
        synsetKey: key,
      };
    }
  }
  return undefined;
}

/** The fakes must look like the real words they stand beside: the playable ones, not WordNet at large. */
function realWordsForClassifier(candidates: readonly RealWordCandidate[]): string[] {
  return [...new Set(candidates.map((candidate) => candidate.word))].sort();
}

interface WordSources {
  /** Real-word candidates with a difficulty: the ones that may be asked. */
  playable: readonly RealWordCandidate[];
  /** Every candidate: meaning donors for fakes, common words included. */
  candidates: readonly RealWordCandidate[];
  /** The candidates with an example sentence of their own. */
  donorsWithExample: readonly RealWordCandidate[];
  pool: InventedPool;
  realContext: RealWordContext;
}

/** One generate call's words so far. */
interface Batch {
  words: GeneratedWord[];
  /** Words made or lent in this call (a donor's meaning must not also be asked as itself). */
  used: Set<string>;
  isTaken(word: string): boolean;
  random: RandomSource;
}

const isFree = (batch: Batch, word: string) => !batch.used.has(word) && !batch.isTaken(word);

/** Adds up to `count` real words, those with an example sentence of their own first (they read best). */
function addRealWords(sources: WordSources, batch: Batch, count: number): number {
  const ordered = shuffle(sources.playable, batch.random).sort(
    (left, right) => Number(left.example === undefined) - Number(right.example === undefined),
  );
  let made = 0;
  let withExample = 0;
  for (const candidate of ordered) {
    if (made >= count) break;
    if (!isFree(batch, candidate.word)) continue;
    const real = toRealWord(candidate, sources.realContext, batch.random);
    if (!real) continue;
    batch.used.add(real.word);
    batch.words.push(real);
    made += 1;
    if (candidate.example !== undefined) withExample += 1;
  }
  return withExample;
}

function addFakeWords(
  sources: WordSources,
  batch: Batch,
  count: number,
  usage: 'example' | 'template',
): void {
  const donors = usage === 'example' ? sources.donorsWithExample : sources.candidates;
  let made = 0;
  const choices = { isTaken: (word: string) => !isFree(batch, word), usage };
  for (const donor of shuffle(donors, batch.random)) {
    if (made >= count) break;
    if (!isFree(batch, donor.word)) continue;
    const fake = graftFakeWord(donor, sources.pool, choices, batch.random);
    if (!fake) continue;
    batch.used.add(donor.word);
    batch.used.add(fake.word);
    batch.words.push(fake);
    made += 1;
  }
}

/** Loads WordNet, the word lists, the Markov chain and the invented pool: seconds, so once per process. */
export function loadEnglishGenerator(options: EnglishGeneratorOptions = {}): EnglishGenerator {
  const lexicon = loadLexicon();
  const candidates = collectRealWordCandidates(lexicon.wordNet, lexicon);
  const playable = candidates.filter((candidate) => candidate.difficulty !== undefined);
  const glossesByClass = collectGlossOptions(lexicon.wordNet);
  const model = trainMarkovModel(lexicon.trainingWords, MARKOV_ORDER);
  const pool: InventedPool = inventPool(
    model,
    lexicon,
    realWordsForClassifier(playable),
    { draws: options.draws ?? 150_000, keepShare: options.keepShare ?? 0.25 },
    createSeededRandom(POOL_SEED),
  );
  const realContext = {
    glossesByClass,
    rewordedDefinitionOf: (candidate: RealWordCandidate) => {
      const synset = lexicon.wordNet.synsets.get(candidate.synsetKey);
      return synset ? rewordedDefinition(candidate.word, synset, lexicon.wordNet) : undefined;
    },
  };

  const candidatesByWord = new Map<string, RealWordCandidate>();
  for (const candidate of candidates) {
    if (!candidatesByWord.has(candidate.word)) candidatesByWord.set(candidate.word, candidate);
  }
  const sources: WordSources = {
    playable,
    candidates,
    donorsWithExample: candidates.filter((candidate) => candidate.example !== undefined),
    pool,
    realContext,
  };
  function generate(
    count: number,
    random: RandomSource,
    isTaken: (word: string) => boolean,
  ): GeneratedWord[] {
    const batch: Batch = { words: [], used: new Set(), isTaken, random };
    const realCount = Math.floor(count / 2) + (count % 2 === 1 && random() < 0.5 ? 1 : 0);
    const realsWithExample = addRealWords(sources, batch, realCount);
    // Fakes get the donor's own example at the rate the real words got theirs, the rest a template.
    const reals = batch.words.length;
    const fakesWithExample = reals === 0 ? 0 : Math.round((realsWithExample / reals) * (count - reals));
    addFakeWords(sources, batch, fakesWithExample, 'example');
    addFakeWords(sources, batch, count - batch.words.length, 'template');
    return shuffle(batch.words, random);
  }

  // Built at the first wordsmith Fill-in, not at load: the bank build and the admin's Generate never need it.
  let donorIndex: DonorIndex | undefined;

  return {
    generate,
    isKnownRealWord: (word) => lexicon.knownWords.has(word.trim().toLowerCase()),
    lookupRealWord: (word, random) => {
      const lower = word.trim().toLowerCase();
      const candidate = candidatesByWord.get(lower) ?? commonWordCandidate(lower, lexicon);
      // A common word is no game question, but a wordsmith may still fill one in: it counts as easy.
      return candidate
        ? toRealWord({ ...candidate, difficulty: candidate.difficulty ?? 'easy' }, realContext, random)
        : undefined;
    },
    rejectAsFake: (word) => {
      const lower = word.trim().toLowerCase();
      return rejectFakeWord(lower, inventedStemOf(lower), lexicon);
    },
    inspect: (text) => {
      const word = text.trim().toLowerCase();
      return {
        word,
        isKnownRealWord: lexicon.knownWords.has(word),
        coverage: 'full',
        dictionaryClasses: [...(lexicon.wordNet.senses.get(word)?.keys() ?? [])],
        fakeProblems: englishFakeProblems(word, lexicon),
      };
    },
    proposeFake: (word, random) => {
      donorIndex ??= indexDonors(candidates);
      return proposeEnglishFake(word, donorIndex, pool, random);
    },
    fakeAlternatives: (word, excluded, random) =>
      englishFakeAlternatives(word.trim().toLowerCase(), pool, excluded, random),
    wrongDefinitions: (target, random) => {
      const word = target.word.trim().toLowerCase();
      // WordNet's category for the word, when it has one in this class: same-category glosses sound alike.
      const firstSense = lexicon.wordNet.senses.get(word)?.get(target.wordClass)?.[0];
      const lexFile = (firstSense && lexicon.wordNet.synsets.get(firstSense)?.lexFile) ?? '';
      const full = { ...target, word, lexFile };
      return (
        pickWrongDefinitions(full, glossesByClass, random) ??
        pickWrongDefinitions(full, glossesByClass, random, LOOSE_LENGTH_RATIO) ??
        []
      );
    },
    stats: { knownForms: lexicon.knownWords.size, realCandidates: playable.length, inventedPool: pool.size },
  };
}
