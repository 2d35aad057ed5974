import { DIFFICULTIES, shuffle, type RandomSource } from '@bluffle/shared-schema';
import fakesFile from '../../generated/filipino-fakes.json';
import { sharesContentWord } from '../common/distractors';
import { affixById, FILIPINO_AFFIXES, isBareRoot } from './filipino-affixes';
import { FILIPINO_FAKE_MEANINGS, usageWith, type FilipinoFakeMeaning } from './filipino-fake-meanings';
import {
  affixFor,
  canLend,
  pairDonorsWithFakes,
  swapWord,
  type FilipinoGraft,
} from './filipino-fake-pairing';
import type { FilipinoFake } from './filipino-fakes';
import { FILIPINO_NEAR_SYNONYMS, FILIPINO_REAL_WORDS, type FilipinoRealEntry } from './filipino-real-data';
import { askedDifficulty, isAskable } from './filipino-rarity';
import { FILIPINO_SECOND_USAGES } from './data/filipino-second-usages';
import type { SeedWord } from '../common/seed-word';

/** The invented words checked against the Tagalog word lists (word-generator/tools/build-filipino-fakes.ts). */
export const FILIPINO_FAKES: readonly FilipinoFake[] = fakesFile.fakes.map((fake) => ({
  ...fake,
  affix: affixById(fake.affix as FilipinoFake['affix']).id,
  difficulty: DIFFICULTIES.find((difficulty) => difficulty === fake.difficulty),
}));

/** Each word's near synonyms, itself included, looked up once instead of searching the groups per pair. */
const NEAR_SYNONYMS = new Map<string, Set<string>>();
for (const group of FILIPINO_NEAR_SYNONYMS)
  for (const word of group)
    NEAR_SYNONYMS.set(word, new Set([...(NEAR_SYNONYMS.get(word) ?? [word]), ...group]));

function isNearSynonym(one: string, other: string): boolean {
  return NEAR_SYNONYMS.get(one)?.has(other) === true;
}

/** Past-tense verbs are answered in the past ("was startled"), so their wrong options are past tense too. */
function tenseOf(entry: FilipinoRealEntry): string {
  const slot = entry.pairsWith ? affixById(entry.pairsWith).slot : '';
  return slot.startsWith('completed') ? 'past' : 'present';
}

function isFairWrongOption(
  target: FilipinoRealEntry,
  other: FilipinoRealEntry,
  chosen: readonly FilipinoRealEntry[],
  maxRatio: number,
): boolean {
  if (other.word === target.word || isNearSynonym(other.word, target.word)) return false;
  const ratio = other.altDefinition.length / target.altDefinition.length;
  if (ratio < 1 / maxRatio || ratio > maxRatio) return false;
  if (sharesContentWord(other.altDefinition, target.altDefinition)) return false;
  if (sharesContentWord(other.altDefinition, target.definition)) return false;
  return chosen.every((picked) => !sharesContentWord(picked.altDefinition, other.altDefinition));
}

/**
 * Three wrong meanings for a real word's follow-up: other words' second wordings, of the same class and tense,
 * of similar length to the right one and sharing no content word with it, its phase-one definition or each other.
 */
export function wrongDefinitions(
  target: FilipinoRealEntry,
  entries: readonly FilipinoRealEntry[],
  random: RandomSource,
): [string, string, string] {
  const sameClass = entries.filter(
    (entry) => entry.wordClass === target.wordClass && tenseOf(entry) === tenseOf(target),
  );
  for (const maxRatio of [1.6, 2.2]) {
    const chosen: FilipinoRealEntry[] = [];
    for (const other of shuffle(sameClass, random)) {
      if (chosen.length < 3 && isFairWrongOption(target, other, chosen, maxRatio)) chosen.push(other);
    }
    const [first, second, third] = chosen.map((entry) => entry.altDefinition);
    if (first && second && third) return [first, second, third];
  }
  throw new Error(`not enough wrong definitions for the Filipino word ${target.word}`);
}

