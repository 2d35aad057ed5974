import {
  ERROR_CODES,
  fieldsUsedBy,
  hasRole,
  normalisedWordText,
  trimmedField,
  WORD_FOLLOWUP_FIELDS,
  WORDSMITH_MESSAGES,
  wordExistsMessage,
  type SubmitWordRefusal,
  type SubmitWordResponse,
  type WordForm,
} from '@bluffle/shared-schema';
import { ConflictError } from '../../errors';
import type { NewWord } from '../../domain/word';
import { toContributedWordView } from '../custom-sessions/contributed-word-view';
import { validateWord } from './validate-word';
import type { WordsmithDeps } from './wordsmith-deps';

// POST /api/words/wordsmith (docs/product.md §7): the form validated again on the server (the page's banner
// is never trusted), then stored with its author. A wordsmith's word waits for an admin (docs/design.md decision
// 13); an admin's own word is approved at once, since admins are the moderators.

/** A REAL word's line for the reveal, when its author wrote none (the bank's real words all have one). */
function defaultExplanation(form: WordForm): string {
  const language = form.language.charAt(0).toUpperCase() + form.language.slice(1);
  return `Real: ${/^[AEIOU]/.test(language) ? 'an' : 'a'} ${language} ${form.wordClass}.`;
}

/** The form as the word bank holds it: the word normalised, text trimmed, only this kind's follow-up. */
function toNewWord(form: WordForm, author: Express.User): NewWord {
  const used = new Set(fieldsUsedBy(form.isReal));
  const followup = Object.fromEntries(
    WORD_FOLLOWUP_FIELDS.filter((field) => used.has(field)).map((field) => [
      field,
      trimmedField(form, field),
    ]),
  );
  const explanation = trimmedField(form, 'explanation');
  return {
    word: normalisedWordText(form.word),
    definition: trimmedField(form, 'definition'),
    usage: trimmedField(form, 'usage'),
    isReal: form.isReal,
    difficulty: form.difficulty,
    category: trimmedField(form, 'category'),
    language: form.language,
    wordClass: form.wordClass,
    explanation: explanation === '' && form.isReal ? defaultExplanation(form) : explanation,
    ...followup,
    source: 'wordsmith',
    createdBy: author.id,
    status: hasRole(author, 'admin') ? 'approved' : 'pending',
  };
}

export type SubmitWordOutcome = SubmitWordResponse | SubmitWordRefusal;

export async function submitWord(
  deps: WordsmithDeps,
  form: WordForm,
  author: Express.User,
): Promise<SubmitWordOutcome> {
  const judged = await validateWord(deps, form);
  if (!judged.isValid) {
    return {
      error: WORDSMITH_MESSAGES.wordRefused,
      code: ERROR_CODES.wordRefused,
      feedback: judged.feedback,
    };
  }
  const word = toNewWord(form, author);
  try {
    const stored = await deps.store.words.create(word);
    return { success: true, word: toContributedWordView(stored) };
  } catch (error) {
    // Stored by someone else between this call's check and its insert.
    if (!(error instanceof ConflictError)) throw error;
    throw new ConflictError(
      wordExistsMessage(word.word, word.language, word.wordClass),
      ERROR_CODES.wordExists,
    );
  }
}
