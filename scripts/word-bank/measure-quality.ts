// `npm run words:quality [-- --bank <file>] [--samples N] [--features N]`: how hard the built bank's words are to
// call . Prints each measure beside its target, then sample words as a player sees them;
// --features N prints the English words' lengths and the N n-grams a spelling learner leans on most each way.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createSeededRandom, shuffle } from '@bluffle/shared-schema';
import {
  FAMILIARITY_BANDS,
  frequencyRanks,
  loadWordLists,
  readWordNet,
  type SeedWord,
  type WordBankFile,
} from '@bluffle/word-generator';
import {
  familiarityTell,
  indexSynsetsByGloss,
  measureFilipinoQuality,
  measureLanguage,
  misfitOfUsage,
  type LanguageQuality,
  type QualityLexicon,
  type Share,
} from '@bluffle/word-generator/quality';
import { printFeatures, printLengths } from './spelling-features';

const TARGETS = {
  spellingAuc: { english: 0.58, filipino: 0.6 } as Record<string, number>,
  /** A learner reading the usage (word masked), the definition, or both, trained on half (brief). */
  textAuc: 0.6,
  familiarMeanings: 0.03,
  familiarityTell: 0.55,
  donorExamples: 0,
  /** Fakes whose definition a WordNet gloss says: each one's meaning has a name some reader knows. */
  fakesShowingAGloss: 0,
  fakesWithJudgedName: 0,
  /** The most the real and fake shares of words whose parts carry their meaning may differ. */
  partsFitGap: 0.05,
  genericFrames: 0.2,
  fakeFollowupsByDonor: 0,
  realFollowupsByMatching: 0.05,
  /** Usages that do not fit their word, each of real and fake, and the most the two shares may differ. */
  misfitUsages: 0.1,
  misfitUsageGap: 0.03,
  /** The most the real and fake shares of sentences written for a meaning's kind may differ. */
  categorySentenceGap: 0.03,
};

/** A line comparing the real and fake shares of one measure, with the most they may differ. */
function gapLine(label: string, real: Share | undefined, fake: Share | undefined, target: number): void {
  if (!real || !fake) return;
  const gap = Math.abs(real.share - fake.share);
  console.log(
    `  ${label}: ${percent(gap)}   [target <= ${percent(target)}: ${gap <= target + 1e-9 ? 'met' : 'MISSED'}]`,
  );
}

/**
 * The real and fake shares of one measure (`real <what>`, `fake <what>`, each against `eachTarget` when set), then
 * the gap between them against `gapTarget`.
 */
function sidesAndGap(
  what: string,
  gapName: string,
  [real, fake]: [Share | undefined, Share | undefined],
  gapTarget: number,
  eachTarget?: number,
): void {
  line(`real ${what}`, real, eachTarget);
  line(`fake ${what}`, fake, eachTarget);
  gapLine(`gap between the real and fake shares of ${gapName}`, real, fake, gapTarget);
}

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

function line(label: string, share: Share | undefined, target?: number): void {
  if (!share) return;
  const verdict =
    target === undefined
      ? ''
      : `   [target <= ${percent(target)}: ${share.share <= target ? 'met' : 'MISSED'}]`;
  console.log(`  ${label}: ${percent(share.share)} (${share.count} of ${share.of})${verdict}`);
  if (share.count > 0) console.log(`      e.g. ${share.examples.join(' | ')}`);
}