function toRealSeedWord(entry: FilipinoRealEntry, random: RandomSource): SeedWord {
  const [wrong1, wrong2, wrong3] = wrongDefinitions(entry, FILIPINO_REAL_WORDS, random);
  return {
    word: entry.word,
    definition: entry.definition,
    usage: entry.usage,
    isReal: true,
    difficulty: askedDifficulty(entry),
    category: entry.category,
    language: 'filipino',
    wordClass: entry.wordClass,
    explanation: `A real Tagalog (Filipino) word. ${entry.note}`,
    definitionCorrect: entry.altDefinition,
    definitionFake1: wrong1,
    definitionFake2: wrong2,
    definitionFake3: wrong3,
    source: 'seed',
    // The path as the bank has always carried it (the tables are now in filipino/data/): the same build, the same bytes.
    provenance: 'Real: hand-written Filipino entry (word-generator/src/filipino-real-*.ts).',
  };
}

/** Three other invented words for a fake's follow-up, with the same affix where there are enough. */
export function fakeAlternatives(
  fake: FilipinoFake,
  fakes: readonly FilipinoFake[],
  random: RandomSource,
): [string, string, string] {
  const slot = affixById(fake.affix).slot;
  const others = fakes.filter((other) => other.word !== fake.word);
  const ordered = [
    ...shuffle(
      others.filter((other) => other.affix === fake.affix),
      random,
    ),
    ...shuffle(
      others.filter((other) => other.affix !== fake.affix && affixById(other.affix).slot === slot),
      random,
    ),
  ];
  const [first, second, third] = ordered.map((other) => other.word);
  if (!first || !second || !third) throw new Error(`not enough invented words beside ${fake.word}`);
  return [first, second, third];
}

/**
 * The real word a fake's follow-up offers: never the donor of its meaning (the screen would answer the
 * question) nor a near synonym of it, but another real word built like the fake, with the same affix
 * where one exists, else of the same slot. Never an everyday one (item 3: "a different rare real word
 * with the same ending"): offered an everyday word (masarap, magluto, lumangoy) among invented ones, a speaker
 * picks it without reading the others. Any asked word with the fake's affix will do, so the offers spread over
 * many words rather than wearing out the few literary ones.
 */
export function followUpRealWord(
  source: { fake: FilipinoFake; donor?: FilipinoRealEntry },
  entries: readonly FilipinoRealEntry[],
  random: RandomSource,
): FilipinoRealEntry {
  const { donor, fake } = source;
  const slot = affixById(fake.affix).slot;
  const sameSlot = new Set(FILIPINO_AFFIXES.filter((affix) => affix.slot === slot).map((affix) => affix.id));
  const others = shuffle(
    entries.filter(
      (entry) =>
        isAskable(entry) && (!donor || (entry.word !== donor.word && !isNearSynonym(entry.word, donor.word))),
    ),
    random,
  );
  const affixOf = (entry: FilipinoRealEntry) => affixFor(entry);
  const preferences: ((entry: FilipinoRealEntry) => boolean)[] = [
    (entry) => affixOf(entry) === fake.affix,
    (entry) => sameSlot.has(affixOf(entry) ?? 'mag-') && entry.wordClass === affixById(fake.affix).wordClass,
  ];
  for (const fits of preferences) {
    const found = others.find(fits);
    if (found) return found;
  }
  throw new Error(`no real word to offer beside the invented ${fake.word}`);
}

function builtFrom(fake: FilipinoFake, donorWord = ''): string {
  const affix = affixById(fake.affix);
  return isBareRoot(affix.id)
    ? `Made up: an invented root "${fake.root}", used bare as many real roots are (as in ${affix.example})`
    : `Made up: an invented root "${fake.root}" with the real ${affix.name}` +
        // The example is left out when it is the donor itself (panulat lends to a pang- fake): one mention is enough.
        `${donorWord && affix.example.startsWith(`${donorWord},`) ? '' : ` (as in ${affix.example})`}`;
}

function explanationOf({ donor, fake }: FilipinoGraft): string {
  return `${builtFrom(fake, donor.word)}; the meaning belongs to the real word "${donor.word}".`;
}

/** Where every invented Filipino word comes from, before what its meaning and sentence come from. */
const INVENTED_WORD_PROVENANCE =
  `Fake: invented root with a real Tagalog affix, checked against the itagalog and myspell-tl word lists ` +
  `(word-generator/generated/filipino-fakes.json)`;

