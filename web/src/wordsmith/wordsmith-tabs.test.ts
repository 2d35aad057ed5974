import { neighbourTab } from './wordsmith-tabs';

it('moves between the tabs with the arrows, wrapping at both ends', () => {
  expect(neighbourTab('create', 1)).toBe('create-session');
  expect(neighbourTab('sessions', 1)).toBe('create');
  expect(neighbourTab('create', -1)).toBe('sessions');
});
