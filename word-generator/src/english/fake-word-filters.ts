import { containsBlockedFragment } from '../common/profanity';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz';

/** The lengths an invented English word may have. */
export const MIN_FAKE_LENGTH = 5;
export const MAX_FAKE_LENGTH = 13;

/** Endings that turn a real word into a transparent relative: `glimber` would be fine, `tangleness` not. */
export const DERIVATIONAL_SUFFIXES = [
  's',
  'es',
  'ed',
  'd',
  'ing',
  'er',
  'ers',
  'est',
  'ly',
  'ily',
  'ness',
  'less',
  'ful',
  'ish',
  'ism',
  'ist',
  'ity',
  'ive',
  'ous',
  'ious',
  'ic',
  'ical',
  'al',
  'ally',
  'able',
  'ible',
  'ment',
  'ation',
  'ion',
  'ize',
  'ise',
  'ify',
  'y',
  'ie',
  'ette',
  'let',
  'ling',
  'ship',
  'hood',
  'dom',
  'wise',
  'ward',
  'like',
  'age',
  'ance',
  'ence',
  'ant',
  'ent',
  'ery',
  'ory',
  'ary',
  'ate',
  'ative',
  'ization',
  'ology',
  'ologist',
  'ite',
  'an',
  'ian',
  'ine',
  'oid',
  'osis',
  'ure',
  'ee',
  'eer',
  'or',
  'ia',
  'a',
  'o',
  'um',
  'us',
] as const;

/** Prefixes that make `unX`, `overX`, `microX` look like dictionary words built on X. */
export const PREFIXES = [
  'un',
  're',
  'in',
  'im',
  'il',
  'ir',
  'dis',
  'non',
  'pre',
  'over',
  'under',
  'mis',
  'sub',
  'super',
  'anti',
  'de',
  'co',
  'con',
  'ex',
  'inter',
  'out',
  'semi',
  'trans',
  'mid',
  'micro',
  'macro',
  'multi',
  'poly',
  'mono',
  'bi',
  'tri',
  'auto',
  'hyper',
  'hypo',
  'pro',
  'counter',
  'fore',
  'post',
  'self',
  'neo',
  'pseudo',
  'proto',
  'up',
  'be',
] as const;

/** Every string one deletion, substitution, insertion or swap of neighbours away from `word`. */
export function* oneEditNeighbours(word: string): Generator<string> {
  for (let index = 0; index <= word.length; index += 1) {
    const head = word.slice(0, index);
    const tail = word.slice(index);
    if (tail) {
      yield head + tail.slice(1);
      if (tail.length > 1) yield head + tail[1] + tail[0] + tail.slice(2);
    }
    for (const letter of ALPHABET) {
      yield head + letter + tail;
      if (tail && tail[0] !== letter) yield head + letter + tail.slice(1);
    }
  }
}

/**
 * The common words with one letter taken out, each keyed with the letter's position: a word is one
 * substitution from a common word when it shares such a key at the same position, one insertion when it is
 * such a key at any position. Looking these up costs a few lookups a letter instead of oneEditNeighbours'
 * 54, and this test runs on every candidate fake (the bank build spent 40% of its time here).
 */
const oneEditIndexes = new WeakMap<ReadonlySet<string>, Set<string>>();

const positioned = (position: number, rest: string) => `${position}:${rest}`;

/** Builds the index of `commonWords` for the checks that follow, until releaseOneEditIndex. */
export function indexForOneEdits(commonWords: ReadonlySet<string>): void {
  if (oneEditIndexes.has(commonWords)) return;
  const index = new Set<string>();
  for (const common of commonWords) {
    for (let position = 0; position < common.length; position += 1) {
      // Only what an edit could put there: oneEditNeighbours inserts and substitutes letters a-z alone.
      if (!ALPHABET.includes(common[position]!)) continue;
      index.add(positioned(position, common.slice(0, position) + common.slice(position + 1)));
    }
  }
  oneEditIndexes.set(commonWords, index);
}

/**
 * Lets the index of `commonWords` go (about 170 MB for the common English words): after the invented pool,
 * where almost every candidate is checked, the odd check later searches neighbours instead, so a server
 * that keeps the generator does not keep the index.
 */
export function releaseOneEditIndex(commonWords: ReadonlySet<string>): void {
  oneEditIndexes.delete(commonWords);
}

/**
 * One edit from a common word reads as a typo (`wonderfull`), not as a rare word. The
 * same answer as searching oneEditNeighbours, from the index when one is built (indexForOneEdits).
 */
