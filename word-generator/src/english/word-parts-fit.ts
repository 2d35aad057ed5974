// Whether a word's parts carry its meaning, as a reader checks it: nephology, "the study of clouds", shows
// neph- (cloud) and -logy (study). Real words often pass and Markov stems never do, so the share that
// passes must be about the same on both sides of the bank, or "the parts fit" tells a real word.
// The same test for real and invented words: it reads only the spelling and the definition.
import { COMBINING_FORMS } from './classical-parts';
import { MEANING_ENDINGS } from './classical-endings';

/** A part of the word and the definition's word that shows what it carries. */
export interface FittingPart {
  /** As a dictionary writes it: `neph-`, `-logy`, `un-`. */
  part: string;
  /** The definition's word the part carries: `clouds`, `study`. */
  carries: string;
}

interface EnglishAffix {
  affix: string;
  isPrefix: boolean;
  /** Words or phrases of the definition that say what the affix does. */
  keywords: readonly string[];
}

/** The plain English affixes whose meaning a definition spells out (an agent, a state, a negation). */
const ENGLISH_AFFIXES: readonly EnglishAffix[] = [
  { affix: 'er', isPrefix: false, keywords: ['one who', 'person', 'someone'] },
  { affix: 'ist', isPrefix: false, keywords: ['one who', 'person', 'someone'] },
  { affix: 'ness', isPrefix: false, keywords: ['state', 'quality', 'condition'] },
  { affix: 'un', isPrefix: true, keywords: ['not', 'lack', 'lacking', 'without'] },
  { affix: 're', isPrefix: true, keywords: ['again', 'anew'] },
  { affix: 'over', isPrefix: true, keywords: ['excess', 'excessive', 'excessively', 'too'] },
];

/** The English suffixes that make a person of a verb or a subject (glazer, lutenist): common in real words. */
const AGENT_SUFFIXES = new Set(['er', 'ist']);

/** Prefixes a classical root may follow (mega-lith, epi-phyte): the root still shows there. */
const CLASSICAL_PREFIXES = [
  'a',
  'an',
  'anti',
  'di',
  'dys',
  'ecto',
  'endo',
  'epi',
  'eu',
  'exo',
  'hemi',
  'hyper',
  'hypo',
  'macro',
  'mega',
  'megalo',
  'meta',
  'micro',
  'mono',
  'neo',
  'pan',
  'para',
  'peri',
  'poly',
  'pseudo',
  'sub',
  'syn',
  'tri',
];

/** The longest ending a root may end a word with and still show (mono-lith-ic, pachy-derm-a). */
const MOST_LETTERS_AFTER_FINAL_ROOT = 3;

/** The least letters an affix must leave for the word to be more than the affix (`re`, `under`). */
const LEAST_LETTERS_BESIDE_AFFIX = 3;

/** The same for a classical ending, long enough to show on a short root (ul-algia, "pain in the gums"). */
const LEAST_LETTERS_BESIDE_ENDING = 2;

/** The length from which a noun matches words it starts (`flowe` in flowering), as a reader stems. */
const STEM_LENGTH = 5;

function definitionWords(definition: string): string[] {
  return definition.toLowerCase().match(/[a-z]+/g) ?? [];
}

/** A keyword as a definition may inflect it: `kill` in kills, killed, killing. */
function saysKeyword(words: readonly string[], text: string, keyword: string): string | undefined {
  if (keyword.includes(' ')) return new RegExp(`\\b${keyword}\\b`).test(text) ? keyword : undefined;
  const bare = keyword.replace(/e$/, '');
  const forms = [keyword, `${keyword}s`, `${keyword}es`, `${keyword}d`, `${keyword}ed`, `${bare}ing`];
  return words.find((word) => forms.includes(word));
}

/** The definition's word that names `noun`: the noun or its plural, else a word its 5-letter stem starts. */
function namesNoun(words: readonly string[], text: string, noun: string, nouns: string): string | undefined {
  const terms = [noun, nouns.replace(/^the /, '')];
  for (const term of terms) {
    if (term.includes(' ')) {
      if (text.includes(term)) return term;
      continue;
    }
    const found = [term, `${term}s`].find((form) => words.includes(form));
    if (found) return found;
  }
  for (const term of terms) {
    if (term.includes(' ') || term.length < STEM_LENGTH) continue;
    const found = words.find((word) => word.startsWith(term.slice(0, STEM_LENGTH)));
    if (found) return found;
  }
  return undefined;
}