/** A fake's follow-up: three other invented words built like it, then the real word offered beside them. */
function fakeFollowUp(
  source: Parameters<typeof followUpRealWord>[0],
  random: RandomSource,
): Pick<SeedWord, 'wordsReal' | 'wordsFake1' | 'wordsFake2' | 'wordsFake3'> {
  const [wordsFake1, wordsFake2, wordsFake3] = fakeAlternatives(source.fake, FILIPINO_FAKES, random);
  const wordsReal = followUpRealWord(source, FILIPINO_REAL_WORDS, random).word;
  return { wordsReal, wordsFake1, wordsFake2, wordsFake3 };
}

function toFakeSeedWord(graft: FilipinoGraft, random: RandomSource): SeedWord {
  const { donor, fake } = graft;
  const affix = affixById(fake.affix);
  return {
    word: fake.word,
    definition: donor.definition,
    usage: swapWord(graft.usage ?? donor.usage, donor.word, fake.word),
    isReal: false,
    difficulty: fake.difficulty ?? donor.difficulty,
    category: donor.category,
    language: 'filipino',
    wordClass: affix.wordClass,
    explanation: explanationOf(graft),
    ...fakeFollowUp(graft, random),
    source: 'seed',
    provenance: `${INVENTED_WORD_PROVENANCE}; meaning and sentence of '${donor.word}'.`,
  };
}

/** An invented word given a meaning written for it (filipino-fake-meanings.ts). */
export interface FilipinoWrittenFake {
  meaning: FilipinoFakeMeaning;
  fake: FilipinoFake;
}

function toWrittenSeedWord({ meaning, fake }: FilipinoWrittenFake, random: RandomSource): SeedWord {
  const difficulty = fake.difficulty ?? meaning.difficulty;
  return {
    word: fake.word,
    definition: meaning.definition,
    usage: usageWith(meaning, fake.word),
    isReal: false,
    difficulty,
    category: meaning.category,
    language: 'filipino',
    wordClass: meaning.wordClass,
    explanation: `${builtFrom(fake)}; the meaning was written for the game, and no Tagalog word we know names it.`,
    ...fakeFollowUp({ fake }, random),
    source: 'seed',
    // The path as the bank has always carried it (the tables are now in filipino/data/).
    provenance: `${INVENTED_WORD_PROVENANCE}; meaning and sentence written for it (word-generator/src/filipino-fake-meanings-*.ts).`,
  };
}

/**
 * The written meanings, each given an invented word with its affix (of its difficulty where one is left), from
 * the invented words the grafts leave.
 */
export function filipinoWrittenFakes(): FilipinoWrittenFake[] {
  const taken = new Set(filipinoGrafts().map((graft) => graft.fake.word));
  const left = FILIPINO_FAKES.filter((fake) => !taken.has(fake.word));
  const written: FilipinoWrittenFake[] = [];
  for (const meaning of FILIPINO_FAKE_MEANINGS) {
    const preferences: ((fake: FilipinoFake) => boolean)[] = [
      (fake) => fake.affix === meaning.affix && fake.difficulty === meaning.difficulty,
      (fake) => fake.affix === meaning.affix,
    ];
    for (const fits of preferences) {
      const at = left.findIndex(fits);
      const fake = left[at];
      if (fake === undefined) continue;
      left.splice(at, 1);
      written.push({ meaning, fake });
      break;
    }
  }
  return written;
}

/**
 * Grafts of last resort, drawn only when the written meanings and the lenders run short: the remaining invented
 * words borrowing the meanings of words that have an everyday word (a speaker may spot these). The bank ranks
 * them last and prefers those whose donor is not among its real words (rankFilipinoFakes).
 */
export function filipinoEverydayGrafts(): FilipinoGraft[] {
  const taken = new Set([
    ...filipinoGrafts().map((graft) => graft.fake.word),
    ...filipinoWrittenFakes().map((written) => written.fake.word),
  ]);
  return pairDonorsWithFakes(
    FILIPINO_REAL_WORDS.filter((entry) => !canLend(entry)),
    FILIPINO_FAKES.filter((fake) => !taken.has(fake.word)),
    (entry) => affixFor(entry) !== undefined,
  );
}

