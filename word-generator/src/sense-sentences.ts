import type { WordClass } from '@bluffle/shared-schema';
import { hasOffensiveGloss } from './profanity';
import { findWordForm, toSentence, wordCount } from './usage-sentence';
import type { Synset, WordNet } from './wordnet-reader';

// Issue 19, item 2: a usage sentence a person would write, built for the word's sense. WordNet has examples
// for a minority of synsets, and a fake may never use its donor's own (a player who knows the sentence knows
// the word). So a sentence is borrowed from a neighbouring meaning and the neighbour's word swapped out:
// a narrower meaning's sentence is true of the broader one ("the terrier chased the rat" -> "the dog chased
// the rat"), a broader one's or a near synonym's reads right for the narrower, a sibling's (same broader
// meaning) reads right enough. Real words without an example of their own and every fake use these.

/** How a word appears in a sentence, relative to its dictionary form. */
export type Inflection = 'base' | 'plural' | 'past' | 'progressive';

/** The inflections each class may show: a noun never appears as `clattered` (the legeter case). */
const INFLECTIONS_OF: Readonly<Record<WordClass, readonly Inflection[]>> = {
  noun: ['base', 'plural'],
  verb: ['base', 'plural', 'past', 'progressive'],
  adjective: ['base'],
  adverb: ['base'],
  pronoun: ['base'],
  preposition: ['base'],
  conjunction: ['base'],
  interjection: ['base'],
};

const isVowel = (letter: string | undefined) => letter !== undefined && 'aeiou'.includes(letter);

/** A word in one inflection, by the regular rules (invented words have no irregular forms). */
export function inflect(word: string, inflection: Inflection): string {
  const last = word.at(-1);
  const beforeLast = word.at(-2);
  switch (inflection) {
    case 'base':
      return word;
    case 'plural':
      if (/(s|x|z|ch|sh)$/.test(word)) return `${word}es`;
      if (last === 'y' && !isVowel(beforeLast)) return `${word.slice(0, -1)}ies`;
      return `${word}s`;
    case 'past':
      if (last === 'e') return `${word}d`;
      if (last === 'y' && !isVowel(beforeLast)) return `${word.slice(0, -1)}ied`;
      return `${word}ed`;
    case 'progressive':
      if (last === 'e' && beforeLast !== 'e') return `${word.slice(0, -1)}ing`;
      return `${word}ing`;
  }
}

/** Which inflection of `lemma` the written `form` is, or undefined for an irregular or other form. */
export function inflectionOf(lemma: string, form: string): Inflection | undefined {
  const lower = form.toLowerCase();
  const doubled = `${lemma}${lemma.at(-1) ?? ''}`;
  if (lower === lemma) return 'base';
  if (lower === inflect(lemma, 'plural')) return 'plural';
  if (lower === inflect(lemma, 'past') || lower === `${doubled}ed`) return 'past';
  if (lower === inflect(lemma, 'progressive') || lower === `${doubled}ing`) return 'progressive';
  return undefined;
}

/** Whether a word of this class may be written in this form: the class a player is told must be the one used. */
export function formAgreesWithClass(lemma: string, form: string, wordClass: WordClass): boolean {
  const inflection = inflectionOf(lemma, form);
  return inflection !== undefined && INFLECTIONS_OF[wordClass].includes(inflection);
}

function articleFor(word: string, capitalised: boolean): string {
  const article = /^[aeiou]/i.test(word) ? 'an' : 'a';
  return capitalised ? `A${article.slice(1)}` : article;
}

/**
 * `sentence` with `lemma`'s occurrence replaced by `word` in the same inflection, capitals and a/an fixed.
 * Undefined when the lemma is not there, is written in a form its class does not take, or occurs twice.
 */
export function swapIntoSentence(
  sentence: string,
  lemma: string,
  word: string,
  wordClass: WordClass,
): string | undefined {
  const occurrence = findWordForm(sentence, lemma);
  if (!occurrence) return undefined;
  const inflection = inflectionOf(lemma, occurrence.text);
  if (!inflection || !INFLECTIONS_OF[wordClass].includes(inflection)) return undefined;
  let form = inflect(word, inflection);
  if (/^[A-Z]/.test(occurrence.text)) form = form.charAt(0).toUpperCase() + form.slice(1);
  let before = sentence.slice(0, occurrence.start);
  const after = sentence.slice(occurrence.start + occurrence.text.length);
  if (findWordForm(after, lemma)) return undefined;
  // One of a pair ("nature or nurture", "festive (or festal)") would stand beside the other's meaning.
  if (/(\(\s*|\bor\s+)$/.test(before) || /^(\s*\)|\s+or\b)/.test(after)) return undefined;
  const article = /\b(a|an|A|An)\s+$/.exec(before);
  if (article?.[1]) {
    before =
      before.slice(0, article.index) +
      articleFor(form, article[1].startsWith('A')) +
      before.slice(article.index + article[1].length);
  }
  return toSentence(before + form + after);
}

