import { createRequire } from 'node:module';
import { isRootShaped, looksLikeLoan, syllableCount } from './filipino-roots';
import { containsBlockedFragment } from '../common/profanity';

// npm filipino-badwords-list is plain CommonJS with no types: loaded as data, its shape stated here.
const loadPackage = createRequire(__filename);
export const FILIPINO_PROFANITIES = (loadPackage('filipino-badwords-list') as { array: readonly string[] })
  .array;

/**
 * The checks that keep real Tagalog out of the invented words. The word lists (itagalog, myspell-tl) hold
 * inflected forms, not roots, and Tagalog builds many forms from one root; so every listed form is also taken
 * apart into the roots it could come from, and an invented root must be none of them.
 */
const PREFIXES = [
  'nakakapag',
  'nakaka',
  'makapag',
  'nakapag',
  'ipinag',
  'ipina',
  'pinag',
  'pina',
  'magpa',
  'nagpa',
  'pagpa',
  'makipag',
  'nakipag',
  'mapag',
  'mapa',
  'maka',
  'naka',
  'maki',
  'naki',
  'ipag',
  'ipa',
  'ika',
  'taga',
  'tag',
  'mag',
  'nag',
  'pag',
  'mang',
  'nang',
  'pang',
  'man',
  'nan',
  'pan',
  'mam',
  'nam',
  'pam',
  'ma',
  'na',
  'pa',
  'ka',
  'um',
  'in',
  'ni',
  'i',
] as const;
const SUFFIXES = ['han', 'hin', 'an', 'in', 'ng'] as const;
/** Consonants that mang-/pang- can swallow (pili, mamili): the stem after the nasal may have lost one. */
const SWALLOWED_BY_NASAL: Record<string, readonly string[]> = {
  m: ['p', 'b'],
  n: ['t', 's'],
  ng: ['k'],
};
const VOWEL = /^[aeiou]/;
const MIN_STEM = 3;

/** One step back from a form towards its root: each affix that could have been added last, taken off. */
function oneStepStems(word: string): string[] {
  const stems: string[] = [];
  for (const prefix of PREFIXES) {
    if (!word.startsWith(prefix)) continue;
    const rest = word.slice(prefix.length);
    if (rest.length < MIN_STEM) continue;
    stems.push(rest);
    const nasal = prefix.endsWith('ng') ? 'ng' : prefix.at(-1);
    if (/^[mnp]a/.test(prefix) && nasal && VOWEL.test(rest))
      for (const consonant of SWALLOWED_BY_NASAL[nasal] ?? []) stems.push(`${consonant}${rest}`);
  }
  for (const suffix of SUFFIXES) {
    if (!word.endsWith(suffix) || word.length - suffix.length < MIN_STEM) continue;
    const rest = word.slice(0, -suffix.length);
    stems.push(rest);
    // takutin comes from takot: undo the raising of o to u in the last syllable.
    const lastVowelAt = rest.search(/[aeiou][^aeiou]*$/);
    if (rest[lastVowelAt] === 'u') stems.push(`${rest.slice(0, lastVowelAt)}o${rest.slice(lastVowelAt + 1)}`);
  }
  const infixed = /^(ng|[^aeiou])(um|in)(.{3,})$/.exec(word);
  if (infixed) stems.push(`${infixed[1]}${infixed[3]}`);
  const doubled = /^((?:ng|[^aeiou])?[aeiou])\1(.+)$/.exec(word);
  if (doubled) stems.push(`${doubled[1]}${doubled[2]}`);
  return stems;
}

/** Every root a form could come from, the form itself included, up to three affixes deep. */
export function possibleRoots(word: string, depth = 3): Set<string> {
  const found = new Set([word]);
  let frontier = [word];
  for (let step = 0; step < depth; step += 1) {
    const next: string[] = [];
    for (const form of frontier)
      for (const stem of oneStepStems(form)) {
        if (found.has(stem)) continue;
        found.add(stem);
        next.push(stem);
      }
    frontier = next;
  }
  return found;
}

function deletions(word: string): string[] {
  return Array.from(word, (_, index) => word.slice(0, index) + word.slice(index + 1));
}

/** Words and their one-letter deletions: two words are one edit apart when these meet (symmetric delete). */
export interface OneEditIndex {
  words: ReadonlySet<string>;
  deletions: ReadonlySet<string>;
}

function buildOneEditIndex(words: Iterable<string>): OneEditIndex {
  const wordSet = new Set<string>();
  const deletionSet = new Set<string>();
  for (const word of words) {
    wordSet.add(word);
    for (const deletion of deletions(word)) deletionSet.add(deletion);
  }
  return { words: wordSet, deletions: deletionSet };
}

