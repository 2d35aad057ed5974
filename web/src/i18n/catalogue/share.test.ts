import { SHARE_MESSAGE_COUNT } from '@bluffle/shared-schema';
import { CATALOGUES } from '../messages';

describe('the share messages', () => {
  it.each(['english', 'filipino'] as const)(
    'are ten in %s, each with an emoji, the name, the score and the maximum',
    (language) => {
      const messages = CATALOGUES[language].share.scoreMessages;
      expect(messages).toHaveLength(SHARE_MESSAGE_COUNT);
      const filled = messages.map((message) => message({ name: 'Thesaurus Rex', score: 12, max: 16 }));
      expect(new Set(filled).size).toBe(SHARE_MESSAGE_COUNT);
      for (const text of filled) {
        expect(text).toMatch(/\p{Extended_Pictographic}/u);
        expect(text).toContain('Thesaurus Rex');
        expect(text).toContain('12');
        expect(text).toContain('16');
      }
    },
  );

  it("keep the spec's English templates", () => {
    const [first] = CATALOGUES.english.share.scoreMessages;
    expect(first?.({ name: 'Ada', score: 12, max: 16 })).toBe(
      '🧠 Ada scored 12/16 on Bluffle! Can you spot the fake words better?',
    );
  });
});
