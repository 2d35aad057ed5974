import { REAL_WORD_USAGES, writtenUsageFor } from './real-word-usages';

describe('sentences written for rare real words', () => {
  it('are found by word and sense, and only for that sense', () => {
    const usageOf = writtenUsageFor([
      { word: 'abator', synset: 'noun:09773382', usage: 'The {w} ordered the smoking chimney rebuilt.' },
    ]);
    expect(usageOf('abator', 'noun:09773382')).toBe('The {w} ordered the smoking chimney rebuilt.');
    expect(usageOf('abator', 'noun:1')).toBeUndefined();
    expect(usageOf('abater', 'noun:09773382')).toBeUndefined();
  });

  it('each have the word in them once per sense, and read as a sentence', () => {
    const keys = REAL_WORD_USAGES.map(({ word, synset }) => `${word}|${synset}`);
    expect(keys.length - new Set(keys).size).toBe(0);
    const malformed = REAL_WORD_USAGES.filter(
      ({ word, usage }) =>
        !usage.includes('{w}') || usage.includes(word) || !/^[A-Z{]/.test(usage) || !/[.!?]$/.test(usage),
    );
    expect(malformed).toEqual([]);
  });
});