function report(quality: LanguageQuality): void {
  const aucTarget = TARGETS.spellingAuc[quality.language] ?? 0.6;
  console.log(`\n${quality.language}: ${quality.reals} real, ${quality.fakes} fake`);
  console.log(
    `  spelling AUC (fake vs real, trained on half): ${quality.spellingAuc.toFixed(3)}   [target <= ${aucTarget}: ${quality.spellingAuc <= aucTarget ? 'met' : 'MISSED'}]`,
  );
  const believable = quality.believableSpelling;
  if (believable !== undefined) {
    console.log(
      `  fakes a reader believes by spelling alone (rated 3+ of 5; ${believable.rated} of ${believable.of} rated, the rest by the ratings' model): ${percent(believable.share)}`,
    );
  }
  // Far below 0.5 is a tell too: the held-out half reads like the other side of the trained half, as when
  // fakes and real words share their texts (a learner told of the pairing would score 1 - AUC).
  const aucLine = (label: string, auc: number) =>
    console.log(
      `  ${label}: ${auc.toFixed(3)}   [target ${(1 - TARGETS.textAuc).toFixed(2)}-${TARGETS.textAuc.toFixed(2)}: ${Math.abs(auc - 0.5) <= TARGETS.textAuc - 0.5 ? 'met' : 'MISSED'}]`,
    );
  const learner = 'AUC (fake vs real, naive Bayes on words and pairs, trained on half)';
  aucLine(`usage (word masked) ${learner}`, quality.usageAuc);
  if (quality.writtenUsageAuc !== undefined) {
    aucLine(`  of the sentences written for their meaning alone ${learner}`, quality.writtenUsageAuc);
  }
  aucLine(`definition ${learner}`, quality.definitionAuc);
  aucLine(`usage + definition ${learner}`, quality.usageAndDefinitionAuc);
  aucLine('usage length alone AUC (longer scoring real)', quality.usageLengthAuc);
  aucLine('definition length alone AUC (longer scoring real)', quality.definitionLengthAuc);
  line('words in a frame of 3+ words leaning 75%+ to one side', quality.leaningFrames);
  console.log(
    `  widest gap between the real and fake shares of a word class: ${percent(quality.classShareGap)}`,
  );
  line(
    'fakes whose meaning has a common word (SUBTLEX top 30,000 or a small dictionary)',
    quality.familiarMeanings,
    TARGETS.familiarMeanings,
  );
  line(
    'real words whose meaning has another common word (SUBTLEX top 30,000 or a small dictionary)',
    quality.familiarMeaningsReal,
    TARGETS.familiarMeanings,
  );
  if (quality.familiarityBands !== undefined) {
    const tell = familiarityTell(quality.familiarityBands);
    console.log(
      `  calls right by how common another word for the meaning is: ${percent(tell)}   [target <= ${percent(TARGETS.familiarityTell)}: ${tell <= TARGETS.familiarityTell ? 'met' : 'MISSED'}]`,
    );
    for (const band of FAMILIARITY_BANDS) {
      const shares = quality.familiarityBands[band] ?? { real: 0, fake: 0 };
      console.log(
        `    commonest other word ${band}: real ${percent(shares.real)}, fake ${percent(shares.fake)}`,
      );
    }
  }
  line(
    'fakes whose definition is a WordNet gloss or a close paraphrase of one (a meaning some word names)',
    quality.fakesShowingAGloss,
    TARGETS.fakesShowingAGloss,
  );
  line(
    'fakes whose written meaning readers named a word or term for (judged-named-meanings.ts)',
    quality.fakesWithJudgedName,
    TARGETS.fakesWithJudgedName,
  );
  line('fakes showing a meaning written for the game (no word names it)', quality.fakesWithWrittenMeaning);
  line(
    "  of them written beside a real meaning (the real words' fields and register)",
    quality.fakesWithSiblingMeaning,
  );
  line(
    'real words whose parts carry their meaning (a root or affix the definition says)',
    quality.partsFitReal,
  );
  line('fakes whose parts carry their meaning', quality.partsFitFake);
  gapLine('gap between those two shares', quality.partsFitReal, quality.partsFitFake, TARGETS.partsFitGap);
  line(
    'real words showing a root or ending their meaning does not carry (hydr- in hydra, "trouble")',
    quality.partsClashReal,
  );
  line('fakes showing a root or ending their meaning does not carry', quality.partsClashFake);
  gapLine(
    'gap between those two shares',
    quality.partsClashReal,
    quality.partsClashFake,
    TARGETS.partsFitGap,
  );
  line("fakes using their donor's own example", quality.donorExamples, TARGETS.donorExamples);
  line(
    'real usages borrowed from afar (a distant sibling, a grandparent, a compound)',
    quality.borrowedFromAfarReal,
  );
  line(
    'fake usages borrowed from afar (a distant sibling, a grandparent, a compound)',
    quality.borrowedFromAfarFake,
  );
  line(
    'real usages in a generic frame (shared by 3+ words)',
    quality.genericFramesReal,
    TARGETS.genericFrames,
  );
  line(
    'fake usages in a generic frame (shared by 3+ words)',
    quality.genericFramesFake,
    TARGETS.genericFrames,
  );
  sidesAndGap(
    "usages written for their meaning's kind (category sentences)",
    'category sentences',
    [quality.categorySentencesReal, quality.categorySentencesFake],
    TARGETS.categorySentenceGap,
  );
  sidesAndGap(
    'usages that do not fit their word',
    'usages that do not fit',
    [quality.misfitUsagesReal, quality.misfitUsagesFake],
    TARGETS.misfitUsageGap,
    TARGETS.misfitUsages,
  );
  line('fake follow-ups answered by the donor', quality.fakeFollowupsByDonor, TARGETS.fakeFollowupsByDonor);
  line(
    'real follow-ups answerable by matching the screen',
    quality.realFollowupsByMatching,
    TARGETS.realFollowupsByMatching,
  );
  line('real words among the 20,000 most frequent', quality.commonRealWords);
  // English has no target yet: fakes there take a real word's meaning for the sentences only its kind can
  // balance. The tell needs a player who remembers a definition from an earlier game.
  line(
    "fakes showing a real bank word's definition",
    quality.fakesShowingRealDefinition,
    quality.language === 'filipino' ? 0.01 : undefined,
  );
  line("real words showing another real word's definition", quality.realsShowingRealDefinition);
  line(
    'Filipino fakes borrowing a meaning that has an everyday word',
    quality.fakesWithEverydayMeaning,
    0.01,
  );
}

