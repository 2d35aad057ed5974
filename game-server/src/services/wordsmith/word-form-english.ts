import {
  unsafeTextMessage,
  type WordFeedback,
  type WordFormFinding,
  type WordFormProblem,
  type WordFormTextField,
} from '@bluffle/shared-schema';

// The server's own English for the wordsmith's Validate: the API's `message` beside each pure
// finding's data, and the field names its own checks (dictionary, profanity) use. The page words the
// findings from its catalogue instead, in the reader's language.

/** The form's text fields, as the API's messages name them. */
export const WORD_FORM_FIELD_LABELS = {
  word: 'Word',
  explanation: 'Explanation',
  definition: 'Definition',
  usage: 'Usage example',
  category: 'Category',
  definitionCorrect: 'Correct definition',
  definitionFake1: 'Fake definition 1',
  definitionFake2: 'Fake definition 2',
  definitionFake3: 'Fake definition 3',
  wordsReal: 'Real-word alternative',
  wordsFake1: 'Fake word option 1',
  wordsFake2: 'Fake word option 2',
  wordsFake3: 'Fake word option 3',
} as const satisfies Record<WordFormTextField, string>;

/** Why a field is needed, where the reason is not obvious from its label. */
const WHY_REQUIRED: Partial<Record<WordFormTextField, string>> = {
  explanation: 'players read how the word was made up once they have answered',
  definitionCorrect:
    'the follow-up asks players to pick it: word the meaning differently from the definition',
  definitionFake1: 'the follow-up offers the correct definition beside three fake ones',
  definitionFake2: 'the follow-up offers the correct definition beside three fake ones',
  definitionFake3: 'the follow-up offers the correct definition beside three fake ones',
  wordsReal: 'the follow-up asks which option is real: give the real word that has this meaning',
  wordsFake1: 'the follow-up offers the real word beside three made-up ones',
  wordsFake2: 'the follow-up offers the real word beside three made-up ones',
  wordsFake3: 'the follow-up offers the real word beside three made-up ones',
};

const SHAPE_HINT = 'letters only, with a hyphen, apostrophe or space between parts (no digits or symbols)';

function usageHint(problem: Extract<WordFormProblem, { code: 'usage-misses-word' }>): string {
  if (problem.language === 'filipino') return 'the word itself or a form of it with an affix';
  if (problem.language === 'latin') return 'the word itself or a form of it with another ending';
  if (problem.examples.length === 0) return 'the word itself or a regular form of it';
  const examples = problem.examples.map((example) => `'${example}'`).join(' or ');
  return `the word itself or a form of it, such as ${examples}`;
}

export function englishOfWordFormProblem(problem: WordFormProblem): string {
  const label = WORD_FORM_FIELD_LABELS[problem.field];
  switch (problem.code) {
    case 'required': {
      const why = WHY_REQUIRED[problem.field];
      const kind = problem.isReal ? 'a REAL word' : 'a FAKE word';
      return why === undefined ? `${label} is required.` : `${label} is required for ${kind}: ${why}.`;
    }
    case 'unsafe-text':
      return unsafeTextMessage(label, problem.kind);
    case 'too-short':
      return `${label} is too short: at least ${problem.count} ${problem.unit}.`;
    case 'too-long':
      return `${label} is too long: at most ${problem.maximum} characters.`;
    case 'not-word-shaped':
      return problem.field === 'word'
        ? `The word must be ${SHAPE_HINT}.`
        : `${label} must be a single word: ${SHAPE_HINT}.`;
    case 'gives-word-away': {
      const which = problem.field === 'definition' ? 'The definition' : 'The correct definition';
      return `${which} gives the word away: it contains '${problem.word}'. Describe the meaning without naming the word.`;
    }
    case 'usage-misses-word':
      return `The usage example must use '${problem.word}': ${usageHint(problem)}.`;
    case 'duplicate-option':
      return `${label} is the same as ${WORD_FORM_FIELD_LABELS[problem.sameAs].toLowerCase()}: the four options must all differ.`;
    case 'option-is-the-word':
      return `${label} is the word itself: the follow-up asks which option is real, so offer other words.`;
    case 'correct-repeats-definition':
      return 'The correct definition repeats the definition word for word, so players can pick it by sight: word it differently.';
  }
}

/** A pure finding as the API answers it: its data for the page, and the server's English. */
export function feedbackOfFinding({ severity, problem }: WordFormFinding): WordFeedback {
  return { severity, field: problem.field, message: englishOfWordFormProblem(problem), problem };
}
