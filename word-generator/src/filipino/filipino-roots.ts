import type { RandomSource } from '@bluffle/shared-schema';

/**
 * Invented Tagalog roots, letter by letter from a model learned on real roots (: hand-written tables of
 * onsets and codas gave the fakes away to a spelling classifier at AUC 0.84). The model counts which letter
 * follows each run of `order` letters in the real roots, edges marked, so syllable shapes (CV, CVC), clusters,
 * vowel and letter frequencies and root length all come from the roots themselves.
 */
export interface RootModel {
  order: number;
  /** For each context of `order` characters, how often each next character followed it. */
  next: ReadonlyMap<string, ReadonlyMap<string, number>>;
}

const START = '^';
const END = '$';
const LONGEST_ROOT = 12;

/** Syllables of a Tagalog spelling: one per vowel, since vowels side by side are separate syllables (ma.a.lat). */
export function syllableCount(word: string): number {
  return word.match(/[aeiou]/g)?.length ?? 0;
}

/**
 * A last closed syllable said twice (simsim, kalkal, kulimlim, hagikgik, mangmang): real roots do it often
 * and a letter model alone seldom does, so the shape marks it (CiC+) and the invented root repeats its own.
 */
const DOUBLED_LAST_SYLLABLE = /(?<=^|[aeiou])([^aeiou][aeiou][^aeiou])\1$/;
const DOUBLED = '+';

/** A shape with its vowels left open (CiCiC: CVCVC), for when no root of the exact shape can be found. */
export function looserShape(shape: string): string {
  return shape.replace(/[aeiou]/g, 'V');
}

/**
 * The shape of a root: its vowels kept, each consonant a C, the digraph ng an N, and + for a doubled last
 * syllable (kilig CiCiC, tuktok CuCCoC, sanga CaNa, kulimlim CuCiC+). Invented roots are drawn to a real root's
 * shape so the invented words, taken together, have the real words' vowels, syllables and clusters.
 */
export function rootShape(word: string): string {
  const doubled = DOUBLED_LAST_SYLLABLE.exec(word.replace(/ng/g, 'N'));
  const base = doubled ? word.slice(0, word.length - (doubled[1] ?? '').replace(/N/g, 'ng').length) : word;
  return `${base.replace(/ng/g, 'N').replace(/[^aeiouN]/g, 'C')}${doubled ? DOUBLED : ''}`;
}

/**
 * Whether a spelling is shaped like a native root: letters of the Abakada only, no consonant cluster at either
 * edge, no three consonants in a row (ng counts as one), no doubled consonant, no three vowels in a row, no h
 * closing a syllable.
 * English and Spanish loans in the word lists (basketbol, tsokolate, pribado) fail it.
 */

export function isRootShaped(word: string): boolean {
  if (!/^[abdeghiklmnoprstuwy]+$/.test(word)) return false;
  const marked = word.replace(/ng/g, 'N');
  if (/^[^aeiou]{2}|[^aeiou]{2}$|[^aeiou]{3}|[aeiou]{3}/.test(marked)) return false;
  // h only opens a syllable, and a root never ends in -iy or -uw (sisiw, baboy, but no *sisiy).
  if (/h(?![aeiou])|iy$|uw$/.test(word)) return false;
  return !/([^aeiou])\1/.test(marked);
}

/**
 * Native roots have no e and an o only in the last syllable (takbo, sunod); Spanish and English loans (medikal,
 * kondisyon, badyet) mostly fail that, and the root model is kept to native shapes.
 */
export function looksLikeLoan(word: string): boolean {
  // r is d between vowels in native words (dito, narito): a root that starts or ends with r is borrowed (radyo, bar).
  return /e|o.*[aeiou]|^r|r$/.test(word);
}

/** Roots to learn from, each counted `weight` times. */
export interface RootSource {
  roots: Iterable<string>;
  weight: number;
}

/**
 * The model from real roots, each counted its source's weight (our written entries weigh more than the word
 * lists: the invented words are shown beside the entries, and should be spelled like them).
 */
