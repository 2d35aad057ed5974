import {
  wordError,
  wordWarning,
  type FakeWordOptionField,
  type Language,
  type WordClass,
  type WordFeedback,
  type WordForm,
} from '@bluffle/shared-schema';
import type { FakeWordProblem, WordInspection } from '../../word-generation/word-generator-client';
import { WORD_FORM_FIELD_LABELS } from './word-form-english';

// The word against the language's dictionary data and word lists (the wordsmith's Validate), judged from what the
// generator's thread found (WordInspection): a REAL word must be a dictionary word of the chosen class where
// the project has the data (otherwise a warning); a FAKE word must pass the filters generated fakes pass.

const LANGUAGE_NAMES: Record<Language, string> = { english: 'English', filipino: 'Filipino', latin: 'Latin' };
/** The classes WordNet has; it says nothing about pronouns, prepositions, conjunctions or interjections. */
const WORDNET_CLASSES: readonly WordClass[] = ['noun', 'verb', 'adjective', 'adverb'];

function withArticle(wordClass: WordClass): string {
  return `${/^[aeiou]/.test(wordClass) ? 'an' : 'a'} ${wordClass}`;
}

function classList(classes: readonly WordClass[]): string {
  return classes.map(withArticle).join(' or ');
}

export interface RealWordJudgement {
  feedback: WordFeedback[];
  /** The dictionary's class, when the form's disagrees with it. */
  suggestedClass?: WordClass;
}

/** A REAL word: in the dictionary, of a class the dictionary gives it. */
export function judgeRealWord(form: WordForm, inspection: WordInspection): RealWordJudgement {
  const { word, dictionaryClasses: classes } = inspection;
  const language = LANGUAGE_NAMES[form.language];
  if (inspection.coverage === 'none') {
    return {
      feedback: [
        wordWarning(
          'word',
          `No ${language} dictionary data ships with Bluffle, so '${word}' could not be checked: make sure it is a real ${language} word.`,
        ),
      ],
    };
  }
  if (classes.length > 0) {
    if (classes.includes(form.wordClass)) return { feedback: [] };
    if (form.language === 'english' && !WORDNET_CLASSES.includes(form.wordClass)) {
      return {
        feedback: [
          wordWarning(
            'wordClass',
            `The dictionary (WordNet) has no ${form.wordClass}s, so '${word}' as ${withArticle(form.wordClass)} could not be checked; it knows the word as ${classList(classes)}.`,
          ),
        ],
      };
    }
    const suggestedClass = classes[0] as WordClass;
    return {
      feedback: [
        wordError(
          'wordClass',
          `The ${language} dictionary data lists '${word}' as ${classList(classes)}, not ${withArticle(form.wordClass)}. Choose ${withArticle(suggestedClass)}, or check the word.`,
        ),
      ],
      suggestedClass,
    };
  }
  if (inspection.coverage === 'full') {
    return {
      feedback: inspection.isKnownRealWord
        ? [
            wordWarning(
              'word',
              `'${word}' is in the ${language} word lists but has no dictionary (WordNet) entry, so its meaning and word class could not be checked.`,
            ),
          ]
        : [
            wordError(
              'word',
              `'${word}' is not in the ${language} dictionary (WordNet) or any ${language} word list we ship. A REAL word must be a dictionary word: check the spelling, or switch to FAKE if you made it up.`,
            ),
          ],
    };
  }
  return {
    feedback: [
      wordWarning(
        'word',
        inspection.isKnownRealWord
          ? `'${word}' is a known ${language} word, but the ${language} data we ship has no entry for it, so its word class could not be checked.`
          : `The ${language} data we ship is small (no full dictionary), so '${word}' could not be checked: make sure it is a real ${language} word.`,
      ),
    ],
  };
}

function fakeProblemFeedback(word: string, problem: FakeWordProblem): WordFeedback {
  switch (problem) {
    case 'known-word':
      return wordError(
        'word',
        `'${word}' is a real word: it is in the word lists we ship. A FAKE word must be made up: change it, or switch to REAL.`,
      );
    case 'profanity':
      return wordError('word', `'${word}' contains a rude word. Please make up another.`);
    case 'real-word-plus-affix':
      return wordError(
        'word',
        `'${word}' reads as a real word with a prefix or an ending added, so players would take it for real. Make more of it your own.`,
      );
    case 'compound':
      return wordError(
        'word',
        `'${word}' is two common words joined together, so players would take it for real. Make more of it your own.`,
      );
    case 'one-edit-from-common':
      return wordError(
        'word',
        `'${word}' is one letter away from a common word, so it reads as a typo rather than a rare word. Change it more.`,
      );
    case 'hard-to-say':
      return wordWarning(
        'word',
        `'${word}' is hard to say (a run of consonants or vowels, or a tripled letter): players may call it fake at once.`,
      );
  }
}

/** A FAKE word: made up, and passing the filters the generator's own fakes pass. */
export function judgeFakeWord(form: WordForm, inspection: WordInspection): WordFeedback[] {
  const feedback = inspection.fakeProblems.map((problem) => fakeProblemFeedback(inspection.word, problem));
  if (inspection.coverage === 'none') {
    const language = LANGUAGE_NAMES[form.language];
    feedback.push(
      wordWarning(
        'word',
        `No ${language} word lists ship with Bluffle, so we could not check that '${inspection.word}' is not a real ${language} word.`,
      ),
    );
  }
  return feedback;
}

/** A FAKE word's follow-up: the real alternative is a real word, the three fake options are not. */
export function judgeFakeOptions(
  form: WordForm,
  inspections: ReadonlyArray<{ field: FakeWordOptionField; inspection: WordInspection }>,
): WordFeedback[] {
  const feedback: WordFeedback[] = [];
  const language = LANGUAGE_NAMES[form.language];
  for (const { field, inspection } of inspections) {
    const { word } = inspection;
    if (field !== 'wordsReal') {
      if (inspection.isKnownRealWord) {
        feedback.push(
          wordError(
            field,
            `${WORD_FORM_FIELD_LABELS[field]}: '${word}' is a real word. The fake options must be made up too.`,
          ),
        );
      }
    } else if (!inspection.isKnownRealWord) {
      feedback.push(
        inspection.coverage === 'full'
          ? wordError(
              field,
              `'${word}' is not in the ${language} word lists: the real-word alternative must be a real word with this meaning.`,
            )
          : wordWarning(
              field,
              `The ${language} data we ship could not confirm that '${word}' is a real word: make sure it is, since it is the follow-up's right answer.`,
            ),
      );
    }
  }
  return feedback;
}
