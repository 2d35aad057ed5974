import type { WordFeedback } from '@bluffle/shared-schema';
import { CATALOGUES } from '../i18n/messages';
import { countBySeverity, feedbackSummary, feedbackForField, orderedFeedback } from './validation-feedback';

const feedback: WordFeedback[] = [
  { severity: 'warning', field: 'word', message: 'Not found in the dictionary data.' },
  { severity: 'error', field: 'usage', message: 'The usage must contain the word.' },
  { severity: 'error', field: null, message: 'This word is already in the bank.' },
  { severity: 'error', field: 'word', message: 'The word is too long.' },
];

it('lists errors before warnings, keeping the server order within each', () => {
  expect(orderedFeedback(feedback).map((item) => item.message)).toEqual([
    'The usage must contain the word.',
    'This word is already in the bank.',
    'The word is too long.',
    'Not found in the dictionary data.',
  ]);
});

it("gives each field its own items, the word as a whole's to none", () => {
  expect(feedbackForField(feedback, 'word').map((item) => item.severity)).toEqual(['error', 'warning']);
  expect(feedbackForField(feedback, 'definition')).toEqual([]);
});

it('counts and summarises errors and warnings apart', () => {
  const english = CATALOGUES.english.wordsmithForm;
  expect(countBySeverity(feedback)).toEqual({ errors: 3, warnings: 1 });
  expect(feedbackSummary(feedback, english)).toBe('3 errors, 1 warning');
  expect(feedbackSummary([feedback[0]!], english)).toBe('1 warning');
  expect(feedbackSummary([], english)).toBe('No problems found');
});

it('summarises in Filipino for a Filipino author', () => {
  const filipino = CATALOGUES.filipino.wordsmithForm;
  expect(feedbackSummary(feedback, filipino)).toBe('3 mali, 1 babala');
  expect(feedbackSummary([], filipino)).toBe('Walang nakitang problema');
});
