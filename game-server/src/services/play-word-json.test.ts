import { toPlayWord } from '@bluffle/shared-schema';
import type { StoredWord } from '../domain/word';
import { playWordJson, wordsForPlayJson } from './play-word-json';

function storedWord(id: string): StoredWord {
  return {
    id,
    word: `word-${id}`,
    definition: 'a definition "quoted" and long enough',
    usage: `The word-${id} is used here.`,
    isReal: false,
    difficulty: 'hard',
    category: 'test',
    language: 'english',
    wordClass: 'noun',
    explanation: 'The truth, which players never see before the round ends.',
    createdAt: '2026-01-01T00:00:00.000Z',
    source: 'seed',
    createdBy: null,
    status: 'approved',
    rejectionReason: null,
    wordsReal: 'copacetic',
  };
}

describe('wordsForPlayJson', () => {
  it('writes exactly what response.json would for the PlayWords, so no truth field leaves', () => {
    const words = [storedWord('a'), Object.freeze(storedWord('b'))];
    const { json } = wordsForPlayJson(words);
    expect(json).toBe(JSON.stringify({ words: words.map(toPlayWord) }));
    expect(json).not.toContain('isReal');
    expect(json).not.toContain('explanation');
    expect(json).not.toContain('copacetic');
  });

  it('answers with no words as an empty list', () => {
    expect(JSON.parse(wordsForPlayJson([]).json)).toEqual({ words: [] });
  });
});

describe('playWordJson', () => {
  it('writes a cached (frozen) word once and reuses the text', () => {
    const word = Object.freeze(storedWord('a'));
    expect(playWordJson(word)).toBe(playWordJson(word));
    const stringify = jest.spyOn(JSON, 'stringify');
    playWordJson(word);
    expect(stringify).not.toHaveBeenCalled();
    stringify.mockRestore();
  });

  it('keeps nothing for a word that could still change', () => {
    const word = storedWord('a');
    const before = playWordJson(word);
    word.definition = 'changed';
    expect(playWordJson(word)).not.toBe(before);
  });
});
