import type { WordFeedback, WordFormProblem, WordFormTextField } from '@bluffle/shared-schema';
import type { Messages } from '../i18n/messages';

// Validate's feedback in the reader's language: a shared check's finding is worded from the
// catalogue; what only the server checks (dictionary, word lists, profanity, the bank) comes in its English.

type ProblemMessages = Pick<Messages, 'wordsmithForm' | 'wordFormProblems'>;

function whyRequired(
  field: WordFormTextField,
  why: Messages['wordFormProblems']['whyRequired'],
): string | undefined {
  if (field === 'explanation' || field === 'definitionCorrect' || field === 'wordsReal') return why[field];
  if (field.startsWith('definitionFake')) return why.definitionOption;
  return field.startsWith('wordsFake') ? why.wordOption : undefined;
}

function usageForms(
  problem: Extract<WordFormProblem, { code: 'usage-misses-word' }>,
  forms: Messages['wordFormProblems']['usageForms'],
): string {
  if (problem.language !== 'english') return forms[problem.language];
  if (problem.examples.length === 0) return forms.english;
  return forms.examples({ examples: problem.examples.map((example) => `'${example}'`).join(forms.or) });
}

export function wordFormProblemText(problem: WordFormProblem, messages: ProblemMessages): string {
  const text = messages.wordFormProblems;
  const label = messages.wordsmithForm.fieldLabels[problem.field];
  switch (problem.code) {
    case 'required': {
      const why = whyRequired(problem.field, text.whyRequired);
      const kind = problem.isReal ? text.kinds.real : text.kinds.fake;
      return why === undefined ? text.required({ label }) : text.requiredFor({ label, kind, why });
    }
    case 'unsafe-text':
      return text.unsafeText[problem.kind]({ label });
    case 'too-short':
      return text.tooShort({ label, count: problem.count, unit: text.units[problem.unit] });
    case 'too-long':
      return text.tooLong({ label, maximum: problem.maximum });
    case 'not-word-shaped':
      return problem.field === 'word' ? text.wordNotShaped : text.optionNotShaped({ label });
    case 'gives-word-away':
      return text.givesWordAway[problem.field]({ word: problem.word });
    case 'usage-misses-word':
      return text.usageMissesWord({ word: problem.word, forms: usageForms(problem, text.usageForms) });
    case 'duplicate-option': {
      const sameAs = messages.wordsmithForm.fieldLabels[problem.sameAs].toLowerCase();
      return text.duplicateOption({ label, sameAs });
    }
    case 'option-is-the-word':
      return text.optionIsTheWord({ label });
    case 'correct-repeats-definition':
      return text.correctRepeatsDefinition;
  }
}

/** An item's words, and whether they are the server's English (so the page can mark them `lang="en"`). */
export function feedbackText(
  item: WordFeedback,
  messages: ProblemMessages,
): { text: string; isServerEnglish: boolean } {
  return item.problem === undefined
    ? { text: item.message, isServerEnglish: true }
    : { text: wordFormProblemText(item.problem, messages), isServerEnglish: false };
}
