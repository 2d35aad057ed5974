import type { WordForm } from './word-form';
import { trimmedField } from './form-fields';
import { formError, type WordFormFinding } from './form-problems';
import { normalisedWordText } from './word-shape';
import { exampleForms, textShowsWord } from './word-forms';

// The word against its own texts (the wordsmith's Validate): a definition that names the word gives it away; a usage
// example that does not use it shows nothing.

/** Forms of an English word the usage may show, for the hint (never a malformed form). */
function usageExamples(word: string, form: WordForm): string[] {
  return form.language === 'english' && /^[a-z]+$/.test(word) ? exampleForms(word, form.wordClass) : [];
}

export function checkWordInTexts(form: WordForm): WordFormFinding[] {
  const word = normalisedWordText(form.word);
  if (word === '') return [];
  const feedback: WordFormFinding[] = [];
  const definitions = form.isReal
    ? (['definition', 'definitionCorrect'] as const)
    : (['definition'] as const);
  for (const field of definitions) {
    const text = trimmedField(form, field);
    if (text !== '' && textShowsWord(text, word, form.language)) {
      feedback.push(formError({ code: 'gives-word-away', field, word }));
    }
  }
  const usage = trimmedField(form, 'usage');
  if (usage !== '' && !textShowsWord(usage, word, form.language)) {
    feedback.push(
      formError({
        code: 'usage-misses-word',
        field: 'usage',
        word,
        language: form.language,
        examples: usageExamples(word, form),
      }),
    );
  }
  return feedback;
}
