/**
 * Builds game-server/seed/word-bank.json, the starter word bank (npm run words:build). Deterministic: one
 * seed drives every random choice, so the same npm data always gives the same file.
 */
import path from 'node:path';
import { createSeededRandom } from '@bluffle/shared-schema';
import { WORD_BANK_CREDITS } from './credits';
import { chooseRealWords, toRealSeedWord } from './english-real-words';
import { graftFakeWords } from './english-fake-words';
import { filipinoSeedWords } from './filipino-words';
import { collectGlossOptions } from './gloss-pool';
import { inventWords } from './graft';
import { loadLexicon } from './lexicon';
import { trainMarkovModel } from './markov-model';
import { collectRealWordCandidates } from './real-word-candidates';
import type { SeedWord } from './seed-word';
import { CHALLENGE_WORDS, DAILY_WORDS } from '../../web/src/offline/fallback-words';
import { writeWordBank } from './word-bank-writer';

const SEED = 2024;
const REAL_QUOTA = { easy: 240, medium: 220, hard: 160 } as const;
const FAKE_COUNT = 620;
const MARKOV_ORDER = 3;
const MARKOV_DRAWS = 200_000;
const OUTPUT = path.resolve(__dirname, '../../game-server/seed/word-bank.json');

function countBy(words: readonly SeedWord[], key: (word: SeedWord) => string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const word of words) counts[key(word)] = (counts[key(word)] ?? 0) + 1;
  return counts;
}

function main(): void {
  const startedAt = Date.now();
  const random = createSeededRandom(SEED);
  const lexicon = loadLexicon();
  console.log(
    `loaded WordNet and word lists in ${Date.now() - startedAt} ms (${lexicon.knownWords.size} known forms)`,
  );

  const candidates = collectRealWordCandidates(lexicon.wordNet, lexicon);
  const { chosen, leftOver } = chooseRealWords(candidates, REAL_QUOTA, random);
  const glossesByClass = collectGlossOptions(lexicon.wordNet);
  const realWords = chosen.flatMap((candidate) => toRealSeedWord(candidate, glossesByClass, random) ?? []);
  console.log(`real: ${candidates.length} candidates, ${realWords.length} kept`);

  const model = trainMarkovModel(lexicon.trainingWords, MARKOV_ORDER);
  const pool = inventWords(model, random, lexicon, MARKOV_DRAWS);
  const taken = new Set(realWords.map((word) => word.word));
  const fakeWords = graftFakeWords(leftOver, pool, { count: FAKE_COUNT, taken }, random);
  console.log(
    `fake: ${[...pool.values()].flat().length} invented words passed the filters, ${fakeWords.length} grafted`,
  );

  // The offline list ships in the public JS bundle with its truth, so none of its words may be served online.
  const offlineWords = new Set([...DAILY_WORDS, ...CHALLENGE_WORDS].map((word) => word.word.toLowerCase()));
  const words = [...realWords, ...fakeWords, ...filipinoSeedWords(random)].filter(
    (word) => !offlineWords.has(word.word.toLowerCase()),
  );
  const bytes = writeWordBank(OUTPUT, WORD_BANK_CREDITS, words);
  console.log(
    JSON.stringify(
      countBy(words, (word) => `${word.language} ${word.isReal ? 'real' : 'fake'} ${word.difficulty}`),
      null,
      1,
    ),
  );
  console.log(
    `wrote ${words.length} words (${(bytes / 1024).toFixed(0)} KiB) to ${OUTPUT} in ${Date.now() - startedAt} ms`,
  );
}

main();
