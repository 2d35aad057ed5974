// How much a sentence alone tells a real word from a fake (items 2 and 7): a multinomial naive Bayes
// learner on the sentence's words and word pairs. A player who has seen a few games learns the same thing: a
// frame met mostly on fakes reads as FAKE. Small on purpose: it stands for a player, not for the best learner.

/** The words of a text, lowercased, with `{w}` and `{a}` (a masked word and its article) kept as words. */
export function textTokens(text: string): string[] {
  return text.toLowerCase().match(/\{[wa]\}|[a-z']+/g) ?? [];
}

/** Each word and each pair of neighbouring words, with the text's edges marked. */
export function textFeatures(text: string): string[] {
  const words = ['<s>', ...textTokens(text), '</s>'];
  const features = words.slice(1, -1);
  for (let index = 0; index + 1 < words.length; index += 1)
    features.push(`${words[index]} ${words[index + 1]}`);
  return features;
}

export interface LabelledText {
  text: string;
  /** True for a real word: the positive class. */
  isReal: boolean;
}

export interface TextModel {
  /** The log-odds that the text goes with a real word: above 0 leans real. */
  score(text: string): number;
}

/** Multinomial naive Bayes with add-one smoothing, the classes weighted equally (the split is balanced). */
export function trainTextModel(examples: readonly LabelledText[]): TextModel {
  const counts = { real: new Map<string, number>(), fake: new Map<string, number>() };
  const totals = { real: 0, fake: 0 };
  const vocabulary = new Set<string>();
  for (const example of examples) {
    const side = example.isReal ? 'real' : 'fake';
    for (const feature of textFeatures(example.text)) {
      counts[side].set(feature, (counts[side].get(feature) ?? 0) + 1);
      totals[side] += 1;
      vocabulary.add(feature);
    }
  }
  const logChance = (side: 'real' | 'fake', feature: string) =>
    Math.log(((counts[side].get(feature) ?? 0) + 1) / (totals[side] + vocabulary.size));
  return {
    score: (text) =>
      textFeatures(text)
        .filter((feature) => vocabulary.has(feature))
        .reduce((sum, feature) => sum + logChance('real', feature) - logChance('fake', feature), 0),
  };
}
