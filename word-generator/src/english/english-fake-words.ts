import { findWordForm, pickOne, type RandomSource } from '@bluffle/shared-schema';
import { pickFakeAlternatives } from '../common/distractors';
import { fakeLook } from './difficulty';
import { explainGraftedFake, explainWrittenFake } from './explanations';
import type { GeneratedWord } from '../common/generated-word';
import { endingAgreesWithClass, isKnownSuffix, SHAPE_DRAWS, shapesFor, type SenseEndings } from './graft';
import type { InventedPool, InventedWord } from './invented-pool';
import { BELIEVABLE_RATING, judgedRating } from './judged-spellings';
import type { RareRealWords } from './rare-real-words';
import type { RealWordCandidate } from './real-word-candidates';
import type { SentenceSource } from './sense-sentences';
import { chooseUsage, type UsageBudget, type WordUsage } from './word-usage';
import { partsClashingWith, partsFitDefinition } from './word-parts-fit';

/**
 * The meaning a fake shows, with sentences for its sense: one written for fakes (written-meanings.ts), or a
 * real meaning no common word names.
 */
export interface Donor {
  candidate: RealWordCandidate;
  /** Set when the meaning was written for the game (no word names it; `candidate.word` is empty): its kind. */
  writtenKind?: { key: string; name: string };
  /** A written meaning's real sibling (`WrittenMeaning.siblingOf`), when it was written beside one. */
  siblingOf?: string;
  /** Every single-word name of the meaning and its near synonyms: none may show in the fake's sentence. */
  names: readonly string[];
  /** Sentences borrowed from its neighbours, looked up when first asked for (cached). */
  sentences(): readonly SentenceSource[];
}

/** What a graft draws on: invented words, rare real words and the real words' endings by sense. */
export interface GraftSources {
  pool: InventedPool;
  rareRealWords: RareRealWords;
  senseEndings: SenseEndings;
}

export interface GraftChoices extends UsageBudget {
  /** Whether a word may not be used (already in the bank or the store, or used earlier in this batch). */
  isTaken(word: string): boolean;
  /** How often each rare real word has been a follow-up option in this batch. */
  optionUses: Map<string, number>;
  /** Whether an invented word was offered as not real by an earlier follow-up: it may not be a question. */
  isShownAsInvented(word: string): boolean;
  /** Whether the fake may be spelled so (its length, ending and opening within the real words' shares). */
  fitsSpelling(word: string): boolean;
  /** Whether some fake of about `length` letters ending in `ending` may still be spelled so (a quick test). */
  mayFitSpelling(ending: string, length: number): boolean;
  /** How much commoner the letters of `word` already are among the batch's fakes than its real words (spelling-quotas.ts). */
  spellingExcess(word: string): number;
  /** Whether fewer fakes than real words have parts that carry their meaning (word-parts-fit.ts) so far. */
  wantsFittingParts(): boolean;
  /** Whether fewer fakes than real words show a part their meaning does not carry (`clashingPart`) so far. */
  mayClash(): boolean;
}

export interface GraftedFake {
  /** Without its difficulty: a batch grades its fakes together (difficulty.ts `gradeFakesAsTheRealWords`). */
  word: Omit<GeneratedWord, 'difficulty'>;
  usage: WordUsage;
  /** The real word its follow-up offers (not the donor). */
  realOption: string;
  /** How real its spelling looks (difficulty.ts `fakeLook`). */
  look: number;
}

/**
 * A pool group's words by length, built at a group's first use: the groups of two-letter endings hold
 * thousands of words, and a fake may only be a letter longer or shorter than its shape.
 */
const groupsByLength = new WeakMap<readonly InventedWord[], Map<number, InventedWord[]>>();

function ofLengthNear(group: readonly InventedWord[], length: number): InventedWord[] {
  let byLength = groupsByLength.get(group);
  if (!byLength) {
    byLength = new Map();
    for (const invented of group) {
      const same = byLength.get(invented.word.length);
      if (same) same.push(invented);
      else byLength.set(invented.word.length, [invented]);
    }
    groupsByLength.set(group, byLength);
  }
  return [length - 1, length, length + 1].flatMap((near) => byLength.get(near) ?? []);
}

/**
 * A group's words that may take a shape: of a length near it, and with no longer suffix than the shape's
 * ending that disagrees with the class. Kept once made: a batch tries the same shapes for meaning after
 * meaning, and this was most of a small batch's time (seconds for some seeds).
 */
const shapedWordsByGroup = new WeakMap<readonly InventedWord[], Map<string, readonly InventedWord[]>>();

