import { CHALLENGE_WORDS, DAILY_WORDS } from './fallback-words';

describe('built-in offline word lists (docs/product.md §9)', () => {
  it('has 10 daily and 5 challenge words, each list mixing real and invented words', () => {
    expect(DAILY_WORDS).toHaveLength(10);
    expect(CHALLENGE_WORDS).toHaveLength(5);
    for (const list of [DAILY_WORDS, CHALLENGE_WORDS]) {
      expect(list.some((word) => word.isReal)).toBe(true);
      expect(list.some((word) => !word.isReal)).toBe(true);
    }
  });

  it('gives every word a unique id and complete follow-up data', () => {
    const all = [...DAILY_WORDS, ...CHALLENGE_WORDS];
    expect(new Set(all.map((word) => word.id)).size).toBe(all.length);
    for (const word of all) {
      expect(word.explanation.length).toBeGreaterThan(0);
      expect(Number.isNaN(Date.parse(word.createdAt))).toBe(false);
      const options = word.isReal
        ? [word.definitionCorrect, word.definitionFake1, word.definitionFake2, word.definitionFake3]
        : [word.wordsReal, word.wordsFake1, word.wordsFake2, word.wordsFake3];
      expect(new Set(options).size).toBe(4);
      for (const option of options) expect(option).toBeTruthy();
    }
  });
});
