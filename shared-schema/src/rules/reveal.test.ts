import type { Word } from '../word';
import { revealOf } from './reveal';

const word: Word = {
  id: 'w7',
  word: 'glimmerous',
  definition: 'shining faintly',
  usage: 'A glimmerous lake at dawn.',
  isReal: false,
  difficulty: 'medium',
  category: 'general',
  language: 'english',
  wordClass: 'adjective',
  explanation: 'Invented. Built from "glimmer".',
  createdAt: '2024-01-01T00:00:00.000Z',
  wordsReal: 'glimmering',
  wordsFake1: 'glimmerous',
  wordsFake2: 'shimmerful',
  wordsFake3: 'gleamish',
};

describe('revealOf', () => {
  it('reveals the word, its truth, definition, usage, explanation and the right follow-up answer', () => {
    expect(revealOf(word, 'glimmering')).toEqual({
      wordId: 'w7',
      word: 'glimmerous',
      isReal: false,
      definition: 'shining faintly',
      usage: 'A glimmerous lake at dawn.',
      explanation: 'Invented. Built from "glimmer".',
      correctAnswer: 'glimmering',
    });
  });

  it('leaves out the follow-up options and the stored metadata', () => {
    const keys = Object.keys(revealOf(word, 'glimmering'));
    for (const hidden of ['wordsFake1', 'wordsFake2', 'wordsFake3', 'createdAt', 'category']) {
      expect(keys).not.toContain(hidden);
    }
  });
});
