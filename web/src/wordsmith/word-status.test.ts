import { wordStatusText } from './word-status';

it("tells the author where a word stands, with the admin's reason for a rejection", () => {
  expect(wordStatusText('pending', null)).toBe('Pending review');
  expect(wordStatusText('approved', null)).toBe('Approved');
  expect(wordStatusText('rejected', 'Too close to a real word.')).toBe('Rejected: Too close to a real word.');
  expect(wordStatusText('rejected', null)).toBe('Rejected');
});