export function isOneEditFromCommonWord(word: string, commonWords: ReadonlySet<string>): boolean {
  // A common word itself: the index cannot tell its own entries from another word's; the plain search can.
  if (commonWords.has(word)) return searchOneEditNeighbours(word, commonWords);
  const index = oneEditIndexes.get(commonWords);
  if (index === undefined) return searchOneEditNeighbours(word, commonWords);
  // A letter inserted anywhere: the word is a common word with the letter at that position taken out.
  for (let position = 0; position <= word.length; position += 1) {
    if (index.has(positioned(position, word))) return true;
  }
  for (let position = 0; position < word.length; position += 1) {
    const rest = word.slice(0, position) + word.slice(position + 1);
    if (commonWords.has(rest) || index.has(positioned(position, rest))) return true;
    const next = word[position + 1];
    if (next !== undefined) {
      const swapped = word.slice(0, position) + next + word[position] + word.slice(position + 2);
      if (commonWords.has(swapped)) return true;
    }
  }
  return false;
}

function searchOneEditNeighbours(word: string, commonWords: ReadonlySet<string>): boolean {
  for (const neighbour of oneEditNeighbours(word)) {
    if (commonWords.has(neighbour)) return true;
  }
  return false;
}

/** Spellings a base word may take before a suffix: `tangle` -> `tangl-`, `happy` -> `happi-`, doubled consonant. */
function baseCandidates(head: string): string[] {
  const bases = [head, `${head}e`];
  if (head.endsWith('i')) bases.push(`${head.slice(0, -1)}y`);
  if (head.length > 2 && head.at(-1) === head.at(-2)) bases.push(head.slice(0, -1));
  return bases;
}

/** `tangleness`, `vexing`: a real word (4+ letters) plus a derivational or inflectional ending. */
export function isRealWordPlusSuffix(word: string, knownWords: ReadonlySet<string>): boolean {
  for (const suffix of DERIVATIONAL_SUFFIXES) {
    if (!word.endsWith(suffix)) continue;
    const head = word.slice(0, word.length - suffix.length);
    if (head.length >= 4 && baseCandidates(head).some((base) => knownWords.has(base))) return true;
  }
  return false;
}

/** `overtangle`, `microvex`: a productive prefix on a real word of 4+ letters. */
export function isPrefixPlusRealWord(word: string, knownWords: ReadonlySet<string>): boolean {
  return PREFIXES.some((prefix) => {
    const rest = word.slice(prefix.length);
    return word.startsWith(prefix) && rest.length >= 4 && knownWords.has(rest);
  });
}

/** `countywide`, `tinmeat`: two common words of 3+ letters glued together (a linking `s` allowed). */
export function isCompoundOfCommonWords(word: string, commonWords: ReadonlySet<string>): boolean {
  for (let split = 3; split <= word.length - 3; split += 1) {
    const left = word.slice(0, split);
    const right = word.slice(split);
    if (!commonWords.has(right)) continue;
    if (commonWords.has(left) || (left.endsWith('s') && commonWords.has(left.slice(0, -1)))) return true;
  }
  return false;
}

/**
 * A fake whose stem shows a common word (`socialtive`, `absolutious`, `foaminal`) gives itself away: no piece of
 * 5+ letters may be a common word, and no piece of 4 letters may be a very common one.
 */
export function showsCommonWord(
  stem: string,
  commonWords: ReadonlySet<string>,
  veryCommonWords: ReadonlySet<string>,
): boolean {
  for (let start = 0; start < stem.length; start += 1) {
    for (let end = start + 4; end <= stem.length; end += 1) {
      const piece = stem.slice(start, end);
      const words = piece.length >= 5 ? commonWords : veryCommonWords;
      if (words.has(piece) || words.has(`${piece}e`)) return true;
    }
  }
  return false;
}

/** The longest fake that gets the short-word checks: the 4-letter floor of the others lets `unkey` through. */
const SHORT_FAKE_MAX_LENGTH = 6;

/** Two-letter words that read as a word inside a short fake (`anoff`, `wayby`). */
const TWO_LETTER_WORDS = new Set(
  'am an as at be by do go he if in is it me my no of on or ox so to up us we'.split(' '),
);

/** The starts (of short-fake length) of the common words at least two letters longer, built at first use. */
const commonWordStarts = new WeakMap<ReadonlySet<string>, Set<string>>();

/** `sojou`, `excre`: a common word cut short, which a player completes at once. */
export function isStartOfCommonWord(word: string, commonWords: ReadonlySet<string>): boolean {
  let starts = commonWordStarts.get(commonWords);
  if (!starts) {
    starts = new Set();
    for (const common of commonWords) {
      for (let length = MIN_FAKE_LENGTH; length <= SHORT_FAKE_MAX_LENGTH; length += 1) {
        if (common.length >= length + 2) starts.add(common.slice(0, length));
      }
    }
    commonWordStarts.set(commonWords, starts);
  }
  return starts.has(word);
}

