import {
  createSeededRandom,
  shuffle,
  type Language,
  type RandomSource,
  type WordClass,
} from '@bluffle/shared-schema';
import { loadEnglishGenerator, type EnglishGeneratorOptions } from './english/english-generator';
import type { FakeWordRejection } from './english/fake-word-filters';
import { buildTagalogLexicon, containsProfanity } from './filipino/filipino-lexicon-check';
import { COMMON_TAGALOG_ROOTS } from './filipino/data/filipino-known-roots';
import {
  filipinoFakeAlternatives,
  filipinoWrongDefinitions,
  proposeFilipinoFake,
} from './filipino/filipino-proposals';
import { FILIPINO_REAL_WORDS } from './filipino/filipino-real-data';
import { drawFilipinoFakes, drawFilipinoReals } from './filipino/filipino-topic-balance';
import { filipinoSeedWords, moreFilipinoFakes } from './filipino/filipino-words';
import type { GeneratedWord } from './common/generated-word';
import type { SeedWord } from './common/seed-word';
import { findProfanity } from './text-profanity';
import { filipinoFakeProblems, type WordInspection } from './common/word-inspection';

export interface GenerateRequest {
  language: Language;
  /** How many words; about half real and half fake. Fewer come back only when the language runs out. */
  count: number;
  /** The same seed (and the same isTaken answers) gives the same words. */
  seed: number;
  /** Words that must not be made (already stored, for example); compared lowercased. */
  isTaken?: (word: string) => boolean;
}

/** A real word whose follow-up needs wrong definitions beside its right option (the wordsmith's Validate). */
export interface WrongDefinitionRequest {
  word: string;
  language: Language;
  wordClass: WordClass;
  /** The follow-up's right option. */
  definition: string;
  /** The definition shown in phase one, when the right option rewords it: no wrong option may echo it. */
  shownDefinition?: string;
}

/** The one word pipeline: the bank builder, the admin's Generate and the wordsmith tools use it. */
export interface WordGenerator {
  /** The languages it can generate: Latin only comes through CSV, as no Latin data we may ship is installed. */
  readonly languages: readonly Language[];
  generate(request: GenerateRequest): GeneratedWord[];
  /** Whether any word list the pipeline checks knows `text` as a real word of `language`. */
  isKnownRealWord(text: string, language: Language): boolean;
  /**
   * A real word's entry for the wordsmith's Fill-in: every field, as the bank would hold it, when it makes a
   * fair question; else every field the data gives (definition, sentence, class, explanation...), the follow-up
   * options it could not find blank. Undefined when the language's data has no entry for it. Deterministic.
   */
  lookupRealWord(text: string, language: Language): GeneratedWord | undefined;
  /** Why `text` could not be a fake English word (known word, typo of a common word...), or undefined. */
  rejectAsFakeEnglish(text: string): FakeWordRejection | undefined;
  /**
   * What the language's data says about a typed word (the wordsmith's Validate): whether a word list
   * knows it, the dictionary's word classes for it, and every reason it could not pass as a fake.
   */
  inspectWord(text: string, language: Language): WordInspection;
  /** The profane words in text someone wrote, each once, lowercase; empty when it is clean. */
  findProfanity(text: string, language: Language): string[];
  /**
   * A FAKE entry with every field for a typed word (the wordsmith's Fill-in for a word no dictionary
   * knows): a real word's meaning, a sentence with the word, an explanation, follow-up options. Undefined when
   * nothing fits; throws UnsupportedLanguageError for a language it does not make. Deterministic per seed.
   */
  proposeFake(text: string, language: Language, seed: number): GeneratedWord | undefined;
  /** Up to three invented words to offer beside a fake word, none of `excluded`. Deterministic per seed. */
  proposeFakeAlternatives(
    text: string,
    language: Language,
    excluded: readonly string[],
    seed: number,
  ): string[];
  /** Up to three wrong definitions to offer beside a real word's right option. Deterministic per seed. */
  proposeWrongDefinitions(request: WrongDefinitionRequest, seed: number): string[];
  readonly stats: { knownForms: number; realCandidates: number; inventedPool: number };
}

export class UnsupportedLanguageError extends Error {
  constructor(readonly language: Language) {
    super(`Words in ${language} cannot be generated on this server`);
    this.name = 'UnsupportedLanguageError';
  }
}

/** The Filipino words carry their own provenance (a fake's names the donor of its meaning). */
function withFilipinoProvenance({ source: _source, ...entry }: SeedWord): GeneratedWord {
  return {
    ...entry,
    provenance: entry.provenance ?? 'Filipino word from word-generator/src/filipino-words.ts.',
  };
}

/**
 * About half real and half fake: the bank's Filipino words first (real words written for Bluffle, each lending
 * its meaning to one invented word), then, once those are taken, more checked invented words.
 */
