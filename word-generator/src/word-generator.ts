import { createSeededRandom, shuffle, type Language, type RandomSource } from '@bluffle/shared-schema';
import { loadEnglishGenerator, type EnglishGeneratorOptions } from './english-generator';
import type { FakeWordRejection } from './fake-word-filters';
import { filipinoSeedWords, moreFilipinoFakes } from './filipino-words';
import type { GeneratedWord } from './generated-word';
import type { SeedWord } from './seed-word';

export interface GenerateRequest {
  language: Language;
  /** How many words; about half real and half fake. Fewer come back only when the language runs out. */
  count: number;
  /** The same seed (and the same isTaken answers) gives the same words. */
  seed: number;
  /** Words that must not be made (already stored, for example); compared lowercased. */
  isTaken?: (word: string) => boolean;
}

/** The one word pipeline (issue 7): the bank builder, the admin's Generate and the wordsmith tools use it. */
export interface WordGenerator {
  /** The languages it can generate: Latin only comes through CSV, as no Latin data we may ship is installed. */
  readonly languages: readonly Language[];
  generate(request: GenerateRequest): GeneratedWord[];
  /** Whether any word list the pipeline checks knows `text` as a real word of `language`. */
  isKnownRealWord(text: string, language: Language): boolean;
  /**
   * A real word's entry with every field, as the bank would hold it (the wordsmith's Fill-in), or undefined
   * when the language's data has no usable entry for it (the commonest words, SCOWL 10-20, have none).
   * Deterministic for a word.
   */
  lookupRealWord(text: string, language: Language): GeneratedWord | undefined;
  /** Why `text` could not be a fake English word (known word, typo of a common word...), or undefined. */
  rejectAsFakeEnglish(text: string): FakeWordRejection | undefined;
  readonly stats: { knownForms: number; realCandidates: number; inventedPool: number };
}

export class UnsupportedLanguageError extends Error {
  constructor(readonly language: Language) {
    super(`Words in ${language} cannot be generated on this server`);
    this.name = 'UnsupportedLanguageError';
  }
}

function withFilipinoProvenance({ source: _source, ...entry }: SeedWord): GeneratedWord {
  return {
    ...entry,
    provenance: entry.isReal
      ? 'Real: hand-written Filipino entry (word-generator/src/filipino-real-*.ts).'
      : `Fake: invented root with a real Tagalog affix, checked against the itagalog and myspell-tl word lists ` +
        `(word-generator/generated/filipino-fakes.json); meaning and sentence of '${entry.wordsReal ?? ''}'.`,
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
  const reals = entries.filter((entry) => entry.isReal).slice(0, realCount);
  const fakeCount = count - reals.length;
  let fakes = entries.filter((entry) => !entry.isReal).slice(0, fakeCount);
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
    stats: english.stats,
  };
}

let loaded: WordGenerator | undefined;

/** The process's generator, loaded on first use (a few seconds and a few hundred MB), then shared. */
export function loadWordGenerator(): WordGenerator {
  loaded ??= createWordGenerator();
  return loaded;
}
