// `npx tsx scripts/word-bank/measure-filipino-spelling.ts [--splits N] [--features N]`: the spelling AUC of the
// Filipino words straight from the generator (no bank build, a few seconds), for work on the invented roots
// (; the target is at most 0.60). Two readings: per difficulty as many real as fake words, a character
// n-gram learner trained on half and scored on the other half (as measure-naturalness.ts); and 500 + 500 drawn
// as the bank draws them, measured as `npm run words:quality` measures the bank. 0.5 is a coin. --features N
// prints the n-grams the learner leans on most, each way, with how many real and invented words have them.
import { parseArgs } from 'node:util';
import { createSeededRandom, DIFFICULTIES, shuffle } from '@bluffle/shared-schema';
import {
  filipinoBankSpellingAuc,
  filipinoSeedWords,
  rocAuc,
  trainSpellingModel,
  type LabelledWord,
} from '@bluffle/word-generator/quality';
import { printFeatures } from './spelling-features';

function measure(words: readonly (LabelledWord & { difficulty: string })[], seed: number): number {
  const random = createSeededRandom(seed);
  const train: LabelledWord[] = [];
  const test: LabelledWord[] = [];
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
  return rocAuc(test.map((word) => ({ ...word, score: model.score(word.word) })));
}

function main(): void {
  const { values } = parseArgs({
    options: {
      splits: { type: 'string', default: '10' },
      features: { type: 'string', default: '0' },
    },
  });
  const words = filipinoSeedWords(createSeededRandom(1));
  const reals = words.filter((word) => word.isReal).length;
  const aucs = Array.from({ length: Number(values.splits) }, (_, index) => measure(words, index + 1));
  const mean = aucs.reduce((sum, auc) => sum + auc, 0) / aucs.length;
  const verdict = (auc: number) => `(target <= 0.60: ${auc <= 0.6 ? 'met' : 'MISSED'})`;
  console.log(`Filipino words from the generator: ${reals} real, ${words.length - reals} fake`);
  console.log(`per difficulty, AUC per split: ${aucs.map((auc) => auc.toFixed(3)).join(' ')}`);
  console.log(`  mean ${mean.toFixed(3)} ${verdict(mean)}`);
  const asBank = filipinoBankSpellingAuc(words, { draws: 8, splits: 5 });
  console.log(`500 + 500 as the bank draws them, mean of 8 draws: ${asBank.toFixed(3)} ${verdict(asBank)}`);
  if (Number(values.features) > 0) printFeatures(words, Number(values.features));
}

main();
