import {
  WORD_FOLLOWUP_FIELDS,
  WORD_FORM_TEXT_FIELDS,
  type WordClass,
  type WordForm,
  type WordFormFill,
} from '@bluffle/shared-schema';
import type { GeneratedWord } from '../../word-generation/word-generator-client';

/**
 * A generated word as fields to merge into the form (docs/product.md §7: autofill's without word and language,
 * summon's without language). Every follow-up field is set, the other kind's blank, so a fill never leaves
 * a previous word's options behind; the generator's provenance is for the admin's eyes only.
 */
export function formFillOf(word: GeneratedWord): Omit<WordForm, 'language'> {
  const followups = Object.fromEntries(
    WORD_FOLLOWUP_FIELDS.map((field) => [field, word[field] ?? '']),
  ) as Pick<WordForm, (typeof WORD_FOLLOWUP_FIELDS)[number]>;
  return {
    word: word.word,
    isReal: word.isReal,
    explanation: word.explanation,
    definition: word.definition,
    usage: word.usage,
    difficulty: word.difficulty,
    category: word.category,
    wordClass: word.wordClass,
    ...followups,
  };
}

/** Autofill's share of a fill: the word and language stay as the wordsmith typed them. */
export function withoutWord({ word: _word, ...fill }: Omit<WordForm, 'language'>): WordFormFill {
  return fill;
}

/**
 * What a fill knows of a word no dictionary describes (a listed word without a WordNet sense, a typed word no
 * fake could be made of): its kind and class, every text field blank, so the previous word's definition,
 * sentence and explanation do not stay in the form as if they were this word's.
 */
export function knownOnlyFill(isReal: boolean, wordClass?: WordClass): WordFormFill {
  const blanks = Object.fromEntries(
    WORD_FORM_TEXT_FIELDS.filter((field) => field !== 'word').map((field) => [field, '']),
  );
  return { ...blanks, isReal, ...(wordClass === undefined ? {} : { wordClass }) };
}
