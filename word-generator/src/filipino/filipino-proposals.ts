import { shuffle, type RandomSource, type WordClass } from '@bluffle/shared-schema';
import { sharesContentWord } from '../common/distractors';
import { FILIPINO_AFFIXES, affixById, type FilipinoAffix } from './filipino-affixes';
import { affixFor, canLend, swapWord } from './filipino-fake-pairing';
import { possibleRoots } from './filipino-lexicon-check';
import { FILIPINO_REAL_WORDS } from './filipino-real-data';
import type { GeneratedWord } from '../common/generated-word';
import { FILIPINO_FAKES, followUpRealWord } from './filipino-words';

// The wordsmith's Fill-in and Validate for Filipino, from the Tagalog the package ships: the words
// written for Bluffle lend their meanings and sentences, the checked invented words stand as fake options.

const OPTION_COUNT = 3;

/**
 * The real affix a typed word carries, with the root it would have (mag + tampo), or undefined. The shortest
 * root wins: kagandahan is ka- -an on ganda before it is -an on kaganda.
 */
export function affixOfForm(word: string): { affix: FilipinoAffix; root: string } | undefined {
  const roots = [...possibleRoots(word, 2)].filter((root) => root !== word);
  for (const root of roots.sort((left, right) => left.length - right.length)) {
    const affix = FILIPINO_AFFIXES.find((candidate) => candidate.apply(root) === word);
    if (affix) return { affix, root };
  }
  return undefined;
}

/**
 * A FAKE entry for a typed Filipino word: the meaning and sentence of a real entry whose affix it shares
 * (a mag- verb borrows from a mag- verb, so the sentence stays grammatical), else of any entry that can
 * lend one; the real entry is the follow-up's real option. Deterministic for a seeded random source.
 */
export function proposeFilipinoFake(text: string, random: RandomSource): GeneratedWord | undefined {
  const word = text.trim().toLowerCase();
  const carried = affixOfForm(word);
  const lenders = FILIPINO_REAL_WORDS.filter((entry) => entry.word !== word && canLend(entry));
  const sameSlot = carried
    ? lenders.filter((entry) => affixById(affixFor(entry) ?? 'mag-').slot === carried.affix.slot)
    : [];
  const donor = shuffle(sameSlot.length > 0 ? sameSlot : lenders, random)[0];
  if (donor === undefined) return undefined;
  const [fake1, fake2, fake3] = filipinoFakeAlternatives(word, new Set([donor.word]), random);
  const wordClass: WordClass = carried?.affix.wordClass ?? donor.wordClass;
  // The follow-up's real word is never the donor, whose meaning the screen has just shown.
  const realOption = followUpRealWord(
    {
      donor,
      fake: { word, root: carried?.root ?? word, affix: carried?.affix.id ?? affixFor(donor) ?? 'mag-' },
    },
    FILIPINO_REAL_WORDS,
    random,
  );
  return {
    word,
    definition: donor.definition,
    usage: swapWord(donor.usage, donor.word, word),
    isReal: false,
    difficulty: donor.difficulty,
    category: donor.category,
    language: 'filipino',
    wordClass,
    explanation: carried
      ? `Made up: an invented root "${carried.root}" with the real ${carried.affix.name} (as in ${carried.affix.example}); the meaning belongs to the real word "${donor.word}".`
      : `Made up: "${word}" is invented; the meaning belongs to the real word "${donor.word}".`,
    wordsReal: realOption.word,
    wordsFake1: fake1,
    wordsFake2: fake2,
    wordsFake3: fake3,
    provenance: `Fake proposed for a wordsmith: the meaning and sentence of the Filipino entry '${donor.word}'; options from word-generator/generated/filipino-fakes.json.`,
  };
}

/**
 * Up to three checked invented Tagalog words for a fake's follow-up: with the same affix as `word` first,
 * then of the same slot, then any; never `word` or one in `excluded`.
 */
export function filipinoFakeAlternatives(
  word: string,
  excluded: ReadonlySet<string>,
  random: RandomSource,
): string[] {
  const carried = affixOfForm(word);
  const free = FILIPINO_FAKES.filter((fake) => fake.word !== word && !excluded.has(fake.word));
  const sameAffix = free.filter((fake) => fake.affix === carried?.affix.id);
  const sameSlot = free.filter(
    (fake) =>
      carried !== undefined &&
      fake.affix !== carried.affix.id &&
      affixById(fake.affix).slot === carried.affix.slot,
  );
  const ordered = [...shuffle(sameAffix, random), ...shuffle(sameSlot, random), ...shuffle(free, random)];
  return [...new Set(ordered.map((fake) => fake.word))].slice(0, OPTION_COUNT);
}

/**
 * Up to three wrong meanings beside a Filipino word's definition: other entries' second wordings of the same
 * class, sharing no content word with the definition or with each other.
 */
export function filipinoWrongDefinitions(
  target: { word: string; wordClass: WordClass; definition: string },
  random: RandomSource,
): string[] {
  const chosen: string[] = [];
  const sameClass = FILIPINO_REAL_WORDS.filter(
    (entry) => entry.wordClass === target.wordClass && entry.word !== target.word,
  );
  for (const entry of shuffle(sameClass, random)) {
    if (chosen.length === OPTION_COUNT) break;
    const option = entry.altDefinition;
    if (sharesContentWord(option, target.definition)) continue;
    if (chosen.some((picked) => sharesContentWord(picked, option))) continue;
    chosen.push(option);
  }
  return chosen;
}
