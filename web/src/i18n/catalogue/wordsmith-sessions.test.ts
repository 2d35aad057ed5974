import { CUSTOM_SESSION_SHARE_TEXTS } from '@bluffle/shared-schema';
import { wordsmithSessionsEnglish, wordsmithSessionsFilipino } from './wordsmith-sessions';

it('shares a session with the spec’s 15 texts in English, and as many of its own in Filipino', () => {
  expect(wordsmithSessionsEnglish.shareTexts).toBe(CUSTOM_SESSION_SHARE_TEXTS);
  expect(wordsmithSessionsFilipino.shareTexts).toHaveLength(CUSTOM_SESSION_SHARE_TEXTS.length);
  expect(new Set(wordsmithSessionsFilipino.shareTexts).size).toBe(CUSTOM_SESSION_SHARE_TEXTS.length);
  for (const text of wordsmithSessionsFilipino.shareTexts)
    expect(CUSTOM_SESSION_SHARE_TEXTS).not.toContain(text);
});
