import { createSeededRandom, shuffle, type RandomSource } from '@bluffle/shared-schema';
import {
  englishFakeAlternatives,
  indexDonors,
  proposeEnglishFake,
  type DonorIndex,
} from './english-fake-proposal';
import { indexGlossesByStem } from './echoing-distractors';
import { DefinitionSharing } from './definition-sharing';
import { isFree, newBatch, type Batch } from './english-batch';
import { graftFakeWord, type Donor, type GraftedFake } from './english-fake-words';
import { describeRealWord, toRealWord, type RealWordContext } from './english-real-words';
import { frequencyRanks, rarityOf } from '../common/frequency-ranks';
import {
  commonestNameRank,
  familiarNamesOf,
  familiarityBand,
  namesOfMeaning,
  type FamiliarityBand,
} from './meaning-familiarity';
import { collectRareRealWords, type RareRealWords } from './rare-real-words';
import { writtenMeanings } from './written-meanings';
import { writtenUsageSource } from './written-usage';
import { definitionLengthBand } from './definition-length';
import { writtenUsageFor } from './real-word-usages';
import {
  formAgreesWithClass,
  isOneWordSwap,
  nearestTierFirst,
  otherSenseSources,
  sameMeaningSources,
  sentenceFrame,
  sentenceSources,
  type SentenceSource,
} from './sense-sentences';
import { categorySentences, type CategorySentence } from './category-sentences';
import { chooseUsage, type WordUsage } from './word-usage';
import { balanceTemplates } from './template-balance';
import { pickWrongDefinitions } from '../common/distractors';
import { MAX_FAKE_LENGTH, rejectFakeWord, type FakeWordRejection } from './fake-word-filters';
import type { GeneratedWord } from '../common/generated-word';
import { gradeFakesAsTheRealWords } from './difficulty';
import { collectGlossOptions } from './gloss-pool';
import { collectSenseEndings, inventedStemOf, type SenseEndings } from './graft';
import { inventPool, type InventedPool } from './invented-pool';
import { indexLetterRuns } from './letter-runs';
import { loadLexicon, type Lexicon } from './lexicon';
import { cachedComputation } from '../common/load-cache';
import { trainMarkovModel } from '../common/markov-model';
import { ownWordSources } from './own-word-sentences';
import { hasOffensiveGloss } from '../common/profanity';
import {
  collectMeanings,
  collectRealWordCandidates,
  glossRevealsWord,
  isUsableExample,
  type RealWordCandidate,
} from './real-word-candidates';
import { rewordedDefinitions } from './reworded-definition';
import { shareQuotas } from './share-quotas';
import { spellingQuotas } from './spelling-quotas';
import { definitionWordShares } from './definition-word-shares';
import { clashingPart, fittingPart } from './word-parts-fit';
import { frameUsesOf, reaches, templateBudget, type Allowance, type LendingReach } from './usage-budget';
import { findWordForm, toSentence } from '../common/usage-sentence';
import type { WordInspection } from '../common/word-inspection';
import type { LanguagePipeline, WrongDefinitionTarget } from '../language-pipeline';
import { englishFakeProblems } from './english-fake-problems';

/** The pool is invented once per load with this seed; each request then draws from it with its own seed. */
const POOL_SEED = 7;
const MARKOV_ORDER = 3;

export interface EnglishGeneratorOptions {
  /** Markov samples for the invented pool: more gives more fakes to choose from, and takes longer to load. */
  draws?: number;
  /** Share of the filtered invented words kept, the most real-looking first. */
  keepShare?: number;
}

/** The English pipeline, with what only English offers (rejectAsFake, stats). */
export interface EnglishGenerator extends LanguagePipeline {
  generate(count: number, random: RandomSource, isTaken: (word: string) => boolean): GeneratedWord[];
  isKnownRealWord(word: string): boolean;
  /**
   * The word's dictionary entry as a real word (Fill-in): every field when it makes a fair question, else
   * every field WordNet gives, the rest blank; undefined when WordNet has no usable sense.
   */
  lookupRealWord(word: string, random: RandomSource): GeneratedWord | undefined;
  /** Why `word` could not be a fake (a known word, a typo of a common one, profanity...), or undefined. */
  rejectAsFake(word: string): FakeWordRejection | undefined;
  /** What WordNet and the word lists say about a typed word (the wordsmith's Validate). */
  inspect(word: string): WordInspection;
  /** A grafted FAKE entry for a typed word (the wordsmith's Fill-in), or undefined when no donor fits. */
  proposeFake(word: string, random: RandomSource): GeneratedWord | undefined;
  /** Up to three invented words from the pool to offer beside a fake word, none of `excluded`. */
  fakeAlternatives(word: string, excluded: ReadonlySet<string>, random: RandomSource): string[];
  /** Up to three WordNet glosses of the class that are fair wrong answers beside `definition`. */
  wrongDefinitions(target: WrongDefinitionTarget, random: RandomSource): string[];
  /** Counts, for benchmarks and the README. */
  readonly stats: {
    knownForms: number;
    realCandidates: number;
    /** Meanings a fake may borrow: no common word names them. */
    donorMeanings: number;
    inventedPool: number;
  };
}

