/**
 * Builds game-server/seed/word-bank.json, the starter word bank (npm run words:build), with the same
 * generator the admin's Generate uses. Deterministic: one seed drives every choice, so the same npm data
 * always gives the same file. The file is build output (not committed): `npm start` and `npm test` build it
 * when it is missing or older than the generator.
 */
import path from 'node:path';
import type { Language } from '@bluffle/shared-schema';
import { createWordGenerator, WORD_BANK_CREDITS, type SeedWord } from '@bluffle/word-generator';
import { CHALLENGE_WORDS, DAILY_WORDS } from '@bluffle/shared-schema';
import { writeWordBank } from './word-bank-writer';

const SEED = 2024;
/** Words asked of the generator per language: about half real, half fake. */
const COUNTS: Partial<Record<Language, number>> = { english: 10_200, filipino: 1_000 };
/**
 * A bigger invented pool than the server's, so that 5,000 fakes can all come from its most natural fifth, and
 * the spellings readers rated invented (judged-spellings.ts) leave enough of each shape: at 1,600,000 draws their
 * absence moved the spelling AUC 0.571 -> 0.587-0.596, at 3,200,000 to 0.574. 6,400,000 read 0.564-0.573 and
 * more spellings readers believed (52% against 43%), but computing that pool afresh took four minutes of CPU,
 * and CI twice as long.
 */
const MARKOV_DRAWS = 3_200_000;
const WORD_BANK_FILE = path.resolve(__dirname, '../../game-server/seed/word-bank.json');

function countBy(words: readonly SeedWord[], key: (word: SeedWord) => string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const word of words) counts[key(word)] = (counts[key(word)] ?? 0) + 1;
  return counts;
}

function main(): void {
  const startedAt = Date.now();
  const generator = createWordGenerator({ draws: MARKOV_DRAWS, keepShare: 0.2 });
  console.log(`loaded the generator in ${Date.now() - startedAt} ms (${JSON.stringify(generator.stats)})`);
  // The offline list ships in the public JS bundle with its truth, so none of its words may be served online.
  const offlineWords = new Set([...DAILY_WORDS, ...CHALLENGE_WORDS].map((word) => word.word.toLowerCase()));
  const words: SeedWord[] = [];
  for (const [language, count] of Object.entries(COUNTS) as [Language, number][]) {
    const generatedAt = Date.now();
    const made = generator.generate({
      language,
      count,
      seed: SEED,
      isTaken: (word) => offlineWords.has(word),
    });
    words.push(...made.map((word) => ({ ...word, source: 'seed' as const })));
    console.log(`${language}: ${made.length} words in ${Date.now() - generatedAt} ms`);
  }
  const bytes = writeWordBank(WORD_BANK_FILE, WORD_BANK_CREDITS, words);
  console.log(
    JSON.stringify(
      countBy(words, (word) => `${word.language} ${word.isReal ? 'real' : 'fake'} ${word.difficulty}`),
      null,
      1,
    ),
  );
  console.log(
    `wrote ${words.length} words (${(bytes / 1024).toFixed(0)} KiB) to ${WORD_BANK_FILE} in ${Date.now() - startedAt} ms`,
  );
}

main();