export function learnRootModel(sources: readonly RootSource[], order = 3): RootModel {
  const next = new Map<string, Map<string, number>>();
  for (const { roots: list, weight } of sources)
    for (const root of list) {
      const padded = `${START.repeat(order)}${root}${END}`;
      for (let at = order; at < padded.length; at += 1) {
        const context = padded.slice(at - order, at);
        const letter = padded[at] ?? END;
        const counts = next.get(context) ?? new Map<string, number>();
        counts.set(letter, (counts.get(letter) ?? 0) + weight);
        next.set(context, counts);
      }
    }
  return { order, next };
}

function draw(counts: ReadonlyMap<string, number>, random: RandomSource): string {
  let total = 0;
  for (const count of counts.values()) total += count;
  let left = random() * total;
  for (const [letter, count] of counts) {
    left -= count;
    if (left < 0) return letter;
  }
  return END;
}

/** The letters a shape allows at each place: a vowel itself, V any vowel, N the two letters of ng, C any consonant. */
function slotsOf(shape: string): string[] {
  return [...shape.replace(DOUBLED, '')].flatMap((mark) => (mark === 'N' ? ['n', 'g'] : [mark]));
}

/** The root with its last closed syllable said again (kulim, kulimlim). */
function withLastSyllableDoubled(root: string): string {
  const last = /(?:ng|[^aeiou])[aeiou](?:ng|[^aeiou])$/.exec(root)?.[0] ?? '';
  return `${root}${last}`;
}

const CONSONANT = /^[bdghklmnprstwy]$/;
const VOWEL = /^[aeiou]$/;

function fitsSlot(letter: string, slot: string, previous: string, previousSlot: string): boolean {
  if (slot === 'V') return VOWEL.test(letter);
  if (slot !== 'C') return letter === slot;
  // Two C consonants never spell ng: that would be the digraph, an N.
  return CONSONANT.test(letter) && !(previous === 'n' && previousSlot === 'C' && letter === 'g');
}

/**
 * One root from the model, or undefined when the walk reached a letter the model never saw follow, or the root
 * was not root-shaped. With a `shape` (rootShape) each letter is drawn among those the shape allows there.
 */
export function inventRoot(model: RootModel, random: RandomSource, shape?: string): string | undefined {
  const slots = shape === undefined ? undefined : slotsOf(shape);
  let context = START.repeat(model.order);
  let root = '';
  while (root.length <= LONGEST_ROOT) {
    // A doubled shape ends where its slots do: the last syllable is said again after the walk.
    if (slots && root.length === slots.length && shape?.endsWith(DOUBLED)) {
      root = withLastSyllableDoubled(root);
      break;
    }
    const seen = model.next.get(context);
    if (!seen) return undefined;
    let counts: ReadonlyMap<string, number> = seen;
    if (slots) {
      const slot = slots[root.length];
      const previousSlot = slots[root.length - 1] ?? '';
      const allowed = [...seen].filter(([letter]) =>
        slot === undefined ? letter === END : fitsSlot(letter, slot, root.at(-1) ?? '', previousSlot),
      );
      if (allowed.length === 0) return undefined;
      counts = new Map(allowed);
    }
    const letter = draw(counts, random);
    if (letter === END) break;
    root += letter;
    context = `${context}${letter}`.slice(-model.order);
  }
  if (root.length > LONGEST_ROOT || !isRootShaped(root) || syllableCount(root) < 2) return undefined;
  return root;
}

/**
 * How typical a root is of the real ones: the mean log probability of its letters under the model (higher
 * reads more like a real root). An invented word's difficulty comes from it (naturalness
 * percentile to difficulty), since its borrowed meaning no longer gives it away.
 */
export function rootTypicality(model: RootModel, root: string): number {
  const padded = `${START.repeat(model.order)}${root}${END}`;
  let total = 0;
  for (let at = model.order; at < padded.length; at += 1) {
    const counts = model.next.get(padded.slice(at - model.order, at));
    let sum = 0;
    for (const count of counts?.values() ?? []) sum += count;
    total += Math.log(((counts?.get(padded[at] ?? END) ?? 0) + 0.01) / (sum + 0.01));
  }
  return total / (padded.length - model.order);
}
