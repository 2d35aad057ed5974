import { shuffle, type RandomSource, type WordClass } from '@bluffle/shared-schema';
import { explainGraftedFake } from './explanations';
import type { GeneratedWord } from '../common/generated-word';
import { GRAFT_SUFFIXES, endingAgreesWithClass, graftEndingOf, isKnownSuffix } from './graft';
import type { InventedPool } from './invented-pool';
import type { RealWordCandidate } from './real-word-candidates';
import { findWordForm, swapWordInSentence } from '../common/usage-sentence';
import { templateUsage } from './usage-templates';

// The wordsmith's Fill-in for a word no dictionary knows: the word the wordsmith typed becomes a
// grafted fake, as the generator makes them, with a real word's meaning. A donor whose
// ending the typed word shares lends its meaning and its own sentence (inflection kept); otherwise a donor of
// the class the word's ending suggests lends its meaning, and the sentence is a template.

/** How many donors are tried before giving up: a donor fails when no sentence fits it. */
const DONOR_TRIES = 25;
const OPTION_COUNT = 3;

export interface DonorIndex {
  /** Donors by the ending a graft copies from them (graftEndingOf): `-ation`, `-ous`, or last letters. */
  byEnding: ReadonlyMap<string, readonly RealWordCandidate[]>;
  byClass: ReadonlyMap<WordClass, readonly RealWordCandidate[]>;
}

function push<Key, Value>(map: Map<Key, Value[]>, key: Key, value: Value): void {
  const group = map.get(key);
  if (group) group.push(value);
  else map.set(key, [value]);
}

/** Indexes the meaning donors once (tens of milliseconds), at the first proposal. */
export function indexDonors(candidates: readonly RealWordCandidate[]): DonorIndex {
  const byEnding = new Map<string, RealWordCandidate[]>();
  const byClass = new Map<WordClass, RealWordCandidate[]>();
  for (const candidate of candidates) {
    const ending = graftEndingOf(candidate.word, candidate.wordClass);
    if (ending) push(byEnding, ending, candidate);
    push(byClass, candidate.wordClass, candidate);
  }
  return { byEnding, byClass };
}

/** Classes in the order a shared suffix is read as one: `-ate` reads as an adjective before a verb. */
const CLASS_PREFERENCE: readonly WordClass[] = ['noun', 'adjective', 'verb', 'adverb'];

/** The class a word's ending suggests (`-ly` adverb, `-ous` adjective, `-ize` verb); a noun when none does. */
export function classOfEnding(word: string): WordClass {
  let best: { length: number; wordClass: WordClass } = { length: 0, wordClass: 'noun' };
  for (const wordClass of CLASS_PREFERENCE) {
    for (const suffix of GRAFT_SUFFIXES[wordClass]) {
      if (word.endsWith(suffix) && word.length - suffix.length >= 2 && suffix.length > best.length) {
        best = { length: suffix.length, wordClass };
      }
    }
  }
  return best.wordClass;
}

interface DonorChoice {
  donors: readonly RealWordCandidate[];
  /** The ending the word shares with the donors, or undefined when it shares none. */
  ending: string | undefined;
}

/** Donors whose graft ending the word ends with (the longest such ending), else donors of its likely class. */
function donorsFor(word: string, index: DonorIndex): DonorChoice {
  for (let length = Math.min(6, word.length - 2); length >= 3; length -= 1) {
    const ending = word.slice(-length);
    const donors = (index.byEnding.get(ending) ?? []).filter(
      (donor) => donor.word !== word && endingAgreesWithClass(word, ending, donor.wordClass),
    );
    if (donors.length > 0) return { donors, ending };
  }
  return { donors: index.byClass.get(classOfEnding(word)) ?? [], ending: undefined };
}

/**
 * Up to three invented words from the generator's pool to stand beside the real one in a fake's follow-up:
 * those sharing the word's longest ending first, each within 3 letters of its length, none in `excluded`.
 */