/**
 * A short fake (5 or 6 letters) built on a short common word: a prefix on one (`unkey`), one with an ending
 * (`boxly`), one beside a two-letter word (`anoff`, `wayby`), a 4-letter one after two letters (`nibank`),
 * or a common word cut short (`sojou`). The
 * checks for longer words ask for 4+ letters of real word, and a 3-letter one is as plain in a short word.
 */
export function shortFakeRejection(word: string, lists: FakeWordCheckLists): FakeWordRejection | undefined {
  if (word.length > SHORT_FAKE_MAX_LENGTH) return undefined;
  const isPart = (piece: string) => piece.length >= 3 && lists.compoundParts.has(piece);
  if (PREFIXES.some((prefix) => word.startsWith(prefix) && isPart(word.slice(prefix.length))))
    return 'prefix-plus-real-word';
  for (const suffix of DERIVATIONAL_SUFFIXES) {
    if (!word.endsWith(suffix)) continue;
    if (baseCandidates(word.slice(0, word.length - suffix.length)).some(isPart))
      return 'real-word-plus-suffix';
  }
  if (
    (TWO_LETTER_WORDS.has(word.slice(0, 2)) && isPart(word.slice(2))) ||
    (TWO_LETTER_WORDS.has(word.slice(-2)) && isPart(word.slice(0, -2))) ||
    // Two letters before a common word of four (`nibank`, `jujump`) leave the word in plain sight.
    (word.length === SHORT_FAKE_MAX_LENGTH && isPart(word.slice(2)))
  )
    return 'compound';
  if (isStartOfCommonWord(word, lists.commonWords)) return 'shows-common-word';
  return undefined;
}

/**
 * Three consonants English words start with (`strand`, `splice`, `chrome`): the only opening triples allowed.
 * Forbidding them all left every `str-`, `spl-` and `chr-` to the real words, a spelling tell.
 */
const OPENING_TRIPLES = /^(str|spr|spl|scr|thr|shr|chr|phr|sch)/;

/**
 * Letter runs English spelling avoids: 4 consonants in a row, a tripled letter, q without u, 3+ vowels (but
 * the endings -ious, -eous, -uous, which forbidding left to the real words alone), 3 opening consonants but
 * the usual triples.
 */
export function isUnpronounceable(word: string): boolean {
  if (/[^aeiouy]{4}|(.)\1\1|q(?!u)|^x[^aeiouy]/.test(word)) return true;
  if (/[aeiou]{3}/.test(word.replace(/[eiu]ous$/, 'os'))) return true;
  return /^[^aeiouy]{3}/.test(word) && !OPENING_TRIPLES.test(word);
}

export interface FakeWordCheckLists {
  /** Every form any word list knows (roughly 500k); a fake must not be in it. */
  knownWords: ReadonlySet<string>;
  /** Common words (SCOWL <= 70): no fake may be one edit from one, or show one of 5+ letters. */
  commonWords: ReadonlySet<string>;
  /** Very common words (SCOWL <= 50) for the compound check, so rare short words do not block everything. */
  compoundParts: ReadonlySet<string>;
  /** The most common words (SCOWL <= 35): even a 4-letter one inside a stem (`foam`, `warm`) is too visible. */
  veryCommonWords: ReadonlySet<string>;
}

export type FakeWordRejection =
  | 'not-lowercase-letters'
  | 'length'
  | 'known-word'
  | 'profanity'
  | 'unpronounceable'
  | 'real-word-plus-suffix'
  | 'prefix-plus-real-word'
  | 'compound'
  | 'shows-common-word'
  | 'one-edit-from-common';

/**
 * Why an invented word cannot be used, or undefined when it passes every filter. Cheap checks run first;
 * the one-edit scan (about 500 look-ups) runs last.
 */
export function rejectFakeWord(
  word: string,
  stem: string,
  lists: FakeWordCheckLists,
): FakeWordRejection | undefined {
  if (!/^[a-z]+$/.test(word)) return 'not-lowercase-letters';
  if (word.length < MIN_FAKE_LENGTH || word.length > MAX_FAKE_LENGTH) return 'length';
  if (lists.knownWords.has(word)) return 'known-word';
  if (containsBlockedFragment(word)) return 'profanity';
  if (isUnpronounceable(word)) return 'unpronounceable';
  if (isRealWordPlusSuffix(word, lists.knownWords)) return 'real-word-plus-suffix';
  if (isPrefixPlusRealWord(word, lists.knownWords)) return 'prefix-plus-real-word';
  if (isCompoundOfCommonWords(word, lists.compoundParts)) return 'compound';
  const shortRejection = shortFakeRejection(word, lists);
  if (shortRejection) return shortRejection;
  if (showsCommonWord(stem, lists.commonWords, lists.veryCommonWords)) return 'shows-common-word';
  if (isOneEditFromCommonWord(word, lists.commonWords)) return 'one-edit-from-common';
  return undefined;
}