/** A neighbour's example and the neighbour's word in it: a sentence to swap another word into. */
export interface SentenceSource {
  example: string;
  lemma: string;
}

/** An example worth borrowing: a clause of 5+ words, short enough to read in a round, nothing offensive. */
export function isBorrowable(example: string): boolean {
  return (
    /^[A-Za-z]/.test(example) &&
    wordCount(example) >= 5 &&
    example.length <= 130 &&
    !hasOffensiveGloss(example) &&
    // A list of fragments, a name ("Ahmet ...") or a sentence about the word itself reads wrong for another.
    !/[;:()"]|--|(^|\s)'/.test(example) &&
    !/.[A-Z]/.test(example) &&
    !/\b(acronym|abbreviation|synonym|spelled|pronounced|word|term)\b/i.test(example)
  );
}

/** The synsets whose sentences may be borrowed for `synset`, nearest first. */
function neighboursOf(synset: Synset, wordNet: WordNet): Synset[] {
  const hyponymsOf = (keys: readonly string[]) =>
    keys.flatMap((key) => wordNet.synsets.get(key)?.hyponyms ?? []);
  const hypernymsOf = (keys: readonly string[]) =>
    keys.flatMap((key) => wordNet.synsets.get(key)?.hypernyms ?? []);
  const keys = [
    ...synset.hyponyms,
    ...synset.related,
    ...hyponymsOf(synset.hyponyms),
    ...synset.hypernyms,
    ...hyponymsOf(synset.hypernyms),
    ...hypernymsOf(synset.hypernyms),
  ];
  const seen = new Set<string>([synset.key]);
  const neighbours: Synset[] = [];
  for (const key of keys) {
    const neighbour = wordNet.synsets.get(key);
    // A synset with the same gloss is the same meaning: its example would be the donor's own.
    if (
      !neighbour ||
      seen.has(key) ||
      neighbour.wordClass !== synset.wordClass ||
      neighbour.hasUsageDomain ||
      neighbour.gloss === synset.gloss
    )
      continue;
    seen.add(key);
    neighbours.push(neighbour);
  }
  return neighbours;
}

/**
 * A real word's examples in its other senses of the same class: the word in real use, though not in the
 * sense shown. Tried after its own example and before a neighbour's.
 */
export function otherSenseSources(word: string, synset: Synset, wordNet: WordNet): SentenceSource[] {
  const sources: SentenceSource[] = [];
  for (const key of wordNet.senses.get(word)?.get(synset.wordClass) ?? []) {
    if (key === synset.key) continue;
    for (const example of wordNet.synsets.get(key)?.examples ?? []) {
      const occurrence = findWordForm(example, word);
      if (occurrence && isBorrowable(example) && formAgreesWithClass(word, occurrence.text, synset.wordClass))
        sources.push({ example, lemma: word });
    }
  }
  return sources;
}

/** Every example of `synset`'s neighbours that can carry a word of its class, nearest neighbour first. */
export function sentenceSources(synset: Synset, wordNet: WordNet): SentenceSource[] {
  const sources: SentenceSource[] = [];
  for (const neighbour of neighboursOf(synset, wordNet)) {
    const lemmas = neighbour.lemmas.filter((lemma) => /^[a-z]{3,}$/.test(lemma));
    for (const example of neighbour.examples) {
      // WordNet repeats some examples across synsets: the meaning's own is never borrowed back.
      if (!isBorrowable(example) || synset.examples.includes(example)) continue;
      const lemma = lemmas.find((candidate) => {
        const occurrence = findWordForm(example, candidate);
        return occurrence !== undefined && formAgreesWithClass(candidate, occurrence.text, synset.wordClass);
      });
      if (lemma) sources.push({ example, lemma });
    }
  }
  return sources;
}

/**
 * `word` in `source`'s sentence, or undefined when it does not fit: the swap fails, or the sentence still
 * names one of `names` (for a fake, its donor's words).
 */
export function sentenceFrom(
  source: SentenceSource,
  word: string,
  wordClass: WordClass,
  names: readonly string[],
): string | undefined {
  const sentence = swapIntoSentence(source.example, source.lemma, word, wordClass);
  if (!sentence || names.some((name) => name !== word && findWordForm(sentence, name))) return undefined;
  return sentence;
}

const tokens = (sentence: string) => sentence.toLowerCase().match(/[a-z']+/g) ?? [];

/** Whether two sentences are the same but for at most one word (a donor's example with a fake swapped in). */
export function isOneWordSwap(sentence: string, original: string): boolean {
  const left = tokens(sentence);
  const right = tokens(original);
  if (left.length !== right.length) return false;
  let differences = 0;
  for (const [index, token] of left.entries()) if (token !== right[index]) differences += 1;
  return differences <= 1;
}
