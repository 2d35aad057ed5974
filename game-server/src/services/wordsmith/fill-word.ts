import {
  ERROR_CODES,
  GENERATED_LANGUAGES,
  normalisedWordText,
  WORDSMITH_MESSAGES,
  type Language,
  type WordFormFill,
} from '@bluffle/shared-schema';
import { BadRequestError, UnavailableError } from '../../errors';
import { formFillOf, knownOnlyFill, withoutWord } from './form-fill';
import { askGenerator } from './generator-refusals';
import type { WordsmithDeps } from './wordsmith-deps';

// POST /api/words/summon and POST /api/words/autofill (docs/product.md §2 helper button, §4 "Autofill with an empty
// word falls back to summoning a word", §7). The generator's thread answers in milliseconds once
// loaded; it loads at the first word-tool call (seconds; the page says it is warming up) unless the server
// preloads it (WORD_GENERATOR_PRELOAD=on), and is released when idle.

const SEED_RANGE = 2 ** 31;
/** A fresh seed gives other words: a second try for the rare draw that makes nothing new. */
const SUMMON_TRIES = 2;

/** Refused before the generator is asked: its answer for Latin is known. */
function refuseUngenerated(language: Language): void {
  if (!(GENERATED_LANGUAGES as readonly Language[]).includes(language)) {
    throw new BadRequestError(WORDSMITH_MESSAGES.latinNotGenerated, ERROR_CODES.languageNotGenerated);
  }
}

/** A fresh word, real or fake at random, with every field; never a word the bank holds (as Generate). */
export async function summonWord(deps: WordsmithDeps, language: Language): Promise<WordFormFill> {
  refuseUngenerated(language);
  const takenWords = await deps.store.words.wordsOf(language);
  for (let attempt = 0; attempt < SUMMON_TRIES; attempt += 1) {
    const seed = Math.floor(deps.random() * SEED_RANGE);
    const [word] = await askGenerator(() =>
      deps.wordGenerator.generate({ language, count: 1, seed, takenWords }),
    );
    if (word !== undefined) return formFillOf(word);
  }
  throw new UnavailableError(WORDSMITH_MESSAGES.noFreshWord, ERROR_CODES.noWordsAvailable);
}

/**
 * The typed word filled in: a dictionary word's entry (REAL, every field the dictionary gives), a word the
 * lists know but the dictionary cannot describe as REAL with its text fields blank, anything else as a FAKE
 * proposal that borrows a real word's meaning. Every text field is in the answer, so nothing of the previous
 * word stays in the form. An empty word summons.
 */
export async function autofillWord(
  deps: WordsmithDeps,
  body: { word: string; language: Language },
): Promise<WordFormFill> {
  const word = normalisedWordText(body.word);
  if (word === '') return summonWord(deps, body.language);
  refuseUngenerated(body.language);
  const entry = await askGenerator(() => deps.wordGenerator.lookupRealWord(word, body.language));
  if (entry !== undefined) return withoutWord(formFillOf(entry));
  const [inspection] = await askGenerator(() => deps.wordGenerator.inspectWords([word], body.language));
  if (inspection?.isKnownRealWord) return knownOnlyFill(true, inspection.dictionaryClasses[0]);
  const seed = Math.floor(deps.random() * SEED_RANGE);
  const fake = await askGenerator(() => deps.wordGenerator.proposeFake(word, body.language, seed));
  return fake === undefined ? knownOnlyFill(false) : withoutWord(formFillOf(fake));
}
