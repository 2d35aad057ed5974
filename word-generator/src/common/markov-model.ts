import type { RandomSource } from '@bluffle/shared-schema';

const START = '^';
const END = '$';

/** A character-level Markov chain over words: the next letter depends on the previous `order` letters. */
export interface MarkovModel {
  order: number;
  /** context (padded with ^) -> next character -> count. */
  transitions: Map<string, Map<string, number>>;
}

/** Counts every (context, next letter) pair in the training words, padding each word with ^...^ and $. */
export function trainMarkovModel(words: Iterable<string>, order: number): MarkovModel {
  const transitions = new Map<string, Map<string, number>>();
  for (const word of words) {
    const padded = START.repeat(order) + word + END;
    for (let index = order; index < padded.length; index += 1) {
      const context = padded.slice(index - order, index);
      const next = padded[index] as string;
      let counts = transitions.get(context);
      if (!counts) {
        counts = new Map();
        transitions.set(context, counts);
      }
      counts.set(next, (counts.get(next) ?? 0) + 1);
    }
  }
  return { order, transitions };
}

function pickWeighted(counts: Map<string, number>, random: RandomSource): string {
  let total = 0;
  for (const count of counts.values()) total += count;
  let target = random() * total;
  for (const [character, count] of counts) {
    target -= count;
    if (target < 0) return character;
  }
  return END;
}

/**
 * Draws one word letter by letter. Every context it reaches was seen in training, so there is always a
 * next letter; words that run past maxLength are abandoned (undefined) rather than cut mid-syllable.
 */
export function sampleWord(model: MarkovModel, random: RandomSource, maxLength = 16): string | undefined {
  let word = '';
  let context = START.repeat(model.order);
  for (;;) {
    const counts = model.transitions.get(context);
    if (!counts) return undefined;
    const next = pickWeighted(counts, random);
    if (next === END) return word;
    word += next;
    if (word.length > maxLength) return undefined;
    context = (context + next).slice(-model.order);
  }
}
