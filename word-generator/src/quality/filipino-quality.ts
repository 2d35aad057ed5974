import type { Share } from './bank-quality';
import { contentStems } from '../common/distractors';
import { FILIPINO_REAL_WORDS } from '../filipino/filipino-real-data';
import { FILIPINO_RARITIES, rarityOf, type FilipinoRarity } from '../filipino/filipino-rarity';
import { judgedTagalogNameOf } from '../filipino/judged-tagalog-names';
import type { SeedWord } from '../common/seed-word';

/**
 * How often a typical speaker would not know a word of each tier: the middle of each tier's range as
 * filipino-rarity.ts states it (everyday up to 5%, known 5-25%, literary 25% or more, taken as 40%).
 */
export const MISSED_BY_TIER: Readonly<Record<FilipinoRarity, number>> = {
  everyday: 0.03,
  known: 0.15,
  literary: 0.4,
};

/**
 * Words of a definition that name a custom, a belief or an omen: a speaker who meets many such fakes beside
 * plain real words calls FAKE on oddness.
 */
const CUSTOM_OR_BELIEF =
  /\b(said to|believed|belief|omen|luck|lucky|charm|spirits?|ritual|rites?|custom|against harm|evil eye|offerings?|fiesta|feast|wake|funeral|saint|vow|dare)\b/i;

export interface FilipinoQuality {
  /** The bank's real Filipino words by rarity tier. */
  rarities: Record<FilipinoRarity, number>;
  /** The share of the real words a typical speaker would not know, from MISSED_BY_TIER. */
  estimatedMissed: number;
  /** Real words every speaker knows: none should be asked. */
  everydayReals: Share;
  customsReal: Share;
  customsFake: Share;
  /** Usages whose English translation shares no content word with the definition shown. */
  driftingReal: Share;
  driftingFake: Share;
  /** Usages whose English translation repeats the definition's wording (translationEchoes). */
  echoingReal: Share;
  echoingFake: Share;
  /** Fakes whose written meaning two readers named a Tagalog word for (judged-tagalog-names.ts). */
  fakesWithJudgedName: Share;
}

const ENTRIES = new Map(FILIPINO_REAL_WORDS.map((entry) => [entry.word, entry]));

export function filipinoRarityOf(word: string): FilipinoRarity {
  return rarityOf(ENTRIES.get(word) ?? { word });
}

function shareOf(words: readonly SeedWord[], isCounted: (word: SeedWord) => boolean): Share {
  const counted = words.filter(isCounted);
  return {
    count: counted.length,
    of: words.length,
    share: words.length > 0 ? counted.length / words.length : 0,
    examples: counted.slice(0, 3).map((word) => `${word.word}: ${word.definition}`),
  };
}

function translationOf(usage: string): string {
  return /\(([^()]*)\)\s*$/.exec(usage)?.[1] ?? '';
}

export function namesCustomOrBelief(definition: string): boolean {
  return CUSTOM_OR_BELIEF.test(definition);
}

/**
 * A translation that repeats the definition's first wording of three words or more ("He got a blood blister
 * under a fingernail" for "a blood blister under a fingernail"): translators name the thing as the sentence
 * would ("the ship docked" for "to land or dock, as a ship"), and blind readers called fakes on the echo.
 * Shorter echoes are a thing's plain name ("the lift net"), which real translations repeat as often.
 */
export const ECHO_WORDS = 3;

export function translationEchoes(word: Pick<SeedWord, 'definition' | 'usage'>): boolean {
  const firstWording = word.definition
    .toLowerCase()
    .split(/[;,(]/)[0]!
    .trim()
    .replace(/^to\s+/, '')
    .replace(/^(a|an|the)\s+/, '');
  const translation = translationOf(word.usage).toLowerCase();
  return firstWording.split(/\s+/).length >= ECHO_WORDS && translation.includes(firstWording);
}

export function translationDrifts(word: Pick<SeedWord, 'definition' | 'usage'>): boolean {
  const shown = contentStems(word.definition);
  return ![...contentStems(translationOf(word.usage))].some((stem) => shown.has(stem));
}

/** The Filipino measures of words:quality: how rare the real words are and how ordinary the fakes' meanings. */
export function measureFilipinoQuality(words: readonly SeedWord[]): FilipinoQuality {
  const filipino = words.filter((word) => word.language === 'filipino');
  const reals = filipino.filter((word) => word.isReal);
  const fakes = filipino.filter((word) => !word.isReal);
  const rarities = Object.fromEntries(FILIPINO_RARITIES.map((rarity) => [rarity, 0])) as Record<
    FilipinoRarity,
    number
  >;
  for (const word of reals) rarities[filipinoRarityOf(word.word)] += 1;
  const missed = FILIPINO_RARITIES.reduce(
    (sum, rarity) => sum + rarities[rarity] * MISSED_BY_TIER[rarity],
    0,
  );
  const customs = (word: SeedWord) => namesCustomOrBelief(word.definition);
  return {
    rarities,
    estimatedMissed: reals.length > 0 ? missed / reals.length : 0,
    everydayReals: shareOf(reals, (word) => filipinoRarityOf(word.word) === 'everyday'),
    customsReal: shareOf(reals, customs),
    customsFake: shareOf(fakes, customs),
    driftingReal: shareOf(reals, translationDrifts),
    driftingFake: shareOf(fakes, translationDrifts),
    echoingReal: shareOf(reals, translationEchoes),
    echoingFake: shareOf(fakes, translationEchoes),
    fakesWithJudgedName: shareOf(fakes, (word) => judgedTagalogNameOf(word.definition) !== undefined),
  };
}
