import { createSeededRandom } from '@bluffle/shared-schema';
import { classOfEnding, englishFakeAlternatives } from './english-fake-proposal';
import type { InventedPool, InventedWord } from './invented-pool';

function poolOf(words: string[]): InventedPool {
  const byEnding = new Map<string, InventedWord[]>();
  for (const word of words) {
    for (const length of [2, 3, 4, 5]) {
      if (word.length - length < 3) continue;
      const ending = word.slice(-length);
      byEnding.set(ending, [...(byEnding.get(ending) ?? []), { word, naturalness: 0.5 }]);
    }
  }
  return { byEnding, size: words.length };
}

describe('the English fake proposal', () => {
  it('reads a word class from the ending, a noun when the ending says nothing', () => {
    expect(classOfEnding('glimberously')).toBe('adverb');
    expect(classOfEnding('vexamous')).toBe('adjective');
    expect(classOfEnding('frondize')).toBe('verb');
    expect(classOfEnding('blorf')).toBe('noun');
  });

  it('offers invented words that end like the word, the longest shared ending first', () => {
    const pool = poolOf(['skorbulate', 'frandicate', 'plemorate', 'quindle', 'morbulate', 'trastive']);
    const options = englishFakeAlternatives(
      'glimbulate',
      pool,
      new Set(['morbulate']),
      createSeededRandom(1),
    );
    expect(options).toHaveLength(3);
    expect(options[0]).toBe('skorbulate');
    expect(options).not.toContain('morbulate');
    expect(options.every((word) => word.endsWith('ate'))).toBe(true);
  });

  it('falls back to invented words of about the same length when none ends alike', () => {
    const pool = poolOf(['skorbulate', 'frandicate', 'plemorate', 'quindle', 'trastive']);
    const options = englishFakeAlternatives('blorfzq', pool, new Set(), createSeededRandom(1));
    expect(options.length).toBeGreaterThan(0);
    expect(options.every((word) => Math.abs(word.length - 7) <= 3)).toBe(true);
  });
});
