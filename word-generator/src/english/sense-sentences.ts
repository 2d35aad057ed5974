import type { WordClass } from '@bluffle/shared-schema';
import { contentStems } from '../common/distractors';
import { lendingFits } from './lending-fit';
import { hasOffensiveGloss } from '../common/profanity';
import type { WordOccurrence } from '@bluffle/shared-schema';
import { findWordForm, toSentence, wordCount } from '../common/usage-sentence';
import type { Synset, WordNet } from '../common/wordnet-reader';
import type { Nearness } from './nearness';

export type { Nearness };

// A usage sentence a person would write, built for the word's sense. WordNet has examples
// for a minority of synsets, and a fake may never use its donor's own (a player who knows the sentence knows
// the word). So a sentence is borrowed from a near meaning and that meaning's word swapped out. Only meanings
// whose sentences stay true of the word lend: a real word's own meaning written with a synonym, a narrower
// meaning ("the terrier chased the rat" -> "the dog chased the rat"), a near synonym, and, tried later, a
// broader one ("he shaved off his mustache" -> "mustachio"), or a sibling (same broader meaning) whose gloss
// shares a word with the word's beyond that broader meaning's. Other siblings' sentences mostly read as
// nonsense ("moonlight is the smuggler's enemy" -> "luminescence is..."; "they were wading" -> "sleepwalking"):
// they are a last resort, for fakes the other meanings cannot supply, and a grandparent's never lends. Real
// words without an example of their own and every fake use these.

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

/** Verbs whose past is their base form: "he shed his image" is a past, which an invented verb cannot show so. */
const PAST_AS_BASE = new Set([
  'bet',
  'bid',
  'broadcast',
  'burst',
  'cast',
  'cost',
  'cut',
  'forecast',
  'hit',
  'hurt',
  'let',
  'offset',
  'put',
  'quit',
  'rid',
  'set',
  'shed',
  'shut',
  'slit',
  'split',
  'spread',
  'thrust',
  'upset',
]);

