import type { Word, WordFollowupData } from './word';
import { WORD_FIELDS, WORD_FOLLOWUP_FIELDS } from './word';

// Typed as Required<...> so the compiler rejects these samples when a field is added to the types; the
// tests then fail until the field lists name it too.
const followup: Required<WordFollowupData> = {
  definitionCorrect: 'a',
  definitionFake1: 'b',
  definitionFake2: 'c',
  definitionFake3: 'd',
  wordsReal: 'e',
  wordsFake1: 'f',
  wordsFake2: 'g',
  wordsFake3: 'h',
};
const word: Required<Word> = {
  ...followup,
  id: 'w1',
  word: 'quixotic',
  definition: 'idealistic',
  usage: 'A quixotic plan.',
  isReal: true,
  difficulty: 'hard',
  category: 'general',
  language: 'english',
  wordClass: 'adjective',
  explanation: 'From Don Quixote.',
  createdAt: '2024-01-01T00:00:00.000Z',
};

describe('word field lists', () => {
  it('WORD_FOLLOWUP_FIELDS names every follow-up field once', () => {
    expect([...WORD_FOLLOWUP_FIELDS].sort()).toEqual(Object.keys(followup).sort());
  });

  it('WORD_FIELDS names every field of a word but the store-assigned id and createdAt, once each', () => {
    const own = Object.keys(word).filter((field) => field !== 'id' && field !== 'createdAt');
    expect([...WORD_FIELDS].sort()).toEqual(own.sort());
  });
});