/** The roots a definition's word may name, found by the word: reading all 250 for every definition was slow. */
const ROOTS_BY_WORD = new Map<string, number[]>();
/** The same by a word's first five letters, for nouns a definition may name by their stem. */
const ROOTS_BY_STEM = new Map<string, number[]>();
/** Roots whose noun is a phrase ("hot spring"): looked for in every definition. */
const PHRASE_ROOTS: number[] = [];

function indexRoot(index: Map<string, number[]>, key: string, root: number): void {
  const roots = index.get(key) ?? [];
  if (!roots.includes(root)) roots.push(root);
  index.set(key, roots);
}

COMBINING_FORMS.forEach(({ noun, nouns }, root) => {
  for (const term of [noun, nouns.replace(/^the /, '')]) {
    if (term.includes(' ')) {
      PHRASE_ROOTS.push(root);
      continue;
    }
    indexRoot(ROOTS_BY_WORD, term, root);
    indexRoot(ROOTS_BY_WORD, `${term}s`, root);
    if (term.length >= STEM_LENGTH) indexRoot(ROOTS_BY_STEM, term.slice(0, STEM_LENGTH), root);
  }
});

/** The roots `namesNoun` may find in a definition of `words`, in the order of COMBINING_FORMS. */
function rootsPossiblyNamed(words: readonly string[]): typeof COMBINING_FORMS {
  const found = new Set(PHRASE_ROOTS);
  for (const word of words) {
    for (const root of ROOTS_BY_WORD.get(word) ?? []) found.add(root);
    if (word.length >= STEM_LENGTH)
      for (const root of ROOTS_BY_STEM.get(word.slice(0, STEM_LENGTH)) ?? []) found.add(root);
  }
  return COMBINING_FORMS.filter((_, root) => found.has(root));
}

/** Another root before a root, as in oste-o-arthritis: the second still shows. */
const LEADING_ROOTS = new Set(
  COMBINING_FORMS.flatMap(({ form }) => [form, `${form}o`, `${form}i`]).filter((lead) => lead.length >= 3),
);

/**
 * Whether `form` shows in `word` as a part: at the start, after a classical prefix or another root, or
 * ending it.
 */
function showsForm(word: string, form: string): boolean {
  for (let index = word.indexOf(form); index >= 0; index = word.indexOf(form, index + 1)) {
    const before = word.slice(0, index);
    const after = word.length - index - form.length;
    if (before === '' || CLASSICAL_PREFIXES.includes(before) || LEADING_ROOTS.has(before)) return true;
    if (after <= MOST_LETTERS_AFTER_FINAL_ROOT) return true;
  }
  return false;
}

/** A part a definition names, and how to see it in a word. */
interface NamedPart extends FittingPart {
  kind: 'root' | 'ending' | 'english-affix';
  /** The affix as spelled (`er`, `un`), for English affixes. */
  affix?: string;
  /** The root's spelling, for roots. */
  form?: string;
  shows(word: string): boolean;
}

/**
 * Every part whose meaning `definition` says, in the order a reader checks them: classical roots whose English
 * noun it names, classical endings whose keyword it says, then English affixes. Read once per definition.
 */
function partsNamedBy(definition: string): NamedPart[] {
  const text = definition.toLowerCase();
  const words = definitionWords(definition);
  const parts: NamedPart[] = [];
  for (const root of rootsPossiblyNamed(words)) {
    const carries = namesNoun(words, text, root.noun, root.nouns);
    if (carries) {
      parts.push({
        kind: 'root',
        form: root.form,
        part: `${root.form}-`,
        carries,
        shows: (word) => showsForm(word, root.form),
      });
    }
  }
  for (const ending of MEANING_ENDINGS) {
    const carries = ending.keywords.map((keyword) => saysKeyword(words, text, keyword)).find(Boolean);
    if (!carries) continue;
    for (const suffix of [ending.ending, ...ending.relatives]) {
      parts.push({
        kind: 'ending',
        part: `-${suffix}`,
        carries,
        shows: (word) => word.endsWith(suffix) && word.length - suffix.length >= LEAST_LETTERS_BESIDE_ENDING,
      });
    }
  }
  for (const { affix, isPrefix, keywords } of ENGLISH_AFFIXES) {
    const carries = keywords.map((keyword) => saysKeyword(words, text, keyword)).find(Boolean);
    if (!carries) continue;
    parts.push({
      kind: 'english-affix',
      affix,
      part: isPrefix ? `${affix}-` : `-${affix}`,
      carries,
      shows: (word) =>
        (isPrefix ? word.startsWith(affix) : word.endsWith(affix)) &&
        word.length - affix.length >= LEAST_LETTERS_BESIDE_AFFIX,
    });
  }
  return parts;
}