/** A wordsmith's definition may be longer or shorter than WordNet's glosses: a second, looser try. */
const LOOSE_LENGTH_RATIO = { min: 0.25, max: 4 };

/**
 * A common word's first usable WordNet sense, as a candidate: too common to be a game question (so not among
 * the candidates), but a wordsmith may still fill one in. It counts as easy.
 */
function commonWordCandidate(
  word: string,
  lexicon: Lexicon,
  minGlossLength = 10,
): RealWordCandidate | undefined {
  for (const [wordClass, keys] of lexicon.wordNet.senses.get(word) ?? []) {
    for (const [senseRank, key] of keys.entries()) {
      const synset = lexicon.wordNet.synsets.get(key);
      if (!synset?.lemmas.includes(word) || synset.gloss.length < minGlossLength) continue;
      if (hasOffensiveGloss(synset.gloss) || glossRevealsWord(synset.gloss, word)) continue;
      const example = synset.examples.find((candidate) => isUsableExample(candidate, word));
      return {
        word,
        wordClass,
        lexFile: synset.lexFile,
        category: synset.category,
        definition: synset.gloss,
        example: example === undefined ? undefined : toSentence(example),
        takesObject: synset.takesObject,
        difficulty: 'easy',
        scowlLevel: lexicon.lists.scowlLevel.get(word),
        subtlexCount: lexicon.lists.subtlexCount.get(word) ?? 0,
        senseRank,
        synsetKey: key,
        lendsEnding: true,
      };
    }
  }
  return undefined;
}

/** The fakes must look like the real words they stand beside: the playable ones, not WordNet at large. */
function realWordsForClassifier(candidates: readonly RealWordCandidate[]): string[] {
  return [...new Set(candidates.map((candidate) => candidate.word))].sort();
}

interface WordSources {
  /** Real-word candidates with a difficulty: the ones that may be asked. */
  playable: readonly RealWordCandidate[];
  /** Meanings a fake may borrow: no common word names them . */
  donors: readonly Donor[];
  pool: InventedPool;
  rareRealWords: RareRealWords;
  senseEndings: SenseEndings;
  realContext: RealWordContext;
  /** Sentences for a real word: its meaning's with a synonym, its neighbours', then its other senses'. */
  sentencesOf(candidate: RealWordCandidate): readonly SentenceSource[];
  /** Sentences written for the kind of thing the meaning is, with `word` in them (category-sentences.ts). */
  kindSentencesOf(word: string, candidate: RealWordCandidate): readonly CategorySentence[];
  /** Whether a sentence was written for the real word's sense (real-word-usages.ts). */
  hasWrittenUsage(candidate: RealWordCandidate): boolean;
  /**
   * How familiar another word for the meaning is (meaning-familiarity.ts): for a real word, its meaning's
   * names but the word itself; for a fake (no `shownWord`), every name of the meaning it borrows.
   */
  familiarityOf(candidate: RealWordCandidate, shownWord?: string): FamiliarityBand;
}

/**
 * A real word asked in the game: one whose meaning has no familiar other name. Fakes never borrow a meaning a
 * common word names , so a real word that shows one ("pardner: an associate in an
 * activity", "derby: a felt hat that is round and hard") would be called real by that alone.
 */
const isAskable = (sources: WordSources, candidate: RealWordCandidate) =>
  sources.familiarityOf(candidate, candidate.word) !== 'familiar' &&
  // No fake is longer (fake-word-filters.ts): a real word of 14 letters or more is real by its length alone.
  candidate.word.length <= MAX_FAKE_LENGTH;

/**
 * The share of a batch's real words, and the same share of its fakes, that get a template sentence, so the
 * kind of sentence never tells. A template says nothing of the meaning ("The felly had been in the family for
 * generations"), and readers called such sentences odd on both sides. At 0.19, while the fakes' borrowed
 * sentences ran out first, 18.7% of each side showed one; with a sentence written for every written meaning
 * and for the rare real words (written-usage.ts), 0.02 leaves 1.9%.
 */
const TEMPLATE_SHARE = 0.02;

