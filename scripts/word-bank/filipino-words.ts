import { shuffle, type RandomSource } from '@bluffle/shared-schema';
import { sharesContentWord } from './distractors';
import type { FilipinoFakeEntry } from './filipino-fake-data';
import { FILIPINO_FAKE_WORDS } from './filipino-fake-data';
import type { FilipinoRealEntry } from './filipino-real-data';
import { FILIPINO_REAL_WORDS } from './filipino-real-data';
import type { SeedWord } from './seed-word';

/** Three of `items`, same word class first; the hand-written pool is small, so the rest of the pool backs it up. */
function pickThree<T extends { wordClass: string }>(
  items: readonly T[],
  wordClass: string,
  isAllowed: (item: T, chosen: readonly T[]) => boolean,
  random: RandomSource,
): [T, T, T] {
  const ordered = [
    ...shuffle(
      items.filter((item) => item.wordClass === wordClass),
      random,
    ),
    ...shuffle(
      items.filter((item) => item.wordClass !== wordClass),
      random,
    ),
  ];
  const chosen: T[] = [];
  for (const item of ordered) {
    if (chosen.length < 3 && isAllowed(item, chosen)) chosen.push(item);
  }
  if (chosen.length < 3) throw new Error(`not enough Filipino follow-up options for class ${wordClass}`);
  return [chosen[0] as T, chosen[1] as T, chosen[2] as T];
}

function toRealSeedWord(entry: FilipinoRealEntry, random: RandomSource): SeedWord {
  const wrong = pickThree(
    FILIPINO_REAL_WORDS,
    entry.wordClass,
    (other, chosen) =>
      other.word !== entry.word &&
      !sharesContentWord(other.definition, entry.definition) &&
      chosen.every((picked) => !sharesContentWord(picked.definition, other.definition)),
    random,
  );
  return {
    word: entry.word,
    definition: entry.definition,
    usage: entry.usage,
    isReal: true,
    difficulty: entry.difficulty,
    category: entry.category,
    language: 'filipino',
    wordClass: entry.wordClass,
    explanation: `A real Tagalog (Filipino) word. ${entry.note}`,
    definitionCorrect: entry.definition,
    definitionFake1: wrong[0].definition,
    definitionFake2: wrong[1].definition,
    definitionFake3: wrong[2].definition,
    source: 'seed',
  };
}

function toFakeSeedWord(entry: FilipinoFakeEntry, random: RandomSource): SeedWord {
  const realOption = pickThree(FILIPINO_REAL_WORDS, entry.wordClass, () => true, random)[0];
  const fakeOptions = pickThree(
    FILIPINO_FAKE_WORDS,
    entry.wordClass,
    (other) => other.word !== entry.word,
    random,
  );
  return {
    word: entry.word,
    definition: entry.definition,
    usage: entry.usage,
    isReal: false,
    difficulty: entry.difficulty,
    category: entry.category,
    language: 'filipino',
    wordClass: entry.wordClass,
    explanation:
      `Invented. The root "${entry.root}" was made up for Bluffle (it is not a Tagalog word) and given the real ` +
      `Tagalog affix "${entry.affix}", ${entry.affixMeaning}. The meaning was invented too.`,
    wordsReal: realOption.word,
    wordsFake1: fakeOptions[0].word,
    wordsFake2: fakeOptions[1].word,
    wordsFake3: fakeOptions[2].word,
    source: 'seed',
  };
}

/** The hand-written Filipino entries with their follow-up options (spec §3), in a seeded, repeatable order. */
export function filipinoSeedWords(random: RandomSource): SeedWord[] {
  return [
    ...FILIPINO_REAL_WORDS.map((entry) => toRealSeedWord(entry, random)),
    ...FILIPINO_FAKE_WORDS.map((entry) => toFakeSeedWord(entry, random)),
  ];
}
