import { createSeededRandom, type Language, type WordClass } from '@bluffle/shared-schema';
import type { GeneratedWord } from './common/generated-word';
import type { WordInspection } from './common/word-inspection';
import { loadEnglishGenerator, type EnglishGeneratorOptions } from './english/english-generator';
import type { FakeWordRejection } from './english/fake-word-filters';
import { containsProfanity } from './filipino/filipino-lexicon-check';
import { createFilipinoPipeline } from './filipino/filipino-pipeline';
import type { LanguagePipeline } from './language-pipeline';
import { findProfanity } from './text-profanity';

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

/** A seed from the word itself, so the same look-up always gives the same wrong options. */
function seedOf(word: string): number {
  let hash = 0;
  for (const character of word) hash = (Math.imul(hash, 31) + (character.codePointAt(0) ?? 0)) >>> 0;
  return hash;
}

export function createWordGenerator(options: EnglishGeneratorOptions = {}): WordGenerator {
  const english = loadEnglishGenerator(options);
  // One pipeline a language (language-pipeline.ts): a new language is a folder and a line here.
  const pipelines = new Map<Language, LanguagePipeline>([
    ['english', english],
    ['filipino', createFilipinoPipeline((word) => english.isKnownRealWord(word))],
  ]);
  const pipelineFor = (language: Language): LanguagePipeline => {
    const pipeline = pipelines.get(language);
    if (!pipeline) throw new UnsupportedLanguageError(language);
    return pipeline;
  };
  return {
    languages: [...pipelines.keys()],
    generate({ language, count, seed, isTaken = () => false }) {
      const random = createSeededRandom(seed);
      const taken = (word: string) => isTaken(word.toLowerCase());
      return pipelineFor(language).generate(count, random, taken);
    },
    isKnownRealWord(text, language) {
      return pipelines.get(language)?.isKnownRealWord(text.trim().toLowerCase()) ?? false;
    },
    lookupRealWord(text, language) {
      const lower = text.trim().toLowerCase();
      return pipelines.get(language)?.lookupRealWord(lower, createSeededRandom(seedOf(lower)));
    },
    rejectAsFakeEnglish: (text) => english.rejectAsFake(text),
    inspectWord(text, language) {
      const word = text.trim().toLowerCase();
      return (
        pipelines.get(language)?.inspect(word) ?? {
          word,
          isKnownRealWord: false,
          coverage: 'none',
          dictionaryClasses: [] as WordClass[],
          // A language with no data of its own: only the profanity check applies.
          fakeProblems: containsProfanity(word) ? ['profanity'] : [],
        }
      );
    },
    findProfanity,
    proposeFake(text, language, seed) {
      const random = createSeededRandom(seed);
      return pipelineFor(language).proposeFake(text, random);
    },
    proposeFakeAlternatives(text, language, excluded, seed) {
      const random = createSeededRandom(seed);
      const word = text.trim().toLowerCase();
      return pipelineFor(language).fakeAlternatives(word, new Set(excluded), random);
    },
    proposeWrongDefinitions(request, seed) {
      const random = createSeededRandom(seed);
      return pipelineFor(request.language).wrongDefinitions(request, random);
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