function shapedWords(
  group: readonly InventedWord[],
  length: number,
  wordClass: RealWordCandidate['wordClass'],
  ending: string,
): readonly InventedWord[] {
  let byShape = shapedWordsByGroup.get(group);
  if (!byShape) {
    byShape = new Map();
    shapedWordsByGroup.set(group, byShape);
  }
  const key = `${length}|${wordClass}|${ending}`;
  let shaped = byShape.get(key);
  if (!shaped) {
    shaped = ofLengthNear(group, length).filter((invented) =>
      endingAgreesWithClass(invented.word, ending, wordClass),
    );
    byShape.set(key, shaped);
  }
  return shaped;
}

function fitting(
  group: readonly InventedWord[],
  length: number,
  wordClass: RealWordCandidate['wordClass'],
  ending: string,
  isTaken: (word: string) => boolean,
): InventedWord[] {
  return shapedWords(group, length, wordClass, ending).filter((invented) => !isTaken(invented.word));
}

/**
 * The spellings readers believed (judged-spellings.ts) when a shape has any, else the more real-looking third of
 * its invented words by the pool's spelling classifier, at least one: a fake is spelled as a real word of its
 * shape would be, not as the odder part of what the chain made.
 */
function mostNatural(options: readonly InventedWord[]): InventedWord[] {
  const ranked = [...options].sort(
    (left, right) => right.naturalness - left.naturalness || (left.word < right.word ? -1 : 1),
  );
  const believed = ranked.filter((invented) => (judgedRating(invented.word) ?? 0) >= BELIEVABLE_RATING);
  if (believed.length > 0) return believed;
  return ranked.slice(0, Math.max(1, Math.ceil(ranked.length / 3)));
}

/** Of the spellings, one whose letters the batch's fakes have had least so far (ties drawn at random). */
function leastExcess(
  options: readonly InventedWord[],
  choices: GraftChoices,
  random: RandomSource,
): InventedWord {
  const excesses = options.map((invented) => choices.spellingExcess(invented.word));
  const least = Math.min(...excesses);
  return pickOne(
    options.filter((_, index) => excesses[index] === least),
    random,
  );
}

interface Shape {
  ending: string;
  fake: InventedWord;
  realOption: string;
  alternatives: [string, string, string];
}

/** An invented word, a real option and three invented alternatives, all with one ending that suits the meaning. */
function shapeFor(
  donor: Donor,
  sources: GraftSources,
  choices: GraftChoices,
  random: RandomSource,
): Shape | undefined {
  const meaning = donor.candidate;
  if (!choices.wantsFittingParts()) return shapeAmong(donor, sources, choices, random, () => true);
  // Real words' parts often carry their meaning (a -meter measures, a hydr- word has water in it): while the
  // fakes have fewer such words than the real words, a fake is first sought among more of its sense's endings
  // for a spelling whose parts the meaning says, then as usual.
  const fitsMeaning = partsFitOf(meaning.definition);
  return (
    shapeAmong(donor, sources, choices, random, fitsMeaning, FITTING_SHAPE_DRAWS) ??
    shapeAmong(donor, sources, choices, random, () => true)
  );
}

/** A test of spellings built once for each meaning's definition: a meaning is tried in several passes of a batch. */
function oncePerDefinition(build: (definition: string) => (word: string) => boolean) {
  const built = new Map<string, (word: string) => boolean>();
  return (definition: string) => {
    let test = built.get(definition);
    if (!test) {
      test = build(definition);
      built.set(definition, test);
    }
    return test;
  };
}

/**
 * Whether a spelling's parts carry the meaning. Not un-, re-, over- or -ness: a real word is rarely spelled so
 * (a handful in the bank) and a fake would be. Nor a root of two or three letters (ot-, man-, sal-): the chain
 * writes those in every other word, and seeking them would only crowd the fakes with their letters.
 */
const partsFitOf = oncePerDefinition((definition) =>
  partsFitDefinition(definition, { withEnglishAffixes: false, leastRootLetters: 4 }),
);

/** Whether a spelling shows a part the meaning does not carry (word-parts-fit.ts `clashingPart`). */
const clashesOf = oncePerDefinition((definition) => {
  const clashingPart = partsClashingWith(definition);
  return (word) => clashingPart(word) !== undefined;
});

/** More endings are tried for a spelling whose parts fit: few invented words of any one shape have them. */
const FITTING_SHAPE_DRAWS = SHAPE_DRAWS * 12;