/**
 * The share of a batch's real words, and the same share of its fakes, that get a sentence written for their
 * meaning's kind (category-sentences.ts) rather than one written for the meaning itself, so the kind of
 * sentence never tells. Kind sentences were once needed for fakes whose meaning lent no fitting sentence (0.72
 * left 1.0% misfitting); once every written meaning had a sentence of its own they are the odd ones: readers
 * called nearly every kind sentence or template a fake showed filler ("She spoke openly about her ervity", 13 of
 * 14 in two reads) and 6 of 15 on real words, against 3 of 91 sentences written for a meaning. The share could
 * not fall while the two sides' written sentences were written apart: the real words' (written knowing the
 * word) stated facts, the fakes' told scenes, and a word learner read them at 0.62 AUC, which the kind sentences
 * diluted (0.533 at 0.35, 0.590 at 0.15). Written side-blind (word-generator/tools/side-blind-sentences.ts:
 * writers saw a definition and a style drawn at random, never the word or its side), 0.15 reads 0.534 and
 * leaves kind sentences on 11% of each side; 0.05 reads 0.574, as what the meanings are about still differs
 * (the fakes' meanings are more often of farms, ships and seasons) and the sentences say it.
 */
const CATEGORY_SHARE = 0.15;

/**
 * The most of a batch's real words whose meaning has another name in some word list (a familiarity band other
 * than `unseen`). A fake's written meaning has no other name, so a real word whose meaning has one leans real
 * by that alone: at 6%, a player who goes by the band is right on at most 53% of calls. Real words whose
 * meanings no other word names were too few with sentences of their own until sentences were written for them
 * (real-word-usages.ts): the 2026-11 bank's real words had another name for 15.8% of their meanings.
 */
const REAL_NAMED_SHARE = 0.06;

/** A real word's own example, when its word is used in the class the player is told. */
function ownExampleOf(candidate: RealWordCandidate, batch: Batch): WordUsage | undefined {
  const example = candidate.example;
  if (
    example === undefined ||
    batch.usedExamples.has(example) ||
    frameUsesOf(batch, sentenceFrame(example, candidate.word)) > 0
  )
    return undefined;
  const occurrence = findWordForm(example, candidate.word);
  if (!occurrence || !formAgreesWithClass(candidate.word, occurrence.text, candidate.wordClass))
    return undefined;
  return { sentence: example, isTemplate: false, provenance: 'its own WordNet example' };
}

/**
 * Which kind of sentence a pass over the real words tries: the bank takes all of one kind before the next,
 * near meanings' sentences before the others (sense-sentences.ts).
 */
type UsageStage = 'own' | 'same-meaning' | LendingReach | 'category' | 'template';

/** Usages of one kind to try for a real word: its own example; sentences borrowed for it; a template. */
function* usagesFor(
  candidate: RealWordCandidate,
  stage: UsageStage,
  sources: WordSources,
  batch: Batch,
  budget: ReturnType<typeof templateBudget>,
): Generator<WordUsage> {
  if (stage === 'own') {
    const own = ownExampleOf(candidate, batch);
    if (own) yield own;
    return;
  }
  if (stage === 'category') {
    const onlyKind = {
      canBorrow: () => false,
      categorySentence: budget.categorySentence,
      canUseTemplate: () => false,
    };
    const written = chooseUsage(candidate.word, candidate, [], [], onlyKind, batch.random);
    if (written) yield written;
    return;
  }
  if (stage === 'template') {
    const onlyTemplate = { ...budget, categorySentence: undefined };
    const template = chooseUsage(candidate.word, candidate, [], [], onlyTemplate, batch.random);
    if (template) yield template;
    return;
  }
  const noTemplate = {
    canBorrow: (source: SentenceSource) =>
      (stage === 'same-meaning' ? source.nearness === stage : reaches(source, stage)) &&
      budget.canBorrow(source),
    canUseTemplate: () => false,
  };
  for (const source of sources.sentencesOf(candidate)) {
    const usage = chooseUsage(candidate.word, candidate, [source], [], noTemplate, batch.random);
    if (usage) yield usage;
  }
}

/**
 * The real word with the first usage that lets its follow-up be fair: a sentence may share words with every
 * rewording of the meaning, and another sentence may not .
 */
function realWordWithUsage(
  candidate: RealWordCandidate,
  stage: UsageStage,
  sources: WordSources,
  batch: Batch,
  budget: ReturnType<typeof templateBudget>,
): { real: GeneratedWord; usage: WordUsage } | undefined {
  let tries = 0;
  for (const usage of usagesFor(candidate, stage, sources, batch, budget)) {
    const real = toRealWord(candidate, usage, sources.realContext, batch.random);
    if (real) return { real, usage };
    tries += 1;
    if (tries >= 6) return undefined;
  }
  return undefined;
}

/**
 * The real words' stages, in order (`addRealWords`). No distant sibling's sentence: it mostly reads as
 * nonsense, and a real word that reads wrong is a real word called fake (the bank test holds it at none).
 */
