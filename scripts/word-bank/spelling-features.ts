// The n-grams a spelling learner leans on to tell fake from real, for `--features N` of measure-quality.ts and
// measure-filipino-spelling.ts: what to fix in a generator when the spelling AUC is too high.
import { createSeededRandom, shuffle } from '@bluffle/shared-schema';
import { shuffledByKind, type LabelledWord } from '@bluffle/word-generator/quality';

/** The learner's features spelled out: character 1- to 4-grams with the word's edges marked. */
function ngrams(word: string): string[] {
  const marked = `^${word}$`;
  const found = new Set<string>();
  for (let n = 1; n <= 4; n += 1)
    for (let start = 0; start + n <= marked.length; start += 1) found.add(marked.slice(start, start + n));
  return [...found];
}

/** The same logistic regression as trainSpellingModel, on readable n-grams, trained on equal counts. */
export function printFeatures(words: readonly LabelledWord[], top: number): void {
  const random = createSeededRandom(5);
  const { reals, fakes, perKind } = shuffledByKind(words, random);
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

/** How many real and fake words have each length: a length no fake has is a tell the n-grams only hint at. */
export function printLengths(words: readonly LabelledWord[]): void {
  const counts = new Map<number, [real: number, fake: number]>();
  for (const { word, isReal } of words) {
    const count = counts.get(word.length) ?? [0, 0];
    count[isReal ? 0 : 1] += 1;
    counts.set(word.length, count);
  }
  console.log('letters: real / fake');
  for (const [length, [real, fake]] of [...counts].sort((one, other) => one[0] - other[0]))
    console.log(`  ${String(length).padStart(2)}: ${real} / ${fake}`);
}
