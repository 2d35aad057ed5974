// Synthetic but well-formed words for benchmarks: unique keys, a real/fake mix and full follow-up data,
// so the store and the routes do the same work they do for the seeded bank.
import type { NewWord } from '../../game-server/src/domain/word';

const CLASSES = ['noun', 'verb', 'adjective', 'adverb'] as const;
const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;

export function syntheticWord(index: number): NewWord {
  const isReal = index % 2 === 0;
  const word = `bench${index.toString(36)}ish`;
  const base = {
    word,
    definition: `a made-up meaning number ${index} used only to measure the server`,
    usage: `The ${word} in this sentence exists only for the benchmark.`,
    isReal,
    difficulty: DIFFICULTIES[index % 3]!,
    category: 'benchmark',
    language: 'english' as const,
    wordClass: CLASSES[index % 4]!,
    explanation: isReal ? 'A benchmark word standing in for a real one.' : 'Invented for the benchmark.',
    source: 'seed' as const,
  };
  return isReal
    ? {
        ...base,
        definitionCorrect: base.definition,
        definitionFake1: `a wrong meaning ${index}a`,
        definitionFake2: `a wrong meaning ${index}b`,
        definitionFake3: `a wrong meaning ${index}c`,
      }
    : {
        ...base,
        wordsReal: 'copacetic',
        wordsFake1: `${word}a`,
        wordsFake2: `${word}b`,
        wordsFake3: `${word}c`,
      };
}

/** The truth of a word syntheticWord made, read back from its text (a bench checks verdicts with it). */
export function isRealSyntheticWord(word: string): boolean {
  const index = Number.parseInt(word.replace(/^bench/, '').replace(/ish$/, ''), 36);
  if (Number.isNaN(index)) throw new Error(`${word} is not a synthetic word`);
  return index % 2 === 0;
}
