// `npx tsx scripts/word-bank/measure-filipino-spelling.ts [--splits N] [--features N]`: the spelling AUC of the
// Filipino words straight from the generator (no bank build, a few seconds), for work on the invented roots
// (issue 19; the target is at most 0.60). Two readings: per difficulty as many real as fake words, a character
// n-gram learner trained on half and scored on the other half (as measure-naturalness.ts); and 500 + 500 drawn
// as the bank draws them, measured as `npm run words:quality` measures the bank. 0.5 is a coin. --features N
// prints the n-grams the learner leans on most, each way, with how many real and invented words have them.
import { parseArgs } from 'node:util';
import { createSeededRandom, DIFFICULTIES, shuffle } from '@bluffle/shared-schema';
import { rocAuc, trainSpellingModel, type LabelledWord } from '@bluffle/word-generator';
import { filipinoBankSpellingAuc } from '../../word-generator/src/filipino-spelling';
import { filipinoSeedWords } from '../../word-generator/src/filipino-words';

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

/** The learner's features spelled out: character 1- to 4-grams with the word's edges marked. */
function ngrams(word: string): string[] {
  const marked = `^${word}$`;
  const found = new Set<string>();
  for (let n = 1; n <= 4; n += 1)
    for (let start = 0; start + n <= marked.length; start += 1) found.add(marked.slice(start, start + n));
  return [...found];
}

/** The same logistic regression as trainSpellingModel, on readable n-grams, trained on equal counts. */
function printFeatures(words: readonly LabelledWord[], top: number): void {
  const random = createSeededRandom(5);
  const reals = shuffle(
    words.filter((word) => word.isReal),
    random,
  );
  const fakes = shuffle(
    words.filter((word) => !word.isReal),
    random,
  );
  const perKind = Math.min(reals.length, fakes.length);
  const rows = [...reals.slice(0, perKind), ...fakes.slice(0, perKind)].map((word) => ({
    grams: ngrams(word.word),
    label: word.isReal ? 1 : 0,
  }));
  const weights = new Map<string, number>();
  let bias = 0;
  for (let epoch = 0; epoch < 15; epoch += 1)
    for (const row of shuffle(rows, random)) {
      const sum = row.grams.reduce((total, gram) => total + (weights.get(gram) ?? 0), bias);
      const error = 1 / (1 + Math.exp(-sum)) - row.label;
      bias -= 0.1 * error;
      for (const gram of row.grams) weights.set(gram, (weights.get(gram) ?? 0) * (1 - 1e-5) - 0.1 * error);
    }
  const having = (list: readonly LabelledWord[], gram: string) =>
    list.slice(0, perKind).filter((word) => ngrams(word.word).includes(gram)).length;
  const ranked = [...weights].sort((one, other) => one[1] - other[1]);
  const show = ([gram, weight]: [string, number]) =>
    `  ${gram.padEnd(5)} ${weight.toFixed(2).padStart(6)}  real ${having(reals, gram)}, invented ${having(fakes, gram)}`;
  console.log(`n-grams that read invented (of ${perKind} each):`);
  for (const entry of ranked.slice(0, top)) console.log(show(entry));
  console.log('n-grams that read real:');
  for (const entry of ranked.slice(-top).reverse()) console.log(show(entry));
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
