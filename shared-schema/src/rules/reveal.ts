import type { WordReveal } from './round/session-views';
import type { Word } from '../word';

/**
 * What a finished round reveals about its word (docs/design.md decision 3), the same from the server and offline.
 * The follow-up options stay out: only the right one is shown.
 */
export function revealOf(word: Word, correctAnswer: string): WordReveal {
  return {
    wordId: word.id,
    word: word.word,
    isReal: word.isReal,
    definition: word.definition,
    usage: word.usage,
    explanation: word.explanation,
    correctAnswer,
  };
}