/**
 * A part of `word` whose meaning `definition` says, or undefined when none does: a classical root whose
 * English noun (or a word its 5-letter stem starts) the definition names, or an ending or affix whose
 * keyword it says (-phobia and fear, un- and not).
 */
export function fittingPart(word: string, definition: string): FittingPart | undefined {
  const lowerWord = word.toLowerCase();
  const found = partsNamedBy(definition).find((named) => named.shows(lowerWord));
  return found && { part: found.part, carries: found.carries };
}

/**
 * `fittingPart(word, definition) !== undefined` for many words and one definition, as a generator asks it of
 * every invented word that might spell a meaning: the definition is read once, and each word is then checked
 * against the parts it names.
 */
export function partsFitDefinition(
  definition: string,
  {
    withEnglishAffixes = true,
    leastRootLetters = 0,
  }: {
    /** Whether un-, re-, over- and -ness count, as fittingPart counts them: real words rarely spell with them. */
    withEnglishAffixes?: boolean;
    /** The shortest root that counts (fittingPart counts every root). */
    leastRootLetters?: number;
  } = {},
): (word: string) => boolean {
  const named = partsNamedBy(definition).filter(
    ({ kind, form, affix }) =>
      (kind !== 'root' || (form ?? '').length >= leastRootLetters) &&
      (kind !== 'english-affix' || withEnglishAffixes || AGENT_SUFFIXES.has(affix ?? '')),
  );
  if (named.length === 0) return () => false;
  return (word) => {
    const lowerWord = word.toLowerCase();
    return named.some((part) => part.shows(lowerWord));
  };
}

/** The shortest root or ending a reader takes for a part: shorter ones (ot-, man-, -ia) show in any word. */
const LEAST_CLASHING_LETTERS = 4;

const CLASHING_FORMS = COMBINING_FORMS.map(({ form }) => form).filter(
  (form) => form.length >= LEAST_CLASHING_LETTERS,
);
const CLASHING_ENDINGS = MEANING_ENDINGS.flatMap(({ ending, relatives }) => [ending, ...relatives]).filter(
  (ending) => ending.length >= LEAST_CLASHING_LETTERS,
);

/**
 * A classical root or ending `word` shows that its meaning does not carry, when no part of it fits: necr- in a
 * word for a relapse, -phile in one for a winch. A reader of roots calls such a word invented, so the fakes may
 * show no more of them than the real words do (a real word's parts may clash too: hydra, "trouble that cannot
 * be overcome by a single effort"). The same test for both sides: it reads only the spelling and the definition.
 */
export function clashingPart(word: string, definition: string): string | undefined {
  return partsClashingWith(definition)(word);
}

/**
 * `clashingPart(word, definition)` for many words and one definition, as a generator asks it of every
 * invented word that might spell a meaning: the definition is read once, and only when a word shows a part.
 */
export function partsClashingWith(definition: string): (word: string) => string | undefined {
  let fits: ((word: string) => boolean) | undefined;
  return (word) => {
    const shown = shownPartOf(word.toLowerCase());
    if (shown === undefined) return undefined;
    fits ??= partsFitDefinition(definition);
    return fits(word) ? undefined : shown;
  };
}

/** Each word's classical root or ending, read once: a generator asks it of the same pool words often. */
const shownParts = new Map<string, string | null>();

function shownPartOf(word: string): string | undefined {
  let shown = shownParts.get(word);
  if (shown === undefined) {
    const root = CLASHING_FORMS.find((form) => showsForm(word, form));
    const ending = CLASHING_ENDINGS.find(
      (suffix) => word.endsWith(suffix) && word.length - suffix.length >= LEAST_LETTERS_BESIDE_ENDING,
    );
    shown = ending === undefined ? (root === undefined ? null : `${root}-`) : `-${ending}`;
    shownParts.set(word, shown);
  }
  return shown ?? undefined;
}
