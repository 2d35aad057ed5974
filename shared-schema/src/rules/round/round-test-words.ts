import type { Word } from '../../word';

// Words with their full truth for the round reducer's tests.

const base = {
  difficulty: 'medium',
  category: 'general',
  language: 'english',
  wordClass: 'noun',
  createdAt: '2024-01-01T00:00:00.000Z',
} as const;

export function realTestWord(id: string): Word {
  return {
    ...base,
    id,
    word: `real-${id}`,
    definition: `the meaning of ${id}`,
    usage: `a sentence with ${id}`,
    explanation: `where ${id} comes from`,
    isReal: true,
    definitionCorrect: `the meaning of ${id}`,
    definitionFake1: 'a fish',
    definitionFake2: 'a hill',
    definitionFake3: 'a song',
  };
}

export function fakeTestWord(id: string): Word {
  return {
    ...base,
    id,
    word: `fake-${id}`,
    definition: `an invented meaning of ${id}`,
    usage: `an invented sentence with ${id}`,
    explanation: `made up from ${id}`,
    isReal: false,
    wordsReal: `genuine-${id}`,
    wordsFake1: 'blorp',
    wordsFake2: 'snarfle',
    wordsFake3: 'quibbet',
  };
}