export function englishFakeAlternatives(
  word: string,
  pool: InventedPool,
  excluded: ReadonlySet<string>,
  random: RandomSource,
): string[] {
  const picked: string[] = [];
  const isFree = (candidate: string) =>
    candidate !== word && !excluded.has(candidate) && !picked.includes(candidate);
  for (const length of [5, 4, 3, 2]) {
    const group = pool.byEnding.get(word.slice(-length)) ?? [];
    const fitting = group
      .map((invented) => invented.word)
      .filter((candidate) => Math.abs(candidate.length - word.length) <= 3 && isFree(candidate));
    for (const candidate of shuffle(fitting, random)) {
      if (picked.length < OPTION_COUNT && isFree(candidate)) picked.push(candidate);
    }
    if (picked.length === OPTION_COUNT) return picked;
  }
  // An ending the pool has never made (`-zq`): any invented words of about the same length.
  const endings = shuffle(
    [...pool.byEnding.keys()].filter((ending) => ending.length === 3),
    random,
  );
  for (const ending of endings) {
    if (picked.length === OPTION_COUNT) break;
    const candidate = pool.byEnding.get(ending)?.find((invented) => isFree(invented.word))?.word;
    if (candidate !== undefined && Math.abs(candidate.length - word.length) <= 3) picked.push(candidate);
  }
  return picked;
}

interface ProposedUsage {
  text: string;
  isDonorExample: boolean;
}

function usageFor(
  word: string,
  donor: RealWordCandidate,
  sharesEnding: boolean,
  random: RandomSource,
): ProposedUsage | undefined {
  // The donor's inflection carries over only when both words end alike (usage-sentence.ts inflectLike).
  const swapped =
    sharesEnding && donor.example !== undefined
      ? swapWordInSentence(donor.example, donor.word, word)
      : undefined;
  const text = swapped ?? templateUsage(word, donor, random);
  // A sentence that still names the donor would give the answer away.
  if (text === undefined || findWordForm(text, donor.word) !== undefined) return undefined;
  return { text, isDonorExample: swapped !== undefined };
}

/**
 * A FAKE entry for `text` with every field: a real word's meaning, a sentence with the word (inflected as the
 * donor was), an explanation, the donor as the follow-up's real option and three invented ones. Undefined
 * when no donor fits (a class without templates, say). Deterministic for a seeded random source.
 */
export function proposeEnglishFake(
  text: string,
  donors: DonorIndex,
  pool: InventedPool,
  random: RandomSource,
): GeneratedWord | undefined {
  const word = text.trim().toLowerCase();
  const { donors: fitting, ending } = donorsFor(word, donors);
  // Donors with a sentence of their own first: a borrowed example reads better than a template.
  const ordered = shuffle(fitting, random)
    .slice(0, DONOR_TRIES * 4)
    .sort((left, right) => Number(left.example === undefined) - Number(right.example === undefined));
  for (const donor of ordered.slice(0, DONOR_TRIES)) {
    const usage = usageFor(word, donor, ending !== undefined, random);
    if (usage === undefined) continue;
    const [fake1, fake2, fake3] = englishFakeAlternatives(word, pool, new Set([donor.word]), random);
    const explanation =
      ending === undefined
        ? `Made up: '${word}' is invented; the meaning belongs to '${donor.word}'.`
        : explainGraftedFake(
            word.slice(0, word.length - ending.length),
            ending,
            donor.wordClass,
            isKnownSuffix(ending, donor.wordClass),
            donor.word,
          );
    return {
      word,
      definition: donor.definition,
      usage: usage.text,
      isReal: false,
      difficulty: 'medium',
      category: donor.category,
      language: 'english',
      wordClass: donor.wordClass,
      explanation,
      wordsReal: donor.word,
      wordsFake1: fake1,
      wordsFake2: fake2,
      wordsFake3: fake3,
      provenance:
        `Fake proposed for a wordsmith: the meaning of '${donor.word}' (WordNet 3.1 ${donor.synsetKey}, ` +
        `${donor.lexFile})${ending === undefined ? '' : `, which shares the ending '-${ending}'`}; usage: ` +
        `${usage.isDonorExample ? "the donor's example" : 'a template sentence'}; ` +
        'options from the invented pool.',
    };
  }
  return undefined;
}
