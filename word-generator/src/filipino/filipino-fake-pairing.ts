import { affixById, isBareRoot, type FilipinoAffixId } from './filipino-affixes';
import type { FilipinoFake } from './filipino-fakes';
import { possibleRoots } from './filipino-lexicon-check';
import type { FilipinoRealEntry } from './filipino-real-data';
import { isRootShaped, rootShape, syllableCount } from './filipino-roots';

/**
 * The "graft" for Tagalog: an invented word borrows a real entry's meaning and sentence. The invented word
 * carries the affix of the real one and a root of as many syllables, so the borrowed sentence stays
 * grammatical and the invented words, taken together, are spelled like the real ones.
 */
export interface FilipinoGraft {
  donor: FilipinoRealEntry;
  fake: FilipinoFake;
  /** The donor's sentence the fake borrows: its second one (FILIPINO_SECOND_USAGES) when set, else its usage. */
  usage?: string;
}

/**
 * The affix an invented word needs to stand in for this entry: its own affix when it has one, else the bare
 * root of its class (kilig, tamad). Adverbs lend nothing.
 */
export function affixFor(entry: FilipinoRealEntry): FilipinoAffixId | undefined {
  if (entry.pairsWith) return entry.pairsWith;
  if (entry.wordClass === 'noun') return nounAffixOf(entry.word);
  if (entry.wordClass === 'adjective') return 'adjective root';
  if (entry.wordClass === 'verb') return 'mag-';
  return undefined;
}

/**
 * Noun affixes a noun entry with no affix of its own may be spelled with, the longer pairs first (kababayan is
 * ka- -an before -an). Many of them are built words (paluwagan, pahiwatig, kalasag as a spelling): an invented
 * word standing in for one carries the same affix on an invented root, since a bare invented root that looks
 * affixed is turned down whenever its stripped stem is a listed word, and the invented nouns came out without
 * the real ones' pa-, ka- and -an (: '^pa' and 'an$' were among the spelling learner's strongest cues).
 */
const NOUN_AFFIXES: readonly FilipinoAffixId[] = [
  'ka- -an',
  'pa- -an',
  'pag- + reduplication',
  'pang-',
  'taga-',
  'noun -an',
  'pa-',
  'ka-',
];

/** Roots a word could be built on: its listed-style stems, then every root-shaped part of it (o raised to u). */
function candidateRoots(word: string): string[] {
  const parts: string[] = [];
  for (let start = 0; start < word.length; start += 1)
    for (let end = word.length; end > start + 3; end -= 1) {
      const part = word.slice(start, end);
      parts.push(part, part.replace(/u([^aeiou]*)$/, 'o$1'));
    }
  return [...new Set([...possibleRoots(word), ...parts])].filter(
    (root) => root !== word && isRootShaped(root) && syllableCount(root) >= 2,
  );
}

/** The first root the affix builds the word from, or undefined. */
function rootBuilding(word: string, affix: FilipinoAffixId): string | undefined {
  const builder = affixById(affix);
  return candidateRoots(word).find((root) => builder.apply(root) === word);
}

const nounAffixes = new Map<string, FilipinoAffixId>();

function nounAffixOf(word: string): FilipinoAffixId {
  let found = nounAffixes.get(word);
  if (!found) {
    found = NOUN_AFFIXES.find((affix) => rootBuilding(word, affix) !== undefined) ?? 'noun root';
    nounAffixes.set(word, found);
  }
  return found;
}

/** Whether an invented word may borrow this entry's meaning: one with an everyday word would give it away. */
export function canLend(entry: FilipinoRealEntry): boolean {
  return entry.hasEverydayWord !== true && affixFor(entry) !== undefined;
}

/** The entry's root as its affix builds it (umidlip: idlip), or undefined when the affix does not rebuild it. */
export function rootOf(entry: FilipinoRealEntry): string | undefined {
  const affix = affixFor(entry);
  if (!affix) return undefined;
  if (isBareRoot(affix)) return entry.word;
  const builder = affixById(affix);
  return (
    [...possibleRoots(entry.word)].find(
      (root) => root !== entry.word && builder.apply(root) === entry.word,
    ) ?? rootBuilding(entry.word, affix)
  );
}

/**
 * The shape the invented root should have: the real root's (rootShape), or for a word its affix does not
 * rebuild, a plain root with a vowels, of as many syllables as the word has less one.
 */
export function rootShapeOf(entry: FilipinoRealEntry): string {
  const root = rootOf(entry);
  if (root) return rootShape(root);
  return `${'Ca'.repeat(Math.max(2, syllableCount(entry.word) - 1))}C`;
}

/**
 * One invented word for each entry that can lend its meaning, in the entries' order: with the entry's affix
 * and a root of the same skeleton first, then the same affix. Never another affix: the fake takes the donor's
 * place in its sentence, which reads only with the same part of speech and affix form.
 */
export function pairDonorsWithFakes(
  donors: readonly FilipinoRealEntry[],
  fakes: readonly FilipinoFake[],
  mayLend: (entry: FilipinoRealEntry) => boolean = canLend,
): FilipinoGraft[] {
  const left = [...fakes];
  const grafts: FilipinoGraft[] = [];
  for (const donor of donors) {
    const wanted = affixFor(donor);
    if (!wanted || !mayLend(donor)) continue;
    const shape = rootShapeOf(donor);
    const preferences: ((fake: FilipinoFake) => boolean)[] = [
      (fake) => fake.affix === wanted && rootShape(fake.root) === shape,
      (fake) => fake.affix === wanted,
    ];
    for (const fits of preferences) {
      const at = left.findIndex(fits);
      const fake = left[at];
      if (fake === undefined) continue;
      left.splice(at, 1);
      grafts.push({ donor, fake });
      break;
    }
  }
  return grafts;
}

/** `text` with every whole-word `from` replaced by `to`, keeping a capital at the start of a sentence. */
export function swapWord(text: string, from: string, to: string): string {
  return text.replace(new RegExp(`\\b${from}\\b`, 'gi'), (found) =>
    found[0] === found[0]?.toUpperCase() ? `${to[0]?.toUpperCase() ?? ''}${to.slice(1)}` : to,
  );
}
