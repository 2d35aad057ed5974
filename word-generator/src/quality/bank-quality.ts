import { createSeededRandom, shuffle, type RandomSource } from '@bluffle/shared-schema';
import { contentStems } from '../common/distractors';
import { COMMON_RANK, type FrequencyRanks } from '../common/frequency-ranks';
import { indexGlosses, type GlossIndex } from '../english/gloss-index';
import { judgedNameOf } from '../english/judged-named-meanings';
import { clashingPart, fittingPart } from '../english/word-parts-fit';
import { FILIPINO_REAL_WORDS } from '../filipino/filipino-real-data';
import {
  commonestNameRank,
  familiarNamesOf,
  familiarityBand,
  namesOfMeaning,
  type FamiliarityBand,
} from '../english/meaning-familiarity';
import { rocAuc, trainSpellingModel } from '../common/naturalness-classifier';
import { trainTextModel } from './text-classifier';
import { ownWordSources } from '../english/own-word-sentences';
import type { SeedWord } from '../common/seed-word';
import { believableSpelling, type BelievableSpelling } from './believable-spelling';
import {
  isLentAt,
  isOneWordSwap,
  otherSenseSources,
  sameMeaningSources,
  sentenceFrame,
  sentenceFrom,
  sentenceSources,
  type LendingTier,
  type SentenceSource,
} from '../english/sense-sentences';
import { usageMisfit, type UsageMisfit } from './usage-fit';
import type { Synset, WordNet } from '../common/wordnet-reader';

// What makes a word easy to call, measured on a built bank. Each measure is the
// share of words that give themselves away one way; `npm run words:quality` prints them and the bank's tests
// hold the ones that must be zero.

export interface QualityLexicon {
  wordNet: WordNet;
  ranks: FrequencyRanks;
  /** Synsets by their gloss: the meaning a definition shows. */
  synsetsByGloss: ReadonlyMap<string, readonly Synset[]>;
}

export { isOneWordSwap };

export function indexSynsetsByGloss(wordNet: WordNet): Map<string, Synset[]> {
  const byGloss = new Map<string, Synset[]>();
  for (const synset of wordNet.synsets.values()) {
    const list = byGloss.get(synset.gloss);
    if (list) list.push(synset);
    else byGloss.set(synset.gloss, [synset]);
  }
  return byGloss;
}

export interface Share {
  count: number;
  of: number;
  share: number;
  examples: string[];
}

function shareOf<T>(items: readonly T[], isCounted: (item: T) => boolean, name: (item: T) => string): Share {
  const counted = items.filter(isCounted);
  return {
    count: counted.length,
    of: items.length,
    share: items.length === 0 ? 0 : counted.length / items.length,
    examples: counted.slice(0, 5).map(name),
  };
}

const describe = (word: SeedWord) => word.word;

/** The synsets whose meaning a word's definition shows. */
function meaningsOf(word: SeedWord, lexicon: QualityLexicon): readonly Synset[] {
  return lexicon.synsetsByGloss.get(word.definition) ?? [];
}