const REAL_STAGES = [
  'own',
  'same-meaning',
  'fitting',
  'category',
  'near',
  'fair',
  'template',
] as const satisfies readonly UsageStage[];

/**
 * Adds up to `count` real words, one kind of sentence per stage: their own example first, for words with no
 * sentence written for their sense (a written one is tried first in the later stages), then their meaning
 * written with a synonym, then sentences that fit them (lending-fit.ts), then sentences
 * written for their meaning's kind, then other sentences their neighbours lend, nearest first, then
 * templates. Each stage stops once the count is made, so a small batch (the wordsmith's Summon) looks at a few
 * hundred words, not every one.
 */
function addRealWords(sources: WordSources, batch: Batch, count: number, allowance: Allowance): number {
  const shuffled = shuffle(sources.playable, batch.random);
  const budget = templateBudget(batch, allowance);
  const kindCount = allowance.kindSentences?.count ?? 0;
  const namedAtMost = Math.round(count * REAL_NAMED_SHARE);
  let named = 0;
  let made = 0;
  for (const stage of REAL_STAGES) {
    // The first stages leave the kind sentences' share to theirs, and every stage the templates' to the last.
    const stageCount =
      stage === 'template'
        ? count
        : ['own', 'same-meaning', 'fitting'].includes(stage)
          ? count - allowance.templates - kindCount
          : count - allowance.templates;
    for (const candidate of shuffled) {
      if (made >= stageCount) break;
      // WordNet's own examples are often fragments ("The desultory conversation characteristic of cocktail
      // parties") that readers called odd, and no fake has one.
      if (stage === 'own' && (candidate.example === undefined || sources.hasWrittenUsage(candidate)))
        continue;
      if (!isFree(batch, candidate.word)) continue;
      if (!isAskable(sources, candidate)) continue;
      const isNamed = sources.familiarityOf(candidate, candidate.word) !== 'unseen';
      if (isNamed && named >= namedAtMost) continue;
      const result = realWordWithUsage(candidate, stage, sources, batch, budget);
      if (!result) continue;
      if (isNamed) named += 1;
      const { real, usage } = result;
      budget.spend(real.word, usage);
      batch.realEntries.push({ candidate, usage, word: real });
      if (candidate.example !== undefined) batch.usedExamples.add(candidate.example);
      batch.used.add(real.word);
      batch.words.push(real);
      made += 1;
    }
  }
  return made;
}

/**
 * Adds up to `count` fakes, `templates` of them with a template sentence and the rest with sentences borrowed
 * from their meaning's neighbours, nearest first, each class up to its share of the real words; meanings of
 * words the game does not ask first, so the fakes leave the real words their meanings.
 */