function shapeAmong(
  donor: Donor,
  sources: GraftSources,
  choices: GraftChoices,
  random: RandomSource,
  accepts: (word: string) => boolean,
  draws = SHAPE_DRAWS,
): Shape | undefined {
  const { pool, rareRealWords } = sources;
  const meaning = donor.candidate;
  // Once the fakes show as many parts their meanings do not carry as the real words, no more: a reader of
  // roots calls necr- in a word for a relapse invented.
  const mayClash = choices.mayClash();
  const clashes = clashesOf(meaning.definition);
  for (const { ending, length } of shapesFor(meaning, sources.senseEndings, random, draws)) {
    if (!choices.mayFitSpelling(ending, length)) continue;
    const group = pool.byEnding.get(ending);
    if (!group) continue;
    const options = fitting(
      group,
      length,
      meaning.wordClass,
      ending,
      (word) => choices.isTaken(word) || choices.isShownAsInvented(word) || !choices.fitsSpelling(word),
    ).filter((invented) => accepts(invented.word) && (mayClash || !clashes(invented.word)));
    if (options.length === 0) continue;
    const fake = leastExcess(mostNatural(options), choices, random);
    const realOption = rareRealWords.pick(
      ending,
      fake.word.length,
      (word) => donor.names.includes(word) || choices.isTaken(word),
      choices.optionUses,
      random,
    );
    if (!realOption) continue;
    const alternatives = pickFakeAlternatives(
      group
        .filter((invented) => invented !== fake && !choices.isTaken(invented.word))
        .map((invented) => invented.word),
      realOption.length,
      new Set([fake.word]),
      random,
    );
    if (alternatives) return { ending, fake, realOption, alternatives };
  }
  return undefined;
}

/** What readers made of a spelling, for the provenance, when they rated it. */
function readersRated(rating: number | undefined): string {
  return rating === undefined ? '' : `, readers rated the spelling ${rating} of 5`;
}

/**
 * A grafted fake (reworked): an invented word that ends as the donor does
 * takes the donor's meaning, with a sentence borrowed from a neighbouring meaning (never the donor's own
 * example). Its follow-up asks which word is real: a different, rare real word with the same ending among
 * three invented words with that ending, so the answer is knowledge, not the word whose meaning was just
 * shown. Undefined when the pool, the sentences or the rare words have nothing that fits.
 */
export function graftFakeWord(
  donor: Donor,
  sources: GraftSources,
  choices: GraftChoices,
  random: RandomSource,
): GraftedFake | undefined {
  const meaning = donor.candidate;
  const shape = shapeFor(donor, sources, choices, random);
  if (!shape) return undefined;
  const { ending, fake, realOption, alternatives } = shape;
  const usage = chooseUsage(fake.word, meaning, donor.sentences(), donor.names, choices, random);
  if (!usage) return undefined;
  // The follow-up's real word must not be on the screen already ("crosse" in "the river crossing"): the donor
  // is tried again in a later pass, with another shape.
  if (findWordForm(usage.sentence, realOption) !== undefined) return undefined;
  const stem = fake.word.slice(0, fake.word.length - ending.length);
  const rating = judgedRating(fake.word);
  const knownSuffix = isKnownSuffix(ending, meaning.wordClass);
  const word: GraftedFake['word'] = {
    word: fake.word,
    definition: meaning.definition,
    usage: usage.sentence,
    isReal: false,
    category: meaning.category,
    language: 'english',
    wordClass: meaning.wordClass,
    explanation: donor.writtenKind
      ? explainWrittenFake(stem, ending, meaning.wordClass, knownSuffix)
      : explainGraftedFake(stem, ending, meaning.wordClass, knownSuffix, meaning.word),
    wordsReal: realOption,
    wordsFake1: alternatives[0],
    wordsFake2: alternatives[1],
    wordsFake3: alternatives[2],
    provenance:
      `Fake: stem '${stem}' from a character Markov chain (order 3) + ending '-${ending}' of ` +
      (donor.writtenKind
        ? `real words of the sense, meaning written for the game, a kind of ${donor.writtenKind.name} ` +
          `(WordNet 3.1 ${donor.writtenKind.key}; ` +
          (donor.siblingOf === undefined ? '' : `written beside the real meaning ${donor.siblingOf}; `) +
          `no WordNet gloss says it); `
        : (meaning.word.toLowerCase().endsWith(ending)
            ? `the donor '${meaning.word}' (`
            : `real words of the sense, meaning of the donor '${meaning.word}' (`) +
          `WordNet 3.1 ${meaning.synsetKey}, ${meaning.lexFile}; no common word names it); `) +
      `spelling classifier P(real) ${fake.naturalness.toFixed(2)}${readersRated(rating)}; usage: ${usage.provenance}; follow-up: ` +
      `the rare real word '${realOption}' with the same ending; absent from every word list checked; not one ` +
      'edit from a common word, not a real word plus an affix.',
  };
  return { word, usage, realOption, look: fakeLook(fake.naturalness, rating) };
}
