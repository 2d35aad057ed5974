import { affixById, FILIPINO_AFFIXES, isBareRoot, type FilipinoAffixId } from './filipino-affixes';
import type { FilipinoFake } from './filipino-fakes';
import { possibleRoots } from './filipino-lexicon-check';
import type { FilipinoRealEntry } from './filipino-real-data';
import { rootShape, syllableCount } from './filipino-roots';

/**
 * The "graft" for Tagalog: an invented word borrows a real entry's meaning and sentence. The invented word
 * carries the affix of the real one and a root of as many syllables, so the borrowed sentence stays
 * grammatical and the invented words, taken together, are spelled like the real ones (issue 19).
 */
export interface FilipinoGraft {
  donor: FilipinoRealEntry;
  fake: FilipinoFake;
}

/**
 * The affix an invented word needs to stand in for this entry: its own affix when it has one, else the bare
 * root of its class (kilig, tamad). Adverbs lend nothing.
 */
export function affixFor(entry: FilipinoRealEntry): FilipinoAffixId | undefined {
  if (entry.pairsWith) return entry.pairsWith;
  if (entry.wordClass === 'noun') return 'noun root';
  if (entry.wordClass === 'adjective') return 'adjective root';
  if (entry.wordClass === 'verb') return 'mag-';
  return undefined;
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
  return [...possibleRoots(entry.word)].find(
    (root) => root !== entry.word && builder.apply(root) === entry.word,
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
 * and a root of the same skeleton first, then the same affix, then the same slot (so the sentence still reads).
 */
export function pairDonorsWithFakes(
  donors: readonly FilipinoRealEntry[],
  fakes: readonly FilipinoFake[],
): FilipinoGraft[] {
  const left = [...fakes];
  const grafts: FilipinoGraft[] = [];
  for (const donor of donors) {
    const wanted = affixFor(donor);
    if (!wanted || !canLend(donor)) continue;
    const slot = affixById(wanted).slot;
    const shape = rootShapeOf(donor);
    const sameSlot = new Set(
      FILIPINO_AFFIXES.filter((affix) => affix.slot === slot).map((affix) => affix.id),
    );
    const preferences: ((fake: FilipinoFake) => boolean)[] = [
      (fake) => fake.affix === wanted && rootShape(fake.root) === shape,
      (fake) => fake.affix === wanted,
      (fake) => sameSlot.has(fake.affix) && rootShape(fake.root) === shape,
      (fake) => sameSlot.has(fake.affix),
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