function generateFilipino(
  bank: readonly SeedWord[],
  count: number,
  random: RandomSource,
  isTaken: (word: string) => boolean,
): GeneratedWord[] {
  const entries = shuffle(bank, random).filter((entry) => !isTaken(entry.word));
  const realCount = Math.floor(count / 2) + (count % 2 === 1 && random() < 0.5 ? 1 : 0);
  // Both sides cover the same topics; written meanings first, then lent ones no chosen real word shows.
  const reals = drawFilipinoReals(entries, realCount);
  const fakeCount = count - reals.length;
  let fakes = drawFilipinoFakes(entries, reals, fakeCount);
  if (fakes.length < fakeCount) {
    const made = new Set(fakes.map((fake) => fake.word));
    const more = moreFilipinoFakes(random, (word) => made.has(word) || isTaken(word));
    fakes = [...fakes, ...more.slice(0, fakeCount - fakes.length)];
  }
  return shuffle([...reals, ...fakes], random).map(withFilipinoProvenance);
}

/** A seed from the word itself, so the same look-up always gives the same wrong options. */
function seedOf(word: string): number {
  let hash = 0;
  for (const character of word) hash = (Math.imul(hash, 31) + (character.codePointAt(0) ?? 0)) >>> 0;
  return hash;
}

export function createWordGenerator(options: EnglishGeneratorOptions = {}): WordGenerator {
  const english = loadEnglishGenerator(options);
  // The Filipino words are built once (their follow-ups take some work); every call draws from them.
  const filipinoBank = filipinoSeedWords(createSeededRandom(1));
  const filipinoEntries = new Map(filipinoBank.map((entry) => [entry.word, entry]));
  // The Tagalog the package ships (the GPL word lists are read at build time only): its entries and roots.
  const tagalog = buildTagalogLexicon([
    ...COMMON_TAGALOG_ROOTS,
    ...FILIPINO_REAL_WORDS.map((entry) => entry.word),
  ]);
  const filipinoClasses = (word: string): WordClass[] => [
    ...new Set(FILIPINO_REAL_WORDS.filter((entry) => entry.word === word).map((entry) => entry.wordClass)),
  ];
  const unsupported = (language: Language): never => {
    throw new UnsupportedLanguageError(language);
  };
  return {
    languages: ['english', 'filipino'],
    generate({ language, count, seed, isTaken = () => false }) {
      const random = createSeededRandom(seed);
      const taken = (word: string) => isTaken(word.toLowerCase());
      if (language === 'english') return english.generate(count, random, taken);
      if (language === 'filipino') return generateFilipino(filipinoBank, count, random, taken);
      throw new UnsupportedLanguageError(language);
    },
    isKnownRealWord(text, language) {
      const lower = text.trim().toLowerCase();
      if (language === 'english') return english.isKnownRealWord(lower);
      if (language === 'filipino') return filipinoEntries.get(lower)?.isReal === true;
      return false;
    },
    lookupRealWord(text, language) {
      const lower = text.trim().toLowerCase();
      if (language === 'english') return english.lookupRealWord(lower, createSeededRandom(seedOf(lower)));
      const entry = language === 'filipino' ? filipinoEntries.get(lower) : undefined;
      return entry?.isReal ? withFilipinoProvenance(entry) : undefined;
    },
    rejectAsFakeEnglish: (text) => english.rejectAsFake(text),
    inspectWord(text, language) {
      const word = text.trim().toLowerCase();
      if (language === 'english') return english.inspect(word);
      if (language === 'filipino') {
        return {
          word,
          isKnownRealWord: tagalog.forms.has(word),
          coverage: 'partial',
          dictionaryClasses: filipinoClasses(word),
          fakeProblems: filipinoFakeProblems(word, tagalog, english.isKnownRealWord(word)),
        };
      }
      return {
        word,
        isKnownRealWord: false,
        coverage: 'none',
        dictionaryClasses: [],
        fakeProblems: containsProfanity(word) ? ['profanity'] : [],
      };
    },
    findProfanity,
    proposeFake(text, language, seed) {
      const random = createSeededRandom(seed);
      if (language === 'english') return english.proposeFake(text, random);
      if (language === 'filipino') return proposeFilipinoFake(text, random);
      return unsupported(language);
    },
    proposeFakeAlternatives(text, language, excluded, seed) {
      const random = createSeededRandom(seed);
      const word = text.trim().toLowerCase();
      if (language === 'english') return english.fakeAlternatives(word, new Set(excluded), random);
      if (language === 'filipino') return filipinoFakeAlternatives(word, new Set(excluded), random);
      return unsupported(language);
    },
    proposeWrongDefinitions(request, seed) {
      const random = createSeededRandom(seed);
      if (request.language === 'english') return english.wrongDefinitions(request, random);
      if (request.language === 'filipino') return filipinoWrongDefinitions(request, random);
      return unsupported(request.language);
    },
    stats: english.stats,
  };
}

let loaded: WordGenerator | undefined;

/** The process's generator, loaded on first use (a few seconds and a few hundred MB), then shared. */
export function loadWordGenerator(): WordGenerator {
  loaded ??= createWordGenerator();
  return loaded;
}
