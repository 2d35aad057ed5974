import { CATALOGUES } from '../i18n/messages';
import { wordStatusText } from './word-status';

it("tells the author where a word stands, with the admin's reason for a rejection", () => {
  const english = CATALOGUES.english.wordFacts;
  expect(wordStatusText('pending', null, english)).toBe('Pending review');
  expect(wordStatusText('approved', null, english)).toBe('Approved');
  expect(wordStatusText('rejected', 'Too close to a real word.', english)).toBe(
    'Rejected: Too close to a real word.',
  );
  expect(wordStatusText('rejected', null, english)).toBe('Rejected');
});

it('tells a Filipino author in Filipino, the reason as the admin typed it', () => {
  const filipino = CATALOGUES.filipino.wordFacts;
  expect(wordStatusText('pending', null, filipino)).toBe('Naghihintay ng review');
  expect(wordStatusText('rejected', 'Too close to a real word.', filipino)).toBe(
    'Tinanggihan: Too close to a real word.',
  );
});