/** Whether `word` is one insertion, deletion or substitution (or one swap of neighbours) from a word of `index`. */
export function isOneEditFrom(word: string, index: OneEditIndex): boolean {
  if (index.words.has(word) || index.deletions.has(word)) return true;
  return deletions(word).some((deletion) => index.words.has(deletion) || index.deletions.has(deletion));
}

export interface TagalogLexicon {
  /** Every listed form, lowercased. */
  forms: ReadonlySet<string>;
  /** Every root a listed form could come from. */
  roots: ReadonlySet<string>;
  /**
   * Words of at most six letters an invented root must not be one letter from: the common roots when given,
   * else every short listed form.
   */
  shortForms: OneEditIndex;
  /** Every listed form, for the one-edit check of invented forms. */
  allForms: OneEditIndex;
}

/** The word-data rule is "not one edit from a listed word of five letters or fewer"; roots get one letter more. */
const SHORT = 6;

/** Lowercases and cleans list words: hunspell flags after '/', hyphens and apostrophes dropped. */
export function normaliseListWord(line: string): string | undefined {
  const word = (line.split('/')[0] ?? '').trim().toLowerCase().replace(/[-']/g, '');
  return /^[a-zñ]+$/.test(word) ? word : undefined;
}

/**
 * `commonWords`: the words a speaker knows well (our common roots and real entries). A root one letter from one
 * of those reads as a slip or a variant of it; one letter from a rare listed word does not, and guarding every
 * listed word turned down most plain roots, leaving the invented words knottier than real ones.
 */
export function buildTagalogLexicon(words: Iterable<string>, commonWords?: Iterable<string>): TagalogLexicon {
  const forms = new Set<string>();
  for (const line of words) {
    const word = normaliseListWord(line);
    if (word) forms.add(word);
  }
  const roots = new Set<string>();
  for (const form of forms) for (const root of possibleRoots(form)) roots.add(root);
  return {
    forms,
    roots,
    shortForms: buildOneEditIndex(
      [...(commonWords ?? forms)]
        .map((word) => normaliseListWord(word) ?? '')
        .filter((form) => form.length > 0 && form.length <= SHORT),
    ),
    allForms: buildOneEditIndex(forms),
  };
}

const PROFANITIES = FILIPINO_PROFANITIES.map((word) => word.replace(/[^a-zñ]/g, '')).filter(
  (word) => word.length >= 3,
);

export function containsProfanity(word: string): boolean {
  return containsBlockedFragment(word) || PROFANITIES.some((profanity) => word.includes(profanity));
}

export type RejectionReason =
  | 'form is a listed word'
  | 'root is a listed word or the root of one'
  | 'form is an affixed listed word'
  | 'root is one edit from a short common word'
  | 'form is one edit from a listed word'
  | 'profanity';

/** Why an invented root and its affixed form cannot ship, or undefined when both are unknown to the lists. */
export function rejectionReason(
  root: string,
  form: string,
  lexicon: TagalogLexicon,
): RejectionReason | undefined {
  if (lexicon.forms.has(form)) return 'form is a listed word';
  if (lexicon.forms.has(root) || lexicon.roots.has(root)) return 'root is a listed word or the root of one';
  for (const stem of possibleRoots(form))
    if (stem.length > MIN_STEM && lexicon.forms.has(stem)) return 'form is an affixed listed word';
  if (isOneEditFrom(root, lexicon.shortForms)) return 'root is one edit from a short common word';
  if (isOneEditFrom(form, lexicon.allForms)) return 'form is one edit from a listed word';
  if (containsProfanity(form) || containsProfanity(root)) return 'profanity';
  return undefined;
}

/** A three-syllable listed form that starts or ends like an affix is more likely affixed than a root. */
const AFFIXED_LOOKING =
  /^(ma|na|pa|ka|i|mag|nag|pag|pan|pam|pang|nang|mang|taga)|^(ng|[^aeiou])(um|in)|(an|in|[aeiou]ng)$/;

/**
 * The listed forms that look like bare roots: root-shaped, two or three syllables, not an affixed form of
 * another listed word (bahay, lakad; not mabuti, from buti), not loan-looking, and a three-syllable one not affix-shaped at
 * either end (the lists hold far more affixed forms than roots of that length). What the root model learns from.
 */
export function listedRoots(lexicon: TagalogLexicon): string[] {
  return [...lexicon.forms].filter((form) => {
    const syllables = syllableCount(form);
    if (syllables < 2 || syllables > 3 || !isRootShaped(form)) return false;
    if (syllables === 3 && AFFIXED_LOOKING.test(form)) return false;
    if (looksLikeLoan(form)) return false;
    for (const stem of possibleRoots(form))
      if (stem !== form && stem.length > MIN_STEM && lexicon.forms.has(stem)) return false;
    return true;
  });
}
