import { affixById, FILIPINO_AFFIXES, type FilipinoAffixId } from './filipino-affixes';
import type { FilipinoFake } from './filipino-fakes';
import type { FilipinoRealEntry } from './filipino-real-data';

/**
 * The "graft" for Tagalog: an invented word borrows a real entry's meaning and sentence, and the real word
 * becomes the right answer of its follow-up. The invented word carries the affix that fits the real one, so
 * the borrowed sentence stays grammatical (a mag- verb stands in for a mag- verb).
 */
export interface FilipinoGraft {
  donor: FilipinoRealEntry;
  fake: FilipinoFake;
}

/** Nouns without an affix of their own take the affix whose meaning suits their kind. */
const NOUN_AFFIX_BY_CATEGORY: Readonly<Record<string, FilipinoAffixId>> = {
  feeling: 'ka- -an',
  attribute: 'ka- -an',
  state: 'ka- -an',
  cognition: 'ka- -an',
  time: 'ka- -an',
  act: 'pag- + reduplication',
  communication: 'pag- + reduplication',
  person: 'taga-',
  folklore: 'taga-',
  artifact: 'pang-',
  food: 'pang-',
  possession: 'pang-',
};

export function affixFor(entry: FilipinoRealEntry): FilipinoAffixId | undefined {
  if (entry.pairsWith) return entry.pairsWith;
  if (entry.wordClass === 'noun') return NOUN_AFFIX_BY_CATEGORY[entry.category] ?? 'noun -an';
  if (entry.wordClass === 'adjective') return 'ma-';
  if (entry.wordClass === 'verb') return 'mag-';
  return undefined;
}

/**
 * One invented word for each real entry that can lend its meaning, in the entries' order: the entry's own
 * affix first, else the affix of the same slot with the most words left. Entries no affix can stand in for
 * (adverbs) lend nothing.
 */
export function pairDonorsWithFakes(
  donors: readonly FilipinoRealEntry[],
  fakes: readonly FilipinoFake[],
): FilipinoGraft[] {
  const left = new Map<FilipinoAffixId, FilipinoFake[]>();
  for (const fake of fakes) left.set(fake.affix, [...(left.get(fake.affix) ?? []), fake]);
  const grafts: FilipinoGraft[] = [];
  for (const donor of donors) {
    const wanted = affixFor(donor);
    if (!wanted) continue;
    const slot = affixById(wanted).slot;
    const fallback = FILIPINO_AFFIXES.filter((affix) => affix.slot === slot)
      .map((affix) => affix.id)
      .sort((one, other) => (left.get(other)?.length ?? 0) - (left.get(one)?.length ?? 0));
    const affix = [wanted, ...fallback].find((id) => (left.get(id)?.length ?? 0) > 0);
    const fake = affix ? left.get(affix)?.shift() : undefined;
    if (fake) grafts.push({ donor, fake });
  }
  return grafts;
}

/** `text` with every whole-word `from` replaced by `to`, keeping a capital at the start of a sentence. */
export function swapWord(text: string, from: string, to: string): string {
  return text.replace(new RegExp(`\\b${from}\\b`, 'gi'), (found) =>
    found[0] === found[0]?.toUpperCase() ? `${to[0]?.toUpperCase() ?? ''}${to.slice(1)}` : to,
  );
}
