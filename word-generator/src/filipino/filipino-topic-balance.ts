import { isAskable, rarityOf } from './filipino-rarity';
import { FILIPINO_REAL_WORDS } from './filipino-real-data';
import { filipinoFakeTier, rankFilipinoFakes } from './filipino-words';
import type { SeedWord } from '../common/seed-word';

/**
 * Categories the writers of the real entries and of the fakes' meanings named two ways: one topic each, so a
 * balance between the two sides is not thrown off by a label.
 */
const SAME_TOPIC: Readonly<Record<string, string>> = {
  feeling: 'emotion',
  household: 'artifact',
  object: 'artifact',
  frequency: 'time',
};

/**
 * The kind of thing a Filipino word names, as a player sees it: its class and its category (a verb of
 * feeling, a noun for a tool). Adjectives and adverbs are one topic: their categories (quality, attribute,
 * perception) were given differently on each side and say little a player sees.
 */
export function topicOf(word: Pick<SeedWord, 'wordClass' | 'category'>): string {
  if (word.wordClass === 'adjective' || word.wordClass === 'adverb') return 'modifier';
  return `${word.wordClass}:${SAME_TOPIC[word.category] ?? word.category}`;
}

export function countByTopic(words: readonly SeedWord[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const word of words) counts.set(topicOf(word), (counts.get(topicOf(word)) ?? 0) + 1);
  return counts;
}

/**
 * Up to `count` of `ranked`: first, in their order, the eligible words whose topic has room left in `quota`,
 * then the rest in order. A topic short on one side is filled from others rather than leaving the draw short.
 */
export function takeByTopic(
  ranked: readonly SeedWord[],
  quota: ReadonlyMap<string, number>,
  count: number,
  isEligible: (word: SeedWord) => boolean = () => true,
): SeedWord[] {
  const taken = new Map<string, number>();
  const inQuota = new Set<SeedWord>();
  for (const word of ranked) {
    if (inQuota.size >= count) break;
    const topic = topicOf(word);
    if (!isEligible(word) || (taken.get(topic) ?? 0) >= (quota.get(topic) ?? 0)) continue;
    inQuota.add(word);
    taken.set(topic, (taken.get(topic) ?? 0) + 1);
  }
  return [...inQuota, ...ranked.filter((word) => !inQuota.has(word))].slice(0, count);
}

/**
 * The real words of a Filipino draw, in the proportions of topics the fakes a draw can take fairly cover
 * (written meanings and lent ones, filipinoFakeTier 0-1). Left to chance, the reals leaned to what the
 * entries were written about (feelings, persons, folklore, nature) and the fakes to household things and
 * customs, and a player who has seen a few games learns that lean (: usage AUC 0.67 -> 0.63).
 */
export function drawFilipinoReals(entries: readonly SeedWord[], count: number): SeedWord[] {
  const fairFakes = entries.filter((word) => !word.isReal && filipinoFakeTier(word, new Set()) <= 1);
  const scale = fairFakes.length > 0 ? count / fairFakes.length : 0;
  const quota = new Map(
    [...countByTopic(fairFakes)].map(([topic, fakes]) => [topic, Math.round(fakes * scale)]),
  );
  const asked = entries.filter((word) => word.isReal && ASKABLE.has(word.word));
  return takeByTopic(literaryFirst(asked), quota, count);
}

/** The real words a game may ask: no everyday word, which every speaker would call REAL at sight. */
const ASKABLE = new Set(FILIPINO_REAL_WORDS.filter(isAskable).map((entry) => entry.word));

const LITERARY = new Set(
  FILIPINO_REAL_WORDS.filter((entry) => rarityOf(entry) === 'literary').map((entry) => entry.word),
);

/**
 * The literary real words before the known ones, each group in the order given: the rarer the asked words, the
 * less a speaker calls REAL on recognition alone.
 */
export function literaryFirst(reals: readonly SeedWord[]): SeedWord[] {
  return [
    ...reals.filter((word) => LITERARY.has(word.word)),
    ...reals.filter((word) => !LITERARY.has(word.word)),
  ];
}

/**
 * The invented words of a Filipino draw beside `reals`: as many of each topic as the reals have, from those
 * without a tell (filipinoFakeTier 0-1), then the rest in rankFilipinoFakes' order.
 */
export function drawFilipinoFakes(
  entries: readonly SeedWord[],
  reals: readonly SeedWord[],
  count: number,
): SeedWord[] {
  const shown = new Set(reals.map((word) => word.definition));
  return takeByTopic(
    rankFilipinoFakes(
      entries.filter((word) => !word.isReal),
      reals,
    ),
    countByTopic(reals),
    count,
    (fake) => filipinoFakeTier(fake, shown) <= 1,
  );
}