/** Words after which a verb's base form is its base form: to, a modal, do, or nothing (an order). */
const BASE_FORM_BEFORE =
  /(^|(\b(to|will|would|can|could|shall|should|may|might|must|do|does|did|not|please)|n't)\s+)$/i;

/** Whether `lemma`, written in its base form after `before`, may be a past ("he shed" -> "he exuviate"). */
function isPastInBaseForm(lemma: string, before: string): boolean {
  return PAST_AS_BASE.has(lemma.toLowerCase()) && !BASE_FORM_BEFORE.test(before);
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
  if (wordClass === 'verb' && inflection === 'base' && isPastInBaseForm(lemma, before)) return undefined;
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

/**
 * Which sentences a batch tries first: `near` ones stay true of the word; `fair` ones (a broader meaning's, a
 * sibling's that shares a gloss word, the real word's own in another sense) read right less often; `distant`
 * ones (a sibling's sharing no gloss word) mostly read as nonsense, the last resort before a template.
 */
export type LendingTier = 'near' | 'fair' | 'distant';

const TIER_OF: Readonly<Record<Nearness, LendingTier>> = {
  'same-meaning': 'near',
  'own-word': 'near',
  narrower: 'near',
  'near-synonym': 'near',
  broader: 'fair',
  sibling: 'fair',
  'other-sense': 'fair',
  'distant-sibling': 'distant',
  written: 'near',
};

const TIER_ORDER: readonly LendingTier[] = ['near', 'fair', 'distant'];

/** Orders sentences to lend: those that fit the word first, then nearest tier first (the order within kept). */
export const nearestTierFirst = (left: SentenceSource, right: SentenceSource) =>
  Number(right.fits) - Number(left.fits) ||
  TIER_ORDER.indexOf(TIER_OF[left.nearness]) - TIER_ORDER.indexOf(TIER_OF[right.nearness]);

/** Whether a sentence of this nearness may be lent when the batch has come down to `tier`. */
export const isLentAt = (nearness: Nearness, tier: LendingTier) =>
  TIER_ORDER.indexOf(TIER_OF[nearness]) <= TIER_ORDER.indexOf(tier);

/** A neighbour's example and the neighbour's word in it: a sentence to swap another word into. */
export interface SentenceSource {
  example: string;
  lemma: string;
  nearness: Nearness;
  /** Whether the sentence fits the word it is lent to (`lendingFits`): tried before every one that does not. */
  fits: boolean;
  /** The sentence without its word (`sentenceFrame`): a batch lets each frame serve two words at most. */
  readonly frame: string;
}

/** A sentence to lend; its frame is worked out when first asked for (most sources are never tried). */
export function lendingSource(
  example: string,
  lemma: string,
  nearness: Nearness,
  fits: boolean,
): SentenceSource {
  let frame: string | undefined;
  return {
    example,
    lemma,
    nearness,
    fits,
    get frame() {
      frame ??= sentenceFrame(toSentence(example), lemma);
      return frame;
    },
  };
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

/**
 * The content words (stems) of `synset`'s gloss beyond the words of `broader`: a sibling that shares one is
 * near ("sit or lie with one's limbs spread out" beside "sit or lie in a relaxed manner"), one that shares none
 * is distant ("walk in one's sleep" beside "walk through shallow water", under "walk").
 */
function ownGlossStems(synset: Synset, broader: Synset): Set<string> {
  const shared = contentStems(broader.lemmas.join(' '));
  return new Set([...contentStems(synset.gloss)].filter((stem) => !shared.has(stem)));
}

function sharesStem(text: string, stems: ReadonlySet<string>): boolean {
  for (const stem of contentStems(text)) if (stems.has(stem)) return true;
  return false;
}

const hyponymsWithExamplesCache = new WeakMap<WordNet, Map<string, Synset[]>>();

/**
 * A broader meaning's narrower meanings that have an example, the only ones that lend anything: some broader
 * meanings have hundreds of narrower ones, each a sibling of every other, so they are listed once per WordNet.
 */
function hyponymsWithExamples(broader: Synset, wordNet: WordNet): readonly Synset[] {
  let cache = hyponymsWithExamplesCache.get(wordNet);
  if (!cache) {
    cache = new Map();
    hyponymsWithExamplesCache.set(wordNet, cache);
  }
  let hyponyms = cache.get(broader.key);
  if (!hyponyms) {
    hyponyms = broader.hyponyms
      .map((key) => wordNet.synsets.get(key))
      .filter((hyponym): hyponym is Synset => hyponym !== undefined && hyponym.examples.length > 0);
    cache.set(broader.key, hyponyms);
  }
  return hyponyms;
}

/** The meanings whose sentences may be lent to `synset`'s, nearest first: no grandparent. */
export function lendingMeaningsOf(
  synset: Synset,
  wordNet: WordNet,
): { synset: Synset; nearness: Nearness }[] {
  const hyponymsOf = (keys: readonly string[]) =>
    keys.flatMap((key) => wordNet.synsets.get(key)?.hyponyms ?? []);
  const siblings: [string, Nearness][] = [];
  for (const key of synset.hypernyms) {
    const broader = wordNet.synsets.get(key);
    if (!broader) continue;
    const stems = ownGlossStems(synset, broader);
    for (const sibling of hyponymsWithExamples(broader, wordNet))
      siblings.push([sibling.key, sharesStem(sibling.gloss, stems) ? 'sibling' : 'distant-sibling']);
  }
  const keys: [string, Nearness][] = [
    ...synset.hyponyms.map((key): [string, Nearness] => [key, 'narrower']),
    ...synset.related.map((key): [string, Nearness] => [key, 'near-synonym']),
    ...hyponymsOf(synset.hyponyms).map((key): [string, Nearness] => [key, 'narrower']),
    ...synset.hypernyms.map((key): [string, Nearness] => [key, 'broader']),
    ...siblings.filter(([, nearness]) => nearness === 'sibling'),
    ...siblings.filter(([, nearness]) => nearness === 'distant-sibling'),
  ];
  const seen = new Set<string>([synset.key]);
  const lending: { synset: Synset; nearness: Nearness }[] = [];
  for (const [key, nearness] of keys) {
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
    lending.push({ synset: neighbour, nearness });
  }
  return lending;
}

/**
 * Whether the word at `occurrence` is part of a compound, so swapping it alone breaks the phrase: hyphened
 * ("a 300-yarder") or a WordNet collocation with the word before or after it ("meter reading" -> "meter
 * hypsometry", "chapter title").
 */
export function isInCompound(
  sentence: string,
  occurrence: WordOccurrence,
  lemma: string,
  wordNet: WordNet,
): boolean {
  const end = occurrence.start + occurrence.text.length;
  if (sentence.charAt(occurrence.start - 1) === '-' || sentence.charAt(end) === '-') return true;
  const before = /([A-Za-z]+)\s+$/.exec(sentence.slice(0, occurrence.start))?.[1]?.toLowerCase();
  const after = /^\s+([A-Za-z]+)/.exec(sentence.slice(end))?.[1]?.toLowerCase();
  const base = lemma.toLowerCase();
  return (
    (before !== undefined && wordNet.senses.has(`${before} ${base}`)) ||
    (after !== undefined &&
      (wordNet.senses.has(`${base} ${after}`) || wordNet.senses.has(`${base} ${after.replace(/e?s$/, '')}`)))
  );
}

/** Where `lemma` stands in `example` when it can be swapped: in a form `wordClass` takes, not in a compound. */
export function swappableOccurrence(
  example: string,
  lemma: string,
  wordClass: WordClass,
  wordNet: WordNet,
): WordOccurrence | undefined {
  const occurrence = findWordForm(example, lemma);
  if (!occurrence || !formAgreesWithClass(lemma, occurrence.text, wordClass)) return undefined;
  return isInCompound(example, occurrence, lemma, wordNet) ? undefined : occurrence;
}

/**
 * A real word's own meaning's examples that use another of its words ("he threw the lasso" for riata): its
 * own example in all but the word. Never a fake's: that would be its donor's own example.
 */
export function sameMeaningSources(word: string, synset: Synset, wordNet: WordNet): SentenceSource[] {
  const sources: SentenceSource[] = [];
  const lemmas = synset.lemmas.filter((lemma) => lemma !== word && /^[a-z]{3,}$/.test(lemma));
  for (const example of synset.examples) {
    if (!isBorrowable(example) || findWordForm(example, word)) continue;
    const lemma = lemmas.find((candidate) =>
      swappableOccurrence(example, candidate, synset.wordClass, wordNet),
    );
    if (lemma) sources.push(lendingSource(example, lemma, 'same-meaning', true));
  }
  return sources;
}

/**
 * A real word's examples in its other senses of the same class: the word in real use, though not in the
 * sense shown. Tried after its own example and before a neighbour's.
 */
export function otherSenseSources(word: string, synset: Synset, wordNet: WordNet): SentenceSource[] {
  const sources: SentenceSource[] = [];
  for (const key of wordNet.senses.get(word)?.get(synset.wordClass) ?? []) {
    const other = wordNet.synsets.get(key);
    if (!other || key === synset.key) continue;
    for (const example of other.examples) {
      if (isBorrowable(example) && swappableOccurrence(example, word, synset.wordClass, wordNet))
        sources.push(
          lendingSource(example, word, 'other-sense', lendingFits(synset, other, 'other-sense', example)),
        );
    }
  }
  return sources;
}

/** Every example of `synset`'s lending meanings that can carry a word of its class, nearest meaning first. */
export function sentenceSources(synset: Synset, wordNet: WordNet): SentenceSource[] {
  const sources: SentenceSource[] = [];
  for (const { synset: neighbour, nearness } of lendingMeaningsOf(synset, wordNet)) {
    const lemmas = neighbour.lemmas.filter((lemma) => /^[a-z]{3,}$/.test(lemma));
    for (const example of neighbour.examples) {
      // WordNet repeats some examples across synsets: the meaning's own is never borrowed back.
      if (!isBorrowable(example) || synset.examples.includes(example)) continue;
      const lemma = lemmas.find((candidate) =>
        swappableOccurrence(example, candidate, synset.wordClass, wordNet),
      );
      if (lemma)
        sources.push(
          lendingSource(example, lemma, nearness, lendingFits(synset, neighbour, nearness, example)),
        );
    }
  }
  return sources.sort(nearestTierFirst);
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

/**
 * A sentence with `word`'s occurrence taken out and a/an evened, lowercased: what two words that borrow the
 * same sentence (or two examples that differ only in their word) have in common.
 */
export function sentenceFrame(sentence: string, word: string): string {
  const occurrence = findWordForm(sentence, word);
  const framed = occurrence
    ? `${sentence.slice(0, occurrence.start)}{w}${sentence.slice(occurrence.start + occurrence.text.length)}`
    : sentence;
  return framed.replace(/\b(an?|An?)(\s+\{w\})/g, '{a}$2').toLowerCase();
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
