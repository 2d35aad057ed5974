import { createSeededRandom, shuffle, type RandomSource, type WordClass } from '@bluffle/shared-schema';
import type { GeneratedWord } from '../common/generated-word';
import type { SeedWord } from '../common/seed-word';
import type { LanguagePipeline } from '../language-pipeline';
import { COMMON_TAGALOG_ROOTS } from './data/filipino-known-roots';
import { filipinoFakeProblems } from './filipino-fake-problems';
import { buildTagalogLexicon } from './filipino-lexicon-check';
import {
  filipinoFakeAlternatives,
  filipinoWrongDefinitions,
  proposeFilipinoFake,
} from './filipino-proposals';
import { FILIPINO_REAL_WORDS } from './filipino-real-data';
import { drawFilipinoFakes, drawFilipinoReals } from './filipino-topic-balance';
import { filipinoSeedWords, moreFilipinoFakes } from './filipino-words';

/** The Filipino words carry their own provenance (a fake's names the donor of its meaning). */
function withFilipinoProvenance({ source: _source, ...entry }: SeedWord): GeneratedWord {
  return {
    ...entry,
    // The path as the bank has always carried it (the file is now filipino/filipino-words.ts): the same bytes.
    provenance: entry.provenance ?? 'Filipino word from word-generator/src/filipino-words.ts.',
  };
}

/**
 * About half real and half fake: the bank's Filipino words first (real words written for Bluffle, each lending
 * its meaning to one invented word), then, once those are taken, more checked invented words.
 */
function generateFilipino(
  bank: readonly SeedWord[],
  count: number,
  random: RandomSource,
  isTaken: (word: string) => boolean,
): GeneratedWord[] {
  const entries = shuffle(bank, random).filter((entry) => !isTaken(entry.word));
  const realCount = Math.floor(count / 2) + (count % 2 === 1 && random() < 0.5 ? 1 : 0);
  // Both sides cover the same topics; written meanings first, then lent ones no chosen real word shows.
  const reals = drawFilipinoReals(entries, realCount);
  const fakeCount = count - reals.length;
  let fakes = drawFilipinoFakes(entries, reals, fakeCount);
  if (fakes.length < fakeCount) {
    const made = new Set(fakes.map((fake) => fake.word));
    const more = moreFilipinoFakes(random, (word) => made.has(word) || isTaken(word));
    fakes = [...fakes, ...more.slice(0, fakeCount - fakes.length)];
  }
  return shuffle([...reals, ...fakes], random).map(withFilipinoProvenance);
}

/**
 * The Filipino pipeline: the words written for Bluffle and the invented words checked against the Tagalog
 * lists. `isEnglishWord` says whether English knows a word: Filipino players read English, so no fake may be one.
 */
export function createFilipinoPipeline(isEnglishWord: (word: string) => boolean): LanguagePipeline {
  // The Filipino words are built once (their follow-ups take some work); every call draws from them.
  const bank = filipinoSeedWords(createSeededRandom(1));
  const entries = new Map(bank.map((entry) => [entry.word, entry]));
  // The Tagalog the package ships (the GPL word lists are read at build time only): its entries and roots.
  const tagalog = buildTagalogLexicon([
    ...COMMON_TAGALOG_ROOTS,
    ...FILIPINO_REAL_WORDS.map((entry) => entry.word),
  ]);
  const classesOf = (word: string): WordClass[] => [
    ...new Set(FILIPINO_REAL_WORDS.filter((entry) => entry.word === word).map((entry) => entry.wordClass)),
  ];
  return {
    generate: (count, random, isTaken) => generateFilipino(bank, count, random, isTaken),
    isKnownRealWord: (word) => entries.get(word)?.isReal === true,
    lookupRealWord(word) {
      const entry = entries.get(word);
      return entry?.isReal ? withFilipinoProvenance(entry) : undefined;
    },
    inspect: (word) => ({
      word,
      isKnownRealWord: tagalog.forms.has(word),
      coverage: 'partial',
      dictionaryClasses: classesOf(word),
      fakeProblems: filipinoFakeProblems(word, tagalog, isEnglishWord(word)),
    }),
    proposeFake: proposeFilipinoFake,
    fakeAlternatives: filipinoFakeAlternatives,
    wrongDefinitions: filipinoWrongDefinitions,
  };
}