/** A written meaning's provenance names its kind (english-fake-words.ts). */
const WRITTEN_KIND = /meaning written for the game, a kind of .+? \(WordNet 3\.1 (\w+:\d+);/;

/** Whether a fake shows a meaning written for the game (written-meanings.ts), not a real word's. */
export function hasWrittenMeaning(word: SeedWord): boolean {
  return WRITTEN_KIND.test(word.provenance ?? '');
}

/** A written meaning's provenance names the real meaning it was written beside, if any (english-fake-words.ts). */
const WRITTEN_BESIDE = /; written beside the real meaning \w+:\d+;/;

/**
 * Whether a fake shows a meaning written beside a real WordNet meaning (written-meaning.ts, `siblingOf`): the real
 * words' fields and register, where meanings written freely leaned to village, farm and boat.
 */
export function hasSiblingMeaning(word: SeedWord): boolean {
  return WRITTEN_BESIDE.test(word.provenance ?? '');
}

/**
 * A written meaning as the synset it was filed as: under its kind, as it takes an object or not (a verb's
 * kind has sentences for each).
 */
function writtenMeaningsOf(word: SeedWord, lexicon: QualityLexicon): readonly Synset[] {
  const kindKey = WRITTEN_KIND.exec(word.provenance ?? '')?.[1];
  const kind = kindKey === undefined ? undefined : lexicon.wordNet.synsets.get(kindKey);
  if (!kind) return [];
  return [true, false].map((takesObject) => ({
    ...kind,
    key: `written:${word.word}`,
    gloss: word.definition,
    lemmas: [],
    examples: [],
    hypernyms: [kind.key],
    hyponyms: [],
    related: [],
    takesObject,
  }));
}

/**
 * The synset a real word's provenance names ("synset noun:08481460"), or a written meaning's, else the synsets
 * its definition shows.
 */
function ownMeaningsOf(word: SeedWord, lexicon: QualityLexicon): readonly Synset[] {
  if (hasWrittenMeaning(word)) return writtenMeaningsOf(word, lexicon);
  const key = /\bsynset (\w+:\d+)/.exec(word.provenance ?? '')?.[1];
  const named = key === undefined ? undefined : lexicon.wordNet.synsets.get(key);
  return named ? [named] : meaningsOf(word, lexicon);
}

const glossIndexes = new WeakMap<WordNet, GlossIndex>();

/**
 * Whether a definition says what a WordNet gloss says: the same text, three in four of their content words'
 * stems shared (Jaccard), or all of its own in the gloss (gloss-index.ts). A meaning a
 * gloss says is a meaning some word names.
 */
export function isWordNetGloss(definition: string, lexicon: QualityLexicon): boolean {
  let index = glossIndexes.get(lexicon.wordNet);
  if (!index) {
    index = indexGlosses(lexicon.wordNet);
    glossIndexes.set(lexicon.wordNet, index);
  }
  return index.isCloseToSomeGloss(definition);
}

/** Why a word's usage sentence does not fit the word (usage-fit.ts), or undefined when it does. */
export function misfitOfUsage(word: SeedWord, lexicon: QualityLexicon): UsageMisfit | undefined {
  return usageMisfit(word, ownMeaningsOf(word, lexicon), lexicon.wordNet);
}

/** A fake whose borrowed meaning has a common word (kibbutz, shrapnel, imprison). */
export function hasFamiliarMeaning(word: SeedWord, lexicon: QualityLexicon): boolean {
  return meaningsOf(word, lexicon).some(
    (synset) => familiarNamesOf(synset, lexicon.wordNet, lexicon.ranks).length > 0,
  );
}

/**
 * The SUBTLEX rank of the commonest other word for the meaning a word shows (a real word's own name left
 * out): what a player who reasons "I know a word for that" goes by. Infinity when there is none.
 */
export function commonestOtherNameRank(word: SeedWord, lexicon: QualityLexicon): number {
  const meanings = word.isReal ? ownMeaningsOf(word, lexicon) : meaningsOf(word, lexicon);
  const shown = word.isReal ? word.word : undefined;
  return Math.min(
    Number.POSITIVE_INFINITY,
    ...meanings.map((synset) => commonestNameRank(synset, lexicon.wordNet, lexicon.ranks, shown)),
  );
}

/** The share of each side's words in each familiarity band (meaning-familiarity.ts). */
export function familiarityBands(
  words: readonly SeedWord[],
  lexicon: QualityLexicon,
): Partial<Record<FamiliarityBand, { real: number; fake: number }>> {
  const bands: Partial<Record<FamiliarityBand, { real: number; fake: number }>> = {};
  const reals = words.filter((word) => word.isReal).length;
  const fakes = words.length - reals;
  for (const word of words) {
    const band = familiarityBand(commonestOtherNameRank(word, lexicon));
    const shares = (bands[band] ??= { real: 0, fake: 0 });
    if (word.isReal) shares.real += 1 / reals;
    else shares.fake += 1 / fakes;
  }
  return bands;
}

/**
 * How many calls a player gets right who goes by the band alone (calling real where real words are more
 * often found, fake elsewhere): 50% when the bands tell nothing. Not an AUC: the tell need not run one way
 * (familiar meanings were all real words', the known and less known ones mostly fakes').
 */
export function familiarityTell(
  bands: Partial<Record<FamiliarityBand, { real: number; fake: number }>>,
): number {
  return Object.values(bands).reduce((sum, { real, fake }) => sum + Math.max(real, fake) / 2, 0);
}

/** A fake whose usage is its donor's own WordNet example with the word swapped. */
export function usesDonorExample(word: SeedWord, lexicon: QualityLexicon): boolean {
  return meaningsOf(word, lexicon).some((synset) =>
    synset.examples.some((example) => isOneWordSwap(word.usage, example)),
  );
}

/** A fake whose follow-up's right answer names the meaning just shown. */
export function followupAnsweredByDonor(word: SeedWord, lexicon: QualityLexicon): boolean {
  const answer = word.wordsReal?.toLowerCase();
  if (!answer) return false;
  return meaningsOf(word, lexicon).some((synset) => namesOfMeaning(synset, lexicon.wordNet).includes(answer));
}

/** What phase one showed of a word: its definition and its usage sentence. */
function phaseOneText(word: SeedWord): string {
  return `${word.definition} ${word.usage}`;
}

function sharesStemWith(text: string, stems: ReadonlySet<string>): boolean {
  for (const stem of contentStems(text)) if (stems.has(stem)) return true;
  return false;
}

/**
 * A real word's follow-up answered by matching the screen: its right option shares a content word (stem) with
 * what phase one showed, and not every wrong option does.
 */
export function answerableByMatching(word: SeedWord): boolean {
  const shown = contentStems(phaseOneText(word));
  const right = word.definitionCorrect;
  if (!right || !sharesStemWith(right, shown)) return false;
  const wrong = [word.definitionFake1, word.definitionFake2, word.definitionFake3];
  return !wrong.every((option) => option !== undefined && sharesStemWith(option, shown));
}

/** The usage with the word's form taken out and a/an evened: what is left is the sentence's frame. */
export function frameOf(word: Pick<SeedWord, 'word' | 'usage'>): string {
  return sentenceFrame(word.usage, word.word);
}

/** The provenance of a sentence borrowed from another meaning (word-usage.ts). */
const BORROWED = /usage: borrowed WordNet example of [^(]*\('([^']+)'\)/;

/**
 * A borrowed usage that no meaning lends as written down to `tier` (sense-sentences.ts). Beyond `fair`: taken
 * from a distant sibling ("Luminescence is the smuggler's enemy"), which mostly reads as nonsense; beyond
 * `distant`: from a grandparent or further, or with the word swapped out of a compound ("He has a job meter
 * hypsometry..."), which the generator never does.
 */
export function borrowedBeyond(word: SeedWord, tier: LendingTier, lexicon: QualityLexicon): boolean {
  const lemma = BORROWED.exec(word.provenance ?? '')?.[1];
  if (lemma === undefined) return false;
  // The provenance names the word swapped out: only its sentences need swapping back in.
  const lent = (source: SentenceSource) =>
    source.lemma === lemma &&
    isLentAt(source.nearness, tier) &&
    sentenceFrom(source, word.word, word.wordClass, []) === word.usage;
  return !meaningsOf(word, lexicon).some(
    (synset) =>
      synset.wordClass === word.wordClass &&
      (sentenceSources(synset, lexicon.wordNet).some(lent) ||
        ownWordSources(synset, lexicon.wordNet).some(lent) ||
        (word.isReal &&
          [
            ...sameMeaningSources(word.word, synset, lexicon.wordNet),
            ...otherSenseSources(word.word, synset, lexicon.wordNet),
          ].some(lent))),
  );
}

/** A frame used by this many words or more says nothing about any one of them. */
export const GENERIC_FRAME_USES = 3;

/** A word whose usage was written for its meaning's kind (category-sentences.ts). */
export const usesCategorySentence = (word: SeedWord) =>
  (word.provenance ?? '').includes('usage: category sentence');

/** A word whose usage was written for its own meaning (written-meaning.ts, real-word-usages.ts). */
export const usesWrittenSentence = (word: SeedWord) =>
  (word.provenance ?? '').includes('usage: a sentence written for its meaning');

/**
 * Words whose usage sentence is a frame shared with other words of the same language. A sentence written for
 * a kind of meaning narrower than a lexicographer file (category-sentences.ts) is not one: it could not be
 * said of any word of the file, and the fit measure checks it was written for the word's kind. Those are
 * counted on their own (`categorySentencesReal`, `categorySentencesFake`), real against fake.
 */
export function genericFrameWords(words: readonly SeedWord[]): Set<SeedWord> {
  const uses = new Map<string, number>();
  const frames = new Map<SeedWord, string>();
  for (const word of words) {
    if (usesCategorySentence(word)) continue;
    const frame = `${word.language}|${frameOf(word)}`;
    frames.set(word, frame);
    uses.set(frame, (uses.get(frame) ?? 0) + 1);
  }
  return new Set(words.filter((word) => (uses.get(frames.get(word) ?? '') ?? 0) >= GENERIC_FRAME_USES));
}

/**
 * The widest gap, over word classes, between the share of real words and the share of fakes of that class:
 * the class is shown in play, so a class mostly real (adjective: 20% of real words, 8% of fakes) is a tell.
 */
export function classShareGap(reals: readonly SeedWord[], fakes: readonly SeedWord[]): number {
  const shareOfClass = (words: readonly SeedWord[], wordClass: string) =>
    words.length === 0 ? 0 : words.filter((word) => word.wordClass === wordClass).length / words.length;
  const classes = new Set([...reals, ...fakes].map((word) => word.wordClass));
  return Math.max(
    0,
    ...[...classes].map((wordClass) =>
      Math.abs(shareOfClass(reals, wordClass) - shareOfClass(fakes, wordClass)),
    ),
  );
}

/**
 * How well the length of a text alone (in words) tells real words from fakes, longer scoring as real: 0.5
 * when it tells nothing. A learner of words misses it, and a player sees it at a glance: the Filipino fakes'
 * written glosses ran longer than the real entries' (a meaning no everyday word names rarely fits in three).
 */
export function lengthAuc(words: readonly SeedWord[], textOf: (word: SeedWord) => string): number {
  return rocAuc(words.map((word) => ({ isReal: word.isReal, score: textOf(word).split(/\s+/).length })));
}

/**
 * The real and the fake words, each shuffled, and how many of each a learner takes so that neither kind
 * outweighs the other (spellingAuc, and the features the quality script prints).
 */
export function shuffledByKind<W extends { isReal: boolean }>(
  words: readonly W[],
  random: RandomSource,
): { reals: W[]; fakes: W[]; perKind: number } {
  const reals = shuffle(
    words.filter((word) => word.isReal),
    random,
  );
  const fakes = shuffle(
    words.filter((word) => !word.isReal),
    random,
  );
  return { reals, fakes, perKind: Math.min(reals.length, fakes.length) };
}

/** Spelling alone, fake vs real: a character n-gram learner trained on half, scored on the other half. */
export function spellingAuc(words: readonly SeedWord[], splits = 5): number {
  const aucs: number[] = [];
  for (let seed = 1; seed <= splits; seed += 1) {
    const random = createSeededRandom(seed);
    const { reals, fakes, perKind } = shuffledByKind(words, random);
    const half = Math.floor(perKind / 2);
    const model = trainSpellingModel([...reals.slice(0, half), ...fakes.slice(0, half)], { random });
    const test = [...reals.slice(half, perKind), ...fakes.slice(half, perKind)];
    aucs.push(rocAuc(test.map((word) => ({ isReal: word.isReal, score: model.score(word.word) }))));
  }
  return aucs.reduce((sum, auc) => sum + auc, 0) / aucs.length;
}

/** What of a word's screen a text learner reads: its usage with the word masked, its definition, or both. */
export const SHOWN_TEXTS = {
  usage: (word: SeedWord) => frameOf(word),
  definition: (word: SeedWord) => word.definition,
  usageAndDefinition: (word: SeedWord) => `${frameOf(word)} ${word.definition}`,
} as const;

/**
 * Fake vs real by what `textOf` shows (a usage with the word masked, a definition): a naive Bayes learner on
 * words and word pairs (text-classifier.ts) trained on half of a balanced split, its ROC AUC on the other half,
 * the mean over `splits` seeded splits. What a player who has seen a few games could learn from the sentences.
 */
export function textAuc(words: readonly SeedWord[], textOf: (word: SeedWord) => string, splits = 10): number {
  const aucs: number[] = [];
  for (let seed = 1; seed <= splits; seed += 1) {
    const { reals, fakes, perKind } = shuffledByKind(words, createSeededRandom(seed));
    const half = Math.floor(perKind / 2);
    const train = [...reals.slice(0, half), ...fakes.slice(0, half)];
    const model = trainTextModel(train.map((word) => ({ text: textOf(word), isReal: word.isReal })));
    const test = [...reals.slice(half, perKind), ...fakes.slice(half, perKind)];
    aucs.push(rocAuc(test.map((word) => ({ isReal: word.isReal, score: model.score(textOf(word)) }))));
  }
  return aucs.reduce((sum, auc) => sum + auc, 0) / aucs.length;
}

/** A frame this far to one side (real or fake) teaches a player its side. */
export const LEANING_SHARE = 0.75;

/**
 * Words whose usage frame (the usage with the word masked), shared by `GENERIC_FRAME_USES` words or more, is
 * used at least `LEANING_SHARE` by one side: "Her answer struck everyone as X" three times in four on a fake.
 */
export function leaningFrameWords(words: readonly SeedWord[]): SeedWord[] {
  const sides = new Map<string, { real: number; fake: number }>();
  const frameOfWord = (word: SeedWord) => `${word.language}|${frameOf(word)}`;
  for (const word of words) {
    const uses = sides.get(frameOfWord(word)) ?? { real: 0, fake: 0 };
    uses[word.isReal ? 'real' : 'fake'] += 1;
    sides.set(frameOfWord(word), uses);
  }
  return words.filter((word) => {
    const uses = sides.get(frameOfWord(word)) ?? { real: 0, fake: 0 };
    const total = uses.real + uses.fake;
    return total >= GENERIC_FRAME_USES && Math.max(uses.real, uses.fake) >= LEANING_SHARE * total;
  });
}

export interface LanguageQuality {
  language: string;
  reals: number;
  fakes: number;
  spellingAuc: number;
  /** English: how many fakes a reader believes by spelling alone (believable-spelling.ts). */
  believableSpelling?: BelievableSpelling;
  /** Fake vs real by the usage with the word masked, the definition, and both (`textAuc`). */
  usageAuc: number;
  /**
   * The same learner on the words whose sentence was written for their meaning only: what the sides' writing
   * says, which the shared kind sentences and templates otherwise dilute (CATEGORY_SHARE, english-generator.ts).
   */
  writtenUsageAuc?: number;
  definitionAuc: number;
  usageAndDefinitionAuc: number;
  /** Fake vs real by the length of the usage and of the definition alone (`lengthAuc`). */
  usageLengthAuc: number;
  definitionLengthAuc: number;
  /** Words in a frame shared by 3+ words and leaning 75%+ to one side (`leaningFrameWords`). */
  leaningFrames: Share;
  /** The widest gap between the real and fake shares of one word class (`classShareGap`). */
  classShareGap: number;
  genericFramesReal: Share;
  genericFramesFake: Share;
  /** Usages written for the meaning's kind (category-sentences.ts): the same share for both, or it tells. */
  categorySentencesReal?: Share;
  categorySentencesFake?: Share;
  /** English only (the measures read WordNet). */
  familiarMeanings?: Share;
  /** Real words whose meaning has another word among the commonest (the fakes' `familiarMeanings`). */
  familiarMeaningsReal?: Share;
  /** The shares of each side by how common another word for the meaning is (`familiarityBands`). */
  familiarityBands?: Partial<Record<FamiliarityBand, { real: number; fake: number }>>;
  donorExamples?: Share;
  /** Fakes whose definition is a WordNet gloss or a close paraphrase of one (`isWordNetGloss`). */
  fakesShowingAGloss?: Share;
  /** Fakes whose written meaning readers named a word or term for (`judgedNameOf`). */
  fakesWithJudgedName?: Share;
  /** Fakes showing a meaning written for the game (`hasWrittenMeaning`). */
  fakesWithWrittenMeaning?: Share;
  /** Fakes showing a meaning written beside a real one (`hasSiblingMeaning`). */
  fakesWithSiblingMeaning?: Share;
  /**
   * Each side's words whose parts carry their meaning (word-parts-fit.ts: a classical root the definition
   * names, or an ending or affix whose sense it says): a reader of roots trusts them only while both sides
   * have them alike.
   */
  partsFitReal?: Share;
  partsFitFake?: Share;
  /** Each side's words showing a classical root or ending their meaning does not carry (`clashingPart`). */
  partsClashReal?: Share;
  partsClashFake?: Share;
  /** Borrowed usages no near or fair meaning lends as written (a distant sibling's, a broken compound). */
  borrowedFromAfarReal?: Share;
  borrowedFromAfarFake?: Share;
  fakeFollowupsByDonor?: Share;
  /** Usages that do not fit their word (usage-fit.ts): a frame or a lent sentence written for another kind. */
  misfitUsagesReal?: Share;
  misfitUsagesFake?: Share;
  realFollowupsByMatching: Share;
  commonRealWords?: Share;
  /**
   * Fakes showing the very definition of a real word in the bank. A Filipino speaker who knows that word names
   * it, and a returning player who saw the definition on both tells them apart.
   */
  fakesShowingRealDefinition?: Share;
  /** English: real words showing another real word's definition (the pairs that balance the ones above). */
  realsShowingRealDefinition?: Share;
  /** Filipino only: fakes borrowing the meaning of an entry marked hasEverydayWord (a speaker names it). */
  fakesWithEverydayMeaning?: Share;
}

const EVERYDAY_FILIPINO_DEFINITIONS = new Map(
  FILIPINO_REAL_WORDS.filter((entry) => entry.hasEverydayWord === true).map((entry) => [
    entry.definition,
    entry.word,
  ]),
);

/** Fakes showing the meaning of a Filipino entry every speaker has a word for. */
export function fakesWithEverydayMeaning(fakes: readonly SeedWord[]): Share {
  return shareOf(
    fakes,
    (word) => EVERYDAY_FILIPINO_DEFINITIONS.has(word.definition),
    (word) => `${word.word} = ${EVERYDAY_FILIPINO_DEFINITIONS.get(word.definition) ?? ''}`,
  );
}

/** Fakes whose definition is word for word that of a real word of the same bank. */
export function fakesShowingRealDefinition(reals: readonly SeedWord[], fakes: readonly SeedWord[]): Share {
  const shown = new Map(reals.map((word) => [word.definition, word.word]));
  return shareOf(
    fakes,
    (word) => shown.has(word.definition),
    (word) => `${word.word} = ${shown.get(word.definition) ?? ''} (${word.definition})`,
  );
}

/** Real words whose definition is word for word that of another real word of the same bank. */
export function realsShowingRealDefinition(reals: readonly SeedWord[]): Share {
  const count = new Map<string, number>();
  for (const word of reals) count.set(word.definition, (count.get(word.definition) ?? 0) + 1);
  return shareOf(
    reals,
    (word) => (count.get(word.definition) ?? 0) > 1,
    (word) => `${word.word} (${word.definition})`,
  );
}

/** Every measure for one language of a bank. */
export function measureLanguage(
  words: readonly SeedWord[],
  language: string,
  lexicon: QualityLexicon | undefined,
): LanguageQuality {
  const inLanguage = words.filter((word) => word.language === language);
  const reals = inLanguage.filter((word) => word.isReal);
  const fakes = inLanguage.filter((word) => !word.isReal);
  const generic = genericFrameWords(inLanguage);
  const isGeneric = (word: SeedWord) => generic.has(word);
  const leaning = new Set(leaningFrameWords(inLanguage));
  // English only: Filipino sentences are all written for their word, so the learner above reads them already.
  const written = inLanguage.filter(usesWrittenSentence);
  const writtenUsage =
    written.some((word) => word.isReal) && written.some((word) => !word.isReal)
      ? { writtenUsageAuc: textAuc(written, SHOWN_TEXTS.usage) }
      : {};
  const quality: LanguageQuality = {
    language,
    reals: reals.length,
    fakes: fakes.length,
    spellingAuc: spellingAuc(inLanguage),
    usageAuc: textAuc(inLanguage, SHOWN_TEXTS.usage),
    ...writtenUsage,
    definitionAuc: textAuc(inLanguage, SHOWN_TEXTS.definition),
    usageAndDefinitionAuc: textAuc(inLanguage, SHOWN_TEXTS.usageAndDefinition),
    usageLengthAuc: lengthAuc(inLanguage, SHOWN_TEXTS.usage),
    definitionLengthAuc: lengthAuc(inLanguage, SHOWN_TEXTS.definition),
    leaningFrames: shareOf(
      inLanguage,
      (word) => leaning.has(word),
      (word) => word.usage,
    ),
    classShareGap: classShareGap(reals, fakes),
    genericFramesReal: shareOf(reals, isGeneric, (word) => word.usage),
    genericFramesFake: shareOf(fakes, isGeneric, (word) => word.usage),
    realFollowupsByMatching: shareOf(reals, answerableByMatching, describe),
  };
  quality.fakesShowingRealDefinition = fakesShowingRealDefinition(reals, fakes);
  if (language === 'english') quality.realsShowingRealDefinition = realsShowingRealDefinition(reals);
  if (language === 'filipino') {
    quality.fakesWithEverydayMeaning = fakesWithEverydayMeaning(fakes);
  }
  if (language === 'english') quality.believableSpelling = believableSpelling(fakes);
  if (language === 'english' && lexicon) {
    quality.familiarMeanings = shareOf(
      fakes,
      (word) => hasFamiliarMeaning(word, lexicon),
      (word) => `${word.word} (${word.definition})`,
    );
    quality.familiarMeaningsReal = shareOf(
      reals,
      (word) => familiarityBand(commonestOtherNameRank(word, lexicon)) === 'familiar',
      (word) => `${word.word} (${word.definition})`,
    );
    quality.familiarityBands = familiarityBands(inLanguage, lexicon);
    quality.categorySentencesReal = shareOf(reals, usesCategorySentence, (word) => word.usage);
    quality.categorySentencesFake = shareOf(fakes, usesCategorySentence, (word) => word.usage);
    quality.fakesShowingAGloss = shareOf(
      fakes,
      (word) => isWordNetGloss(word.definition, lexicon),
      (word) => `${word.word} (${word.definition})`,
    );
    quality.fakesWithJudgedName = shareOf(
      fakes,
      (word) => judgedNameOf(word.definition) !== undefined,
      (word) => `${word.word} (${word.definition}: ${judgedNameOf(word.definition)})`,
    );
    const partsFit = (word: SeedWord) => fittingPart(word.word, word.definition) !== undefined;
    const describeFit = (word: SeedWord) =>
      `${word.word} (${fittingPart(word.word, word.definition)?.part}: ${word.definition})`;
    quality.partsFitReal = shareOf(reals, partsFit, describeFit);
    quality.partsFitFake = shareOf(fakes, partsFit, describeFit);
    const partsClash = (word: SeedWord) => clashingPart(word.word, word.definition) !== undefined;
    const describeClash = (word: SeedWord) =>
      `${word.word} (${clashingPart(word.word, word.definition)}: ${word.definition})`;
    quality.partsClashReal = shareOf(reals, partsClash, describeClash);
    quality.partsClashFake = shareOf(fakes, partsClash, describeClash);
    quality.fakesWithWrittenMeaning = shareOf(
      fakes,
      hasWrittenMeaning,
      (word) => `${word.word} (${word.definition})`,
    );
    quality.fakesWithSiblingMeaning = shareOf(
      fakes,
      hasSiblingMeaning,
      (word) => `${word.word} (${word.definition})`,
    );
    quality.donorExamples = shareOf(
      fakes,
      (word) => usesDonorExample(word, lexicon),
      (word) => word.usage,
    );
    const misfits = new Map<SeedWord, UsageMisfit>();
    for (const word of inLanguage) {
      const misfit = misfitOfUsage(word, lexicon);
      if (misfit !== undefined) misfits.set(word, misfit);
    }
    const misfitName = (word: SeedWord) => `${word.usage} (${word.word}: ${misfits.get(word)})`;
    quality.misfitUsagesReal = shareOf(reals, (word) => misfits.has(word), misfitName);
    quality.misfitUsagesFake = shareOf(fakes, (word) => misfits.has(word), misfitName);
    const isFromAfar = (word: SeedWord) => borrowedBeyond(word, 'fair', lexicon);
    quality.borrowedFromAfarReal = shareOf(reals, isFromAfar, (word) => word.usage);
    quality.borrowedFromAfarFake = shareOf(fakes, isFromAfar, (word) => word.usage);
    quality.fakeFollowupsByDonor = shareOf(
      fakes,
      (word) => followupAnsweredByDonor(word, lexicon),
      (word) => `${word.word} -> ${word.wordsReal}`,
    );
    quality.commonRealWords = shareOf(
      reals,
      (word) => lexicon.ranks.isAmong(word.word, COMMON_RANK),
      describe,
    );
  }
  return quality;
}