function addFakeWords(sources: WordSources, batch: Batch, count: number, allowance: Allowance): void {
  const { templates } = allowance;
  const kindCount = allowance.kindSentences?.count ?? 0;
  const sharing = new DefinitionSharing(batch.realEntries.map((entry) => entry.word.definition));
  // Meanings no real word shows first, so the real words' definitions go to fakes only for what else is short.
  const showsReal = (donor: Donor) => Number(sharing.isShownByReal(donor.candidate.definition));
  // Written meanings first: a real one is named by a word some player knows. Of those, the ones written beside
  // a real meaning first: they have the real words' subjects and register, so the topic does not tell.
  const isBorrowed = (donor: Donor) => Number(donor.writtenKind === undefined);
  const isFreelyWritten = (donor: Donor) => Number(donor.siblingOf === undefined);
  const ordered = shuffle(sources.donors, batch.random).sort(
    (left, right) =>
      isBorrowed(left) - isBorrowed(right) ||
      isFreelyWritten(left) - isFreelyWritten(right) ||
      showsReal(left) - showsReal(right) ||
      Number(left.candidate.difficulty !== undefined) - Number(right.candidate.difficulty !== undefined),
  );
  let made = 0;
  // Each class, each band of how familiar another word for the meaning is, and each band of definition length,
  // up to the real words' share: so neither the class shown (nor the endings that go with it), nor knowing
  // another word for the meaning, nor the length of the definition tells.
  const classes = shareQuotas(
    batch.realEntries.map((entry) => entry.word.wordClass),
    count,
  );
  const bands = shareQuotas(
    batch.realEntries.map(({ candidate }) => sources.familiarityOf(candidate, candidate.word)),
    count,
  );
  const lengths = shareQuotas(
    batch.realEntries.map((entry) => definitionLengthBand(entry.word.definition)),
    count,
  );
  const spelling = spellingQuotas(
    batch.words.filter((word) => word.isReal).map((word) => word.word),
    count,
  );
  // As many fakes as real words whose parts carry their meaning: a reader of roots has no side to lean on.
  const partsFit = shareQuotas(
    batch.realEntries.map(({ word }) => fittingPart(word.word, word.definition) !== undefined),
    count,
  );
  // And no more fakes than real words whose parts say something their meaning does not (clashingPart).
  const partsClash = shareQuotas(
    batch.realEntries.map(({ word }) => clashingPart(word.word, word.definition) !== undefined),
    count,
  );
  // And the words of the fakes' definitions within the real definitions' shares ("only", "one's").
  const definitionWords = definitionWordShares(
    batch.realEntries.map(({ word }) => word.definition),
    count,
  );
  const borrowing = { upTo: count - templates, templates: 0, kinds: false, tier: 'distant' as LendingReach };
  const templated = { upTo: count, templates, kinds: false, tier: 'distant' as LendingReach };
  const kinds = { ...borrowing, kinds: true };
  const passes = [
    // Sentences that fit the word first, as for the real words, leaving the kind sentences their share;
    // then sentences written for the meaning's kind, instead of a sibling's or a distant meaning's.
    {
      ...borrowing,
      upTo: count - templates - kindCount,
      tier: 'fitting' as const,
      byClass: true,
      bySpelling: true,
    },
    { ...kinds, byClass: true, bySpelling: true },
    { ...kinds, byClass: true, bySpelling: false },
    { ...kinds, byClass: false, bySpelling: false },
    // Then near meanings' sentences, nearest first.
    ...(['fitting', 'near', 'fair', 'distant'] as const).map((tier) => ({
      ...borrowing,
      tier,
      byClass: true,
      bySpelling: true,
    })),
    // The spelling shares give way to the batch's size first, then the classes' shares; never to templates.
    { ...borrowing, byClass: true, bySpelling: false },
    { ...borrowing, byClass: false, bySpelling: false },
    { ...templated, byClass: true, bySpelling: true },
    { ...templated, byClass: true, bySpelling: false },
    { ...templated, byClass: false, bySpelling: false },
    // Only when the sentences ran short: the batch keeps its size, and its template share grows a little.
    {
      upTo: count,
      templates: count,
      kinds: false,
      tier: 'distant' as LendingReach,
      byClass: false,
      bySpelling: false,
    },
  ];
  let kindsMade = 0;
  const madeFakes: Pick<GraftedFake, 'word' | 'look'>[] = [];
  for (const pass of passes) {
    const kindSentences =
      pass.kinds && allowance.kindSentences
        ? { ...allowance.kindSentences, count: kindCount - kindsMade }
        : undefined;
    const budget = templateBudget(
      batch,
      { templates: pass.templates, side: allowance.side, kindSentences },
      pass.tier,
    );
    const choices = {
      ...budget,
      // The template and kind passes give only theirs: a borrowed sentence there would change the shares.
      canBorrow: (source: SentenceSource) => pass.templates === 0 && !pass.kinds && budget.canBorrow(source),
      isTaken: (word: string) => !isFree(batch, word),
      isShownAsInvented: (word: string) => batch.shownAsInvented.has(word),
      fitsSpelling: (word: string) => !pass.bySpelling || spelling.fits(word),
      mayFitSpelling: (ending: string, length: number) => !pass.bySpelling || spelling.mayFit(ending, length),
      spellingExcess: spelling.excess,
      wantsFittingParts: () => !partsFit.isFull(true),
      mayClash: () => !partsClash.isFull(true),
      optionUses: batch.optionUses,
    };
    // No sentence is a reason to show a meaning some word names: once the written meanings a pass can take are
    // used, the fakes take fewer kind sentences or templates than the real words instead, and only the last
    // pass (the batch's size) falls back on a real meaning.
    const takesWrittenOnly = pass !== passes[passes.length - 1];
    for (const donor of ordered) {
      if (made >= pass.upTo) break;
      if (!sharing.allows(donor.candidate.definition, pass.byClass)) continue;
      const { wordClass } = donor.candidate;
      // The familiarity bands hold wherever the classes do: they give way together, and only to the size. A
      // written meaning is past them: no word names it, and the real words mostly show such meanings too.
      const band = sources.familiarityOf(donor.candidate);
      const isBandFull = donor.writtenKind === undefined && bands.isFull(band);
      const length = definitionLengthBand(donor.candidate.definition);
      if (pass.byClass && (classes.isFull(wordClass) || isBandFull || lengths.isFull(length))) continue;
      if (pass.bySpelling && !definitionWords.fits(donor.candidate.definition)) continue;
      // The sentence passes lend borrowed sentences only (looked up as it goes, so a small batch looks up
      // few) and the kind passes their kind's sentences: a donor with none left to give is passed over before
      // its word is invented.
      if (pass.kinds && !budget.mayGiveKindSentence(donor.candidate)) continue;
      if (takesWrittenOnly && donor.writtenKind === undefined) continue;
      if (pass.templates === 0 && !pass.kinds && !donor.sentences().some(choices.canBorrow)) continue;
      const fake = graftFakeWord(donor, sources, choices, batch.random);
      if (!fake) continue;
      budget.spend(fake.word.word, fake.usage);
      if (fake.usage.isCategory) kindsMade += 1;
      // The donor's own example would read as the fake's twin beside it: no real word may use it either.
      if (donor.candidate.example !== undefined) batch.usedExamples.add(donor.candidate.example);
      batch.usedMeanings.add(donor.candidate.synsetKey);
      sharing.take(donor.candidate.definition);
      definitionWords.take(donor.candidate.definition);
      batch.used.add(fake.word.word);
      spelling.take(fake.word.word);
      partsFit.take(fittingPart(fake.word.word, fake.word.definition) !== undefined);
      partsClash.take(clashingPart(fake.word.word, fake.word.definition) !== undefined);
      // Its invented follow-up options are shown as not real: none may come up later as a question.
      for (const word of [fake.word.wordsFake1, fake.word.wordsFake2, fake.word.wordsFake3])
        if (word !== undefined) batch.shownAsInvented.add(word);
      madeFakes.push({ word: fake.word, look: fake.look });
      classes.take(wordClass);
      bands.take(band);
      lengths.take(length);
      made += 1;
    }
  }
  // Graded together, as the real words are: the batch's difficulties mean the same on both sides.
  const realDifficulties = batch.realEntries.map((entry) => entry.word.difficulty);
  for (const { fake, difficulty } of gradeFakesAsTheRealWords(madeFakes, realDifficulties)) {
    batch.words.push({ ...fake.word, difficulty });
  }
}

