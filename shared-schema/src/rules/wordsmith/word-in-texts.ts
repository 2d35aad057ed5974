import type { WordFeedback, WordForm } from '../../api/wordsmith';
import { wordError } from './feedback';
import { trimmedField } from './form-fields';
import { normalisedWordText } from './word-shape';
import { textShowsWord } from './word-forms';

// The word against its own texts (issue 8 Validate): a definition that names the word gives it away; a usage
// example that does not use it shows nothing.

/** A regular -ed form, for the message's example (swivet -> swiveted, glimberate -> glimberated). */
function edForm(word: string): string {
  if (word.endsWith('e')) return `${word}d`;
  return /[^aeiou]y$/.test(word) ? `${word.slice(0, -1)}ied` : `${word}ed`;
}

/** How the usage may show the word, per language, for the message. */
function formsHint(word: string, language: WordForm['language']): string {
  if (language === 'english')
    return `the word itself or a form of it, such as '${word}s' or '${edForm(word)}'`;
  return language === 'filipino'
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
    feedback.push(
      wordError('usage', `The usage example must use '${word}': ${formsHint(word, form.language)}.`),
    );
  }
  return feedback;
}
