import {
  checkWordForm,
  FAKE_WORD_OPTION_FIELDS,
  fieldsUsedBy,
  isValidByFeedback,
  isWordShaped,
  normalisedWordText,
  trimmedField,
  wordError,
  wordExistsMessage,
  type ValidateWordResponse,
  type WordFeedback,
  type WordForm,
} from '@bluffle/shared-schema';
import { judgeFakeOptions, judgeFakeWord, judgeRealWord } from './dictionary-checks';
import { askGenerator } from './generator-refusals';
import { suggestMissingOptions } from './suggest-missing-options';
import { feedbackOfFinding, WORD_FORM_FIELD_LABELS } from './word-form-english';
import type { WordsmithDeps } from './wordsmith-deps';

// POST /api/words/validate (docs/product.md §2 validation banner, §7): the whole form judged on the server.
// The pure checks (shared-schema rules/wordsmith) first; then what needs the server: the word bank, the
// language's dictionary data and word lists, profanity, and options the generator can fill in.

/** The bank already holds this word for the language and class (the store's unique key). */
async function checkNotStored(deps: WordsmithDeps, form: WordForm, word: string): Promise<WordFeedback[]> {
  const stored = await deps.store.words.findByKey({
    word,
    language: form.language,
    wordClass: form.wordClass,
  });
  return stored === null ? [] : [wordError('word', wordExistsMessage(word, form.language, form.wordClass))];
}

/** Every filled-in field the word keeps, checked for profanity (a FAKE word itself is the fake filters'). */
async function checkProfanity(deps: WordsmithDeps, form: WordForm): Promise<WordFeedback[]> {
  const fields = fieldsUsedBy(form.isReal).filter(
    (field) => trimmedField(form, field) !== '' && (form.isReal || field !== 'word'),
  );
  const found = await askGenerator(() =>
    deps.wordGenerator.findProfanity(
      fields.map((field) => trimmedField(form, field)),
      form.language,
    ),
  );
  return fields.flatMap((field, index) => {
    const words = found[index] ?? [];
    return words.length === 0
      ? []
      : [
          wordError(
            field,
            `${WORD_FORM_FIELD_LABELS[field]} contains language we do not allow (${words.map((word) => `'${word}'`).join(', ')}). Please reword it.`,
          ),
        ];
  });
}

interface DictionaryJudgement {
  feedback: WordFeedback[];
  suggestedChanges: Partial<WordForm>;
}

/** The word (and a FAKE word's option words) against the language's dictionary data and word lists. */
async function checkAgainstDictionary(
  deps: WordsmithDeps,
  form: WordForm,
  word: string,
): Promise<DictionaryJudgement> {
  const options = form.isReal
    ? []
    : FAKE_WORD_OPTION_FIELDS.filter((field) => isWordShaped(trimmedField(form, field)));
  const [inspection, ...optionInspections] = await askGenerator(() =>
    deps.wordGenerator.inspectWords(
      [word, ...options.map((field) => trimmedField(form, field))],
      form.language,
    ),
  );
  if (inspection === undefined) return { feedback: [], suggestedChanges: {} };
  if (!form.isReal) {
    const inspected = options.flatMap((field, index) => {
      const found = optionInspections[index];
      return found === undefined ? [] : [{ field, inspection: found }];
    });
    return {
      feedback: [...judgeFakeWord(form, inspection), ...judgeFakeOptions(form, inspected)],
      suggestedChanges: {},
    };
  }
  const real = judgeRealWord(form, inspection);
  return {
    feedback: real.feedback,
    suggestedChanges: real.suggestedClass === undefined ? {} : { wordClass: real.suggestedClass },
  };
}

export async function validateWord(deps: WordsmithDeps, form: WordForm): Promise<ValidateWordResponse> {
  const pure = checkWordForm(form);
  const word = normalisedWordText(form.word);
  // A blank or malformed word has nothing to look up: the pure checks already said what to fix.
  const canLookUp = word !== '' && isWordShaped(word);
  const [stored, dictionary, profanity] = await Promise.all([
    canLookUp ? checkNotStored(deps, form, word) : [],
    canLookUp ? checkAgainstDictionary(deps, form, word) : { feedback: [], suggestedChanges: {} },
    checkProfanity(deps, form),
  ]);
  const suggestedChanges = { ...pure.suggestedChanges, ...dictionary.suggestedChanges };
  const fillers = canLookUp ? await suggestMissingOptions(deps, { ...form, ...suggestedChanges }) : {};
  const feedback = [...pure.findings.map(feedbackOfFinding), ...stored, ...dictionary.feedback, ...profanity];
  return {
    isValid: isValidByFeedback(feedback),
    feedback,
    suggestedChanges: { ...suggestedChanges, ...fillers },
  };
}