/**
 * The bank's invented words and the meanings they borrow: one for each real word that can lend a meaning, then
 * a second for each that has a second sentence, which that one borrows. So no sentence serves more than two
 * words (the real one and one fake): a sentence shared by three reads as a template.
 */
export function filipinoGrafts(): FilipinoGraft[] {
  const first = pairDonorsWithFakes(FILIPINO_REAL_WORDS, FILIPINO_FAKES);
  const taken = new Set(first.map((graft) => graft.fake.word));
  const second = pairDonorsWithFakes(
    FILIPINO_REAL_WORDS.filter((entry) => FILIPINO_SECOND_USAGES[entry.word] !== undefined),
    FILIPINO_FAKES.filter((fake) => !taken.has(fake.word)),
  ).map((graft) => ({ ...graft, usage: FILIPINO_SECOND_USAGES[graft.donor.word] }));
  return [...first, ...second];
}

/**
 * The Filipino part of the bank (docs/product.md §3): every hand-written real word with its follow-up (the draw asks
 * only those a speaker may not know: drawFilipinoReals; the rest are still known real words), then the invented
 * words: those with written meanings, those of filipinoGrafts, and the everyday grafts of last resort, in a
 * seeded, repeatable order (generateFilipino draws them by rankFilipinoFakes).
 */
export function filipinoSeedWords(random: RandomSource): SeedWord[] {
  return [
    ...FILIPINO_REAL_WORDS.map((entry) => toRealSeedWord(entry, random)),
    ...filipinoWrittenFakes().map((written) => toWrittenSeedWord(written, random)),
    ...filipinoGrafts().map((graft) => toFakeSeedWord(graft, random)),
    ...filipinoEverydayGrafts().map((graft) => toFakeSeedWord(graft, random)),
  ];
}

const LENT_DEFINITIONS = new Set(FILIPINO_REAL_WORDS.filter(canLend).map((entry) => entry.definition));
const REAL_DEFINITIONS = new Set(FILIPINO_REAL_WORDS.map((entry) => entry.definition));

/**
 * How late a draw should take an invented word: 0 for a meaning written for fakes, 1 for one lent by a word
 * without an everyday word, 3 for an everyday meaning (a speaker names it at once); one more when a real word
 * among `shownDefinitions` shows the same definition, so a returning player rarely sees one definition on two
 * words. Tiers 0 and 1 carry no such tell.
 */
export function filipinoFakeTier(fake: SeedWord, shownDefinitions: ReadonlySet<string>): number {
  if (!REAL_DEFINITIONS.has(fake.definition)) return 0;
  const isEveryday = !LENT_DEFINITIONS.has(fake.definition);
  return (isEveryday ? 3 : 1) + (shownDefinitions.has(fake.definition) ? 1 : 0);
}

/** The invented words in the order a draw should take them: by filipinoFakeTier, each tier in the order given. */
export function rankFilipinoFakes(fakes: readonly SeedWord[], reals: readonly SeedWord[]): SeedWord[] {
  const shown = new Set(reals.map((word) => word.definition));
  return fakes
    .map((fake, at) => ({ fake, at, tier: filipinoFakeTier(fake, shown) }))
    .sort((one, other) => one.tier - other.tier || one.at - other.at)
    .map(({ fake }) => fake);
}

/**
 * More invented words than the bank holds, for the admin's Generate once the bank's are stored: checked
 * fakes not yet `taken`, each borrowing the meaning of a real word in a seeded order. A real word then lends
 * to more than one invented word, which the bank itself avoids.
 */
export function moreFilipinoFakes(random: RandomSource, isTaken: (word: string) => boolean): SeedWord[] {
  const free = shuffle(
    FILIPINO_FAKES.filter((fake) => !isTaken(fake.word)),
    random,
  );
  const grafts = pairDonorsWithFakes(shuffle(FILIPINO_REAL_WORDS.filter(canLend), random), free);
  return grafts.map((graft) => toFakeSeedWord(graft, random));
}
