// `npm run words:naturalness [-- --bank <file>] [--language english] [--splits N]`: how well spelling alone
// tells the bank's fakes from its real words ("Fakes must fool people"). Per difficulty, the same
// number of real and fake words are taken, so neither the mix of kinds nor difficulty helps; half of them
// train a character 1- to 4-gram logistic regression and the other half are scored. Prints the AUC (0.5 is
// a coin; the target is at most 0.60) overall and per difficulty, and the fakes that gave themselves
// away most.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DIFFICULTIES, createSeededRandom, shuffle } from '@bluffle/shared-schema';
import { rocAuc, trainSpellingModel, type LabelledWord } from '@bluffle/word-generator/quality';

interface BankWord extends LabelledWord {
  language: string;
  difficulty: string;
}

const TARGET_AUC = 0.6;

interface Measurement {
  overall: number;
  byDifficulty: Map<string, number>;
  giveaways: string[];
  trained: number;
  tested: number;
}

/** One split: per difficulty, as many real as fake words, half to train and half to test. */
function measure(words: readonly BankWord[], seed: number): Measurement {
  const random = createSeededRandom(seed);
  const train: BankWord[] = [];
  const test: BankWord[] = [];
  for (const difficulty of DIFFICULTIES) {
    const reals = shuffle(
      words.filter((word) => word.difficulty === difficulty && word.isReal),
      random,
    );
    const fakes = shuffle(
      words.filter((word) => word.difficulty === difficulty && !word.isReal),
      random,
    );
    const perKind = Math.min(reals.length, fakes.length);
    const half = Math.floor(perKind / 2);
    train.push(...reals.slice(0, half), ...fakes.slice(0, half));
    test.push(...reals.slice(half, perKind), ...fakes.slice(half, perKind));
  }
  const model = trainSpellingModel(train, { random });
  const scored = test.map((word) => ({ ...word, score: model.score(word.word) }));
  const byDifficulty = new Map(
    DIFFICULTIES.map((difficulty) => [
      difficulty,
      rocAuc(scored.filter((word) => word.difficulty === difficulty)),
    ]),
  );
  const giveaways = scored
    .filter((word) => !word.isReal)
    .sort((first, second) => first.score - second.score)
    .slice(0, 10)
    .map((word) => word.word);
  return { overall: rocAuc(scored), byDifficulty, giveaways, trained: train.length, tested: test.length };
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const range = (values: number[]) =>
  `${mean(values).toFixed(3)} (${Math.min(...values).toFixed(3)} to ${Math.max(...values).toFixed(3)})`;

function main(): void {
  const { values } = parseArgs({
    options: {
      bank: { type: 'string', default: path.join('game-server', 'seed', 'word-bank.json') },
      language: { type: 'string', default: 'english' },
      splits: { type: 'string', default: '10' },
    },
  });
  const bank = JSON.parse(readFileSync(values.bank, 'utf8')) as { words: BankWord[] };
  const words = bank.words.filter((word) => word.language === values.language);
  // One split of a few hundred test words moves the AUC by several hundredths: the mean of many says more.
  const runs = Array.from({ length: Number(values.splits) }, (_, index) => measure(words, index + 1));
  const overall = runs.map((run) => run.overall);
  console.log(`bank: ${values.bank} (${values.language}: ${words.length} words)`);
  console.log(
    `${runs.length} splits, balanced per difficulty: trained on ${runs[0]?.trained}, tested on ${runs[0]?.tested}`,
  );
  console.log(
    `AUC, fake vs real by spelling: ${range(overall)}   [target <= ${TARGET_AUC}: ${mean(overall) <= TARGET_AUC ? 'met' : 'MISSED'}]`,
  );
  for (const difficulty of DIFFICULTIES) {
    console.log(
      `  ${difficulty}: ${range(runs.map((run) => run.byDifficulty.get(difficulty) ?? Number.NaN))}`,
    );
  }
  console.log(`fakes that look least real (first split): ${runs[0]?.giveaways.join(', ')}`);
}

main();