/**
 * The Filipino words' rarity and ordinariness: the real words by rarity tier (word-generator's
 * filipino-rarity.ts), the share a typical speaker would not know, and on each side the definitions that name
 * a custom or belief and the translations that drift from their definition or repeat its wording.
 */
function reportFilipinoRarity(words: readonly SeedWord[]): void {
  const quality = measureFilipinoQuality(words);
  const { everyday, known, literary } = quality.rarities;
  console.log(`\nfilipino rarity: real words everyday ${everyday}, known ${known}, literary ${literary}`);
  console.log(
    `  real words a typical speaker would not know (by tier): ${percent(quality.estimatedMissed)}   [target >= 30.0%: ${quality.estimatedMissed >= 0.3 ? 'met' : 'MISSED'}]`,
  );
  line('real words of everyday rarity', quality.everydayReals, 0);
  sidesAndGap(
    'definitions naming a custom or belief',
    'customs',
    [quality.customsReal, quality.customsFake],
    0.03,
  );
  line('real translations sharing no content word with the definition', quality.driftingReal);
  line('fake translations sharing no content word with the definition', quality.driftingFake, 0);
  sidesAndGap(
    "translations repeating the definition's wording (3+ words)",
    'echoing translations',
    [quality.echoingReal, quality.echoingFake],
    0.03,
  );
  line(
    'fakes whose written meaning two readers named a Tagalog word for (judged-tagalog-names.ts)',
    quality.fakesWithJudgedName,
    0,
  );
}

function show(word: SeedWord): string {
  const followup = word.isReal
    ? [word.definitionCorrect, word.definitionFake1, word.definitionFake2, word.definitionFake3]
    : [word.wordsReal, word.wordsFake1, word.wordsFake2, word.wordsFake3];
  return [
    `  ${word.word} (${word.wordClass}, ${word.difficulty}) — ${word.isReal ? 'REAL' : 'FAKE'}`,
    `    definition: ${word.definition}`,
    `    usage: ${word.usage}`,
    `    follow-up (right first): ${followup.join(' / ')}`,
    `    explanation: ${word.explanation}`,
  ].join('\n');
}

function samples(words: readonly SeedWord[], language: string, perKind: number): void {
  const random = createSeededRandom(19);
  for (const isReal of [true, false]) {
    const picked = shuffle(
      words.filter((word) => word.language === language && word.isReal === isReal),
      random,
    ).slice(0, perKind);
    console.log(`\n${language} ${isReal ? 'real' : 'fake'} samples:`);
    for (const word of picked) console.log(show(word));
  }
}

/** A few English usages of each kind, fitting and not, as the fit measure reads them. */
function fitSamples(words: readonly SeedWord[], lexicon: QualityLexicon, perKind: number): void {
  const random = createSeededRandom(23);
  const english = shuffle(
    words.filter((word) => word.language === 'english'),
    random,
  );
  for (const isReal of [true, false]) {
    for (const fits of [true, false]) {
      const picked = english
        .filter((word) => word.isReal === isReal)
        .map((word) => ({ word, misfit: misfitOfUsage(word, lexicon) }))
        .filter(({ misfit }) => (misfit === undefined) === fits)
        .slice(0, perKind);
      console.log(`\nenglish ${isReal ? 'real' : 'fake'} usages that ${fits ? 'fit' : 'do not fit'}:`);
      for (const { word, misfit } of picked)
        console.log(`  ${word.word} (${word.definition}): ${word.usage}${misfit ? `   [${misfit}]` : ''}`);
    }
  }
}

function main(): void {
  const { values } = parseArgs({
    options: {
      bank: { type: 'string', default: path.join('game-server', 'seed', 'word-bank.json') },
      samples: { type: 'string', default: '10' },
      features: { type: 'string', default: '0' },
    },
  });
  const bank = JSON.parse(readFileSync(values.bank, 'utf8')) as WordBankFile;
  const wordNet = readWordNet();
  const lexicon = {
    wordNet,
    ranks: frequencyRanks(loadWordLists()),
    synsetsByGloss: indexSynsetsByGloss(wordNet),
  };
  console.log(`bank: ${values.bank} (${bank.words.length} words)`);
  for (const language of ['english', 'filipino']) report(measureLanguage(bank.words, language, lexicon));
  reportFilipinoRarity(bank.words);
  const perKind = Number(values.samples);
  fitSamples(bank.words, lexicon, Math.ceil(perKind / 2));
  samples(bank.words, 'english', perKind);
  samples(bank.words, 'filipino', Math.ceil(perKind / 2));
  if (Number(values.features) > 0) {
    const english = bank.words.filter((word) => word.language === 'english');
    console.log('\nenglish spelling:');
    printLengths(english);
    printFeatures(english, Number(values.features));
  }
}

main();
