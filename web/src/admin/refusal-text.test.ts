import { ApiError } from '../api/api-error';
import { CATALOGUES } from '../i18n/messages';
import { adminFailureText } from './refusal-text';

const { english, filipino } = CATALOGUES;
const latinRefused = new ApiError('Latin words cannot be generated here.', 400, 'language-not-generated');
const unknownRefusal = new ApiError('Row 1 is broken.', 400, 'bad-request');
const failed = new ApiError('Something went wrong on our side.', 503, 'generator-failed');

it("shows the server's own words for a refusal, and the fallback when the server or our code failed", () => {
  expect(adminFailureText(latinRefused, 'Failed to generate words.', english)).toBe(
    'Latin words cannot be generated here.',
  );
  expect(adminFailureText(failed, 'Failed to generate words.', english)).toBe('Failed to generate words.');
  expect(adminFailureText(new Error('bug'), 'Failed to generate words.', english)).toBe(
    'Failed to generate words.',
  );
});

it('says an unreachable server is unreachable, and to try again', () => {
  expect(adminFailureText(new ApiError('Cannot reach the server.', 0), 'Failed', english)).toBe(
    english.serverErrors.unreachable,
  );
  expect(adminFailureText(new TypeError('fetch failed'), 'Nabigo', filipino)).toBe(
    filipino.serverErrors.unreachable,
  );
});

it('tells a Filipino admin what was refused by its code, the admin’s own words first', () => {
  expect(adminFailureText(latinRefused, 'Hindi nakagawa ng mga salita.', filipino)).toMatch(/salitang Latin/);
  const forbidden = new ApiError('Admins only.', 403, 'forbidden');
  expect(adminFailureText(forbidden, 'Hindi naaprubahan', filipino)).toBe(filipino.admin.refusals.forbidden);
  expect(adminFailureText(forbidden, 'Failed', english)).toBe('Admins only.');
});

it("shows the server's words for a refusal no catalogue words, in any language (docs/product.md §8), else the fallback", () => {
  expect(adminFailureText(unknownRefusal, 'Hindi na-upload ang CSV', filipino)).toBe('Row 1 is broken.');
  expect(adminFailureText(new ApiError('Word not found', 404, null), 'Hindi naaprubahan', filipino)).toBe(
    'Word not found',
  );
  expect(adminFailureText(new ApiError('', 404, null), 'Hindi naaprubahan', filipino)).toBe(
    'Hindi naaprubahan',
  );
});
