import type { WordFeedback, WordForm } from '../../api/wordsmith';
import { wordError } from './feedback';
import { trimmedField } from './form-fields';
import { normalisedWordText } from './word-shape';
import { exampleForms, textShowsWord } from './word-forms';

// The word against its own texts (issue 8 Validate): a definition that names the word gives it away; a usage
// example that does not use it shows nothing.

/** How the usage may show the word, per language, for the message (never a malformed form: issue 20). */
function formsHint(word: string, form: WordForm): string {
  if (form.language === 'english') {
    const examples = /^[a-z]+$/.test(word) ? exampleForms(word, form.wordClass) : [];
    if (examples.length === 0) return 'the word itself or a regular form of it';
    return `the word itself or a form of it, such as ${examples.map((example) => `'${example}'`).join(' or ')}`;
  }
  return form.language === 'filipino'
    ? 'the word itself or a form of it with an affix'
    : 'the word itself or a form of it with another ending';
}

export function checkWordInTexts(form: WordForm): WordFeedback[] {
  const word = normalisedWordText(form.word);
  if (word === '') return [];
  const feedback: WordFeedback[] = [];
  const definitions = form.isReal
    ? (['definition', 'definitionCorrect'] as const)
    : (['definition'] as const);
  for (const field of definitions) {
    const text = trimmedField(form, field);
    if (text !== '' && textShowsWord(text, word, form.language)) {
      const which = field === 'definition' ? 'The definition' : 'The correct definition';
      feedback.push(
        wordError(
          field,
          `${which} gives the word away: it contains '${word}'. Describe the meaning without naming the word.`,
        ),
      );
    }
  }
  const usage = trimmedField(form, 'usage');
  if (usage !== '' && !textShowsWord(usage, word, form.language)) {
    feedback.push(wordError('usage', `The usage example must use '${word}': ${formsHint(word, form)}.`));
  }
  return feedback;
}
