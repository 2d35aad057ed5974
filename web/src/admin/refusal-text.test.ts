import { ApiError } from '../api/api-error';
import { CATALOGUES } from '../i18n/messages';
import { failureText } from './refusal-text';

const latinRefused = new ApiError('Latin words cannot be generated here.', 400, 'language-not-generated');
const unknownRefusal = new ApiError('Row 1 is broken.', 400, 'bad-request');
const failed = new ApiError('Something went wrong on our side.', 503, 'generator-failed');

it("shows the server's own words for a refusal, and the fallback when the server failed", () => {
  const { refusal } = CATALOGUES.english.admin;
  expect(failureText(latinRefused, 'Failed to generate words.', refusal)).toBe(
    'Latin words cannot be generated here.',
  );
  expect(failureText(failed, 'Failed to generate words.', refusal)).toBe('Failed to generate words.');
  expect(failureText(new TypeError('bug'), 'Failed to generate words.', refusal)).toBe(
    'Failed to generate words.',
  );
});

it('tells a Filipino admin what was refused by its code, and the fallback for a code it has no words for', () => {
  const { refusal } = CATALOGUES.filipino.admin;
  expect(failureText(latinRefused, 'Hindi nakagawa ng mga salita.', refusal)).toMatch(/salitang Latin/);
  expect(failureText(unknownRefusal, 'Hindi na-upload ang CSV', refusal)).toBe('Hindi na-upload ang CSV');
  expect(failureText(new ApiError('Word not found', 404, null), 'Hindi naaprubahan', refusal)).toBe(
    'Hindi naaprubahan',
  );
});
