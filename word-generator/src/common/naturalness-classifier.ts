// How natural the fakes look (: "Fakes must fool people"): a character-level logistic regression that
// tries to tell fake from real by spelling alone. An AUC near 0.5 means spelling gives the fakes away no
// more than a coin would; the target is at most 0.60.

/** Buckets of the hashed n-gram features: enough that collisions are rare for a few thousand words. */
const FEATURE_BUCKETS = 1 << 18;

/** Character 1- to 4-grams of the word with its edges marked, hashed into buckets (FNV-1a). */
export function charNgramFeatures(word: string, maxN = 4): number[] {
  const marked = `^${word.toLowerCase()}$`;
  const features = new Set<number>();
  for (let n = 1; n <= maxN; n += 1) {
    for (let start = 0; start + n <= marked.length; start += 1) {
      let hash = 0x811c9dc5;
      const gram = `${n}:${marked.slice(start, start + n)}`;
      for (let index = 0; index < gram.length; index += 1) {
        hash ^= gram.charCodeAt(index);
        hash = Math.imul(hash, 0x01000193);
      }
      features.add((hash >>> 0) % FEATURE_BUCKETS);
    }
  }
  return [...features];
}

export interface LabelledWord {
  word: string;
  /** True for a real word: the positive class. */
  isReal: boolean;
}

export interface TrainedModel {
  /** The probability that `word` is real, by its spelling alone. */
  score(word: string): number;
}

const sigmoid = (value: number) => 1 / (1 + Math.exp(-value));

/** Logistic regression on binary n-gram features, by stochastic gradient descent with L2 shrinkage. */
export function trainSpellingModel(
  examples: readonly LabelledWord[],
  options: { epochs?: number; learningRate?: number; l2?: number; random?: () => number } = {},
): TrainedModel {
  const { epochs = 15, learningRate = 0.1, l2 = 1e-4, random = Math.random } = options;
  const weights = new Float64Array(FEATURE_BUCKETS);
  let bias = 0;
  const rows = examples.map((example) => ({
    features: charNgramFeatures(example.word),
    label: example.isReal ? 1 : 0,
  }));
  const order = rows.map((_, index) => index);
  const predict = (features: number[]) =>
    sigmoid(bias + features.reduce((sum, f) => sum + (weights[f] ?? 0), 0));
  for (let epoch = 0; epoch < epochs; epoch += 1) {
    for (let index = order.length - 1; index > 0; index -= 1) {
      const other = Math.floor(random() * (index + 1));
      [order[index], order[other]] = [order[other] as number, order[index] as number];
    }
    for (const rowIndex of order) {
      const row = rows[rowIndex];
      if (row === undefined) continue;
      const error = predict(row.features) - row.label;
      bias -= learningRate * error;
      for (const feature of row.features) {
        weights[feature] = (weights[feature] ?? 0) * (1 - learningRate * l2) - learningRate * error;
      }
    }
  }
  return { score: (word) => predict(charNgramFeatures(word)) };
}

/** Area under the ROC curve: the chance that a random real word scores above a random fake (ties count half). */
export function rocAuc(scored: ReadonlyArray<{ score: number; isReal: boolean }>): number {
  const sorted = [...scored].sort((first, second) => first.score - second.score);
  let rankSumOfReals = 0;
  let reals = 0;
  for (let start = 0; start < sorted.length;) {
    let end = start;
    while (end < sorted.length && sorted[end]?.score === sorted[start]?.score) end += 1;
    // Tied scores share the average of their ranks (1-based).
    const averageRank = (start + 1 + end) / 2;
    for (let index = start; index < end; index += 1) {
      if (sorted[index]?.isReal) {
        rankSumOfReals += averageRank;
        reals += 1;
      }
    }
    start = end;
  }
  const fakes = sorted.length - reals;
  if (reals === 0 || fakes === 0) return Number.NaN;
  return (rankSumOfReals - (reals * (reals + 1)) / 2) / (reals * fakes);
}