/** Loads WordNet, the word lists, the Markov chain and the invented pool: seconds, so once per process. */
export function loadEnglishGenerator(options: EnglishGeneratorOptions = {}): EnglishGenerator {
  // Each step below is the same for the same code and data, so each is kept on disk (load-cache.ts): reading
  // WordNet and the word lists is a third of a load, and the candidates and the invented pool were the slowest.
  const lexicon = cachedComputation('lexicon', {}, loadLexicon);
  const candidates = cachedComputation('real-word-candidates', {}, () =>
    collectRealWordCandidates(lexicon.wordNet, lexicon),
  );
  const playable = candidates.filter((candidate) => candidate.difficulty !== undefined);
  const glossesByClass = collectGlossOptions(lexicon.wordNet);
  // Twice the draws the pool took before the seam check (letter-runs.ts), which drops half the words.
  const poolOptions = { draws: options.draws ?? 300_000, keepShare: options.keepShare ?? 0.25 };
  const pool: InventedPool = cachedComputation('invented-pool', poolOptions, () =>
    inventPool(
      trainMarkovModel(lexicon.trainingWords, MARKOV_ORDER),
      lexicon,
      indexLetterRuns(lexicon.trainingWords),
      realWordsForClassifier(playable),
      poolOptions,
      createSeededRandom(POOL_SEED),
    ),
  );
  const ranks = frequencyRanks(lexicon.lists);
  const realContext: RealWordContext = {
    glossesByClass,
    glossesByStem: indexGlossesByStem(glossesByClass),
    rewordedDefinitionsOf: (candidate) => {
      const synset = lexicon.wordNet.synsets.get(candidate.synsetKey);
      return synset ? rewordedDefinitions(candidate.word, synset, lexicon.wordNet) : [];
    },
    rarityOf: (candidate) => rarityOf(candidate.word, ranks, candidate.subtlexCount),
  };
  // WordNet repeats some glosses and examples across synsets: an example of any synset with the meaning's
  // gloss is the meaning's own, never lent back to it.
  const examplesByGloss = new Map<string, Set<string>>();
  for (const synset of lexicon.wordNet.synsets.values()) {
    const examples = examplesByGloss.get(synset.gloss) ?? new Set<string>();
    for (const example of synset.examples) examples.add(example);
    examplesByGloss.set(synset.gloss, examples);
  }
  const sentenceCache = new Map<string, SentenceSource[]>();
  const sentencesOf = (candidate: RealWordCandidate): SentenceSource[] => {
    let sentences = sentenceCache.get(candidate.synsetKey);
    if (!sentences) {
      const synset = lexicon.wordNet.synsets.get(candidate.synsetKey);
      const own = examplesByGloss.get(candidate.definition);
      sentences = synset
        ? [...sentenceSources(synset, lexicon.wordNet), ...ownWordSources(synset, lexicon.wordNet)]
            .filter(
              // Nor one a word away from it ("the building was faced with..." beside "...refaced with...").
              (source) => ![...(own ?? [])].some((example) => isOneWordSwap(source.example, example)),
            )
            .sort(nearestTierFirst)
        : [];
      sentenceCache.set(candidate.synsetKey, sentences);
    }
    return sentences;
  };
  const realSentenceCache = new Map<string, SentenceSource[]>();
  const writtenUsageOf = writtenUsageFor();
  const realSentencesOf = (candidate: RealWordCandidate): SentenceSource[] => {
    const key = `${candidate.word}|${candidate.synsetKey}`;
    let sentences = realSentenceCache.get(key);
    if (!sentences) {
      const synset = lexicon.wordNet.synsets.get(candidate.synsetKey);
      // A sentence written for it (real-word-usages.ts) first: it fits, as its own example would.
      const written = writtenUsageOf(candidate.word, candidate.synsetKey);
      sentences = synset
        ? [
            ...(written === undefined ? [] : [writtenUsageSource(written)]),
            ...sameMeaningSources(candidate.word, synset, lexicon.wordNet),
            ...sentencesOf(candidate),
            ...otherSenseSources(candidate.word, synset, lexicon.wordNet),
          ].sort(nearestTierFirst)
        : [];
      realSentenceCache.set(key, sentences);
    }
    return sentences;
  };
  // Meanings written for fakes first (written-meanings.ts): no word names them. Then, while they are too few
  // for a bank, real meanings no common word names.
  // Checking each written meaning against every gloss takes about a second: kept on disk like the candidates.
  const written = cachedComputation('written-meanings', {}, () => writtenMeanings(lexicon.wordNet));
  const writtenSynsets = new Map(written.map(({ synset }) => [synset.key, synset]));
  const synsetOf = (key: string) => lexicon.wordNet.synsets.get(key) ?? writtenSynsets.get(key);
  const donors: Donor[] = written.map(({ candidate, kind, usage, siblingOf }) => {
    // No real meaning's neighbours to lend a sentence: its own written one, or one written for its kind.
    const sentences = usage === undefined ? [] : [writtenUsageSource(usage)];
    const sibling = siblingOf === undefined ? {} : { siblingOf };
    return { candidate, writtenKind: kind, names: [], sentences: () => sentences, ...sibling };
  });
  // The real meanings no familiar word names (kept on disk: most of the rest of a load).
  const unnamedMeanings = cachedComputation('unnamed-meanings', {}, () =>
    collectMeanings(lexicon.wordNet, lexicon).filter((candidate) => {
      const synset = lexicon.wordNet.synsets.get(candidate.synsetKey);
      return synset !== undefined && familiarNamesOf(synset, lexicon.wordNet, ranks).length === 0;
    }),
  );
  for (const candidate of unnamedMeanings) {
    const synset = lexicon.wordNet.synsets.get(candidate.synsetKey);
    if (!synset) continue;
    donors.push({
      candidate,
      names: namesOfMeaning(synset, lexicon.wordNet),
      sentences: () => sentencesOf(candidate),
    });
  }

  const candidatesByWord = new Map<string, RealWordCandidate>();
  for (const candidate of candidates) {
    if (!candidatesByWord.has(candidate.word)) candidatesByWord.set(candidate.word, candidate);
  }
  const familiarityCache = new Map<string, FamiliarityBand>();
  const sources: WordSources = {
    playable,
    donors,
    pool,
    rareRealWords: collectRareRealWords(
      lexicon.lists,
      lexicon.wordNet,
      ranks,
      new Set(playable.map((candidate) => candidate.word)),
    ),
    senseEndings: collectSenseEndings(playable),
    realContext,
    sentencesOf: realSentencesOf,
    hasWrittenUsage: (candidate) => writtenUsageOf(candidate.word, candidate.synsetKey) !== undefined,
    kindSentencesOf: (word, candidate) => {
      const synset = synsetOf(candidate.synsetKey);
      return synset ? categorySentences(word, synset, lexicon.wordNet) : [];
    },
    familiarityOf: (candidate, shownWord) => {
      const key = `${candidate.synsetKey}|${shownWord ?? ''}`;
      let band = familiarityCache.get(key);
      // No word names a meaning written for a fake.
      if (writtenSynsets.has(candidate.synsetKey)) return 'unseen';
      if (band === undefined) {
        const synset = lexicon.wordNet.synsets.get(candidate.synsetKey);
        band = familiarityBand(
          synset ? commonestNameRank(synset, lexicon.wordNet, ranks, shownWord) : Number.POSITIVE_INFINITY,
        );
        familiarityCache.set(key, band);
      }
      return band;
    },
  };
  function generate(
    count: number,
    random: RandomSource,
    isTaken: (word: string) => boolean,
  ): GeneratedWord[] {
    const batch = newBatch(isTaken, random);
    const realCount = Math.floor(count / 2) + (count % 2 === 1 && random() < 0.5 ? 1 : 0);
    // Real words first (they take the meanings they show), then fakes. Giving the fakes first pick of the
    // neighbours' sentences was tried: it left the real words short and put more sentences from distant
    // meanings in the bank in all. The real words take no template of their own: once the fakes are made,
    // real words of the same kind take each template as often as the fakes do (template-balance.ts).
    const allowanceFor = (words: number, side: 'real' | 'fake', kindShare: number): Allowance => ({
      templates: side === 'real' ? 0 : Math.round(words * TEMPLATE_SHARE),
      side,
      kindSentences: { count: Math.round(words * kindShare), of: sources.kindSentencesOf, side },
    });
    const reals = addRealWords(sources, batch, realCount, allowanceFor(realCount, 'real', CATEGORY_SHARE));
    const fakeCount = count - reals;
    // The fakes take kind sentences as often as the real words found them (fewer than CATEGORY_SHARE when the
    // real words' kinds ran short and they took sentences written for them instead), so the kind never tells.
    const realKindShare =
      reals === 0 ? CATEGORY_SHARE : batch.realEntries.filter(({ usage }) => usage.isCategory).length / reals;
    addFakeWords(sources, batch, fakeCount, allowanceFor(fakeCount, 'fake', realKindShare));
    const spares = shuffle(sources.playable, random).filter(
      (candidate) =>
        isFree(batch, candidate.word) &&
        !batch.usedMeanings.has(candidate.synsetKey) &&
        isAskable(sources, candidate),
    );
    const remade = balanceTemplates(
      batch.realEntries,
      spares,
      batch.templateUses,
      (candidate, usage) => toRealWord(candidate, usage, sources.realContext, random),
      random,
    );
    const replaced = new Map([...remade].map(([before, after]) => [before.word, after.word]));
    return shuffle(
      batch.words.map((word) => replaced.get(word) ?? word),
      random,
    );
  }

  // Built at the first wordsmith Fill-in, not at load: the bank build and the admin's Generate never need it.
  let donorIndex: DonorIndex | undefined;

  return {
    generate,
    isKnownRealWord: (word) => lexicon.knownWords.has(word.trim().toLowerCase()),
    lookupRealWord: (word, random) => {
      const lower = word.trim().toLowerCase();
      // A short gloss ('loiter': "be about") is a poor question but still the word's meaning to start from.
      const candidate =
        candidatesByWord.get(lower) ??
        commonWordCandidate(lower, lexicon) ??
        commonWordCandidate(lower, lexicon, 1);
      if (!candidate) return undefined;
      // A common word is no game question, but a wordsmith may still fill one in: it counts as easy.
      const asked = { ...candidate, difficulty: candidate.difficulty ?? 'easy' };
      const anyUsage = { canBorrow: () => true, canUseTemplate: () => true };
      const usage =
        (candidate.example === undefined
          ? undefined
          : { sentence: candidate.example, isTemplate: false, provenance: 'its own WordNet example' }) ??
        chooseUsage(lower, candidate, realSentencesOf(candidate), [], anyUsage, random);
      return describeRealWord(asked, usage, realContext, random);
    },
    rejectAsFake: (word) => {
      const lower = word.trim().toLowerCase();
      return rejectFakeWord(lower, inventedStemOf(lower), lexicon);
    },
    inspect: (text) => {
      const word = text.trim().toLowerCase();
      return {
        word,
        isKnownRealWord: lexicon.knownWords.has(word),
        coverage: 'full',
        dictionaryClasses: [...(lexicon.wordNet.senses.get(word)?.keys() ?? [])],
        fakeProblems: englishFakeProblems(word, lexicon),
      };
    },
    proposeFake: (word, random) => {
      donorIndex ??= indexDonors(candidates);
      return proposeEnglishFake(word, donorIndex, pool, random);
    },
    fakeAlternatives: (word, excluded, random) =>
      englishFakeAlternatives(word.trim().toLowerCase(), pool, excluded, random),
    wrongDefinitions: (target, random) => {
      const word = target.word.trim().toLowerCase();
      // WordNet's category for the word, when it has one in this class: same-category glosses sound alike.
      const firstSense = lexicon.wordNet.senses.get(word)?.get(target.wordClass)?.[0];
      const lexFile = (firstSense && lexicon.wordNet.synsets.get(firstSense)?.lexFile) ?? '';
      const full = { ...target, word, lexFile };
      return (
        pickWrongDefinitions(full, glossesByClass, random) ??
        pickWrongDefinitions(full, glossesByClass, random, LOOSE_LENGTH_RATIO) ??
        []
      );
    },
    stats: {
      knownForms: lexicon.knownWords.size,
      realCandidates: playable.length,
      donorMeanings: donors.length,
      inventedPool: pool.size,
    },
  };
}
