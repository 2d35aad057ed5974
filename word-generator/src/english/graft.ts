import type { WordClass } from '@bluffle/shared-schema';

/**
 * Real English endings a grafted fake may carry, per word class. The donor's
 * longest matching ending decides which Markov words can take its meaning.
 */
export const GRAFT_SUFFIXES: Readonly<Record<WordClass, readonly string[]>> = {
  noun: [
    'ation',
    'ition',
    'ment',
    'ity',
    'ism',
    'ist',
    'ery',
    'ance',
    'ence',
    'ancy',
    'ency',
    'ure',
    'age',
    'ade',
    'ude',
    'ule',
    'ology',
    'osis',
    'itude',
    'ician',
    'ling',
    'ette',
    'et',
    'ium',
    'um',
    'ia',
    'sis',
    'ion',
    'or',
    'er',
    'ar',
    'on',
    'ine',
    'ite',
    'y',
    'ard',
    'ode',
    'ope',
    'eme',
  ],
  adjective: [
    'ic',
    'ical',
    'ous',
    'ious',
    'eous',
    'uous',
    'al',
    'ial',
    'ive',
    'ant',
    'ent',
    'ary',
    'ory',
    'able',
    'ible',
    'ine',
    'oid',
    'esque',
    'ose',
    'ular',
    'ile',
    'id',
    'ate',
    'y',
    'ish',
    'ian',
    'escent',
    'ulent',
  ],
  verb: ['ate', 'ize', 'ise', 'ify', 'esce', 'le', 'en', 'ish', 'er', 'ute', 'ude'],
  adverb: ['ly', 'ily', 'ously', 'ally', 'ically', 'ently', 'antly'],
  pronoun: [],
  preposition: [],
  conjunction: [],
  interjection: [],
};

/** Every graftable suffix of any class, longest first. */
const ALL_SUFFIXES = [...new Set(Object.values(GRAFT_SUFFIXES).flat())].sort(
  (left, right) => right.length - left.length,
);

/**
 * The ending a fake copies from its donor: the donor's longest suffix of its class when it has one of 3+
 * letters (`-ation`, `-ous`), else its last 3 letters (`swivet` -> `-vet`), so the fakes end the way real
 * words of the bank end rather than only in textbook suffixes. At least 3 letters of stem stay, so a word of
 * 5 letters lends its last 2 (`nitid` -> `-id`): without them no fake had 5 letters, and a tenth of the real
 * words do (: the largest spelling tell).
 */
export function graftEndingOf(word: string, wordClass: WordClass): string | undefined {
  const suffix = GRAFT_SUFFIXES[wordClass].filter(
    (ending) => word.endsWith(ending) && word.length - ending.length >= 3,
  );
  const longest = suffix.sort((left, right) => right.length - left.length)[0];
  if (longest && longest.length >= 3) return longest;
  if (word.length >= 6) return word.slice(-3);
  return word.length === 5 ? word.slice(-2) : undefined;
}

/** Whether `ending` is a textbook suffix (for a friendlier explanation) rather than just the donor's last letters. */
export function isKnownSuffix(ending: string, wordClass: WordClass): boolean {
  return GRAFT_SUFFIXES[wordClass].includes(ending);
}

/**
 * An invented word must read as the donor's word class: `evancy` ends in the noun suffix -ancy, so it cannot
 * carry an adjective's meaning even though it ends in -y like `feisty`.
 */
export function endingAgreesWithClass(word: string, ending: string, wordClass: WordClass): boolean {
  const longest = ALL_SUFFIXES.find((suffix) => word.endsWith(suffix) && suffix.length > ending.length);
  return longest === undefined || GRAFT_SUFFIXES[wordClass].includes(longest);
}

/**
 * The invented part of a word: what is left before its longest suffix, or before its last two letters when
 * it has none. The filter that looks for common words hidden in a fake checks this part, so that a real
 * ending such as `-able` does not count as the common word `able`.
 */
export function inventedStemOf(word: string): string {
  const suffix = ALL_SUFFIXES.find((ending) => word.endsWith(ending) && word.length - ending.length >= 3);
  return word.slice(0, word.length - (suffix?.length ?? 2));
}

/**
 * Endings as the real words of each sense end (item 1: endings agree with the class and the sense;
 * and the fakes' endings must be spread as the real words' are, or spelling alone tells them apart). Built
 * from the askable real words: `noun.person` -> [-ist, -eer, -ard, -ist, ...] with repeats, so a random draw
 * follows the real distribution.
 */
export type SenseEndings = ReadonlyMap<string, readonly WordShape[]>;

/** An ending and a length to invent a word of: a real word's. */
export interface WordShape {
  ending: string;
  length: number;
}

export function collectSenseEndings(
  words: readonly { word: string; wordClass: WordClass; lexFile: string }[],
): SenseEndings {
  const byLexFile = new Map<string, WordShape[]>();
  for (const { word, wordClass, lexFile } of words) {
    const ending = graftEndingOf(word, wordClass);
    if (!ending) continue;
    const shape = { ending, length: word.length };
    const group = byLexFile.get(lexFile);
    if (group) group.push(shape);
    else byLexFile.set(lexFile, [shape]);
  }
  return byLexFile;
}

/** How many of its sense's endings a meaning's shapes draw, as the real words of the sense have them. */
export const SHAPE_DRAWS = 8;

/**
 * Shapes to invent the fake in: the donor's own (when it may lend its ending), then up to eight drawn from
 * the real words of its sense, so the fakes' endings and lengths are spread as the real words' are.
 */
export function shapesFor(
  donor: { word: string; wordClass: WordClass; lexFile: string; lendsEnding: boolean },
  senseEndings: SenseEndings,
  random: () => number,
  draws = SHAPE_DRAWS,
): WordShape[] {
  const shapes: WordShape[] = [];
  const own = donor.lendsEnding ? graftEndingOf(donor.word, donor.wordClass) : undefined;
  if (own) shapes.push({ ending: own, length: donor.word.length });
  const sense = senseEndings.get(donor.lexFile) ?? [];
  for (let draw = 0; draw < draws && sense.length > 0; draw += 1) {
    shapes.push(sense[Math.floor(random() * sense.length)] as WordShape);
  }
  return shapes;
}
