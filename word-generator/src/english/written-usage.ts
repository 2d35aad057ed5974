import { lendingSource, type SentenceSource } from './sense-sentences';

// A sentence written for a rare real word that has no example of its own, as the sentences written for fakes'
// meanings are (written-meaning.ts): so the real words whose meanings no other word names can be asked too,
// and a sentence written for its meaning is found beside real words as often as beside fakes.

/** Stands for the word in a written sentence until the word's own spelling is swapped in (no English word has it). */
const WORD_PLACE = 'qxwordplace';

/**
 * A sentence written for a meaning (a fake's written meaning or a rare real word) as a sentence the generator can
 * give a word, as it gives a lent one: it fits, and is tried with the nearest.
 */
export function writtenUsageSource(usage: string): SentenceSource {
  const example = usage
    .replaceAll('{A} {w}', `A ${WORD_PLACE}`)
    .replaceAll('{a} {w}', `a ${WORD_PLACE}`)
    .replaceAll('{w}', WORD_PLACE);
  return lendingSource(example, WORD_PLACE, 'written', true);
}
