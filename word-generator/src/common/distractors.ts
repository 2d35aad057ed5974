import { shuffle, type RandomSource, type WordClass } from '@bluffle/shared-schema';

/** Function words ignored when comparing glosses: sharing "of the" does not make two definitions alike. */
const STOPWORDS = new Set(
  (
    'a an the of or and to in on at by for with from into onto as is be being been are was were that which who whom ' +
    'whose this these those it its their his her one ones something someone somebody some any not no very more ' +
    'most much many used especially usually often make makes made having has have do does done so such than ' +
    'other another way state quality act manner characterized like resembling relating pertaining'
  ).split(' '),
);

/** Content words of a text, reduced to a 5-letter stem so `verses` and `versify` count as sharing one. */
export function contentStems(text: string): Set<string> {
  const stems = new Set<string>();
  for (const token of text.toLowerCase().split(/[^a-z]+/)) {
    if (token.length >= 3 && !STOPWORDS.has(token)) stems.add(token.slice(0, 5));
  }
  return stems;
}

export function sharesContentWord(left: string, right: string): boolean {
  const leftStems = contentStems(left);
  for (const stem of contentStems(right)) {
    if (leftStems.has(stem)) return true;
  }
  return false;
}

/** Up to `count` items in random order; large pools are sampled by index so a 40k-gloss pool stays cheap. */
function sampleUpTo<T>(items: readonly T[], count: number, random: RandomSource): T[] {
  if (items.length <= count) return shuffle(items, random);
  const picked: T[] = [];
  for (let draw = 0; draw < count; draw += 1) picked.push(items[Math.floor(random() * items.length)] as T);
  return picked;
}

/** A definition that could be offered as a wrong answer. */
export interface GlossOption {
  word: string;
  wordClass: WordClass;
  lexFile: string;
  gloss: string;
}

export interface DefinitionTarget {
  word: string;
  wordClass: WordClass;
  lexFile: string;
  /** The right option the wrong ones stand beside. */
  definition: string;
  /** The definition shown in phase one, when the right option rewords it: no wrong option may echo it either. */
  shownDefinition?: string;
}

/** How much longer or shorter than the right option a wrong one may be (0.6-1.6x for the bank's words). */
export interface LengthRatio {
  min: number;
  max: number;
}
const BANK_LENGTH_RATIO: LengthRatio = { min: 0.6, max: 1.6 };

/**
 * Whether `option` is a fair wrong definition for `target`: same word
 * class, length within 0.6-1.6x, no content word in common with the real gloss or with the wrong ones already
 * chosen, and it does not name the target word.
 */
export function isFairWrongDefinition(
  target: DefinitionTarget,
  option: GlossOption,
  chosen: readonly string[],
  lengthRatio: LengthRatio = BANK_LENGTH_RATIO,
): boolean {
  if (option.wordClass !== target.wordClass || option.word === target.word) return false;
  const ratio = option.gloss.length / target.definition.length;
  if (ratio < lengthRatio.min || ratio > lengthRatio.max) return false;
  if (option.gloss === target.definition || sharesContentWord(option.gloss, target.definition)) return false;
  if (target.shownDefinition !== undefined && sharesContentWord(option.gloss, target.shownDefinition))
    return false;
  if (option.gloss.toLowerCase().includes(target.word.slice(0, 5))) return false;
  return chosen.every((gloss) => gloss !== option.gloss && !sharesContentWord(gloss, option.gloss));
}

/**
 * Three wrong definitions for a real word: same WordNet category first (they sound alike, so the question is
 * fair), then any gloss of the same class. Undefined when three fair ones cannot be found.
 */
export function pickWrongDefinitions(
  target: DefinitionTarget,
  glossesByClass: ReadonlyMap<WordClass, readonly GlossOption[]>,
  random: RandomSource,
  lengthRatio: LengthRatio = BANK_LENGTH_RATIO,
): [string, string, string] | undefined {
  const sameClass = glossesByClass.get(target.wordClass) ?? [];
  const sameCategory = sameClass.filter((option) => option.lexFile === target.lexFile);
  const chosen: string[] = [];
  for (const group of [sameCategory, sameClass]) {
    for (const option of sampleUpTo(group, 400, random)) {
      if (chosen.length === 3) break;
      if (isFairWrongDefinition(target, option, chosen, lengthRatio)) chosen.push(option.gloss);
    }
  }
  return chosen.length === 3 ? [chosen[0] as string, chosen[1] as string, chosen[2] as string] : undefined;
}

/**
 * Three invented words to stand beside the real one in a fake word's follow-up: same suffix, length within
 * 3 letters of `length`, distinct, and not in `taken` (words already used anywhere in the bank).
 */
export function pickFakeAlternatives(
  pool: readonly string[],
  length: number,
  taken: ReadonlySet<string>,
  random: RandomSource,
): [string, string, string] | undefined {
  const fitting = pool.filter((word) => !taken.has(word) && Math.abs(word.length - length) <= 3);
  const picked = shuffle(fitting, random).slice(0, 3);
  return picked.length === 3 ? [picked[0] as string, picked[1] as string, picked[2] as string] : undefined;
}
