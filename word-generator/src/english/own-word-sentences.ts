import {
  inflect,
  isBorrowable,
  lendingSource,
  swappableOccurrence,
  type SentenceSource,
} from './sense-sentences';
import type { Synset, WordNet } from '../common/wordnet-reader';

// A meaning's own word in real use elsewhere in WordNet ("lactation normally continues until
// weaning", an example of lactation's) is a sentence that fits the meaning, and a fake's donor has few others:
// its own examples are never lent, and its neighbours' fit only a fifth of the donors (lending-fit.ts). Only a
// word with one sense in all of WordNet lends, written in a form no other word takes, so the sentence is sure to
// use it in this meaning.

/** Which examples hold each written word (lowercase), once per WordNet: borrowable examples only. */
const examplesByWordCache = new WeakMap<WordNet, Map<string, { example: string; synsetKey: string }[]>>();

function examplesByWord(wordNet: WordNet) {
  let index = examplesByWordCache.get(wordNet);
  if (index) return index;
  index = new Map();
  for (const synset of wordNet.synsets.values()) {
    for (const example of synset.examples) {
      if (!isBorrowable(example)) continue;
      for (const token of new Set(example.toLowerCase().match(/[a-z]+/g) ?? [])) {
        const holding = index.get(token);
        if (holding) holding.push({ example, synsetKey: synset.key });
        else index.set(token, [{ example, synsetKey: synset.key }]);
      }
    }
  }
  examplesByWordCache.set(wordNet, index);
  return index;
}

/** Whether `lemma` has one sense in all of WordNet, so any use of it is this one. */
function hasOneSense(lemma: string, wordNet: WordNet): boolean {
  let senses = 0;
  for (const keys of wordNet.senses.get(lemma)?.values() ?? []) senses += keys.length;
  return senses === 1;
}

/** The words `form` may be an inflection of, by the regular rules ("watered" -> water, "teething" -> teethe). */
function possibleBases(form: string): string[] {
  return [
    [/ies$/, 'y'],
    [/es$/, ''],
    [/s$/, ''],
    [/(.)\1ed$/, '$1'],
    [/ed$/, ''],
    [/ed$/, 'e'],
    [/(.)\1ing$/, '$1'],
    [/ing$/, ''],
    [/ing$/, 'e'],
  ].flatMap(([ending, replacement]) =>
    (ending as RegExp).test(form) ? [form.replace(ending as RegExp, replacement as string)] : [],
  );
}

/**
 * Whether a written `form` of `lemma` may be another word's: itself another entry ("stylized" beside stylize),
 * or an inflection of one ("my mouth watered", "before releasing it", "the little one is teething": the verbs
 * water, release, teethe, not the nouns watered, releasing, teething).
 */
function mayBeAnotherWord(lemma: string, form: string, wordNet: WordNet): boolean {
  if (form !== lemma && wordNet.senses.has(form)) return true;
  return [...possibleBases(lemma), ...possibleBases(form)].some(
    (base) => base !== lemma && base.length >= 3 && wordNet.senses.has(base),
  );
}

/** The written forms an example may show `lemma` in (sense-sentences.ts inflects the same way). */
function formsOf(lemma: string): Set<string> {
  const doubled = `${lemma}${lemma.at(-1) ?? ''}`;
  return new Set([
    lemma,
    inflect(lemma, 'plural'),
    inflect(lemma, 'past'),
    inflect(lemma, 'progressive'),
    `${doubled}ed`,
    `${doubled}ing`,
  ]);
}

/** Other synsets' examples that use one of `synset`'s one-sense words in a form its class takes. */
export function ownWordSources(synset: Synset, wordNet: WordNet): SentenceSource[] {
  const index = examplesByWord(wordNet);
  const sources: SentenceSource[] = [];
  for (const lemma of synset.lemmas) {
    if (!/^[a-z]{3,}$/.test(lemma) || !hasOneSense(lemma, wordNet)) continue;
    for (const form of formsOf(lemma)) {
      for (const { example, synsetKey } of index.get(form) ?? []) {
        if (synsetKey === synset.key || synset.examples.includes(example)) continue;
        if (sources.some((source) => source.example === example)) continue;
        const occurrence = swappableOccurrence(example, lemma, synset.wordClass, wordNet);
        if (occurrence && !mayBeAnotherWord(lemma, occurrence.text.toLowerCase(), wordNet))
          sources.push(lendingSource(example, lemma, 'own-word', true));
      }
    }
  }
  return sources;
}
