import type { RandomSource, WordClass } from '@bluffle/shared-schema';
import type { GeneratedWord } from './common/generated-word';
import type { WordInspection } from './common/word-inspection';

// What the generator (word-generator.ts) asks of one language. Each language folder (english/, filipino/)
// implements it, and the generator keeps one per language it makes, so a new language is a new folder and one
// line there. Words reach a pipeline trimmed and lowercased unless a parameter says otherwise.

/** A word whose follow-up needs wrong definitions: the right option is `definition`. */
export interface WrongDefinitionTarget {
  word: string;
  wordClass: WordClass;
  definition: string;
  /** The definition shown in phase one, when the right option rewords it. */
  shownDefinition?: string;
}

export interface LanguagePipeline {
  /** About half real and half fake, none `isTaken`; fewer only when the language runs out. */
  generate(count: number, random: RandomSource, isTaken: (word: string) => boolean): GeneratedWord[];
  /** Whether the language's data knows `word` as a real word. */
  isKnownRealWord(word: string): boolean;
  /** The word's entry as a real word (the wordsmith's Fill-in), or undefined when the data has none. */
  lookupRealWord(word: string, random: RandomSource): GeneratedWord | undefined;
  /** What the language's data says about a typed word (the wordsmith's Validate). */
  inspect(word: string): WordInspection;
  /** A FAKE entry for a typed word (`text` as typed), or undefined when nothing fits. */
  proposeFake(text: string, random: RandomSource): GeneratedWord | undefined;
  /** Up to three invented words to offer beside a fake word, none of `excluded`. */
  fakeAlternatives(word: string, excluded: ReadonlySet<string>, random: RandomSource): string[];
  /** Up to three wrong definitions to offer beside a real word's right option. */
  wrongDefinitions(target: WrongDefinitionTarget, random: RandomSource): string[];
}
